"""Times as texted and as heard: "830", "1030am", "230" without a colon; "three p m" spaced by
speech-to-text; and a bare "three" that is an hour of the day, not the third time offered."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


def _say(channel: str):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return talker(shop, channel, phone="+13035550177", proven=True)


@pytest.mark.parametrize(
    ("message", "at"),
    [
        ("oil change thursday at 830", "8:30 AM"),
        ("oil change thursday 1030am", "10:30 AM"),
        ("oil change thursday at 230", "2:30 PM"),
        ("oil change thursday at 1230pm", "12:30 PM"),
    ],
)
def test_a_texted_time_without_a_colon_is_held(message, at):
    say = _say("sms")

    held = say(message).message.text

    assert f"holding {at}" in held


@pytest.mark.parametrize(
    ("reply", "at"),
    [("230", "2:30 PM"), ("1030 works", "10:30 AM"), ("ok 830 then", "8:30 AM")],
)
def test_a_time_without_a_colon_answers_which_time(reply, at):
    say = _say("sms")
    say("oil change thursday")

    held = say(reply).message.text

    assert f"holding {at}" in held


@pytest.mark.parametrize(
    "message",
    [
        "oil change thursday for my 2019 civic",
        "oil change thursday, call me at 3035550123",
        "oil change thursday, is it under $230",
        "oil change thursday, my number is 303 555 0187",
    ],
)
def test_a_year_a_phone_number_or_a_price_is_no_time(message):
    say = _say("sms")

    result = say(message)

    assert "holding" not in result.message.text
    assert len(result.choices) == 3


@pytest.mark.parametrize(("reply", "at"), [("three p m", "3 PM"), ("two p m please", "2 PM")])
def test_a_spaced_p_m_alone_answers_which_time_on_a_call(reply, at):
    say = _say("phone")
    say("oil change thursday")

    held = say(reply).message.text

    assert f"holding {at}" in held


@pytest.mark.parametrize("said", ["three", "3"])
def test_a_callers_hour_of_the_day_is_that_hour_not_a_place_in_the_list(said):
    say = _say("phone")
    offer = say("oil change thursday")
    assert [c.split(" at ")[1] for c in offer.choices] == ["7:30 AM", "8 AM", "8:30 AM"]

    held = say(said).message.text

    assert "holding 3 PM" in held


def test_a_callers_number_that_is_no_hour_of_the_day_is_its_place():
    say = _say("phone")
    offer = say("oil change saturday")
    assert [c.split(" at ")[1] for c in offer.choices] == ["8 AM", "8:30 AM", "9 AM"]

    held = say("three").message.text

    assert "holding 9 AM" in held


@pytest.mark.parametrize("pick", ["the third", "number 3", "option 3", "the third one"])
def test_a_place_said_as_a_place_is_the_time_in_the_list(pick):
    say = _say("phone")
    say("oil change thursday")

    held = say(pick).message.text

    assert "holding 8:30 AM" in held
