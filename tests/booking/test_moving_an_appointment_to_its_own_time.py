"""Moving an appointment, on the dashboard or on the customer's own page, offers the day's other
open times, not the one it already has: picked, it would stay where it is and its customer would
be texted a move that is none. Nor does the page lead back to days that have passed."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
from django.urls import reverse

from tests.factories import book, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    """Three bays: the appointment's own time is still free in another."""
    return make_shop(bays=3)


@pytest.fixture
def booked(shop, service, customer, next_wednesday):
    return book(shop, service, customer, datetime.combine(next_wednesday, time(10, 30), shop.zone))


def move_url(appointment) -> str:
    return reverse("dashboard:appointment_move", args=["ridgeline", appointment.pk])


def test_its_own_time_is_not_offered(client, owner, booked, next_wednesday):
    page = client.get(move_url(booked), {"day": next_wednesday.isoformat()}).content.decode()

    assert f'value="{booked.start.isoformat()}"' not in page
    later = booked.start + timedelta(minutes=30)
    assert f'value="{later.isoformat()}"' in page


@pytest.mark.parametrize("written_in", ["the shop's zone", "UTC"])
def test_moving_it_to_its_own_time_is_refused_and_nobody_is_texted(
    client, owner, booked, announced, django_capture_on_commit_callbacks, written_in
):
    zone = UTC if written_in == "UTC" else booked.shop.zone
    start = booked.start.astimezone(zone)

    with django_capture_on_commit_callbacks(execute=True):
        page = client.post(move_url(booked), {"start": start.isoformat()}).content.decode()

    assert "It is at 10:30 AM already." in page
    assert announced == []
    booked.refresh_from_db()
    assert booked.sequence == 0


def manage_url(appointment) -> str:
    return reverse("appointment_manage", args=[appointment.manage_token])


def test_the_customers_own_page_does_not_offer_its_time_either(client, booked):
    page = client.get(manage_url(booked)).content.decode()

    assert f'value="{booked.start.isoformat()}"' not in page
    assert f'value="{(booked.start + timedelta(minutes=30)).isoformat()}"' in page


def test_the_customer_moving_it_to_its_own_time_is_refused_and_not_texted(
    client, booked, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        page = client.post(manage_url(booked), {"start": booked.start.isoformat()})

    assert "Your appointment is at that time already." in page.content.decode()
    assert announced == []


def test_no_link_leads_back_to_a_day_that_has_passed(client, owner, shop, booked):
    today, tomorrow = shop.today(), shop.today() + timedelta(days=1)

    on_today = client.get(move_url(booked), {"day": today.isoformat()}).content.decode()
    on_tomorrow = client.get(move_url(booked), {"day": tomorrow.isoformat()}).content.decode()

    assert "&larr;" not in on_today
    assert f'<a href="?day={today.isoformat()}">&larr;' in on_tomorrow
