"""A time picked from the list by its place ("the second one") is said back with its day, so a
customer who counted wrong hears it before giving their name."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("channel", "pick", "place"),
    [
        ("chat", "the second one", 1),
        ("phone", "the second one", 1),
        ("chat", "the middle one", 1),
        ("chat", "whichever", 0),
        ("chat", "either one is fine", 0),
        ("chat", "you pick", 0),
        ("chat", "perfect I'll take it", 0),
        ("phone", "any", 0),
        ("chat", "I'll take that one", 0),
    ],
)
def test_a_time_picked_by_its_place_is_said_back(channel, pick, place):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, channel, phone="+13035550177")

    offer = say("oil change tuesday morning")
    assert len(offer.choices) == 3
    day, at = offer.choices[place].split(" at ")
    held = say(pick).message.text

    assert f"holding {at} on {day}" in held


def test_a_time_said_in_words_is_the_offered_time_and_said_back():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    offer = say("oil change tuesday morning")
    day, at = offer.choices[1].split(" at ")
    hour = {"8 AM": "eight", "9 AM": "nine", "10 AM": "ten"}.get(at)
    assert hour, f"the second time offered is {at}, not on the hour"
    held = say(hour).message.text

    assert f"holding {at}" in held and day in held


def test_on_a_call_the_time_held_is_always_said_back():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    offer = say("oil change tuesday morning")
    day, at = offer.choices[1].split(" at ")
    held = say(f"uh the {at.removesuffix(' AM')} one").message.text

    assert held.startswith(f"I'm holding {at} on {day} for you.")


@pytest.mark.parametrize(
    ("asked", "offered", "picked", "held"),
    [
        ("oil change tuesday afternoon", ["12 PM", "12:30 PM", "1 PM"], "3 works", "3 PM"),
        ("oil change tuesday morning", ["7:30 AM", "8 AM", "8:30 AM"], "2", "8 AM"),
        ("oil change tuesday afternoon", ["12 PM", "12:30 PM", "1 PM"], "option 3", "1 PM"),
    ],
)
def test_a_bare_number_is_an_hour_of_the_half_day_offered_else_a_place(
    asked, offered, picked, held
):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")

    offer = say(asked)
    answer = say(picked).message.text

    assert [choice.split(" at ")[1] for choice in offer.choices] == offered
    assert f"holding {held} on Tuesday" in answer


@pytest.mark.parametrize("asked", ["anything earlier?", "no earlier?", "nothing earlier?"])
def test_anything_earlier_than_the_days_first_time_says_it_is_the_first(asked):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    say("oil change wednesday")

    reply = say(asked).message.text

    assert (
        reply == "7:30 AM is the earliest I have on Wednesday, December 9. Does that work for you?"
    )
    assert "holding 7:30 AM" in say("ok").message.text


@pytest.mark.parametrize("channel", ["chat", "phone"])
@pytest.mark.parametrize("said", ["2", "two", "two please"])
def test_a_number_alone_is_an_hour_where_it_reads_as_one(channel, said):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, channel, phone="+13035550177")

    say("oil change thursday afternoon")
    held = say(said).message.text

    assert "holding 2 PM on Thursday, December 10" in held


@pytest.mark.parametrize("said", ["2", "two"])
def test_a_number_alone_after_morning_times_is_its_place(said):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")

    offer = say("oil change thursday morning")
    day, at = offer.choices[1].split(" at ")

    assert f"holding {at} on {day}" in say(said).message.text


def test_a_day_earlier_is_the_day_before_the_one_offered():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    say("oil change saturday")

    reply = say("a day earlier?")

    assert reply.choices and all(
        choice.startswith("Friday, December 11") for choice in reply.choices
    )


@pytest.mark.parametrize("asked", ["is there anything earlier in the week?", "anything sooner?"])
def test_an_earlier_day_asked_for_is_the_soonest_days_times(asked):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    say("oil change saturday")

    reply = say(asked)

    assert reply.choices and all(
        choice.startswith("Monday, December 7") for choice in reply.choices
    )


def test_an_earlier_day_when_the_soonest_is_offered_asks_again():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    offered = say("oil change today").choices

    assert say("anything sooner?").choices == offered


@pytest.mark.parametrize(
    "said",
    [
        "I need an oil change before my road trip on friday",
        "need it done by thursday",
        "I need an oil change before my road trip on the 18th",
        "oil change done before dec 18 please",
        "need it ready by the 10th",
    ],
)
def test_a_day_the_work_must_be_done_by_offers_the_soonest_times(said):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    if "oil" not in said:
        say("oil change")

    choices = say(said).choices

    assert choices and all(choice.startswith("Monday, December 7") for choice in choices)


def test_a_date_said_alone_is_still_that_days_visit():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])

    choices = talker(shop, "chat")("oil change on the 18th").choices

    assert choices and all(choice.startswith("Friday, December 18") for choice in choices)


def test_a_car_brought_by_a_day_is_a_visit_that_day():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])

    choices = talker(shop, "chat")("can I bring it by thursday for an oil change").choices

    assert all(choice.startswith("Thursday, December 10") for choice in choices)
