"""The ways customers answer "Shall I book it?" by text: a yes books, a no asks for another
time, and "not yet" or "let me check with my wife first" waits, the time still held, for the
yes that follows."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    talk = talker(shop, "sms", phone="+13035550177", proven=True)
    talk("oil change wednesday at 2pm")
    assert talk("Dana Reyes").message.text.endswith("Shall I book it?")
    return lambda text: talk(text).message.text


def booked() -> bool:
    return Appointment.objects.filter(status=Appointment.Status.CONFIRMED).exists()


@pytest.mark.parametrize("answer", ["👍", "Y", "yeah go ahead", "sure thing", "Please do"])
def test_a_yes_books(say, answer):
    assert say(answer).startswith("You're booked, Dana Reyes")
    assert booked()


@pytest.mark.parametrize("answer", ["nope", "👎", "actually no", "n", "lol no thanks"])
def test_a_no_asks_for_another_time(say, answer):
    assert say(answer) == "No problem. What other day or time would work for you?"
    assert not booked()


@pytest.mark.parametrize(
    "answer",
    [
        "not yet",
        "let me check with my wife first",
        "can i think about it",
        "i'll let you know",
        "hmm let me check with my husband and get back to you",
    ],
)
def test_later_waits_with_the_time_held(say, answer):
    assert say(answer) == "Sure, take your time."
    assert not booked()

    assert say("ok yes").startswith("You're booked, Dana Reyes: Oil change on Wednesday")
