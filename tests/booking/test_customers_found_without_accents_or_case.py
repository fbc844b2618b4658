"""The owner finds a customer whatever accents and case either the name on file or the search
has: "nunez" finds Núñez and "NÚÑEZ" finds a Nunez, as the front desk types on a phone keypad.
Customers saved before the search learned this are found too, once migrated."""

from __future__ import annotations

from importlib import import_module

import pytest
from django.apps import apps
from django.urls import reverse

from booking.models import Customer
from booking.services import customer_for_phone
from tests.factories import make_customer

pytestmark = pytest.mark.django_db


def found(client, query: str) -> list[str]:
    page = client.get(reverse("dashboard:customers", args=["ridgeline"]), {"q": query})
    return sorted(customer.name for customer in page.context["page"])


@pytest.fixture
def customers(shop):
    make_customer(shop, "+13035550142", "José Núñez")
    make_customer(shop, "+13035550143", "Renée Nunez")
    make_customer(shop, "+13035550144", "Dana Reyes")


@pytest.mark.parametrize("query", ["nunez", "NUNEZ", "Núñez", "nuñez", "NÚÑEZ"])
def test_a_name_is_found_with_or_without_its_accents(client, owner, customers, query):
    assert found(client, query) == ["José Núñez", "Renée Nunez"]


@pytest.mark.parametrize("query", ["jose nunez", "Núñez, JOSÉ", "jos"])
def test_each_word_is_found_without_accents_in_any_order(client, owner, customers, query):
    assert found(client, query) == ["José Núñez"]


def test_a_renamed_customer_is_found_by_the_new_name(client, owner, shop, customers):
    customer = Customer.objects.get(name="Dana Reyes")
    url = reverse("dashboard:customer", args=["ridgeline", customer.pk])

    client.post(url, {"name": "Dana Peña", "email": ""})

    assert found(client, "pena") == ["Dana Peña"]
    assert found(client, "reyes") == []


def test_a_name_learned_when_they_book_is_found(client, owner, shop):
    make_customer(shop, "+13035550150", "")

    customer_for_phone(shop=shop, phone="+13035550150", name="Ana Muñoz")

    assert found(client, "munoz") == ["Ana Muñoz"]


def test_customers_saved_before_the_migration_are_found(client, owner, customers):
    Customer.objects.update(search_name="")
    migration = import_module("booking.migrations.0013_appointment_moves_and_accent_blind_search")

    migration.fill_search_names(apps, None)

    assert found(client, "nunez") == ["José Núñez", "Renée Nunez"]
