"""A text that only says hello is greeted, as a chat is when it opens; a hello with a request
in it, or in the middle of a booking, goes on with that."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


# "Merry Christmas!" was told the shop is closed on Christmas Day.
@pytest.mark.parametrize(
    "hello", ["hi", "Hey there!", "good morning", "hello", "hola", "Merry Christmas!"]
)
def test_a_text_saying_only_hello_is_greeted(shop, hello):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(hello).message.text

    assert text.startswith("Hi, thanks for contacting")
    assert text.endswith("What can I do for you?")


def test_a_holiday_greeting_names_no_day(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    offered = say("Merry Christmas! need an oil change next week").message.text

    assert offered.startswith("For Oil change on Monday, December 14")


def test_hello_with_a_request_books(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    assert say("hi, oil change tuesday").message.text.startswith("For Oil change on Tuesday")


def test_hello_while_times_are_offered_offers_them_again(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    offer = say("oil change tuesday").message.text
    assert offer.startswith(
        "For Oil change on Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM."
    )

    asked_again = "Which time works for you on Tuesday, December 8: 7:30 AM, 8 AM or 8:30 AM?"
    assert say("hi").message.text == asked_again


@pytest.mark.parametrize("asked", ["how are you?", "hey, how's it going", "good morning how r u"])
def test_how_are_you_is_answered_in_kind(shop, asked):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    assert say(asked).message.text == "Doing well, thanks for asking! What can I do for you today?"


@pytest.mark.parametrize("said", ["wrong number", "sorry, wrong number!"])
def test_a_wrong_number_is_let_go(shop, said):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change tuesday")

    assert say(said).message.text == "No problem! Have a good day."
    assert "For Oil change" in say("oil change tuesday").message.text  # nothing held over
