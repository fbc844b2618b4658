""" "Thanks for the great service yesterday!" was asked which service; "the oil change you did
last week, my oil light is on now" was offered another oil change; "is it worth fixing the
transmission?" was offered the transmission fluid service's times. Praise is thanked; trouble
after the shop's work and whether work is worth doing are the team's."""

from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

THANKED = "Thank you, that means a lot to us! Is there anything else I can help with?"


@pytest.fixture
def say(settings, demo_shop):
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    MemoryBackend.sent.clear()
    return talker(demo_shop, "sms", phone="+13035550177", proven=True)


@pytest.mark.parametrize(
    "said", ["Thanks for the great service yesterday!", "you guys did an awesome job on my brakes"]
)
def test_praise_is_thanked(say, said):
    assert say(said).message.text == THANKED
    assert say("no that's it").message.text.endswith("Have a good day!")


def test_praise_beside_new_work_books_it(say):
    told = say("great job last time, need another oil change friday").message.text

    assert told.startswith("For Oil change on Friday, December 11 I can do 7:30 AM")


@pytest.mark.parametrize(
    ("said", "told_the_team"),
    [
        ("The oil change you did last week, my oil light is on now", "says the trouble is back"),
        # Offered a diagnostic, then another oil change after it.
        ("I was just in for an oil change and now there's a leak", "says the trouble is back"),
        (
            "I have a 2008 Corolla with 180k miles. Is it worth fixing the transmission?",
            "asked whether the work is really needed",
        ),
    ],
)
def test_the_team_is_told(say, said, told_the_team):
    say(said)

    [(to, body)] = MemoryBackend.sent
    assert to == "+13035550142" and told_the_team in body
    assert not Appointment.objects.exists()
