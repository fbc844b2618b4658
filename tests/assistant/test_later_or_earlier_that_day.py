""" "No, later that day" or "no, earlier that day" to the times offered was offered the same
times again. The times after (or before) those offered are offered, as for "anything later?"
and "anything earlier?"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("channel", "said"),
    [
        ("chat", "no, later that day"),
        ("sms", "a bit later?"),
        ("phone", "uh no, later that day please"),
    ],
)
def test_later_that_day_offers_the_times_after_those_offered(demo_shop, channel, said):
    say = talker(demo_shop, channel)
    say("oil change thursday")

    text = say(said).message.text

    assert "Thursday, December 10" in text
    assert "9 AM, 9:30 AM or 10 AM" in text


def test_a_little_later_than_the_time_held_lets_it_go_for_later_ones(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change thursday")
    say("8 please")

    text = say("actually no, a little later").message.text

    assert "8:30 AM, 9 AM or 9:30 AM" in text


@pytest.mark.parametrize(
    ("channel", "said"), [("chat", "no, earlier that day"), ("sms", "a bit earlier?")]
)
def test_earlier_that_day_offers_the_times_before_those_offered(demo_shop, channel, said):
    say = talker(demo_shop, channel)
    say("oil change wednesday afternoon")

    text = say(said).message.text

    assert "Wednesday, December 9" in text
    assert "10:30 AM, 11 AM or 11:30 AM" in text


def test_even_later_goes_on_past_the_later_times(demo_shop):
    """ "Even later?" after "anything later?" offered the same times again."""
    say = talker(demo_shop, "sms")
    say("oil change thursday")
    assert "9 AM, 9:30 AM or 10 AM" in say("anything later?").message.text

    assert "10:30 AM, 11 AM or 11:30 AM" in say("even later?").message.text


def test_even_earlier_goes_on_before_the_earlier_times(demo_shop):
    say = talker(demo_shop, "sms")
    say("oil change thursday afternoon")
    assert "10:30 AM, 11 AM or 11:30 AM" in say("anything earlier?").message.text

    assert "9 AM, 9:30 AM or 10 AM" in say("even earlier?").message.text
