"""Asked the difference in price between two kinds of one job ("synthetic or conventional?"),
the assistant prices each where the catalog has both, and otherwise says what the one service
covers with its price, rather than a bare range that answers nothing."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

QUESTION = "Synthetic or conventional oil — what's the difference in price?"


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_one_oil_change_says_what_it_covers(demo_shop, channel):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel == "sms")

    reply = say(QUESTION).message.text

    assert reply == (
        "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid "
        "top-off. It usually runs $49 to $89. Would you like to book it?"
    )


def test_two_oil_changes_are_each_priced():
    shop = make_shop()
    make_service(shop, "Conventional oil change", price=(39, 59), aliases=["conventional"])
    make_service(shop, "Synthetic oil change", price=(69, 99), aliases=["synthetic"])
    say = talker(shop, "chat")

    reply = say(QUESTION).message.text

    assert "$39 to $59" in reply
    assert "$69 to $99" in reply
