""" "Are you accepting new customers?" was passed to the team to answer: a shop that books
through its assistant takes new customers, so the assistant says so and asks what the car
needs."""

from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    [
        "Hi there, are you accepting new customers?",
        "do you take new clients?",
        "Hi yes are you accepting new customers",
    ],
)
def test_yes_and_which_service(settings, demo_shop, asked):
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    MemoryBackend.sent.clear()
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    told = say(asked).message.text
    then = say("oil change").message.text

    assert told == "Yes, new customers are always welcome. Which service does your car need?"
    assert then.startswith("For Oil change on Monday, December 7 I can do 10 AM")
    assert MemoryBackend.sent == []  # nothing passed to the team
    assert not Appointment.objects.exists()
