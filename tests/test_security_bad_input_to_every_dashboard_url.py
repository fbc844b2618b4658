"""Every dashboard URL, sent what no form of its sends, by its own shop's owner: every field a
hundred thousand characters long, bytes that are not UTF-8, numbers and dates that are no
numbers or dates, in the query string and the form. Each is answered (a page, a refusal, a
redirect), never a 500. The URLs are read from the URL conf, so a view added later is tried too."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from tests.test_security_every_dashboard_url_is_its_shops_own import (
    EVERY_FIELD,
    IDS_NAMED,
    NAMES,
    ROUTES,
    shop_with_one_of_everything,
    url_for,
)

pytestmark = pytest.mark.django_db

QUERY_FIELDS = ["week", "day", "from", "to", "page", "q", "service", "phone", "person", "format"]

GARBAGE = {
    "very long": "9" * 100_000,
    "an id past the database's integer": "9" * 20,
    "a digit that is no number": "²",
    "no number or date": "-1e999",
    "a date past the calendar": "99999-99-99",
    "control characters": "\x00\x1b[2J\u202e",
}


@pytest.fixture
def ridgeline():
    return shop_with_one_of_everything()


@pytest.fixture
def owner_client(ridgeline):
    """Olive, Ridgeline's owner, signed in; a 500 comes back as a response to look at."""
    client = Client(raise_request_exception=False)
    client.force_login(get_user_model().objects.get(username="olive"))
    return client


@pytest.mark.parametrize("garbage", GARBAGE)
@pytest.mark.parametrize("name", NAMES)
def test_garbage_in_every_field_is_answered_without_an_error(
    owner_client, ridgeline, name, garbage
):
    shop, ids = ridgeline
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    value = GARBAGE[garbage]

    read = owner_client.get(url, dict.fromkeys(QUERY_FIELDS, value))
    sent = owner_client.post(url, dict.fromkeys(EVERY_FIELD, value))

    assert read.status_code < 500, read.status_code
    assert sent.status_code < 500, sent.status_code


@pytest.mark.parametrize("name", NAMES)
def test_a_form_that_is_not_utf8_is_answered_without_an_error(owner_client, ridgeline, name):
    shop, ids = ridgeline
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    body = b"&".join(field.encode() + b"=%FF%FE%80" for field in EVERY_FIELD)

    response = owner_client.post(url, body, content_type="application/x-www-form-urlencoded")
    read = owner_client.get(url + "?day=%FF%FE&week=%80&q=%C3")

    assert response.status_code < 500, response.status_code
    assert read.status_code < 500, read.status_code


@pytest.mark.parametrize("name", [name for name, params in ROUTES if "pk" in params])
def test_an_id_past_the_databases_integer_is_not_found(owner_client, ridgeline, name):
    shop, _ids = ridgeline
    huge = 10**20
    url = url_for(name, dict(ROUTES)[name], shop.slug, dict.fromkeys(IDS_NAMED.values(), huge))

    assert owner_client.get(url).status_code in (404, 405)
    assert owner_client.post(url, EVERY_FIELD).status_code == 404
