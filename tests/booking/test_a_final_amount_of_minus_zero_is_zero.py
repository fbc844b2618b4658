"""A till or a habit writes "no charge" as "-0" or "(0.00)": it is zero, not below zero; any
amount above zero with a minus sign is still refused."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_book
from tests.factories import local, make_customer, make_service

pytestmark = pytest.mark.django_db


@pytest.fixture
def visited(shop):
    """A warranty recheck on Tuesday 3 November 2026: its time has come."""
    return appointment_book(
        shop=shop,
        service=make_service(shop, "Warranty recheck", minutes=30, price=(0, 0)),
        start=local(shop, 2026, 11, 3, 9, 30),
        customer=make_customer(shop, name="Dana Reyes"),
        channel=Appointment.Channel.PHONE,
        now=local(shop, 2026, 11, 1, 9),
    )


def complete(client, appointment, amount):
    url = reverse("dashboard:appointment_action", args=["ridgeline", appointment.pk, "complete"])
    return client.post(url, {"final_amount": amount}, follow=True).content.decode()


@pytest.mark.parametrize("typed", ["-0", "-0.00", "$-0", "-$0", "(0)"])
def test_minus_zero_completes_the_visit_at_zero(client, owner, visited, typed):
    page = complete(client, visited, typed)

    assert "below zero" not in page
    visited.refresh_from_db()
    assert (visited.status, visited.final_amount) == (Appointment.Status.COMPLETED, Decimal(0))


@pytest.mark.parametrize("typed", ["-$5", "(12.50)", "-0.01"])
def test_an_amount_above_zero_with_a_minus_is_still_refused(client, owner, visited, typed):
    page = complete(client, visited, typed)

    assert "is below zero: an amount is $0 or more." in page
    visited.refresh_from_db()
    assert (visited.status, visited.final_amount) == (Appointment.Status.CONFIRMED, None)
