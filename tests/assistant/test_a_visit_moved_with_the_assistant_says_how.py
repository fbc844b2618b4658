"""A visit the customer moves by talking to the assistant is kept in its history with the way
they asked: the owner sees "by text with the assistant" or "on a call with the assistant"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(("channel", "how"), [("sms", "by text"), ("phone", "on a call")])
def test_the_move_says_how_the_customer_asked(demo_shop, danas_friday_oil_change, channel, how):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    talk("move it from 10 to 3")

    talk("yes")

    move = danas_friday_oil_change.moves.get()
    assert move.who_words() == f"the customer, {how} with the assistant"
    assert move.to_start > move.from_start == danas_friday_oil_change.start
