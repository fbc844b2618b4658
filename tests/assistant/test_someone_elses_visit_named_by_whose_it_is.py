""" "Cancel my wife's appointment", "move my husband's appointment": the visit booked for them,
never the customer's own for want of another; where none is theirs, that is said and nothing
is cancelled. A visit booked here under the other person's own number is found too."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _status(**where) -> str:
    return Appointment.objects.get(**where).status


def test_the_wifes_visit_is_the_one_cancelled(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)
    for text in ("oil change tuesday at 10", "Dana Reyes", "yes"):
        say(text)
    say("my wife also needs an oil change, wednesday at 10")
    say("yes")

    asked = say("cancel my wife's appointment").message.text
    say("yes")

    assert (
        asked == "Cancel your Oil change on Wednesday, December 9 at 10 AM? Please say yes or no."
    )
    assert _status(start__day=9) == Appointment.Status.CANCELLED
    assert _status(start__day=8) == Appointment.Status.CONFIRMED


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_with_no_visit_for_her_none_is_cancelled(shop, channel):
    say = talker(shop, channel, phone=PHONE, proven=True)
    for text in ("oil change tuesday at 10", "Dana Reyes", "yes"):
        say(text)

    asked = say("cancel my wife's appointment").message.text
    after = say("no").message.text

    assert asked == (
        "I don't see a visit booked for your wife. I see Oil change on Tuesday, December 8 at "
        "10 AM. Which one do you mean?"
    )
    assert "anything else" in after
    assert _status() == Appointment.Status.CONFIRMED


def test_the_husbands_visit_is_the_one_moved_in_a_chat(shop):
    say = talker(shop, "chat")
    for text in ("oil change tuesday at 10", "Dana Reyes", "303-555-0190", "yes"):
        say(text)
    say("my husband also needs an oil change, tuesday at 11")
    say("yes")

    asked = say("move my husband's appointment to wednesday at 11").message.text

    assert asked.startswith(
        "Just to confirm: move your Oil change from Tuesday, December 8 at 11 AM to Wednesday"
    )


def test_a_sons_visit_under_his_number_is_found_by_the_parents_text(shop):
    say = talker(shop, "sms", phone="+13035550111", proven=True)
    say(
        "I want to book an oil change for my son's car, his name is Jake, his number is 303-555-0199"
    )
    say("Friday at 9")
    say("yes")

    asked = say("actually cancel my son's appointment").message.text
    say("yes")

    assert asked == "Cancel your Oil change on Friday, December 11 at 9 AM? Please say yes or no."
    assert _status(customer__phone="+13035550199") == Appointment.Status.CANCELLED


def test_cancelling_because_she_will_bring_it_another_week_is_a_cancel(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)
    for text in ("oil change tuesday at 10", "Dana Reyes", "yes"):
        say(text)

    asked = say(
        "I need to cancel my appointment, my wife will bring the car in next week instead"
    ).message.text

    assert asked == "Cancel your Oil change on Tuesday, December 8 at 10 AM? Please say yes or no."


@pytest.mark.parametrize(
    "asked", ["when is Dana Reyes's appointment?", "what time is my son's appointment?"]
)
def test_a_visit_asked_after_by_whose_it_is_in_a_chat_asks_for_its_number(shop, asked):
    """Read as a booking before ("which service?"); told only once its number is proven."""
    say = talker(shop, "chat")

    assert say(asked).message.text == (
        "What's the phone number on the appointment? I'll text it a code to confirm it's you."
    )
