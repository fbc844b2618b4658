"""Amounts typed the US way are read as dollars; anything else is refused with what is wrong."""

from __future__ import annotations

from decimal import Decimal

import pytest

from booking.money import dollars


@pytest.mark.parametrize(
    ("typed", "amount"),
    [
        ("129.50", Decimal("129.50")),
        ("$129.50", Decimal("129.50")),
        ("1,200", Decimal("1200")),
        ("$1,200.00", Decimal("1200.00")),
        ("$ 75", Decimal("75")),
        ("  1,234,567.5 ", Decimal("1234567.5")),
        ("0", Decimal("0")),
        (".99", Decimal("0.99")),
    ],
)
def test_an_amount_typed_the_us_way_is_read_as_dollars(typed, amount):
    assert dollars(typed) == amount


@pytest.mark.parametrize("typed", ["-5", "-$5", "$-5", "(5.00)"])
def test_a_negative_amount_is_refused(typed):
    with pytest.raises(ValueError, match=r"is below zero: an amount is \$0 or more\.$"):
        dollars(typed)


@pytest.mark.parametrize("typed", ["12.345", "$1,200.001"])
def test_a_fraction_of_a_cent_is_refused(typed):
    with pytest.raises(ValueError, match=r"has more than 2 decimals: amounts go to the cent"):
        dollars(typed)


@pytest.mark.parametrize(
    "typed", ["about 50", "1,20", "12,3456", "1 200", "NaN", "Infinity", "1e3", "$", "."]
)
def test_what_is_no_amount_is_refused_with_an_example(typed):
    with pytest.raises(
        ValueError, match=r"is not an amount in dollars, like \$129\.50 or 1,200\.$"
    ):
        dollars(typed)


def test_nothing_typed_asks_for_an_amount():
    with pytest.raises(ValueError, match=r"^Enter an amount in dollars, like 129\.50\.$"):
        dollars("  ")
