"""'Text me the address' in a chat texts the number typed into it, which proves nothing: asked
again and again, in one chat or in many, it must not text any number as often as asked at the
shop's cost (a way to flood someone's phone, or to pump texts to premium numbers)."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.urls import reverse

from assistant import turn
from assistant.models import OutboundText
from assistant.notifications import send_text
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

# Anyone's number typed into the shop's public chat (one abroad is never texted at all:
# test_text_limits_unproven_numbers.py).
VICTIM = "+13035550142"


@pytest.fixture
def shop():
    cache.clear()  # the chat's rate limits start afresh
    shop = make_shop(slug="ridgeline", address="1480 Ridge Rd, Golden, CO")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _post(client, url, body, key):
    return client.post(
        url, json.dumps(body), content_type="application/json", headers={"X-Widget-Key": key}
    )


def _chat(client, shop, phone):
    url = reverse("api_conversations", args=[shop.slug])
    conversation = _post(client, url, {"customer_phone": phone}, shop.widget_key).json()["id"]

    def say(text):
        url = reverse("api_messages", args=[shop.slug, conversation])
        response = _post(client, url, {"text": text}, shop.widget_key)
        assert response.status_code == 200, response.content
        return response.json()["reply"]

    return say


def _texts_to(texts, phone):
    return [body for to, body in texts if to == phone]


def test_asked_again_in_one_chat_the_address_is_said_not_texted_again(
    client, shop, texts_go_to_memory
):
    say = _chat(client, shop, VICTIM)

    first = say("can you text me your address")
    again = [say("can you text me your address") for _ in range(4)]

    assert first.startswith("I've texted our address to (303) 555-0142.")
    # Said, not claimed to be texted (the last, going nowhere, offers a call back).
    assert all(reply.startswith("We're at 1480 Ridge Rd, Golden, CO.") for reply in again)
    assert len(_texts_to(texts_go_to_memory, VICTIM)) == 1


def test_new_chats_text_one_number_the_address_only_a_couple_of_times_a_day(
    client, shop, texts_go_to_memory
):
    for _ in range(6):
        _chat(client, shop, VICTIM)("can you text me your address")

    assert len(_texts_to(texts_go_to_memory, VICTIM)) == 2
    assert OutboundText.objects.filter(to=VICTIM, kind="directions").count() == 2


def test_another_number_still_gets_its_text(client, shop, texts_go_to_memory):
    for _ in range(3):
        _chat(client, shop, VICTIM)("can you text me your address")

    reply = _chat(client, shop, "+13035550177")("can you text me your address")

    assert reply.startswith("I've texted our address to (303) 555-0177.")
    assert len(_texts_to(texts_go_to_memory, "+13035550177")) == 1


def test_chats_opened_before_any_text_is_sent_text_the_number_no_more(client, shop, monkeypatch):
    # The worker is behind: no text goes out (nor is recorded) until every chat has asked.
    queued = []
    monkeypatch.setattr(turn, "queue_text", lambda **text: queued.append(text))
    for _ in range(5):
        _chat(client, shop, VICTIM)("can you text me your address")
    for text in queued:
        send_text(**text)

    assert OutboundText.objects.filter(to=VICTIM, kind="directions").count() == 2
