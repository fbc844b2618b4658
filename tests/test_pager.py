"""The pager the dashboard's long lists share (customers, conversations, texts): where you are,
how many there are, and Previous / Next links that keep the list's search or filter."""

from __future__ import annotations

import pytest
from django.urls import reverse

from assistant.models import Conversation
from booking.models import Customer
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(client):
    """A shop whose owner is signed in on `client`."""
    shop = make_shop()
    client.force_login(make_user("olive", shop=shop))
    return shop


def add_customers(shop, count: int, name: str = "Pat") -> None:
    # As the bench writes them: bulk_create skips save(), which fills the searchable name.
    Customer.objects.bulk_create(
        Customer(
            shop=shop, phone=f"+1303555{number:04d}", name=f"{name} {number:04d}"
        ).fill_search_name()
        for number in range(count)
    )


def customers(client, **query) -> str:
    return client.get(reverse("dashboard:customers", args=["ridgeline"]), query).content.decode()


def test_it_says_which_page_of_how_many(client, shop):
    add_customers(shop, 120)

    page = customers(client, page=2)

    assert "Page 2 of 3 · 120 in all" in page
    assert '<a href="?page=1">Previous</a>' in page and '<a href="?page=3">Next</a>' in page


def test_the_first_and_last_pages_link_only_one_way(client, shop):
    add_customers(shop, 120)

    first, last = customers(client), customers(client, page=3)

    assert "Page 1 of 3" in first and "Next</a>" in first and "Previous</a>" not in first
    assert "Page 3 of 3" in last and "Previous</a>" in last and "Next</a>" not in last


def test_a_long_list_counts_with_thousands_separated(client, shop):
    add_customers(shop, 2050)

    assert "Page 1 of 41 · 2,050 in all" in customers(client)


def test_paging_keeps_the_search(client, shop):
    add_customers(shop, 120)
    Customer.objects.create(shop=shop, phone="+17205550199", name="Sam Okafor")

    page = customers(client, q="pat", page=2)

    assert "Page 2 of 3 · 120 in all" in page
    assert '<a href="?q=pat&amp;page=3">Next</a>' in page
    assert '<a href="?q=pat&amp;page=1">Previous</a>' in page


def test_a_list_that_fits_on_one_page_has_no_pager(client, shop):
    add_customers(shop, 50)

    assert " in all" not in customers(client)


def test_paging_the_conversations_keeps_the_filters(client, shop):
    Conversation.objects.bulk_create(
        Conversation(shop=shop, channel="sms", customer_phone="+13035550177", handed_off=True)
        for _ in range(51)
    )
    url = reverse("conversations:list", args=["ridgeline"])

    page = client.get(url, {"phone": "(303) 555-0177", "person": "1"}).content.decode()

    assert "Page 1 of 2 · 51 in all" in page
    assert '<a href="?phone=%28303%29+555-0177&amp;person=1&amp;page=2">Next</a>' in page
