""" "How much to fix?" while a service is under way asks its price: the words for doing work
("fix", "repair", "replace") name no work alone, so the shop is not said not to offer
"repair"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked", ["how much to fix", "how much for the repair", "how much to replace"]
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_how_much_to_fix_is_the_price_of_the_service_under_way(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=True)
    assert "A/C recharge" in talk("my AC is blowing warm air").message.text

    reply = talk(asked).message.text

    assert reply.startswith("A/C recharge usually runs")
    assert "on our service list" not in reply
