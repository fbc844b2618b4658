"""Prices and final amounts of a thousand dollars or more read as the owner writes them,
"$1,234.56", on the services, an appointment and a customer's visits, as the report shows them."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking.services import appointment_complete
from tests.factories import book, local, make_service

pytestmark = pytest.mark.django_db


@pytest.fixture
def engine_job(shop):
    return make_service(shop, "Engine replacement", minutes=240, price=(1200, 4500))


def test_the_services_show_prices_with_commas(client, owner, engine_job):
    page = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert "$1,200.00 – $4,500.00" in page


@pytest.mark.parametrize("paid, shown", [("1234.56", "$1,234.56"), ("12000", "$12,000.00")])
def test_an_appointment_and_its_customer_show_the_final_amount_with_commas(
    client, owner, shop, customer, engine_job, paid, shown
):
    visit = book(
        shop, engine_job, customer, local(shop, 2026, 12, 1, 8), local(shop, 2026, 11, 30, 9)
    )
    appointment_complete(appointment=visit, final_amount=Decimal(paid), now=visit.end)

    appointment = client.get(reverse("dashboard:appointment", args=["ridgeline", visit.pk]))
    visits = client.get(reverse("dashboard:customer", args=["ridgeline", customer.pk]))

    assert "$1,200.00 – $4,500.00" in appointment.content.decode()
    assert f"<dd>{shown}</dd>" in appointment.content.decode()
    assert f"<td>{shown}</td>" in visits.content.decode()
