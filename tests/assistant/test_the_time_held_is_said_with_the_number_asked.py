"""A customer who named themselves before choosing a time hears the time held when the number
is asked for, as one asked their name does."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


def test_the_time_held_is_said_when_the_number_is_asked(shop):
    say = talker(shop, "chat")
    say("Hi this is Greg, I need an oil change")

    text = say("can I do monday at 8").message.text

    assert text == (
        "I'm holding 8 AM on Monday, December 14 for you. What's the best mobile number for "
        "the confirmation text?"
    )
