"""A customer who named themselves before choosing a time hears the time held when the number
is asked for, as one asked their name does."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


def test_the_time_held_is_said_when_the_number_is_asked(shop):
    say = talker(shop, "chat")
    say("Hi this is Greg, I need an oil change")

    text = say("can I do monday at 8").message.text

    assert text == (
        "I'm holding 8 AM on Monday, December 14 for you. What's the best mobile number for "
        "the confirmation text?"
    )


@pytest.mark.parametrize(
    "refusal", ["no I don't want to give my number", "i'd rather not", "no phone, email me"]
)
def test_a_number_refused_is_told_why_it_is_needed_and_the_shops_own(refusal):
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")
    say("oil change tomorrow 8am")
    assert "mobile number" in say("Pat Jones").message.text

    text = say(refusal).message.text

    assert text.startswith("I need a phone number to book: it's where we text your confirmation")
    assert "you can call us at (303) 555-0100" in text
