"""The owner downloads a period's appointments as a CSV file, in the words, clock and phone
numbers the dashboard shows, for a spreadsheet to open as they are."""

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


def rows_of(client, day) -> list[dict[str, str]]:
    """The CSV rows of one day's appointments, by column name."""
    return list(csv.DictReader(io.StringIO(download(client, day, day).content.decode("utf-8-sig"))))


def test_the_periods_appointments_in_time_order(
    client, owner, shop, service, customer, next_wednesday
):
    book(shop, service, customer, datetime.combine(next_wednesday, time(14), shop.zone))
    earlier = book(shop, service, customer, datetime.combine(next_wednesday, time(9), shop.zone))
    services.appointment_complete(
        appointment=earlier, final_amount=Decimal("64.5"), now=earlier.end
    )
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
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert [(r["time"], r["status"], r["final amount"]) for r in rows] == [
        ("9:00 AM", "Completed", "64.50"),
        ("2:00 PM", "Confirmed", ""),
    ]
    assert rows[1]["customer"] == "Dana Reyes"


def test_each_row_reads_as_the_dashboard_shows_it(
    client, owner, shop, service, customer, next_wednesday
):
    missed = book(
        shop,
        service,
        customer,
        datetime.combine(next_wednesday, time(15, 30), shop.zone),
        channel="sms",
        vehicle="2014 Honda Civic",
        notes="Bringing his own filter.\nAsked for a ride home.",
    )
    services.appointment_mark_no_show(appointment=missed, now=missed.end)

    [row] = rows_of(client, next_wednesday)

    assert row == {
        "date": next_wednesday.isoformat(),
        "time": "3:30 PM",
        "service": "Oil change",
        "customer": "Dana Reyes",
        # Not "+13035550101", which a spreadsheet turns into the number 1.30E+10.
        "phone": "(303) 555-0101",
        "vehicle": "2014 Honda Civic",
        "status": "No-show",
        "booked by": "Text (SMS)",
        "booked on": shop.today().isoformat(),
        "quoted from": "49.00",
        "quoted to": "89.00",
        "final amount": "",
        "notes": "Bringing his own filter.\nAsked for a ride home.",
    }


def test_a_staff_booking_says_staff_booked_it(
    client, owner, shop, service, customer, next_wednesday
):
    book(
        shop,
        service,
        customer,
        datetime.combine(next_wednesday, time(9), shop.zone),
        channel="staff",
    )

    [row] = rows_of(client, next_wednesday)

    assert row["booked by"] == "Staff"


def test_a_name_typed_as_a_formula_is_not_run_by_a_spreadsheet(
    client, owner, shop, service, next_wednesday
):
    sly = make_customer(shop, "+13035550199", '=HYPERLINK("http://evil.example","x")')
    book(shop, service, sly, datetime.combine(next_wednesday, time(9), shop.zone))

    rows = rows_of(client, next_wednesday)

    assert rows[0]["customer"].startswith("'=HYPERLINK")


def test_notes_typed_as_a_formula_are_not_run_by_a_spreadsheet(
    client, owner, shop, service, customer, next_wednesday
):
    book(
        shop,
        service,
        customer,
        datetime.combine(next_wednesday, time(9), shop.zone),
        notes="=1+2",
    )

    [row] = rows_of(client, next_wednesday)

    assert row["notes"] == "'=1+2"


def test_another_shops_appointments_are_out_of_reach(client, shop, next_wednesday):
    make_shop(slug="rival")
    client.force_login(make_user("olive", shop=shop))

    assert download(client, next_wednesday, next_wednesday, slug="rival").status_code == 404
