"""Staff move an appointment from the dashboard to any open time from now on, however far ahead,
as they book one (the minimum notice and the horizon are the customers' rules); the customer's
own manage page still holds them to those rules."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from django.urls import reverse

from booking.models import Closure
from tests.factories import (
    book,
    days_ahead_at,
    make_customer,
    make_shop_open_around_the_clock,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop_open_around_the_clock()


at = days_ahead_at


@pytest.fixture
def booked(shop, service):
    """Booked by a customer for 9:00 five days ahead."""
    return book(shop, service, make_customer(shop), at(shop, 5, 9))


def move_url(appointment) -> str:
    return reverse("dashboard:appointment_move", args=["ridgeline", appointment.pk])


def open_times(client, appointment, days_ahead: int) -> str:
    day = appointment.shop.today() + timedelta(days=days_ahead)
    return client.get(move_url(appointment), {"day": day.isoformat()}).content.decode()


def move(client, appointment, start: datetime) -> str:
    return client.post(move_url(appointment), {"start": start.isoformat()}, follow=True).text


def test_staff_move_it_to_a_time_inside_the_customers_notice(client, owner, shop, booked):
    listed = open_times(client, booked, 1)
    page = move(client, booked, at(shop, 1, 10))

    assert "10:00 AM" in listed and "Move to this time" in listed
    assert "Moved to" in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 1, 10) and booked.sequence == 1


def test_staff_move_it_beyond_the_booking_horizon(client, owner, shop, booked):
    listed = open_times(client, booked, 42)
    page = move(client, booked, at(shop, 42, 9))

    assert "beyond the booking horizon" not in listed and "9:00 AM" in listed
    assert "Moved to" in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 42, 9)


def test_the_past_is_still_refused(client, owner, shop, booked):
    listed = open_times(client, booked, -1)
    page = move(client, booked, at(shop, -1, 10))

    assert "that day has passed" in listed
    assert "has already passed" in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 5, 9)


def test_a_closed_day_is_still_refused(client, owner, shop, booked):
    Closure.objects.create(shop=shop, date=shop.today() + timedelta(days=50), reason="Inventory")

    listed = open_times(client, booked, 50)
    page = move(client, booked, at(shop, 50, 10))

    assert "the shop is closed" in listed
    assert "The shop is closed" in page and "Inventory" in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 5, 9)


def test_the_customers_own_page_still_refuses_a_time_inside_the_notice(client, shop, booked):
    url = reverse("appointment_manage", args=[booked.manage_token])
    tomorrow = shop.today() + timedelta(days=1)

    listed = client.get(url, {"day": tomorrow.isoformat()}).text
    page = client.post(url, {"action": "move", "start": at(shop, 1, 10).isoformat()}).text

    assert "No open time that day: the times left are too soon to book." in listed
    assert "minimum notice" in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 5, 9) and booked.sequence == 0


def test_the_customers_own_page_still_refuses_a_time_beyond_the_horizon(client, shop, booked):
    url = reverse("appointment_manage", args=[booked.manage_token])

    page = client.post(url, {"action": "move", "start": at(shop, 42, 9).isoformat()}).text

    assert "beyond the 30-day booking horizon" in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 5, 9)


def test_the_last_day_a_calendar_holds_is_listed_without_error(client, owner, booked):
    page = client.get(move_url(booked), {"day": "2999-12-31"})

    assert page.status_code == 200
    assert "Open times on Tuesday, December 31" in page.text


def test_a_visit_of_a_service_no_longer_offered_can_still_be_moved(
    client, owner, shop, service, booked
):
    service.active = False
    service.save()

    listed = open_times(client, booked, 6)
    page = move(client, booked, at(shop, 6, 10))

    assert "Move to this time" in listed
    assert "Moved to" in page and "no longer offered" not in page
    booked.refresh_from_db()
    assert booked.start == at(shop, 6, 10)
