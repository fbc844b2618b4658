"""The owner downloads a period's appointments as a CSV file."""

from __future__ import annotations

import csv
import io
from datetime import datetime, time, timedelta
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, make_customer, make_shop, make_user

pytestmark = pytest.mark.django_db


def download(client, first_day, last_day, slug="ridgeline"):
    url = reverse("dashboard:appointments_csv", args=[slug])
    return client.get(url, {"from": str(first_day), "to": str(last_day)})


def test_the_periods_appointments_in_time_order(
    client, owner, shop, service, customer, next_wednesday
):
    book(shop, service, customer, datetime.combine(next_wednesday, time(14), shop.zone))
    earlier = book(shop, service, customer, datetime.combine(next_wednesday, time(9), shop.zone))
    services.appointment_complete(appointment=earlier, final_amount=Decimal("64.5"))
    book(
        shop,
        service,
        customer,
        datetime.combine(next_wednesday + timedelta(days=2), time(9), shop.zone),
    )

    response = download(client, next_wednesday, next_wednesday)

    assert response["Content-Type"].startswith("text/csv")
    assert (
        f"ridgeline-appointments-{next_wednesday}-to-{next_wednesday}.csv"
        in response["Content-Disposition"]
    )
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert [(r["time"], r["status"], r["final amount"]) for r in rows] == [
        ("09:00", "completed", "64.50"),
        ("14:00", "confirmed", ""),
    ]
    assert rows[1]["customer"] == "Dana Reyes" and rows[1]["phone"] == "+13035550101"


def test_a_name_typed_as_a_formula_is_not_run_by_a_spreadsheet(
    client, owner, shop, service, next_wednesday
):
    sly = make_customer(shop, "+13035550199", '=HYPERLINK("http://evil.example","x")')
    book(shop, service, sly, datetime.combine(next_wednesday, time(9), shop.zone))

    rows = list(
        csv.DictReader(
            io.StringIO(download(client, next_wednesday, next_wednesday).content.decode())
        )
    )

    assert rows[0]["customer"].startswith("'=HYPERLINK")


def test_another_shops_appointments_are_out_of_reach(client, shop, next_wednesday):
    make_shop(slug="rival")
    client.force_login(make_user("olive", shop=shop))

    assert download(client, next_wednesday, next_wednesday, slug="rival").status_code == 404
