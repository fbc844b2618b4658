""" "I need my car inspected" booked a Brake inspection (its alias "inspect brakes" made
"inspected" its word alone); like "I need an inspection", it now asks which of the shop's
inspections. And "do you have any openings today?" with no work named hears the day before it
asks which service. "Breaks r squeekin" (its g dropped) was no trouble, and booked the brake
pads; it is a squeak, looked at first."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

WHICH = "We do Brake inspection and Pre-purchase inspection. What does your car need?"


@pytest.fixture
def say(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550166", proven=True)
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    "said",
    [
        "I need my car inspected",
        "I need to get my car inspected before I sell it",
        "I need an inspection",
    ],
)
def test_which_inspection_is_asked(say, said):
    assert say(said) == WHICH


@pytest.mark.parametrize(
    ("said", "service"),
    [
        ("can you inspect my brakes", "Brake inspection"),
        ("I want my car inspected before I buy it", "Pre-purchase inspection"),
    ],
)
def test_an_inspection_of_something_named_is_that_one(say, said, service):
    assert say(said).startswith(f"For {service} on Monday, December 7")


@pytest.mark.parametrize("said", ["do you have any openings today", "are you guys busy today?"])
def test_a_day_asked_without_work_is_heard(say, said):
    assert say(said) == (
        "Happy to check Monday, December 7 for you. Which service does your car need?"
    )


def test_the_days_times_follow_the_service(say):
    say("anything friday?")

    assert say("oil change").startswith("For Oil change on Friday, December 11 I can do")


@pytest.mark.parametrize("said", ["breaks r squeekin", "my brakes are grindin"])
def test_trouble_said_with_its_g_dropped_is_looked_at_first(say, said):
    assert say(said).startswith("For Brake inspection on Monday, December 7")
