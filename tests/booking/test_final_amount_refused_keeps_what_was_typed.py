"""A final amount the dashboard cannot read is shown again as typed, beside what is wrong with
it, and nothing is marked: staff correct "$1,2OO" rather than type it again from the invoice.
One far above the most quoted ($3200 for the $320 job) is recorded with a warning, as the
report counts it; it had been recorded without a word."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_book, appointment_cancel
from tests.factories import local, make_customer, make_service

pytestmark = pytest.mark.django_db


@pytest.fixture
def visited(shop):
    """Brake pads on Tuesday 3 November 2026: its time has come."""
    return appointment_book(
        shop=shop,
        service=make_service(shop, "Brake pads", minutes=90, price=(180, 320)),
        start=local(shop, 2026, 11, 3, 9, 30),
        customer=make_customer(shop, name="Dana Reyes"),
        channel=Appointment.Channel.PHONE,
        now=local(shop, 2026, 11, 1, 9),
    )


def complete(client, appointment, amount):
    url = reverse("dashboard:appointment_action", args=["ridgeline", appointment.pk, "complete"])
    return client.post(url, {"final_amount": amount}, follow=True).content.decode()


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ("-5", "&quot;-5&quot; is below zero"),
        ("129.555", "has more than 2 decimals"),
        ("$1,2OO", "&quot;$1,2OO&quot; is not an amount in dollars"),
        ("99999999999", "$99,999,999,999 is more than any repair order"),
    ],
)
def test_an_amount_refused_says_why_and_stays_in_the_box(client, owner, visited, typed, why):
    page = complete(client, visited, typed)

    assert "Enter the final amount in dollars: " in page
    assert why in page
    assert f'name="final_amount" value="{typed}"' in page
    visited.refresh_from_db()
    assert (visited.status, visited.final_amount) == (Appointment.Status.CONFIRMED, None)


def test_a_correction_refused_keeps_the_amount_typed_not_the_one_saved(client, owner, visited):
    complete(client, visited, "249.50")

    page = complete(client, visited, "2495O")

    assert 'name="final_amount" value="2495O"' in page
    assert "is not an amount in dollars" in page
    visited.refresh_from_db()
    assert visited.final_amount == Decimal("249.50")


def test_an_amount_sent_from_a_page_gone_stale_is_refused_above_the_page(client, owner, visited):
    """Cancelled meanwhile, the page has no amount box to show the reason beside."""
    appointment_cancel(appointment=visited)

    page = complete(client, visited, "lots")

    assert '<p class="flash error">Enter the final amount in dollars: ' in page
    assert "<dd>Cancelled</dd>" in page
    visited.refresh_from_db()
    assert visited.status == Appointment.Status.CANCELLED


def test_an_amount_far_above_the_quote_is_recorded_with_a_warning(client, owner, visited):
    page = complete(client, visited, "3200")

    assert "$3,200 is more than 3 times the $320 quoted at most" in page
    visited.refresh_from_db()
    assert visited.final_amount == Decimal(3200)


@pytest.mark.parametrize("typed", ["350", "900"])
def test_an_amount_near_the_quote_brings_no_warning(client, owner, visited, typed):
    page = complete(client, visited, typed)

    assert "quoted at most" not in page
    assert "Marked completed." in page
