"""The customer's manage link and the calendar files, tried as an attacker would: a wrong,
truncated or padded token, one of another shop's visit, a visit no longer confirmed, and times
typed by hand. A wrong token is 404; a visit that is cancelled, missed or done cannot be moved or
cancelled again from its link; a time that is no time is refused in words, never a 500."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse

from booking import selectors, services
from booking.models import Appointment, new_secret_token
from tests.factories import make_customer, make_service, make_shop, make_user
from tests.test_security_every_dashboard_url_is_its_shops_own import everything_stored

pytestmark = pytest.mark.django_db


def booked_visit(shop) -> Appointment:
    service = make_service(shop)
    slot = selectors.open_slots(shop, service, from_day=shop.today() + timedelta(days=2), limit=1)
    return services.appointment_book(
        shop=shop,
        service=service,
        start=slot[0].start,
        customer=make_customer(shop),
        channel=Appointment.Channel.CHAT,
    )


@pytest.fixture
def visit():
    return booked_visit(make_shop(slug="ridgeline"))


def manage_url(token: str) -> str:
    return reverse("appointment_manage", args=[token])


def a_later_open_time(visit: Appointment) -> str:
    day = visit.local_start().date() + timedelta(days=1)
    return selectors.open_slots(visit.shop, visit.service, from_day=day, limit=1)[
        0
    ].start.isoformat()


def test_the_token_is_long_random_and_the_visits_own():
    tokens = {new_secret_token() for _ in range(200)}

    assert len(tokens) == 200
    assert min(len(token) for token in tokens) >= 32  # 24 random bytes, base64


@pytest.mark.parametrize(
    "wrong",
    [
        lambda token: token[:-1],
        lambda token: token + "A",
        lambda token: token.upper() if token != token.upper() else token.lower(),
        lambda token: "",
        lambda token: "x" * 5000,
        lambda token: token[:8],
    ],
    ids=["one short", "one over", "case changed", "empty", "very long", "its start"],
)
@pytest.mark.parametrize("method", ["get", "post"])
def test_a_token_near_the_right_one_is_not_found_and_changes_nothing(client, visit, wrong, method):
    token = wrong(visit.manage_token)
    if not token:
        token = " "
    before = everything_stored()

    response = getattr(client, method)(manage_url(token), {"action": "cancel"})

    assert response.status_code == 404
    assert everything_stored() == before


@pytest.mark.parametrize("kind", ["appointment_ics", "calendar_feed"])
def test_a_wrong_calendar_token_is_not_found(client, visit, kind):
    real = visit.manage_token if kind == "appointment_ics" else visit.shop.calendar_token
    other = visit.shop.calendar_token if kind == "appointment_ics" else visit.manage_token

    assert client.get(reverse(kind, args=[real])).status_code == 200
    assert client.get(reverse(kind, args=[real[:-1]])).status_code == 404
    # One kind of token does not open the other kind of file.
    assert client.get(reverse(kind, args=[other])).status_code == 404


def test_another_shops_visit_is_changed_only_through_its_own_link(client, visit):
    rivals = booked_visit(make_shop(slug="rival"))
    rivals_start = rivals.start

    client.post(
        manage_url(visit.manage_token), {"action": "move", "start": rivals_start.isoformat()}
    )
    client.post(manage_url(visit.manage_token), {"action": "cancel"})

    rivals.refresh_from_db()
    assert (rivals.status, rivals.start) == (Appointment.Status.CONFIRMED, rivals_start)


@pytest.mark.parametrize("ended", ["cancel", "no-show", "complete"])
@pytest.mark.parametrize("action", ["move", "cancel"])
def test_a_visit_no_longer_confirmed_cannot_be_changed_from_its_link(client, visit, ended, action):
    later = a_later_open_time(visit)
    if ended == "cancel":
        services.appointment_cancel(appointment=visit, reason="cancelled by the customer")
    else:
        # As staff leave it once the visit's time has come: missed, or done.
        visit.status = {
            "no-show": Appointment.Status.NO_SHOW,
            "complete": Appointment.Status.COMPLETED,
        }[ended]
        visit.save(update_fields=["status"])
    before = everything_stored()

    response = client.post(manage_url(visit.manage_token), {"action": action, "start": later})

    assert response.status_code in (200, 302)
    assert everything_stored() == before
    page = client.get(manage_url(visit.manage_token)).content.decode()
    assert 'name="start"' not in page


@pytest.mark.parametrize(
    "start",
    [
        "",
        "tomorrow",
        "2026-13-45T25:00",
        "9999-12-31T23:59:00+00:00",
        "0001-01-01T00:00:00+00:00",
        "2026-12-15T10:00",  # no offset: a wall time in no zone
        "2026-12-15T10:07:00-07:00",  # no start the shop offers
        "x" * 10_000,
    ],
)
def test_a_time_typed_by_hand_is_refused_in_words(client, visit, start):
    before = everything_stored()

    response = client.post(manage_url(visit.manage_token), {"action": "move", "start": start})

    assert response.status_code == 200
    assert 'class="error"' in response.content.decode() or "error" in response.content.decode()
    assert everything_stored() == before


@pytest.mark.parametrize("start", ["0001-01-01T00:00:00+00:00", "9999-12-31T23:59:00-12:00"])
def test_a_time_at_the_ends_of_the_calendar_is_refused_on_the_dashboard_too(client, visit, start):
    shop = visit.shop
    client.force_login(make_user("olive", shop=shop))
    before = everything_stored()

    moved = client.post(
        reverse("dashboard:appointment_move", args=[shop.slug, visit.pk]), {"start": start}
    )
    booked = client.post(
        reverse("dashboard:new_booking", args=[shop.slug]),
        {"service": visit.service.pk, "phone": "(303) 555-0142", "start": start},
    )

    assert "Pick one of the open times." in moved.content.decode()
    assert "Pick a time." in booked.content.decode()
    assert everything_stored() == before


@pytest.mark.parametrize("action", ["move", "cancel"])
def test_a_change_posted_from_another_site_is_refused(visit, action):
    """A page elsewhere that posts to the link in the customer's browser."""
    browser = Client(enforce_csrf_checks=True)
    before = everything_stored()

    response = browser.post(
        manage_url(visit.manage_token), {"action": action, "start": a_later_open_time(visit)}
    )

    assert response.status_code == 403
    assert everything_stored() == before
