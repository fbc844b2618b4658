"""A client's message id longer than we store still makes a message delivered twice answered
once, not a server error."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from assistant.models import Message
from tests.assistant.test_api import say, start
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


def test_a_long_message_id_delivered_twice_is_answered_once(client):
    shop = make_shop()
    make_service(shop, "Oil change")
    conversation_id = start(client, shop).json()["id"]
    message_id = "m-" + "x" * 200

    first = say(client, shop, conversation_id, "what are your hours?", message_id=message_id)
    again = say(client, shop, conversation_id, "what are your hours?", message_id=message_id)

    assert again.status_code == 200
    assert again.json()["duplicate"] is True
    assert again.json()["reply"] == first.json()["reply"]
    assert Message.objects.filter(role=Message.Role.CUSTOMER).count() == 1
