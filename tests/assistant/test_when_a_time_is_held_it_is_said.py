"""Every time held is said back with its day, however it was picked from the times offered
("ok 7:30 then", "8:30"): never "I'm holding that time" for a new hold out of several."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    """Monday 7 December 2026, 9 AM: tomorrow's first times are 7:30, 8 and 8:30 AM."""
    shop = make_shop()
    make_service(shop, "Oil change")
    return shop


@pytest.mark.parametrize(
    ("picked", "said"),
    [
        ("ok 7:30 then", "7:30 AM"),
        ("8:30", "8:30 AM"),
        ("8am works", "8 AM"),
        ("lets do 8:30 am", "8:30 AM"),
    ],
)
def test_a_time_picked_from_those_offered_is_said(shop, picked, said):
    say = talker(shop, "chat")
    offered = say("oil change tomorrow").message.text
    assert "7:30 AM, 8 AM or 8:30 AM" in offered

    text = say(picked).message.text

    assert text == (
        f"I'm holding {said} on Tuesday, December 8 for you. What name should I put it under?"
    )


def test_a_time_picked_says_it_before_the_number_is_asked(shop):
    say = talker(shop, "chat")
    say("oil change wednesday, I'm Sam Lee")

    text = say("8:30").message.text

    assert text.startswith("I'm holding 8:30 AM on Wednesday, December 9 for you."), text
    assert text.endswith("What's the best mobile number for the confirmation text?")
