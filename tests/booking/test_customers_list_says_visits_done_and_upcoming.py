"""The customers list says each customer's visits done and upcoming apart ("2 done, 1
upcoming"): a new customer with a first visit booked is not shown as having no visits, and a
cancelled or no-show visit is neither."""

from __future__ import annotations

import re
from datetime import datetime, time
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, make_customer

pytestmark = pytest.mark.django_db


def visits_cell(client, name: str) -> str:
    page = client.get(reverse("dashboard:customers", args=["ridgeline"])).content.decode()
    row = re.search(rf">{name}</a></td>.*?</tr>", page, re.S)[0]
    return re.findall(r"<td[^>]*>(.*?)</td>", row)[2]


def at(shop, day, hour: int) -> datetime:
    return datetime.combine(day, time(hour), shop.zone)


def completed(shop, service, customer, start: datetime) -> None:
    visit = book(shop, service, customer, start)
    services.appointment_complete(appointment=visit, final_amount=Decimal("75"), now=visit.end)


def test_visits_done_and_upcoming_are_said_apart(client, owner, shop, service, next_wednesday):
    dana = make_customer(shop, "+13035550142", "Dana Reyes")
    completed(shop, service, dana, at(shop, next_wednesday, 8))
    completed(shop, service, dana, at(shop, next_wednesday, 9))
    book(shop, service, dana, at(shop, next_wednesday, 11))
    services.appointment_cancel(appointment=book(shop, service, dana, at(shop, next_wednesday, 13)))

    assert visits_cell(client, "Dana Reyes") == "2 done, 1 upcoming"


@pytest.mark.parametrize(("upcoming", "said"), [(1, "1 upcoming"), (2, "2 upcoming")])
def test_a_new_customer_shows_the_visits_booked(
    client, owner, shop, service, next_wednesday, upcoming, said
):
    sam = make_customer(shop, "+17205550199", "Sam Okafor")
    for hour in range(9, 9 + upcoming):
        book(shop, service, sam, at(shop, next_wednesday, hour))

    assert visits_cell(client, "Sam Okafor") == said


def test_only_visits_done_say_so(client, owner, shop, service, next_wednesday):
    priya = make_customer(shop, "+13035550777", "Priya Thaing")
    completed(shop, service, priya, at(shop, next_wednesday, 10))

    assert visits_cell(client, "Priya Thaing") == "1 done"


def test_a_customer_with_only_a_cancelled_visit_has_none(
    client, owner, shop, service, next_wednesday
):
    lee = make_customer(shop, "+13035550888", "Lee Park")
    services.appointment_cancel(appointment=book(shop, service, lee, at(shop, next_wednesday, 10)))

    assert visits_cell(client, "Lee Park") == "—"
