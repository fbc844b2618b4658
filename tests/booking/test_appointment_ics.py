"""A customer's own appointment as an .ics file, found by its secret manage token."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.urls import reverse
from icalendar import Calendar

from booking import services
from tests.factories import book, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(
        slug="ridgeline",
        address="1480 Ridge Rd, Golden, CO",
        twilio_number="+13035550199",
    )


@pytest.fixture
def appointment(shop, next_weekday):
    return book(
        shop,
        make_service(shop, "Brake inspection", minutes=60),
        make_customer(shop),
        datetime.combine(next_weekday, time(10), tzinfo=shop.zone),
        channel="sms",
        vehicle="2014 Subaru Outback",
        notes="Owner says: regular, tips well",
    )


def download(client, token):
    return client.get(reverse("appointment_ics", args=[token]))


def test_the_customer_gets_their_appointment_as_a_calendar_file(client, shop, appointment):
    response = download(client, appointment.manage_token)

    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="appointment.ics"'
    calendar = Calendar.from_ical(response.content)
    assert calendar["VERSION"] == "2.0"
    assert calendar["PRODID"]
    (event,) = calendar.walk("VEVENT")
    assert str(event["UID"]) == appointment.uid
    assert event["STATUS"] == "CONFIRMED"
    assert event.start == appointment.start
    assert event.end == appointment.start + timedelta(hours=1)
    assert event.start.utcoffset() == timedelta(0)
    assert event["SUMMARY"] == "Brake inspection at Ridgeline Auto Repair"
    assert event["LOCATION"] == "1480 Ridge Rd, Golden, CO"
    assert "2014 Subaru Outback" in event["DESCRIPTION"]
    assert "+13035550199" in event["DESCRIPTION"]


def test_the_shops_notes_about_the_customer_stay_private(client, appointment):
    response = download(client, appointment.manage_token)

    assert b"tips well" not in response.content


def test_a_moved_appointment_downloads_as_a_newer_version_of_the_same_event(
    client, shop, appointment
):
    services.appointment_reschedule(
        appointment=appointment, start=appointment.start + timedelta(hours=3)
    )

    (event,) = Calendar.from_ical(download(client, appointment.manage_token).content).walk("VEVENT")
    assert str(event["UID"]) == appointment.uid
    assert event["SEQUENCE"] == 1
    assert event.start == appointment.start + timedelta(hours=3)


def test_a_cancelled_appointment_downloads_as_cancelled(client, appointment):
    services.appointment_cancel(appointment=appointment)

    (event,) = Calendar.from_ical(download(client, appointment.manage_token).content).walk("VEVENT")
    assert event["STATUS"] == "CANCELLED"


def test_a_wrong_token_is_not_found(client, appointment):
    assert download(client, appointment.manage_token + "x").status_code == 404


def test_a_hold_has_no_file_yet(client, shop, appointment):
    hold = services.appointment_hold(
        shop=shop,
        service=appointment.service,
        start=appointment.start + timedelta(hours=2),
        channel="chat",
    )

    assert download(client, hold.manage_token).status_code == 404
