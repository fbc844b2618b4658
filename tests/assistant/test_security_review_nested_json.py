"""JSON nested thousands deep (a few kilobytes of "[[[[...") overflows Python's parser with a
RecursionError, not the JSONDecodeError the endpoints catch: the public chat API answered it
with a 500 and a traceback in the logs, and the chat socket died on it. Each must refuse it
like any other body that is not JSON."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.core.cache import cache
from django.urls import reverse

from assistant.models import ApiKey
from config.asgi import application
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

SITE = "https://ridgelineauto.com"
DEEP = "[" * 50_000  # 50 kB: well under the chat's 100 kB limit on a body or a frame
SECONDS = 10


@pytest.fixture
def shop():
    cache.clear()
    shop = make_shop(slug="ridgeline", widget_origins=[SITE])
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def test_the_chat_api_refuses_deep_json_with_a_400(shop):
    from django.test import Client

    client = Client(raise_request_exception=False)
    url = reverse("api_conversations", args=[shop.slug])

    response = client.post(
        url, DEEP, content_type="application/json", headers={"X-Widget-Key": shop.widget_key}
    )

    assert response.status_code == 400
    assert response.json() == {"error": "The request body is not valid JSON."}


def test_the_openai_api_refuses_deep_json_with_a_400(shop):
    from django.test import Client

    _, key = ApiKey.issue("test")
    client = Client(raise_request_exception=False)

    response = client.post(
        reverse("openai_chat_completions"),
        DEEP,
        content_type="application/json",
        headers={"Authorization": f"Bearer {key}"},
    )

    assert response.status_code == 400
    assert response.json()["error"]["message"] == "The request body is not valid JSON."


def test_the_chat_socket_answers_deep_json_with_an_error_and_stays_open(shop):
    async def talk():
        socket = WebsocketCommunicator(
            application,
            f"/ws/chat/{shop.slug}/?key={shop.widget_key}",
            headers=[(b"origin", SITE.encode())],
        )
        connected, _ = await socket.connect(timeout=SECONDS)
        assert connected
        await socket.send_to(text_data=DEEP)
        error = await socket.receive_json_from(timeout=SECONDS)
        await socket.send_to(text_data=json.dumps({"type": "start"}))
        started = await socket.receive_json_from(timeout=SECONDS)
        await socket.disconnect()
        return error, started

    error, started = async_to_sync(talk)()

    assert error["type"] == "error" and "not valid JSON" in error["message"]
    assert started["type"] == "started"
