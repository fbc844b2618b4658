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
        ("can we push it back two days?", "Sunday, December 13"),
        ("move my appointment up two days", "Wednesday, December 9"),
    ],
)
def test_the_visit_is_moved_to_its_hour_on_the_day_said(dana_says, asked, day):
    reply = dana_says(asked)

    if day.startswith("Sunday"):
        # The shop is closed on Sundays: that day said, and its times not made up.
        assert "Sunday, December 13" in reply and "10 AM on Sunday" not in reply
        return
    assert (
        reply == f"Just to confirm: move your Oil change to {day} at 10 AM? Please say yes or no."
    )
    assert dana_says("yes").startswith(f"Done: your Oil change is now on {day} at 10 AM.")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 1


def test_a_day_earlier_than_the_times_offered_offers_that_days(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550188", proven=True)
    talk("oil change friday")

    reply = talk("a day earlier would be better").message.text

    assert reply == (
        "For Oil change on Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM. Which "
        "works for you?"
    )
