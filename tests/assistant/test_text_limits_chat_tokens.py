"""A chat's token is a bearer key to its conversation (its bookings, the texts it may ask for):
through the JSON API it works for the same day after the last message as the WebSocket's resume,
not forever; past that the API answers 410 and the widget starts a new chat."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import cache
from django.urls import reverse
from django.utils import timezone

from assistant.models import Conversation
from assistant.website_chat import RESUME_WITHIN
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    cache.clear()
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _post(client, url, body, key):
    return client.post(
        url, json.dumps(body), content_type="application/json", headers={"X-Widget-Key": key}
    )


def _started(client, shop) -> str:
    url = reverse("api_conversations", args=[shop.slug])
    return _post(client, url, {}, shop.widget_key).json()["id"]


def _say(client, shop, token, text="hi"):
    url = reverse("api_messages", args=[shop.slug, token])
    return _post(client, url, {"text": text}, shop.widget_key)


def test_a_token_a_day_after_the_last_message_is_refused(client, shop):
    token = _started(client, shop)
    stale = timezone.now() - RESUME_WITHIN - timedelta(minutes=1)
    Conversation.objects.filter(access_token=token).update(updated_at=stale)

    response = _say(client, shop, token)

    assert response.status_code == 410
    assert "start a new one" in response.json()["error"]


def test_a_chat_going_on_within_the_day_is_answered(client, shop):
    token = _started(client, shop)
    recent = timezone.now() - RESUME_WITHIN + timedelta(hours=1)
    Conversation.objects.filter(access_token=token).update(updated_at=recent)

    response = _say(client, shop, token, "how much is an oil change?")

    assert response.status_code == 200
    assert "$49" in response.json()["reply"]


def test_the_widget_starts_a_new_chat_on_a_410():
    widget = (Path(settings.BASE_DIR) / "templates/assistant/widget.js").read_text()

    assert "answer.status === 404 || answer.status === 410" in widget
