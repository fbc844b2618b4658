"""engine.evaluate's reply scoring: a reply is grounded when every time, date, number and name
in it was given by its plan, however a sentence capitalises a fact's word."""

from __future__ import annotations

from assistant.corpus import Example
from assistant.schema import ResponsePlan
from engine.evaluate import reply_strays

PLAN = ResponsePlan(
    "confirm",
    {
        "service": "basic headlight service",
        "day": "Monday, March 9",
        "time": "8 AM",
        "price": "$1,149 to $1,359",
    },
    "sms",
    "Ridge Auto",
)
EXAMPLE = Example("respond", [], "", PLAN.shop, (), (), plan=PLAN)


def test_a_facts_word_opening_a_sentence_is_given():
    reply = "Basic headlight service, Monday, March 9 at 8 AM, about $1,149 to $1,359. Book it?"
    assert reply_strays(reply, EXAMPLE) == []


def test_a_word_or_number_the_plan_never_gave_is_a_stray():
    assert reply_strays("Done, Basic. Monday, March 9 at 8 AM.", EXAMPLE) == ["Basic"]
    assert reply_strays("Done, Xavbit. Tuesday at 10 AM.", EXAMPLE) == ["10", "Xavbit", "Tuesday"]


def test_a_one_time_codes_six_digits_are_the_policys():
    assert reply_strays("We just texted a 6-digit code. What's the code?", EXAMPLE) == []
