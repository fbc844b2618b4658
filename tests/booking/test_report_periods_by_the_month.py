"""The owner does the books by the month: the recovered-revenue report has this month and last
month one click away, whole calendar months on the shop's clock, across a new year too."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse
from django.utils import timezone

from booking import services
from booking.models import Appointment
from tests.factories import book, local, make_user

pytestmark = pytest.mark.django_db


def report_page(client, **query) -> str:
    return client.get(reverse("dashboard:report", args=["ridgeline"]), query).content.decode()


@pytest.mark.parametrize(
    "today, this_month, last_month",
    [
        ((2026, 12, 10), ("2026-12-01", "2026-12-10"), ("2026-11-01", "2026-11-30")),
        ((2027, 1, 5), ("2027-01-01", "2027-01-05"), ("2026-12-01", "2026-12-31")),
        ((2027, 3, 1), ("2027-03-01", "2027-03-01"), ("2027-02-01", "2027-02-28")),
    ],
)
def test_this_month_and_last_month_are_one_click_away(
    client, shop, monkeypatch, today, this_month, last_month
):
    now = local(shop, *today, 10)
    monkeypatch.setattr(timezone, "now", lambda: now)
    # Signed in on that day: a session from the real today would have run out by then.
    client.force_login(make_user("olive", shop=shop))

    page = report_page(client)

    assert f'<a href="?from={this_month[0]}&amp;to={this_month[1]}">This month</a>' in page
    assert f'<a href="?from={last_month[0]}&amp;to={last_month[1]}">Last month</a>' in page


def test_last_month_counts_what_was_booked_in_it(
    client, owner, shop, service, customer, monkeypatch
):
    now = local(shop, 2026, 12, 10, 10)
    monkeypatch.setattr(timezone, "now", lambda: now)
    for booked_at, visit, amount in [
        (local(shop, 2026, 10, 31, 9), local(shop, 2026, 11, 2, 9), "70"),  # October's booking
        (local(shop, 2026, 11, 2, 9), local(shop, 2026, 11, 3, 9), "80"),
        (local(shop, 2026, 11, 30, 17), local(shop, 2026, 12, 1, 9), "90"),
    ]:
        appointment = book(shop, service, customer, visit, booked_at, channel="phone")
        Appointment.objects.filter(pk=appointment.pk).update(created_at=booked_at)
        services.appointment_complete(
            appointment=appointment, final_amount=Decimal(amount), now=appointment.end
        )

    page = report_page(client, **{"from": "2026-11-01", "to": "2026-11-30"})

    assert "<strong>Last month</strong>" in page
    assert "Completed work it booked</span><strong>$170.00</strong>" in page
