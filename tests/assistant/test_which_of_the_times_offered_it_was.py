""" "What was the second one?" of the times offered used to hold that time, as if picked. It is
answered ("The second one is 8 AM."), the times are asked again, and "ok that one" or "yes"
next picks it. "What's the first one after lunch?" asks for the afternoon, not the first of
the morning's times."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"
FRIDAY = "Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"


@pytest.fixture
def talk():
    shop = make_shop()
    make_service(shop, "Oil change", minutes=30, aliases=["oil"])
    talk = talker(shop, "sms", phone=PHONE, proven=True)
    assert (
        "Friday, December 11 I can do 7:30 AM, 8 AM or 8:30 AM"
        in talk("oil change friday").message.text
    )
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("what was the second one?", "The second one is 8 AM."),
        ("sorry what was the last one again", "The last one is 8:30 AM."),
        ("which was the first one", "The first one is 7:30 AM."),
    ],
)
def test_which_one_it_was_is_answered_and_nothing_held(talk, asked, answer):
    assert talk(asked) == f"{answer} Which time works for you on {FRIDAY}"


@pytest.mark.parametrize("agreed", ["ok that one", "yes"])
def test_that_one_next_is_the_one_asked_of(talk, agreed):
    talk("what was the second one?")

    assert talk(agreed).startswith("I'm holding 8 AM on Friday, December 11 for you.")


def test_another_one_named_next_is_that_one(talk):
    talk("what was the second one?")

    assert talk("actually the first one").startswith("I'm holding 7:30 AM on Friday")


def test_the_first_one_after_lunch_is_the_afternoons(talk):
    assert talk("whats the first one after lunch?").startswith(
        "For Oil change on Friday, December 11 I can do 1 PM"
    )


def test_which_one_it_was_of_a_move():
    shop = make_shop()
    oil = make_service(shop, "Oil change", minutes=30, aliases=["oil"])
    customer = make_customer(shop, PHONE, "Dana Reyes")
    say = talker(shop, "sms", phone=PHONE, proven=True)
    book(shop, oil, customer, local(shop, 2026, 12, 22, 10), local(shop, 2026, 12, 6, 9))
    say("can i move it to thursday")

    assert say("what was the last one?").message.text.startswith("The last one is 8:30 AM.")
    assert say("yes").message.text == (
        "Just to confirm: move your Oil change to Thursday, December 10 at 8:30 AM? Please say"
        " yes or no."
    )
