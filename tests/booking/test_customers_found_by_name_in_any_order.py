"""The owner finds a customer by the words of their name in any order, "reyes, dana" as well as
"dana reyes", as a shop's books list them surname first; a name typed with stray spaces is
saved tidy, so it is found the same way."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.factories import make_customer

pytestmark = pytest.mark.django_db


def found(client, query: str) -> list[str]:
    page = client.get(reverse("dashboard:customers", args=["ridgeline"]), {"q": query})
    return [customer.name for customer in page.context["page"]]


@pytest.fixture
def customers(shop):
    make_customer(shop, "+13035550142", "Dana Reyes")
    make_customer(shop, "+13035550143", "Dana Okafor")
    make_customer(shop, "+13035550144", "Sam Reyes")


@pytest.mark.parametrize("query", ["Reyes Dana", "reyes, dana", "dana  reyes", "Dana Reyes"])
def test_each_word_of_the_name_is_found_in_any_order(client, owner, customers, query):
    assert found(client, query) == ["Dana Reyes"]


def test_one_word_still_finds_everyone_with_it(client, owner, customers):
    assert sorted(found(client, "reyes")) == ["Dana Reyes", "Sam Reyes"]


def test_a_phone_number_as_typed_still_finds_its_customer(client, owner, customers):
    assert found(client, "(303) 555-0143") == ["Dana Okafor"]


@pytest.mark.parametrize("typed", ["  Dana   Reyes ", "Dana\tReyes"])
def test_a_name_saved_with_stray_spaces_is_saved_tidy(client, owner, shop, typed):
    customer = make_customer(shop, "+13035550150", "D. Reyes")
    url = reverse("dashboard:customer", args=["ridgeline", customer.pk])

    client.post(url, {"name": typed, "email": ""})

    customer.refresh_from_db()
    assert customer.name == "Dana Reyes"
