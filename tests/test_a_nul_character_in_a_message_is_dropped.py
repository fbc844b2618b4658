"""A NUL character (U+0000) in what a customer says: no person types one (a paste from a PDF,
a client's bug puts it there) and PostgreSQL stores no text holding one. It is dropped where
every channel's turn begins, so the customer is answered as if it had never been there, rather
than told of a character they cannot see. Runs on SQLite and, with DATABASE_URL set (see
scripts/postgres-for-tests.sh), on PostgreSQL, where it failed the turn with an error."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync
from django.core.cache import cache

from assistant.models import Message
from booking.models import Shop
from booking.profiles import import_shop
from tests.assistant.conftest import DEMO_PROFILE
from tests.assistant.customers import talker
from tests.assistant.test_chat_widget import Visitor

pytestmark = pytest.mark.django_db(transaction=True)

NUL = "\x00"
PHONE = "+13035550177"


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


@pytest.fixture
def demo_shop() -> Shop:
    shop = import_shop(path=DEMO_PROFILE).shop
    shop.widget_origins = ["https://ridgelineauto.com"]
    shop.save()
    return shop


def customer_messages(conversation_id) -> list[str]:
    return list(
        Message.objects.filter(
            conversation_id=conversation_id, role=Message.Role.CUSTOMER
        ).values_list("text", flat=True)
    )


@pytest.mark.parametrize("said", [f"what are your{NUL} hours", f"{NUL}what are your hours{NUL}"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_message_with_a_nul_is_answered_as_without_it(demo_shop, channel, said):
    plainly = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    with_a_nul = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")

    answered = with_a_nul(said)

    assert answered.message.text == plainly("what are your hours").message.text
    assert customer_messages(answered.message.conversation_id) == ["what are your hours"]


def test_a_chat_socket_message_and_id_with_a_nul_are_answered(demo_shop):
    async def talk():
        visitor = Visitor.of(demo_shop)
        assert await visitor.connect()
        await visitor.start()
        _, plain = await visitor.say("do you do oil changes", "first")
        _, with_a_nul = await visitor.say(f"do you do{NUL} oil changes", f"second{NUL}")
        _, again = await visitor.say(f"do you do{NUL} oil changes", f"second{NUL}")
        await visitor.leave()
        return plain, with_a_nul, again

    plain, with_a_nul, again = async_to_sync(talk)()

    assert with_a_nul["type"] == "reply"
    assert with_a_nul["text"] == plain["text"]
    assert again["duplicate"] is True
    said = Message.objects.filter(role=Message.Role.CUSTOMER).order_by("id")
    assert [(message.text, message.delivery_id) for message in said] == [
        ("do you do oil changes", "first"),
        ("do you do oil changes", "second"),
    ]
    assert NUL not in json.dumps(with_a_nul)
