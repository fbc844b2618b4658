""" "Can I bring my car in a day early?" of Friday's visit asked whether it was a move or a new
booking, and "yes" then offered Tuesday; "a day earlier would be better" with Friday's times
offered held 7:30 AM Thursday unasked. A move by whole days keeps the visit's hour on the day
said; with times offered, that day's times are offered."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("asked", "day"),
    [
        ("hey this is dana, can i bring my car in a day early?", "Thursday, December 10"),
        ("could I come a day later?", "Saturday, December 12"),
        ("move my appointment up two days", "Wednesday, December 9"),
    ],
)
def test_the_visit_is_moved_to_its_hour_on_the_day_said(dana_says, asked, day):
    reply = dana_says(asked)

    assert (
        reply == f"Just to confirm: move your Oil change to {day} at 10 AM? Please say yes or no."
    )
    assert dana_says("yes").startswith(f"Done: your Oil change is now on {day} at 10 AM.")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 1


def test_a_day_the_shop_is_closed_says_so_and_offers_the_next(dana_says):
    reply = dana_says("can we push it back two days?")

    assert reply == (
        "We're closed on Sunday, December 13. The next open times for Oil change are on "
        "Monday, December 14 at 7:30 AM, 8 AM or 8:30 AM. Would one of those work?"
    )


def test_a_day_earlier_than_the_times_offered_offers_that_days(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550188", proven=True)
    talk("oil change friday")

    reply = talk("a day earlier would be better").message.text

    assert reply == (
        "For Oil change on Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM. Which "
        "works for you?"
    )
