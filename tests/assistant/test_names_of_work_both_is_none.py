""" "Both" names no work: after two services were named, "how much for both" was answered
"Sorry, we don't offer both."; it asks for the price of the two."""

from __future__ import annotations

import pytest

from booking.models import Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


def test_both_of_the_services_booked_are_priced(shop):
    say = talker(shop, "chat")
    say("need an allignment and a tranmission service")

    reply = say("how much for both").message.text

    assert "offer" not in reply, reply
    assert "Wheel alignment usually runs $99 to $149" in reply, reply
    assert "Transmission fluid service $179 to $299" in reply, reply


@pytest.mark.parametrize("said", ["how much for both", "book both thursday", "both"])
def test_both_after_two_prices_is_never_a_service_not_offered(shop, said):
    say = talker(shop, "chat")
    say("how much for an alignment")
    say("and a tire rotation?")

    reply = say(said).message.text

    assert "on our service list" not in reply, reply
    assert "Wheel alignment" in reply and "Tire rotation" in reply, reply
