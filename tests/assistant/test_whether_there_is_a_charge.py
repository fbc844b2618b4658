""" "Is there a charge to check it out?" asks a price: which service it is for, or its price
where one is named (a look at the car is the diagnostic), not a booking."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def test_which_service_is_asked_for_the_price(demo_shop):
    assert talker(demo_shop, "chat")("is there any charge to check it out?").message.text == (
        "Happy to give you a price. Which service is it for?"
    )


def test_a_look_at_the_car_is_the_diagnostics_price(demo_shop):
    # The shop's look at a car is its diagnostic (tests/assistant/test_a_look_priced.py).
    assert talker(demo_shop, "chat")(
        "is there a charge to look at my car?"
    ).message.text.startswith("Check engine light diagnostic usually runs $89 to $149.")


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_service_named_is_priced(demo_shop, channel):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone="+13035550177" if proven else "", proven=proven)

    assert say("is there any charge for a brake check?").message.text.startswith(
        "Brake inspection usually runs"
    )
