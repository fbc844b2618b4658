"""A text or a call from a number the shop already knows by name is not asked the name again;
a typed number in a chat proves nothing, so the chat still asks."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    return shop


def converse(shop, channel, *texts):
    say = talker(shop, channel, phone=PHONE, proven=channel != "chat")
    return [say(text) for text in texts]


def test_a_known_number_texting_goes_straight_to_the_confirmation(shop):
    asked, booked = converse(shop, "sms", "oil change Wednesday at 11am", "yes")

    assert "name" not in asked.message.text and "Just to confirm" in asked.message.text
    assert booked.appointment.customer.name == "Dana Reyes"
    assert "Dana Reyes" in booked.message.text


def test_a_chat_with_a_typed_number_is_still_asked_the_name(shop):
    [asked] = converse(shop, "chat", "oil change Wednesday at 11am")

    assert "name" in asked.message.text
