"""Quotes: the service's price range, adjusted for the vehicle where the owner set a rule."""

from __future__ import annotations

from decimal import Decimal

import pytest

from booking.models import PriceAdjustment
from booking.pricing import dollars, quote
from booking.services import appointment_book
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def oil(shop):
    return make_service(shop, "Oil change", price=(49, 89))


@pytest.fixture
def brakes(shop):
    return make_service(shop, "Brake pads", minutes=60, price=(150, 250))


def test_a_quote_is_the_service_range_in_words(oil):
    price = quote(oil)

    assert (price.low, price.high) == (Decimal(49), Decimal(89))
    assert price.words == (
        "Oil change usually runs $49 to $89; the final price is confirmed after we look at the car."
    )


def test_a_fixed_price_is_said_once(shop):
    inspection = make_service(shop, "State inspection", price=(25, 25))

    assert quote(inspection).range_words == "$25"


def test_cents_and_thousands_read_naturally():
    assert dollars(Decimal("1234.5")) == "$1,234.50"
    assert dollars(Decimal("89.00")) == "$89"


def test_a_vehicle_rule_adjusts_the_range_and_says_why(shop, oil):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="diesel", percent=20)

    price = quote(oil, "2018 Ford F-250 Diesel")

    assert (price.low, price.high) == (Decimal(59), Decimal(107))
    assert "$59 to $107 for diesel" in price.words


def test_a_discount_lowers_the_range(shop, oil):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="civic", percent=-10)

    price = quote(oil, "Honda Civic")

    assert (price.low, price.high) == (Decimal(44), Decimal(80))


def test_no_vehicle_means_no_adjustment(shop, oil):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="diesel", percent=20)

    assert quote(oil, "").adjustment == ""
    assert quote(oil, "Toyota Camry").low == Decimal(49)


def test_a_rule_for_this_service_wins_over_a_shop_wide_one(shop, oil, brakes):
    PriceAdjustment.objects.create(shop=shop, service=brakes, vehicle_keyword="truck", percent=40)
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="truck", percent=10)

    assert quote(brakes, "my truck").low == Decimal(210)
    assert quote(oil, "my truck").low == Decimal(54)


def test_a_rule_for_another_service_does_not_apply(shop, oil, brakes):
    PriceAdjustment.objects.create(shop=shop, service=brakes, vehicle_keyword="bmw", percent=30)

    assert quote(oil, "BMW 330i").adjustment == ""


def test_a_rule_of_another_shop_does_not_apply(oil):
    PriceAdjustment.objects.create(shop=make_shop(slug="other"), vehicle_keyword="bmw", percent=30)

    assert quote(oil, "BMW 330i").adjustment == ""


def test_a_keyword_matches_whole_words_only(shop, oil):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="Mini", percent=25)

    assert quote(oil, "Dodge Grand Caravan minivan").adjustment == ""
    assert quote(oil, "2012 Mini Cooper").adjustment == "Mini"


def test_the_more_specific_keyword_wins_whatever_the_order(shop, oil):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="ford", percent=5)
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="ford f-250", percent=30)

    assert quote(oil, "Ford F-250 Super Duty").adjustment == "ford f-250"
    assert quote(oil, "Ford Focus").adjustment == "ford"


def book_a_diesel(shop, oil, **more):
    appointment = appointment_book(
        shop=shop,
        service=oil,
        start=local(shop, 2026, 12, 7, 9, 0),
        customer=make_customer(shop),
        channel="chat",
        vehicle="Ram 2500 diesel",
        now=local(shop, 2026, 12, 7, 7, 0),
        **more,
    )
    appointment.refresh_from_db()
    return appointment


def test_a_booking_stores_the_quoted_range(shop, oil):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="diesel", percent=20)

    appointment = book_a_diesel(shop, oil)

    assert (appointment.quoted_min, appointment.quoted_max) == (Decimal(59), Decimal(107))


def test_a_job_of_two_units_stores_twice_the_quote(shop, oil):
    # Both axles of a brake job the shop prices per axle: the quote the customer heard.
    appointment = book_a_diesel(shop, oil, units=2)

    assert (appointment.quoted_min, appointment.quoted_max) == (Decimal(98), Decimal(178))
