"""The owner adds up the recovered-revenue report's channel lines with a calculator: they come to
the totals above them to the cent, as the report shows dollars and cents, not each line rounded
on its own."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_complete
from tests.factories import book, local, make_service

pytestmark = pytest.mark.django_db

CHANNELS = ("chat", "phone", "sms")


@pytest.fixture
def booked_on_monday(shop, customer):
    """Books `service` by `channel` for 9 AM on a day in December, booked on Monday 30 November."""

    def booked(service, channel: str, day: int):
        monday = local(shop, 2026, 11, 30, 6)
        visit = book(
            shop, service, customer, local(shop, 2026, 12, day, 9), monday, channel=channel
        )
        # The report counts a booking on the day it was made.
        Appointment.objects.filter(pk=visit.pk).update(created_at=monday)
        return visit

    return booked


def report_page(client) -> str:
    return client.get(
        reverse("dashboard:report", args=["ridgeline"]), {"from": "2026-11-30", "to": "2026-11-30"}
    ).content.decode()


def card(page: str, label: str) -> str:
    return re.search(rf"{label}</span><strong>([^<]+)</strong>", page).group(1)


def test_completed_work_on_each_channel_adds_up_to_the_total(
    client, owner, shop, service, booked_on_monday
):
    for day, channel in enumerate(CHANNELS, start=1):
        visit = booked_on_monday(service, channel, day)
        appointment_complete(appointment=visit, final_amount=Decimal("100.40"), now=visit.end)

    page = report_page(client)

    assert card(page, "Completed work it booked") == "$301.20"
    for label in ("Website chat", "Phone", "Text (SMS)"):
        assert f"<td>{label}</td><td>1</td><td>1</td>\n      <td>$100.40</td>" in page


def test_work_still_to_come_on_each_channel_adds_up_to_the_total(
    client, owner, shop, booked_on_monday
):
    tune_up = make_service(shop, "Tune-up", price=(49, 88))  # quoted midpoint $68.50
    for day, channel in enumerate(CHANNELS, start=14):
        booked_on_monday(tune_up, channel, day)

    page = report_page(client)

    assert card(page, r"Booked and still to come \(quoted midpoint\)") == "$205.50"
    assert page.count("<td>1</td><td>$68.50</td>") == 3
