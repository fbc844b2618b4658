""" "Do you service gas and diesel?" asks what the shop works on, answered from its vehicle
rules, not read as a service called "gas" the shop does not offer."""

from __future__ import annotations

import pytest

from assistant.schema import Act
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "Do you service gas and diesel?",
        "do you guys work on gas or diesel trucks",
        "can you handle hybrids and EVs?",
    ],
)
def test_kinds_of_engine_are_answered_from_the_vehicle_rules(demo_shop, channel, said):
    reply = talker(demo_shop, channel)(said).message
    assert reply.act != Act.UNKNOWN_SERVICE
    assert "gas, diesel and hybrid" in reply.text
    assert "I don't see gas" not in reply.text


def test_a_gas_part_is_still_work(demo_shop):
    reply = talker(demo_shop, "chat")("can you fix my gas cap?").message
    assert reply.act == Act.UNKNOWN_SERVICE
    assert "gas cap" in reply.text
