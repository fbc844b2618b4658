"""Two questions asked with a service's times offered were answered with the times alone:
- "Is it freon?" of the A/C recharge, "could it be the battery?" of the diagnostic offered
  for a car that won't start (which had booked the battery instead): what causes the trouble
  is for the mechanic to find, and the customer is told so before the times.
- "Is it synthetic?" of the oil change: what the service's description says it includes,
  then the times (as it already was with a time held).
- "Is it going to be expensive?" is its price, not a cause asked."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def say(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550166", proven=True)
    return lambda text: talk(text).message.text


CAUSE = "I can't tell from here what's causing it: the mechanic will find out."
PRICE = "A/C recharge usually runs $129 to $229."


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("is it freon?", CAUSE),
        ("could it be low on freon?", CAUSE),
        ("Is it going to be expensive?", PRICE),
        ("is it expensive", PRICE),
    ],
)
def test_the_cause_is_the_mechanics_to_find_and_the_cost_its_price(say, asked, told):
    say("my AC isnt blowing cold")

    assert say(asked) == (
        f"{told} Which time works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"
    )


def test_what_it_includes_is_its_description(say):
    say("oil change friday")

    assert say("is it synthetic?") == (
        "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid "
        "top-off. It usually runs $49 to $89. Which time works for you on Friday, December 11: "
        "7:30 AM, 8 AM or 8:30 AM?"
    )


@pytest.mark.parametrize("asked", ["could it be the battery?", "is it the starter?"])
def test_a_part_asked_of_as_the_cause_keeps_the_look(say, asked):
    say("car won't start")

    assert say(asked) == (
        "I can't tell from here what's causing it: the mechanic will find out. Which time "
        "works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"
    )
    assert say("10").startswith("I'm holding 10 AM")
    assert "Check engine light diagnostic" in say("Al Diaz")


def test_another_service_asked_for_instead_is_that_one(say):
    say("oil change friday")

    assert say("could it be a tire rotation instead?").startswith(
        "For Tire rotation on Friday, December 11"
    )
