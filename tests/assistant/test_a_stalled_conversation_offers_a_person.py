"""A conversation going nowhere (the assistant saying the same thing again and again) offers
a call back from the shop; a customer getting one answer after another is not going nowhere."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)
OFFER = "If it's easier, I can have someone from the shop call you back."


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change")
    make_service(shop, "A/C recharge", minutes=60, price=(129, 229))
    return shop


def test_the_same_reply_again_and_again_offers_a_call_back(shop):
    say = talker(shop, "chat")

    replies = [say("hmm").message.text for _ in range(4)]

    assert [OFFER in reply for reply in replies] == [False, False, False, True]


def test_questions_answered_one_after_another_are_no_stall(shop):
    say = talker(shop, "chat")

    replies = [
        say(message).message.text
        for message in [
            "how much is an oil change",
            "how about an ac recharge",
            "how long does that take",
            "can i wait for it",
        ]
    ]

    assert not any(OFFER in reply for reply in replies)
    assert "you can wait" in replies[-1]


def test_questions_answered_while_a_time_is_held_are_no_stall(shop):
    shop.address = "1480 Ridge Rd, Golden, CO"
    shop.save()
    say = talker(shop, "chat")
    say("oil change tuesday at 10")

    replies = [
        say(message).message.text
        for message in [
            "what's the address?",
            "what are your hours?",
            "what's the address?",
            "and your hours?",
        ]
    ]

    assert not any(OFFER in reply for reply in replies)
