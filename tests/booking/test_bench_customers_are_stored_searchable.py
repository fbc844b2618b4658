"""The slot-search benchmark writes its customers in bulk, which skips Customer.save(): each is
still stored with the accent-blind name the customer search reads, as a saved one is."""

from __future__ import annotations

import random

import pytest

from booking import bench
from booking.models import Customer

pytestmark = pytest.mark.django_db


def test_each_bench_customer_has_the_search_name_a_save_gives_it():
    shop = bench._build_shop("bench")

    bench._fill(shop, 40, random.Random(1))

    stored = list(Customer.objects.filter(shop=shop))
    assert len(stored) == 500
    for customer in stored:
        assert customer.search_name == customer.name.casefold()
        before = customer.search_name
        customer.save()
        assert customer.search_name == before
