"""Staff booking from the dashboard: any open time from now on, however far ahead (the minimum
notice and the horizon are the customers' rules), under the name on file of a number the shop
knows, and nothing left behind when the booking fails."""

from __future__ import annotations

from datetime import time, timedelta

import pytest
from django.urls import reverse

from booking import selectors
from booking.models import Appointment, Closure, Customer
from tests.factories import (
    book,
    days_ahead_at,
    make_customer,
    make_shop_open_around_the_clock,
)

pytestmark = pytest.mark.django_db

BOOK_URL = reverse("dashboard:new_booking", args=["ridgeline"])


@pytest.fixture
def shop():
    return make_shop_open_around_the_clock()


at = days_ahead_at


def open_times(client, service, day) -> str:
    return client.get(BOOK_URL, {"service": service.pk, "day": day.isoformat()}).content.decode()


def book_from_the_dashboard(client, service, start, *, phone="(303) 555-0180", name="", notes=""):
    form = {
        "service": service.pk,
        "day": start.date().isoformat(),
        "start": start.isoformat(),
        "phone": phone,
        "name": name,
        "notes": notes,
    }
    return client.post(BOOK_URL, form, follow=True)


def test_staff_see_and_book_times_inside_the_customers_notice(client, owner, shop, service):
    tomorrow = shop.today() + timedelta(days=1)
    assert not selectors.day_openings(shop, service, tomorrow).slots  # too soon for a customer

    assert "10:00 AM" in open_times(client, service, tomorrow)
    page = book_from_the_dashboard(client, service, at(shop, 1, 10), name="Walk In").content

    assert b"Booked." in page
    assert Appointment.objects.get().start == at(shop, 1, 10)


def test_staff_book_a_job_beyond_the_booking_horizon(client, owner, shop, service):
    six_weeks = shop.today() + timedelta(days=42)

    listed = open_times(client, service, six_weeks)
    page = book_from_the_dashboard(client, service, at(shop, 42, 9), name="Dana Patel")

    assert "beyond the booking horizon" not in listed and "9:00 AM" in listed
    assert b"Booked." in page.content
    assert Appointment.objects.get().local_start().date() == six_weeks


def test_the_past_is_still_refused(client, owner, shop, service):
    yesterday = shop.today() - timedelta(days=1)

    listed = open_times(client, service, yesterday)
    page = book_from_the_dashboard(client, service, at(shop, -1, 10)).content.decode()

    assert "that day has passed" in listed
    assert "has already passed" in page
    assert not Appointment.objects.exists()


def test_a_closed_day_is_still_refused(client, owner, shop, service):
    far_day = shop.today() + timedelta(days=50)
    Closure.objects.create(shop=shop, date=far_day, reason="Inventory")

    listed = open_times(client, service, far_day)
    page = book_from_the_dashboard(client, service, at(shop, 50, 10)).content.decode()

    assert "the shop is closed" in listed
    assert "The shop is closed" in page and "Inventory" in page
    assert not Appointment.objects.exists()


def test_a_time_outside_the_hours_is_still_refused(client, owner, shop, service):
    shop.opening_hours.update(open=time(7, 30), close=time(17, 30))

    page = book_from_the_dashboard(client, service, at(shop, 42, 3)).content.decode()

    assert "not a bookable start time" in page
    assert not Appointment.objects.exists()


def test_a_time_with_no_free_bay_is_refused_and_leaves_no_customer_behind(
    client, owner, shop, service
):
    start = at(shop, 42, 9)
    book(shop, service, make_customer(shop), start, channel="staff", by_staff=True)

    page = book_from_the_dashboard(client, service, start, phone="(720) 555-0199", name="Walk In")

    assert "has just been taken" in page.content.decode()
    assert Appointment.objects.count() == 1
    assert not Customer.objects.filter(phone="+17205550199").exists()
    customers = client.get(reverse("dashboard:customers", args=["ridgeline"])).content.decode()
    assert "Walk In" not in customers


@pytest.fixture
def dana(shop):
    return make_customer(shop, "+13035550180", "Dana Patel")


def test_another_name_on_a_known_number_renames_no_one(client, owner, shop, service, dana):
    page = book_from_the_dashboard(
        client, service, at(shop, 3, 9), name="Bob Patel", notes="Brakes squeal"
    ).content.decode()

    assert (
        "Booked under Dana Patel, whose number this is: the name on file stays, and the notes "
        "say Bob Patel is coming."
    ) in page
    assert "Dana Patel" in page  # the appointment's customer
    assert "Booked by Bob Patel: the number is on file as Dana Patel.\nBrakes squeal" in page
    dana.refresh_from_db()
    assert dana.name == "Dana Patel"


def test_a_fuller_name_for_the_one_on_file_is_taken(client, owner, shop, service):
    dana = make_customer(shop, "+13035550180", "Dana")

    page = book_from_the_dashboard(client, service, at(shop, 3, 9), name="Dana Patel").content

    assert b"Booked." in page and b"the notes say" not in page
    dana.refresh_from_db()
    assert dana.name == "Dana Patel"
    assert Appointment.objects.get().notes == ""


@pytest.mark.parametrize("typed", ["Dana", "dana patel", "Patel", ""])
def test_the_customers_own_name_in_short_is_no_one_else(client, owner, shop, service, dana, typed):
    page = book_from_the_dashboard(client, service, at(shop, 3, 9), name=typed).content

    assert b"Booked." in page and b"the notes say" not in page
    dana.refresh_from_db()
    assert dana.name == "Dana Patel"
    assert Appointment.objects.get().notes == ""


def test_a_day_no_calendar_can_hold_is_refused_in_words(client, owner, service):
    form = {"service": service.pk, "start": "9999-12-31T10:00:00-07:00", "phone": "(303) 555-0180"}

    page = client.post(BOOK_URL, form).content.decode()

    assert "9999 is too far ahead to book." in page
    assert not Appointment.objects.exists() and not Customer.objects.exists()
