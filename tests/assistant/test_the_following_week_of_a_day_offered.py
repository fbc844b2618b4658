""" "How about the following week?" after Wednesday's times were offered gave next Monday's.
Of a day talked of, the following week is that weekday a week on, its window kept."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_following_week_is_the_same_weekday(demo_shop, channel):
    say = talker(demo_shop, channel)
    say("I need an oil change")
    say("wednesday afternoon")

    text = say("how about the following week?").message.text

    assert "Wednesday, December 16" in text
    assert "12 PM" in text


def test_a_week_later(demo_shop):
    say = talker(demo_shop, "sms")
    say("I need an oil change")
    say("thursday")

    text = say("what about a week later").message.text

    assert "Thursday, December 17" in text


def test_a_weekday_named_with_it_is_that_weekday(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change")
    say("wednesday afternoon")

    text = say("friday the following week").message.text

    assert "Friday, December 18" in text


def test_the_week_after_next_is_not_a_week_on(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change")
    say("thursday")

    text = say("how about the week after next").message.text

    assert "Monday, December 21" in text
