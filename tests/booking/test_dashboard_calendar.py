"""The owner's week view and an appointment's page."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_book
from tests.assistant.customers import talker
from tests.factories import local, make_customer, make_service

pytestmark = pytest.mark.django_db


@pytest.fixture
def booked(shop):
    return appointment_book(
        shop=shop,
        service=make_service(shop, "Brake pads", minutes=90, price=(180, 320)),
        start=local(shop, 2030, 1, 8, 9, 30),
        customer=make_customer(shop, name="Dana Reyes"),
        channel=Appointment.Channel.PHONE,
        vehicle="2014 Honda Civic",
        now=local(shop, 2030, 1, 6, 9),
    )


@pytest.fixture
def visited(shop):
    """Dana's brake pads on Tuesday 3 November 2026, booked two days before: its time has come."""
    return appointment_book(
        shop=shop,
        service=make_service(shop, "Brake pads", minutes=90, price=(180, 320)),
        start=local(shop, 2026, 11, 3, 9, 30),
        customer=make_customer(shop, name="Dana Reyes"),
        channel=Appointment.Channel.PHONE,
        now=local(shop, 2026, 11, 1, 9),
    )


def test_the_week_shows_each_booking_at_its_local_time(client, owner, booked):
    response = client.get(reverse("dashboard:calendar", args=["ridgeline"]), {"week": "2030-01-08"})
    page = response.content.decode()
    assert "Tue Jan 8" in page
    assert "9:30 AM" in page  # 16:30 UTC, shown in Denver time
    assert "Brake pads" in page and "Dana Reyes" in page


def test_the_appointment_page_shows_the_quote_and_vehicle(client, owner, booked):
    page = client.get(reverse("dashboard:appointment", args=["ridgeline", booked.pk])).content
    assert b"2014 Honda Civic" in page
    assert b"$180.00" in page and b"$320.00" in page


def test_completing_records_the_final_amount(client, owner, visited):
    url = reverse("dashboard:appointment_action", args=["ridgeline", visited.pk, "complete"])
    client.post(url, {"final_amount": "249.50"})
    visited.refresh_from_db()
    assert visited.status == Appointment.Status.COMPLETED
    assert visited.final_amount == Decimal("249.50")


def test_completing_with_a_bad_amount_says_so_and_changes_nothing(client, owner, visited):
    url = reverse("dashboard:appointment_action", args=["ridgeline", visited.pk, "complete"])
    response = client.post(url, {"final_amount": "lots"}, follow=True)
    assert "Enter the final amount" in response.content.decode()
    visited.refresh_from_db()
    assert visited.status == Appointment.Status.CONFIRMED


def test_markup_in_notes_is_shown_escaped(client, owner, shop, booked):
    booked.notes = "<script>alert(1)</script>"
    booked.save()
    page = client.get(reverse("dashboard:appointment", args=["ridgeline", booked.pk])).content
    assert b"<script>alert(1)</script>" not in page
    assert b"&lt;script&gt;" in page


@pytest.mark.parametrize("week", ["0001-01-01", "9999-12-31", "2026-02-30", "soon"])
def test_a_day_nobody_could_mean_in_the_url_shows_this_week(client, owner, week):
    response = client.get(reverse("dashboard:calendar", args=["ridgeline"]), {"week": week})
    assert response.status_code == 200


@pytest.mark.parametrize("bad", ["0001-01-01", "9999-12-31"])
def test_the_report_survives_days_at_the_calendars_edge(client, owner, bad):
    response = client.get(reverse("dashboard:report", args=["ridgeline"]), {"from": bad, "to": bad})
    assert response.status_code == 200


def test_a_time_a_customer_let_go_leaves_nothing_on_the_week(client, owner, shop):
    """A hold dropped mid-conversation ("never mind") was never a booking: it had stayed as a
    cancelled visit with no customer, and the week's page failed on it."""
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")  # Monday 7 December 2026
    say("oil change tuesday at 10")
    say("never mind")

    response = client.get(reverse("dashboard:calendar", args=["ridgeline"]), {"week": "2026-12-08"})

    assert response.status_code == 200
    assert "Oil change" not in response.content.decode()
    assert not Appointment.objects.exists()
