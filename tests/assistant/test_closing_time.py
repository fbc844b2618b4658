""" "What time do you close?" with no day said is about the day just talked about, or today:
the whole week's hours answered something else."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


def test_after_asking_about_saturday_the_closing_time_is_saturdays(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    say("are you open on saturday?")
    reply = say("what time do you close?").message.text

    assert "Saturday" in reply and "1 PM" in reply
    assert "Monday" not in reply


@pytest.mark.parametrize(
    "asked",
    [
        "what time do you close?",
        "how late are you open",
        "wat time u close",
        "wen do u close",
        "what time are you open till?",
        "wat time r u open til",
    ],
)
def test_asked_alone_the_closing_time_is_todays(shop, asked):
    say = talker(shop, "sms", phone="+13035550177", proven=True)  # Monday, 9 AM

    reply = say(asked).message.text

    assert "5:30 PM" in reply
    assert "Saturday" not in reply
