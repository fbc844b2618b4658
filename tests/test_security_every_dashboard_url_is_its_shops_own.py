"""Every dashboard URL, walked as an attacker would: the owner of another shop, a signed-out
visitor, and the other shop's owner putting this shop's ids under their own shop's address.

Each is answered 404, 403 or "sign in", GET and POST alike, and nothing in the database
changes. The URLs are read from the URL conf, so a view added later is walked too; a POST
carries every field a form of the dashboard takes, filled in as the owner would, so a view that
forgot its check would write something and fail here.
"""

from __future__ import annotations

from datetime import date, time

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from assistant.models import Conversation, Message
from booking.models import Closure, Membership, Shop, SpecialHours
from tests.factories import book, local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db

# What a POST carries: every field any dashboard form reads, as its owner would fill it in.
EVERY_FIELD = {
    "confirm": "1",
    "reason": "Taken by someone else",
    "notes": "written by another shop",
    "vehicle": "Stolen Civic",
    "name": "Written By Another Shop",
    "phone": "(303) 555-0199",
    "username": "planted",
    "role": Membership.Role.OWNER,
    "final_amount": "1",
    "start": "2026-12-08T16:00:00+00:00",
    "date": "2026-12-21",
    "through": "2026-12-22",
    "hours": "9:00 AM - 1:00 PM",
    "duration_minutes": "15",
    "price_min": "1",
    "price_max": "2",
    "allowed_origins": "https://evil.example",
    "twilio_auth_token": "planted-token",
    "idempotency_key": "from-another-shop",
}


def dashboard_routes() -> list[tuple[str, list[str]]]:
    """(name, its URL's parameters) for every dashboard URL, "dashboard:calendar" and so on."""
    routes = []
    for entry in get_resolver().url_patterns:
        if isinstance(entry, URLResolver) and str(entry.pattern) == "dashboard/":
            for pattern in entry.url_patterns:
                assert isinstance(pattern, URLPattern)
                name = f"{entry.namespace}:{pattern.name}"
                routes.append((name, sorted(pattern.pattern.converters)))
    return routes


ROUTES = dashboard_routes()
NAMES = [name for name, _ in ROUTES]


@pytest.fixture
def ridgeline():
    return shop_with_one_of_everything()


def shop_with_one_of_everything() -> tuple[Shop, dict[str, int]]:
    """The shop attacked: its owner Olive, staff Sam, and one of everything a URL can name
    (its id, by what it is)."""
    shop = make_shop(slug="ridgeline")
    service = make_service(shop)
    customer = make_customer(shop)
    appointment = book(
        shop, service, customer, local(shop, 2026, 12, 9, 9), local(shop, 2026, 12, 7, 7)
    )
    make_user("olive", shop=shop)
    staff = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    conversation = Conversation.objects.create(
        shop=shop, channel="sms", customer_phone=customer.phone
    )
    Message.objects.create(
        conversation=conversation,
        role=Message.Role.CUSTOMER,
        text="Hi",
        source=Message.Source.CUSTOMER,
    )
    ids = {
        "appointment": appointment.pk,
        "service": service.pk,
        "bay": shop.bays.first().pk,
        "closure": Closure.objects.create(shop=shop, date=date(2026, 12, 24), reason="Eve").pk,
        "special": SpecialHours.objects.create(
            shop=shop, date=date(2026, 12, 26), open=time(9), close=time(12)
        ).pk,
        "customer": customer.pk,
        "member": Membership.objects.get(user=staff, shop=shop).pk,
        "conversation": conversation.pk,
    }
    return shop, ids


@pytest.fixture
def mallory(client):
    """The owner of another shop, signed in."""
    shop = make_shop(slug="rival")
    user = make_user("mallory", shop=shop)
    client.force_login(user)
    return shop


def url_for(name: str, params: list[str], slug: str, ids: dict[str, int]) -> str:
    values = {"slug": slug, "action": "cancel"}
    if "pk" in params:
        values["pk"] = ids[_what_the_id_names(name)]
    return reverse(name, kwargs={param: values[param] for param in params})


# What a URL's id names, by a word in the URL's name.
IDS_NAMED = {
    "appointment": "appointment",
    "service": "service",
    "bay": "bay",
    "closure": "closure",
    "special": "special",
    "customer": "customer",
    "team": "member",
    "conversations:": "conversation",
}


def _what_the_id_names(name: str) -> str:
    for part, what in IDS_NAMED.items():
        if part in name:
            return what
    raise AssertionError(f"{name} takes an id this test does not know: name what it is")


