""" "The later one" of "1 PM, 1:30 PM or 2 PM" (asked between 1 and 3) offered times after 2,
past the window said, as "later ones?" does. It picks the last of them, as "the earlier one"
picks the first; "a later one?" still asks for later times."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def say(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    offered = talk("oil change thursday between 1 and 3").message.text
    assert offered.endswith(
        "Thursday, December 10 I can do 1 PM, 1:30 PM or 2 PM. Which works for you?"
    )
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("said", "held"),
    [("the later one", "2 PM"), ("the latter", "2 PM"), ("the earlier one", "1 PM")],
)
def test_the_later_or_earlier_one_is_held(say, said, held):
    assert say(said).startswith(f"I'm holding {held} on Thursday, December 10 for you.")


@pytest.mark.parametrize("said", ["a later one?", "do you have later ones", "anything later?"])
def test_later_ones_asked_for_are_offered(say, said):
    assert "I can do 2:30 PM, 3 PM or 3:30 PM" in say(said)
