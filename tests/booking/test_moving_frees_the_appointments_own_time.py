"""Moving an appointment frees its own time: with every bay taken around it, half an hour later
overlaps where it is now and is still offered and taken, on the dashboard and on the customer's
own page."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.urls import reverse

from tests.factories import book, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    """One bay: nothing else is free beside the appointment."""
    return make_shop(bays=1, buffer_after_minutes=10)


@pytest.fixture
def service(shop):
    return make_service(shop, "Brake pads", minutes=90, price=(180, 320))


@pytest.fixture
def booked(shop, service, customer, next_wednesday):
    return book(shop, service, customer, datetime.combine(next_wednesday, time(10), shop.zone))


def offered(page: str, at: datetime) -> bool:
    return f'value="{at.isoformat()}"' in page


@pytest.mark.parametrize("minutes_later", [30, 60])
def test_the_dashboard_offers_times_that_overlap_its_own(
    client, owner, booked, next_wednesday, minutes_later
):
    url = reverse("dashboard:appointment_move", args=["ridgeline", booked.pk])

    page = client.get(url, {"day": next_wednesday.isoformat()}).content.decode()

    assert offered(page, booked.start + timedelta(minutes=minutes_later))
    assert offered(page, booked.start - timedelta(minutes=minutes_later))
    assert not offered(page, booked.start)


def test_the_dashboard_moves_it_half_an_hour_later(client, owner, booked):
    url = reverse("dashboard:appointment_move", args=["ridgeline", booked.pk])
    later = booked.start + timedelta(minutes=30)

    response = client.post(url, {"start": later.isoformat()}, follow=True)

    assert "Moved to Wednesday" in response.content.decode()
    booked.refresh_from_db()
    assert booked.start == later


def test_the_customers_page_offers_and_takes_half_an_hour_later(client, booked):
    url = reverse("appointment_manage", args=[booked.manage_token])
    later = booked.start + timedelta(minutes=30)

    page = client.get(url).content.decode()
    client.post(url, {"start": later.isoformat()})

    assert offered(page, later)
    booked.refresh_from_db()
    assert booked.start == later


def test_another_booking_still_blocks_its_times(client, owner, shop, service, customer, booked):
    other = book(shop, service, customer, booked.start + timedelta(hours=2))
    url = reverse("dashboard:appointment_move", args=["ridgeline", booked.pk])

    page = client.get(url, {"day": booked.local_start().date().isoformat()}).content.decode()

    assert not offered(page, other.start)
    assert not offered(page, other.start - timedelta(minutes=30))
