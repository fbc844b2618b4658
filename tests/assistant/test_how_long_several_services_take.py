"""Asked how long, and how much, several services take in one message, each one is said with
its time and price, not the first alone."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def test_each_service_is_timed_and_priced_in_a_chat(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say(
        "how much is an oil change and a brake inspection and how long do they take?"
    ).message.text

    assert reply == (
        "Oil change takes about 30 minutes and usually runs $49 to $89; Brake inspection "
        "about 30 minutes, $29 to $49. The final price is confirmed after we look at the car. "
        "Would you like to book them?"
    )


def test_each_service_is_timed_on_a_call(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    reply = say("how long does an oil change and tire rotation take").message.text

    assert "Tire rotation about 30 minutes, 25 to 40 dollars" in reply


def test_yes_books_them_in_turn(demo_shop):
    say = talker(demo_shop, "chat")
    say("how long does an oil change and tire rotation take")

    reply = say("yes").message.text

    assert reply.startswith("First the Oil change, then the Tire rotation.")
