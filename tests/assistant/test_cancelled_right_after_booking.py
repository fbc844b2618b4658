""" "Never mind, cancel it" right after the booking was answered "No problem. Is there anything
else I can help with?" and the visit stayed booked: the customer left thinking it was cancelled.
It is the visit just booked that is cancelled, once confirmed."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("channel", "phone", "details"),
    [("chat", "", ["Di", "303-555-0184"]), ("sms", "+13035550184", ["Di"])],
)
@pytest.mark.parametrize("said", ["never mind, cancel it", "nvm cancel that"])
def test_the_visit_just_booked_is_cancelled(demo_shop, channel, phone, details, said):
    say = talker(demo_shop, channel, phone=phone, proven=bool(phone))
    for text in ("oil change friday 2pm", *details, "yes"):
        say(text)

    assert say(said).message.text == (
        "Cancel your Oil change on Friday, December 11 at 2 PM? Please say yes or no."
    )
    say("yes")
    assert Appointment.objects.get().status == Appointment.Status.CANCELLED


def test_never_mind_after_a_price_still_lets_it_go(demo_shop):
    say = talker(demo_shop, "chat")
    say("how much is an oil change")

    assert say("never mind").message.text == "No problem. Is there anything else I can help with?"
