"""Another time said while one is held for a name or a number: "10:30 instead" with today's
10 AM held offered a list of times, and "12:30" at the number question was told it is no
phone number. The new time is held, and the same question asked again."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(("said", "at"), [("10:30 instead", "10:30 AM"), ("actually 11", "11 AM")])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_another_time_at_the_name_question_is_held(demo_shop, channel, said, at):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("oil change")
    talk("10am")

    assert talk(said).message.text == (
        f"I'm holding {at} on Monday, December 7 for you. What name should I put it under?"
    )


@pytest.mark.parametrize(("said", "at"), [("12:30", "12:30 PM"), ("actually 1pm please", "1 PM")])
def test_another_time_at_the_number_question_is_held(demo_shop, said, at):
    talk = talker(demo_shop, "chat")
    talk("oil change tomorrow")
    talk("12pm")
    talk("Dana Reyes")

    assert talk(said).message.text == (
        f"I'm holding {at} on Tuesday, December 8 for you. "
        "What's the best mobile number for the confirmation text?"
    )