def everything_stored() -> dict[str, list[dict]]:
    """Every row of the shop's data and the sign-ins, to see that nothing changed."""
    stored = {}
    for app in ("booking", "assistant", "auth"):
        for model in apps.get_app_config(app).get_models():
            stored[model._meta.label] = list(model.objects.order_by("pk").values())
    return stored


def assert_refused(response, *, signed_in: bool) -> None:
    # 405 is a GET to a POST-only URL: it says no more than the URL conf does.
    if response.status_code == 405:
        return
    if signed_in:
        assert response.status_code in (403, 404), response.status_code
    else:
        assert response.status_code == 302, response.status_code
        assert response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("method", ["get", "post"])
@pytest.mark.parametrize("name", [name for name, params in ROUTES if "slug" in params])
def test_another_shops_owner_is_refused_and_changes_nothing(
    client, ridgeline, mallory, name, method
):
    shop, ids = ridgeline
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    before = everything_stored()

    response = getattr(client, method)(url, EVERY_FIELD)

    assert_refused(response, signed_in=True)
    assert shop.name not in response.content.decode(errors="replace")
    assert everything_stored() == before


@pytest.mark.parametrize("method", ["get", "post"])
@pytest.mark.parametrize("name", [name for name, params in ROUTES if "pk" in params])
def test_this_shops_ids_under_another_shops_address_are_not_found(
    client, ridgeline, mallory, name, method
):
    shop, ids = ridgeline
    url = url_for(name, dict(ROUTES)[name], mallory.slug, ids)
    before = everything_stored()

    response = getattr(client, method)(url, EVERY_FIELD)

    assert_refused(response, signed_in=True)
    assert everything_stored() == before


@pytest.mark.parametrize("method", ["get", "post"])
@pytest.mark.parametrize("name", NAMES)
def test_a_signed_out_visitor_is_sent_to_sign_in_and_changes_nothing(
    client, ridgeline, name, method
):
    shop, ids = ridgeline
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    before = everything_stored()

    response = getattr(client, method)(url, EVERY_FIELD)

    assert_refused(response, signed_in=False)
    assert everything_stored() == before


def test_every_dashboard_url_is_walked():
    """The walk reaches the newest views too: moves, notes, the customer page, the CSV
    export, the team and the conversations."""
    for name in [
        "dashboard:appointment_move",
        "dashboard:appointment_notes",
        "dashboard:appointment_action",
        "dashboard:customer",
        "dashboard:appointments_csv",
        "dashboard:team_reset_password",
        "conversations:called_back",
    ]:
        assert name in NAMES


# What only the shop's owner changes: its services, hours, rules, answers, bays, closures,
# website chat, phone number and team.
OWNERS_ONLY = [
    name
    for name in NAMES
    if any(
        word in name
        for word in ("service_", "hours", "rules", "answers", "widget", "twilio", "bay_")
        + ("closure", "team_")
    )
]


@pytest.mark.parametrize("name", OWNERS_ONLY)
def test_staff_are_refused_what_only_the_owner_changes(client, ridgeline, name):
    shop, ids = ridgeline
    client.force_login(Membership.objects.get(pk=ids["member"]).user)
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    before = everything_stored()

    response = client.post(url, EVERY_FIELD)

    assert response.status_code == 403
    assert everything_stored() == before


def test_the_owners_only_list_holds_every_settings_and_team_change():
    assert len(OWNERS_ONLY) == 19


@pytest.mark.parametrize("name", NAMES)
def test_a_get_changes_nothing_even_for_the_owner(client, ridgeline, name):
    """Only a POST (which carries the CSRF token) changes anything: a link or an image on
    another site that makes the owner's browser GET a URL changes nothing."""
    shop, ids = ridgeline
    client.force_login(get_user_model().objects.get(username="olive"))
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    before = everything_stored()

    client.get(url, EVERY_FIELD)

    assert everything_stored() == before


@pytest.mark.parametrize("name", NAMES)
def test_a_post_without_the_csrf_token_is_refused_and_changes_nothing(ridgeline, name):
    """A form on another site that posts to the dashboard in the owner's browser."""
    shop, ids = ridgeline
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(get_user_model().objects.get(username="olive"))
    url = url_for(name, dict(ROUTES)[name], shop.slug, ids)
    before = everything_stored()

    response = browser.post(url, EVERY_FIELD)

    assert response.status_code == 403
    assert everything_stored() == before
