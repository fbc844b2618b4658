"""The owner downloads the customers list as a CSV file (every customer, or those found), with
each one's visits done and upcoming, in the words and clock the dashboard shows, for a
spreadsheet to open as it is: accents intact, phones as written, no formula run."""

from __future__ import annotations

import csv
import io
from datetime import datetime, time
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, make_customer

pytestmark = pytest.mark.django_db


def download(client, **query):
    return client.get(
        reverse("dashboard:customers", args=["ridgeline"]), {**query, "format": "csv"}
    )


def rows_of(response) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))


@pytest.fixture
def customers(shop, service, next_wednesday):
    """Zoë with a visit done and one coming, Sam with none, and a name a spreadsheet would run."""
    zoe = make_customer(shop, "+13035550142", "Zoë Núñez")
    zoe.email = "zoe@example.com"
    zoe.save()
    make_customer(shop, "+17205550199", "Sam Okafor")
    make_customer(shop, "+13035550777", '=HYPERLINK("http://x")')
    done = book(shop, service, zoe, datetime.combine(next_wednesday, time(8), shop.zone))
    services.appointment_complete(appointment=done, final_amount=Decimal("75"), now=done.end)
    book(shop, service, zoe, datetime.combine(next_wednesday, time(14), shop.zone))
    return zoe


def test_every_customer_with_their_visits(client, owner, shop, customers, next_wednesday):
    response = download(client)

    assert response["Content-Type"].startswith("text/csv")
    assert f"ridgeline-customers-{shop.today()}.csv" in response["Content-Disposition"]
    assert response.content.startswith("\ufeffname,phone,email".encode())
    rows = rows_of(response)
    assert [row["name"] for row in rows] == [
        "Zoë Núñez",
        '\'=HYPERLINK("http://x")',
        "Sam Okafor",
    ]
    zoe = rows[0]
    assert (zoe["phone"], zoe["email"]) == ("(303) 555-0142", "zoe@example.com")
    assert (zoe["visits done"], zoe["visits upcoming"]) == ("1", "1")
    assert zoe["next visit"] == f"{next_wednesday.isoformat()} 2:00 PM"
    assert zoe["last visit"] == next_wednesday.isoformat()
    assert (rows[2]["visits done"], rows[2]["next visit"]) == ("0", "")


@pytest.mark.parametrize("typed", ["núñez", "555-0142"])
def test_only_those_found(client, owner, customers, typed):
    rows = rows_of(download(client, q=typed))

    assert [row["name"] for row in rows] == ["Zoë Núñez"]


def test_the_list_links_to_the_download_of_what_it_shows(client, owner, customers):
    url = reverse("dashboard:customers", args=["ridgeline"])

    every = client.get(url).content.decode()
    found = client.get(url, {"q": "zoë"}).content.decode()

    assert '<a href="?format=csv">Download every customer (CSV)</a>' in every
    assert '<a href="?q=zo%C3%AB&amp;format=csv">Download these customers (CSV)</a>' in found


def test_a_customer_who_texted_stop_says_so(client, owner, shop):
    customer = make_customer(shop, "+13035550888", "Lee Park")
    customer.sms_opt_out = True
    customer.save()

    (row,) = rows_of(download(client))

    assert row["texts"] == "turned off (texted STOP)"


def test_the_download_from_a_later_page_has_every_customer(client, owner, shop):
    for number in range(55):
        make_customer(shop, f"+1303555{number:04d}", f"Customer {number:02d}")
    url = reverse("dashboard:customers", args=["ridgeline"])

    page = client.get(url, {"page": 2}).content.decode()

    assert '<a href="?format=csv">Download every customer (CSV)</a>' in page
    assert len(rows_of(download(client))) == 55
