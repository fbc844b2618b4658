"""The appointments CSV opens in Excel with its accents and dashes as typed: the file starts with
the byte order mark Excel needs to read it as UTF-8, and a spreadsheet that skips the mark reads
the same columns."""

from __future__ import annotations

import csv
import io
from datetime import datetime, time

import pytest
from django.urls import reverse

from tests.factories import book, make_customer

pytestmark = pytest.mark.django_db


def download(client, day):
    url = reverse("dashboard:appointments_csv", args=["ridgeline"])
    return client.get(url, {"from": str(day), "to": str(day)}).content


@pytest.mark.parametrize(
    ("name", "vehicle"),
    [("Zoë Núñez", "2019 Škoda Octavia — blue"), ("李小龍", "Citroën C4")],
)
def test_names_and_cars_with_accents_read_as_typed(
    client, owner, shop, service, next_wednesday, name, vehicle
):
    customer = make_customer(shop, "+13035550143", name)
    book(
        shop,
        service,
        customer,
        datetime.combine(next_wednesday, time(9), shop.zone),
        vehicle=vehicle,
    )

    content = download(client, next_wednesday)

    assert content.startswith("\ufeffdate,time,service".encode())
    (row,) = csv.DictReader(io.StringIO(content.decode("utf-8-sig")))
    assert (row["customer"], row["vehicle"]) == (name, vehicle)
