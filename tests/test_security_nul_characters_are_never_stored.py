"""A NUL character (\\x00) typed into a field: no person types one, and PostgreSQL refuses to
store text holding one, so it must never reach a write and make it a 500 halfway through. Each
way in where text is typed is tried: the chat API's message, the dashboard's booking, notes,
cancel reason, closure and bay name. Each is refused in words and nothing is written."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from assistant.models import Message
from config.nul_characters import REFUSAL
from tests.test_security_every_dashboard_url_is_its_shops_own import (
    everything_stored,
    shop_with_one_of_everything,
)

pytestmark = pytest.mark.django_db

NUL = "\x00"


@pytest.fixture
def ridgeline():
    cache.clear()
    return shop_with_one_of_everything()


@pytest.fixture
def owner(ridgeline):
    """Olive, signed in; a 500 comes back as a response to look at."""
    from django.contrib.auth import get_user_model

    browser = Client(raise_request_exception=False)
    browser.force_login(get_user_model().objects.get(username="olive"))
    return browser


@pytest.mark.parametrize(
    ("field", "typed"),
    [("text", f"Hi{NUL}there"), ("text", NUL), ("message_id", f"m-{NUL}")],
)
def test_a_chat_message_with_a_nul_is_refused_in_words(ridgeline, field, typed):
    shop, _ids = ridgeline
    browser = Client(raise_request_exception=False)
    headers = {"X-Widget-Key": shop.widget_key}
    started = browser.post(
        reverse("api_conversations", args=[shop.slug]), "{}", "application/json", headers=headers
    )
    url = reverse("api_messages", args=[shop.slug, started.json()["id"]])
    said_before = Message.objects.count()

    body = {"text": "Hi"} | {field: typed}
    response = browser.post(url, json.dumps(body), "application/json", headers=headers)

    assert response.status_code == 400
    assert response.json() == {
        "error": "The message holds a NUL character (\\u0000), which no message takes."
    }
    assert Message.objects.count() == said_before


@pytest.mark.parametrize(
    ("name", "fields"),
    [
        ("dashboard:appointment_notes", {"notes": f"Brakes{NUL}", "vehicle": f"Civic{NUL}"}),
        ("dashboard:appointment_action", {"confirm": "1", "reason": f"Sick{NUL}"}),
        ("dashboard:closure_add", {"date": "2026-12-21", "reason": f"Inventory{NUL}"}),
        ("dashboard:bay_rename", {"name": f"Lift{NUL}"}),
    ],
)
def test_a_dashboard_field_with_a_nul_is_refused_and_nothing_written(
    owner, ridgeline, name, fields
):
    shop, ids = ridgeline
    kwargs = {"slug": shop.slug}
    if "appointment" in name:
        kwargs["pk"] = ids["appointment"]
    if name == "dashboard:appointment_action":
        kwargs["action"] = "cancel"
    if name == "dashboard:bay_rename":
        kwargs["pk"] = ids["bay"]

    before = everything_stored()

    response = owner.post(reverse(name, kwargs=kwargs), fields)

    assert response.status_code == 400
    assert response.content.decode() == REFUSAL
    assert everything_stored() == before


def test_a_booking_typed_with_a_nul_is_refused_and_nothing_written(owner, ridgeline):
    shop, ids = ridgeline
    before = everything_stored()

    response = owner.post(
        reverse("dashboard:new_booking", args=[shop.slug]),
        {
            "service": ids["service"],
            "phone": "(303) 555-0142",
            "name": f"Ann{NUL} Lee",
            "vehicle": f"Jetta{NUL}",
            "notes": NUL,
            "start": "2026-12-09T17:00:00+00:00",
        },
    )

    assert response.status_code == 400
    assert everything_stored() == before


def test_a_nul_in_the_address_is_refused(client, ridgeline):
    shop, _ids = ridgeline

    response = client.get(reverse("dashboard:calendar", args=[shop.slug]), {"week": NUL})

    assert response.status_code == 400
