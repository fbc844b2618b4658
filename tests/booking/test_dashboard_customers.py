"""The owner finds a customer by name or phone and sees their visits."""

from __future__ import annotations

from datetime import datetime, time
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, make_customer, make_shop, make_user

pytestmark = pytest.mark.django_db


def customers_page(client, q="", slug="ridgeline"):
    return client.get(reverse("dashboard:customers", args=[slug]), {"q": q}).content.decode()


@pytest.fixture
def regulars(shop, service, next_wednesday):
    """Dana with a visit done and one coming, Sam with none, Priya with one done."""
    dana = make_customer(shop, "+13035550142", "Dana Reyes")
    sam = make_customer(shop, "+17205550199", "Sam Okafor")
    priya = make_customer(shop, "+13035550777", "Priya Thaing")
    coming = book(shop, service, dana, datetime.combine(next_wednesday, time(9), shop.zone))
    for customer, at in ((dana, time(10)), (priya, time(11))):
        done = book(shop, service, customer, datetime.combine(next_wednesday, at, shop.zone))
        services.appointment_complete(appointment=done, final_amount=Decimal("75"), now=done.end)
    return dana, sam, priya, coming


def test_customers_with_a_visit_coming_come_first(client, owner, regulars):
    page = customers_page(client)

    assert page.index("Dana Reyes") < page.index("Priya Thaing") < page.index("Sam Okafor")


def test_a_customer_is_found_by_name_or_by_phone_as_typed(client, owner, regulars):
    assert "Dana Reyes" in customers_page(client, "dana")
    assert "Sam Okafor" not in customers_page(client, "dana")
    found = customers_page(client, "(720) 555-0199")
    assert "Sam Okafor" in found and "Dana Reyes" not in found
    assert "No customer matches “zed”." in customers_page(client, "zed")


def test_a_customers_page_lists_their_visits_and_corrects_their_name(client, owner, shop, regulars):
    dana, _, _, coming = regulars
    url = reverse("dashboard:customer", args=["ridgeline", dana.pk])

    page = client.get(url).content.decode()
    assert reverse("dashboard:appointment", args=["ridgeline", coming.pk]) in page
    assert "$75.00" in page and "Completed" in page and "Confirmed" in page

    saved = client.post(url, {"name": "Dana Reyes-Ortiz", "email": "dana@example.com"})
    assert saved.status_code == 302
    dana.refresh_from_db()
    assert (dana.name, dana.email) == ("Dana Reyes-Ortiz", "dana@example.com")
    bad = client.post(url, {"name": "Dana", "email": "not an address"}).content.decode()
    assert "Enter a valid email address." in bad


def test_another_shops_customers_are_out_of_reach(client, shop, regulars):
    rival = make_shop(slug="rival")
    theirs = make_customer(rival, "+13035550142", "Rival Customer")
    client.force_login(make_user("olive", shop=shop))

    assert "Rival Customer" not in customers_page(client, "555")
    url = reverse("dashboard:customer", args=["ridgeline", theirs.pk])
    assert client.get(url).status_code == 404
    assert client.get(reverse("dashboard:customers", args=["rival"])).status_code == 404


def test_the_list_pages_and_keeps_the_search(client, owner, shop):
    for number in range(55):
        make_customer(shop, f"+130355510{number:02d}", f"Pat {number:02d}")

    first = customers_page(client, "pat")
    assert "q=pat&amp;page=2" in first
    second = client.get(reverse("dashboard:customers", args=["ridgeline"]), {"q": "pat", "page": 2})
    assert second.content.decode().count("Pat ") == 5


def test_no_visit_yet_is_said(client, owner, shop):
    lone = make_customer(shop, "+13035550100", "Lone Caller")
    page = client.get(reverse("dashboard:customer", args=["ridgeline", lone.pk])).content.decode()
    assert "No visits yet." in page


def test_booking_for_a_customer_starts_with_their_number_and_name(client, owner, regulars):
    dana = regulars[0]
    page = client.get(reverse("dashboard:customer", args=["ridgeline", dana.pk])).content.decode()
    link = reverse("dashboard:new_booking", args=["ridgeline"])
    assert f"{link}?phone=%2B13035550142&amp;name=Dana%20Reyes" in page

    form = client.get(link, {"phone": dana.phone, "name": dana.name}).content.decode()

    assert 'value="+13035550142"' in form and 'value="Dana Reyes"' in form
