"""The chat's JSON API called from web pages that are not the shop's: look-alike hosts, another
scheme or port, a sandboxed page ("null"), another shop's own site. Each is refused with a 403
that says why, carries no CORS header a browser would let the page read it by, and writes
nothing; the shop's own site is served. An unknown shop's script is a clear 404."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.urls import reverse

from assistant.models import Conversation, Message
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

SITE = "https://ridgelineauto.com"
RIVALS_SITE = "https://rivalauto.com"
NOT_THE_SHOPS = [
    "https://ridgelineauto.com.evil.example",
    "https://evil-ridgelineauto.com",
    "http://ridgelineauto.com",
    "https://ridgelineauto.com:8443",
    "https://ridgelineauto.com/",
    "null",
    RIVALS_SITE,
]


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


@pytest.fixture
def shop():
    shop = make_shop(slug="ridgeline", widget_origins=[SITE])
    make_service(shop, "Oil change", aliases=["oil"])
    make_shop(slug="rival", widget_origins=[RIVALS_SITE])
    return shop


def call(client, shop, request: str, origin: str, conversation_id: str = "none"):
    headers = {"X-Widget-Key": shop.widget_key, "Origin": origin}
    if request == "start":
        url = reverse("api_conversations", args=[shop.slug])
    else:
        url = reverse("api_messages", args=[shop.slug, conversation_id])
    if request == "preflight":
        return client.options(url, headers=headers | {"Access-Control-Request-Method": "POST"})
    body = json.dumps({"text": "Can I get an oil change?"})
    return client.post(url, body, content_type="application/json", headers=headers)


@pytest.mark.parametrize("request_kind", ["start", "message", "preflight"])
@pytest.mark.parametrize("origin", NOT_THE_SHOPS)
def test_a_page_not_on_the_shops_sites_is_refused_and_nothing_written(
    client, shop, origin, request_kind
):
    conversation_id = call(client, shop, "start", SITE).json()["id"]
    before = Conversation.objects.count(), Message.objects.count()

    response = call(client, shop, request_kind, origin, conversation_id)

    assert response.status_code == 403
    assert response.json() == {
        "error": f"{origin} is not one of the websites allowed to use this shop's chat."
    }
    assert "Access-Control-Allow-Origin" not in response
    assert (Conversation.objects.count(), Message.objects.count()) == before


@pytest.mark.parametrize("request_kind", ["start", "message", "preflight"])
def test_the_shops_own_site_is_served_and_may_read_the_answer(client, shop, request_kind):
    conversation_id = call(client, shop, "start", SITE).json()["id"]

    response = call(client, shop, request_kind, SITE, conversation_id)

    assert response.status_code in (200, 201, 204)
    assert response["Access-Control-Allow-Origin"] == SITE
    assert "Origin" in response["Vary"]


def test_the_script_of_a_shop_that_does_not_exist_is_a_clear_404(client, shop):
    response = client.get(reverse("widget_script", args=["nowhere"]))

    assert response.status_code == 404
    assert shop.widget_key not in response.content.decode()
