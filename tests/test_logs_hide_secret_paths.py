"""Tokens in URLs are bearer secrets: a calendar feed, a visit's change-or-cancel page, a chat
conversation. Django logs every 4xx with its path, so a log host or anyone reading the server's
output could open a customer's visit. The log lines keep the path's shape, not the token."""

from __future__ import annotations

import logging

import pytest
from django.urls import reverse

from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

# Fixed, as test ids are made of it and every pytest-xdist worker must collect the same ones.
TOKEN = "Ets2HMk_c9k9hChGci3MWGBT4YPCdS7N"


@pytest.fixture
def shop():
    shop = make_shop(slug="ridgeline")
    make_service(shop, "Oil change")
    return shop


@pytest.mark.parametrize(
    "url",
    [
        reverse("appointment_manage", args=[TOKEN]),
        reverse("appointment_ics", args=[TOKEN]),
        reverse("calendar_feed", args=[TOKEN]),
    ],
)
def test_a_secret_link_that_fails_is_logged_without_its_token(client, capsys, url):
    response = client.get(url)

    logged = capsys.readouterr().err
    assert response.status_code == 404
    assert "Not Found" in logged and url.split(TOKEN)[0] + "…" in logged
    assert TOKEN not in logged


def test_a_chat_conversation_not_found_is_logged_without_its_token(client, capsys, shop):
    url = reverse("api_messages", args=[shop.slug, TOKEN])

    response = client.post(
        url,
        {"text": "hi"},
        content_type="application/json",
        headers={"X-Widget-Key": shop.widget_key},
    )

    logged = capsys.readouterr().err
    assert response.status_code == 404
    assert "/conversations/…/messages/" in logged
    assert TOKEN not in logged


def test_other_lines_are_logged_as_they_are(capsys):
    logging.getLogger("booking").warning("shop %s: %d texts", "ridgeline", 3)

    assert "shop ridgeline: 3 texts" in capsys.readouterr().err
