"""A customer's page says, above their visits, how many were done and what they paid in all,
and how many they did not come to: what the front desk weighs before booking them again."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, local

pytestmark = pytest.mark.django_db


def visit(shop, service, customer, day: int, hour: int):
    """A visit in November 2026, booked the day before."""
    return book(
        shop, service, customer, local(shop, 2026, 11, day, hour), local(shop, 2026, 11, day - 1, 9)
    )


def page(client, customer) -> str:
    return client.get(
        reverse("dashboard:customer", args=["ridgeline", customer.pk])
    ).content.decode()


def test_visits_done_and_paid_and_no_shows_are_summed(client, owner, shop, service, customer):
    for day, amount in ((3, "120.50"), (10, "1200")):
        done = visit(shop, service, customer, day, 9)
        services.appointment_complete(appointment=done, final_amount=Decimal(amount), now=done.end)
    for day in (17, 24):
        missed = visit(shop, service, customer, day, 9)
        services.appointment_mark_no_show(appointment=missed, now=missed.end)
    services.appointment_cancel(appointment=visit(shop, service, customer, 25, 9))

    said = page(client, customer)

    assert "2 visits done, $1,320.50 paid in all · <strong>2 no-shows</strong>" in said


def test_one_visit_done_and_one_missed(client, owner, shop, service, customer):
    done = visit(shop, service, customer, 3, 9)
    services.appointment_complete(appointment=done, final_amount=Decimal("75"), now=done.end)
    missed = visit(shop, service, customer, 10, 9)
    services.appointment_mark_no_show(appointment=missed, now=missed.end)

    assert "1 visit done, $75.00 paid in all · <strong>1 no-show</strong>" in page(client, customer)


def test_a_customer_with_no_visit_done_or_missed_has_no_sums(
    client, owner, shop, service, customer
):
    services.appointment_cancel(appointment=visit(shop, service, customer, 3, 9))

    said = page(client, customer)

    assert "paid in all" not in said and "done" not in said.split("<h2>Visits</h2>")[1]
