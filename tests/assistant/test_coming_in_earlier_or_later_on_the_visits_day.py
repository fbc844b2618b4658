"""Of a visit booked (Friday 10 AM), "can I come in earlier?" or "could I bring it a bit
later?" offers the open times on its own day: its first ones (as "earlier tomorrow?" does), or
the ones just after it, where "What day would you like instead?" used to be asked; one
picked moves it there."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("asked", "offered"),
    [
        ("can I come in earlier", "7:30 AM, 8 AM or 8:30 AM"),
        ("could I come a little earlier that day?", "7:30 AM, 8 AM or 8:30 AM"),
        ("could I bring it in a bit later", "10:30 AM, 11 AM or 11:30 AM"),
        ("can I come in later?", "10:30 AM, 11 AM or 11:30 AM"),
        ("can I come in later on friday", "10:30 AM, 11 AM or 11:30 AM"),
        ("is there a later time on the same day?", "10:30 AM, 11 AM or 11:30 AM"),
        ("any later slots?", "10:30 AM, 11 AM or 11:30 AM"),
        ("any earlier slots that day?", "7:30 AM, 8 AM or 8:30 AM"),
    ],
)
def test_the_times_beside_the_visit_are_offered(
    demo_shop, danas_friday_oil_change, channel, asked, offered
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = talk(asked).message.text

    assert reply.startswith("For Oil change on Friday, December 11")
    assert f"{offered}. Which works for you?" in reply


def test_earlier_on_another_day_is_that_days_times(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("can I come in earlier on thursday").message.text.startswith(
        "For Oil change on Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM."
    )


def test_one_picked_moves_the_visit(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "phone", phone=PHONE, proven=True)
    talk("can I come in earlier")

    assert talk("9 works").message.text == (
        "Just to confirm: move your Oil change to Friday, December 11 at 9 AM? Please say yes or no."
    )
    talk("yes")
    assert Appointment.objects.get().start == local(demo_shop, 2026, 12, 11, 9)


def test_a_later_time_asked_with_the_work_and_a_day_is_a_new_visit(demo_shop):
    talk = talker(demo_shop, "chat")

    assert talk("is there a later time available for an oil change thursday?").message.text == (
        "For Oil change on Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM. "
        "Which works for you?"
    )


@pytest.mark.parametrize(
    "asked",
    [
        "can I come tonight instead",
        # The visit's own clock said first is not the time wanted (nor "tonight" at 10 PM).
        "my appt is at 10, can I come tonight instead",
    ],
)
def test_tonight_instead_offers_this_evenings_times(demo_shop, danas_friday_oil_change, asked):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk(asked).message.text == (
        "For Oil change on Monday, December 7 I can do 5 PM. Does that work for you?"
    )


def test_the_visits_own_clock_said_before_the_new_one(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("my appointment is at 10am, can I make it 11").message.text == (
        "Just to confirm: move your Oil change to Friday, December 11 at 11 AM? Please say yes or no."
    )
