""" "Is there a charge to look at my car?" asks a price: which service it is for, or its price
where one is named, not a booking."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked", ["is there a charge to look at my car?", "is there any charge to check it out?"]
)
def test_which_service_is_asked_for_the_price(demo_shop, asked):
    assert talker(demo_shop, "chat")(asked).message.text == (
        "Happy to give you a price. Which service is it for?"
    )


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_service_named_is_priced(demo_shop, channel):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone="+13035550177" if proven else "", proven=proven)

    assert say("is there any charge for a brake check?").message.text.startswith(
        "Brake inspection usually runs"
    )
