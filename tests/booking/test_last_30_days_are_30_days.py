"""The report's "Last 30 days", its default, is today and the 29 days before it: 30 days, so
work booked 30 days ago is not counted in them."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from booking.models import Appointment
from tests.factories import book, local

pytestmark = pytest.mark.django_db


def test_the_report_opens_on_30_days(client, owner, thursday_morning):
    page = client.get(reverse("dashboard:report", args=["ridgeline"])).content.decode()

    assert 'name="from" value="2026-11-11"' in page and 'name="to" value="2026-12-10"' in page
    assert "<strong>Last 30 days</strong>" in page


def test_work_booked_31_days_ago_is_not_counted(
    client, owner, shop, service, customer, thursday_morning
):
    for booked_on, amount in [(10, "70"), (11, "80")]:
        booked_at = local(shop, 2026, 11, booked_on, 9)
        visit = book(
            shop, service, customer, local(shop, 2026, 11, 16, booked_on), booked_at, channel="sms"
        )
        Appointment.objects.filter(pk=visit.pk).update(created_at=booked_at)
        services.appointment_complete(
            appointment=visit, final_amount=Decimal(amount), now=visit.end
        )

    report = client.get(reverse("dashboard:report", args=["ridgeline"])).context["report"]

    assert report.revenue == Decimal("80")
