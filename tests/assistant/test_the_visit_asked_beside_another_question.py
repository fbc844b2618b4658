""" "What time is my appointment and how much will it be?" was told the price alone, and "is
my appointment still on for friday? and where are you located?" the address alone: the visit
asked about is said too, from the number it is booked on."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

VISIT = "You're booked for Oil change on Friday, December 11 at 10 AM."


@pytest.mark.parametrize(
    ("asked", "then"),
    [
        (
            "what time is my appointment and how much will it be?",
            "Your Oil change usually runs $49 to $89.",
        ),
        (
            "is my appointment still on for friday? and where are you located?",
            "We're at 1480 Ridge Rd, Golden, CO.",
        ),
    ],
)
def test_both_are_answered(dana_says, asked, then):
    assert dana_says(asked).startswith(f"{VISIT} {then}")


@pytest.mark.parametrize("asked", ["how much will my appointment be?", "where are you located?"])
def test_the_visit_is_not_said_unasked(dana_says, asked):
    assert VISIT not in dana_says(asked)


def test_a_chat_is_not_told_a_visit_by_a_typed_number(demo_shop, danas_friday_oil_change):
    say = talker(demo_shop, "chat", phone="+13035550177")

    told = say("is my appointment still on for friday? and where are you located?").message.text

    assert told == "We're at 1480 Ridge Rd, Golden, CO."


def test_the_hours_asked_beside_a_cancellation_are_said(dana_says):
    """ "Cancel my appointment. also what are your hours on saturday?" left the hours unsaid."""
    assert dana_says("cancel my appointment. also what are your hours on saturday?") == (
        "On Saturday, December 12 we're open 8 AM to 1 PM. Cancel your Oil change on Friday, "
        "December 11 at 10 AM? Please say yes or no."
    )
