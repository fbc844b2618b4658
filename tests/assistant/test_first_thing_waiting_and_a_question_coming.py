"""Three replies that asked again what was said:
- "first thing" to a day's times offered asked which time again; it is that day's opening.
- "Is it ok to wait while you do the tire rotation?" was offered times; it is whether one can
  wait, answered with how long the job takes.
- "I have a question", "quick question" were asked which service; the question is asked for."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def say(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550166", proven=True)
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("asked", "day"),
    [
        ("oil change wednesday", "Wednesday, December 9"),
        ("oil change tomorrow", "Tuesday, December 8"),
    ],
)
def test_first_thing_holds_the_days_opening(say, asked, day):
    say(asked)

    assert say("first thing") == (
        f"I'm holding 7:30 AM on {day} for you. What name should I put it under?"
    )


@pytest.mark.parametrize(
    "asked",
    [
        "Is it ok to wait while you do the tire rotation?",
        "can I stay while you do the tire rotation",
    ],
)
def test_whether_one_can_wait_is_answered(say, asked):
    assert say(asked).startswith("Yes, you can wait for it: Tire rotation takes about 30 minutes")


def test_whether_one_can_wait_with_times_offered(say):
    say("oil change tomorrow")

    assert say("is it ok if I wait?") == (
        "Yes, you can wait for it: Oil change takes about 30 minutes. Which time works for you "
        "on Tuesday, December 8: 7:30 AM, 8 AM or 8:30 AM?"
    )


@pytest.mark.parametrize(
    "said",
    [
        "i have a question",
        "quick question",
        "hi, I have a question about my car",
        "can I ask you something?",
    ],
)
def test_a_question_coming_is_asked_for(say, said):
    assert say(said) == "Sure, what's your question?"


def test_the_question_then_is_answered(say):
    say("i have a question")

    assert say("do you take credit cards?").startswith("We take Visa, Mastercard")
