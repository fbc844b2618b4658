"""The owner checks the recovered-revenue report against the appointments CSV: the CSV says the
day each appointment was booked beside who booked it, so the rows the report counts (booked by
the assistant on the report's days) add up to its total."""

from __future__ import annotations

import csv
import io
from datetime import date
from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_complete
from tests.factories import book, local

pytestmark = pytest.mark.django_db

PERIOD = {"from": "2026-11-30", "to": "2026-12-04"}


@pytest.fixture
def completed(shop, service, customer):
    """A visit at 9 AM on a day of the period, booked by `channel` on `booked_on`, done and
    paid `amount`."""

    def completed(channel: str, visit_day: int, booked_on: date, amount: str) -> Appointment:
        booked_at = local(shop, booked_on.year, booked_on.month, booked_on.day, 8)
        visit = book(
            shop, service, customer, local(shop, 2026, 12, visit_day, 9), booked_at, channel=channel
        )
        Appointment.objects.filter(pk=visit.pk).update(created_at=booked_at)
        return appointment_complete(appointment=visit, final_amount=Decimal(amount), now=visit.end)

    return completed


def csv_rows(client) -> list[dict[str, str]]:
    page = client.get(reverse("dashboard:appointments_csv", args=["ridgeline"]), PERIOD)
    return list(csv.DictReader(io.StringIO(page.content.decode("utf-8-sig"))))


def test_each_row_says_the_day_it_was_booked(client, owner, completed):
    completed("phone", 2, date(2026, 11, 20), "80")
    completed("chat", 3, date(2026, 12, 1), "60")

    rows = csv_rows(client)

    assert [(row["booked by"], row["booked on"]) for row in rows] == [
        ("Phone", "2026-11-20"),
        ("Website chat", "2026-12-01"),
    ]


def test_the_rows_the_report_counts_add_up_to_its_total(client, owner, completed):
    completed("phone", 1, date(2026, 11, 20), "80.00")  # booked before the period
    completed("chat", 2, date(2026, 11, 30), "60.25")
    completed("sms", 3, date(2026, 12, 2), "45.50")
    completed("staff", 4, date(2026, 12, 1), "300.00")  # staff's own booking

    rows = csv_rows(client)
    report = client.get(reverse("dashboard:report", args=["ridgeline"]), PERIOD).context["report"]

    counted = [
        row
        for row in rows
        if row["booked by"] != "Staff" and PERIOD["from"] <= row["booked on"] <= PERIOD["to"]
    ]
    assert sum(Decimal(row["final amount"]) for row in counted) == report.revenue
    assert report.revenue == Decimal("105.75")
