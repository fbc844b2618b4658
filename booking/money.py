"""Amounts of money as an owner in the US types them: "$129.50", "1,200", "$1,200.00"."""

from __future__ import annotations

import re
from decimal import Decimal

# Digits grouped by commas in threes ("1,200") or not at all ("1200"), then up to any number
# of decimals, so that three decimals get their own message rather than "not an amount".
AMOUNT = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$", re.ASCII)


def dollars(text: str) -> Decimal:
    """The amount `text` names, in dollars to the cent. A ValueError says what is wrong with
    anything else: words, a negative amount, a fraction of a cent, commas out of place."""
    typed = text.strip()
    if not typed:
        raise ValueError("Enter an amount in dollars, like 129.50.")
    digits, negative = _without_sign(typed)
    match = AMOUNT.match(digits)
    if not match or not any(c.isdigit() for c in digits):
        raise ValueError(f'"{typed}" is not an amount in dollars, like $129.50 or 1,200.')
    if match[1] is not None and len(match[1]) > 2:
        raise ValueError(
            f'"{typed}" has more than 2 decimals: amounts go to the cent, like 129.50.'
        )
    amount = Decimal(digits.replace(",", ""))
    # "-0" is zero, written with a sign out of habit or by a till.
    if negative and amount:
        raise ValueError(f'"{typed}" is below zero: an amount is $0 or more.')
    return amount


def _without_sign(typed: str) -> tuple[str, bool]:
    """The digits of `typed` without its dollar sign, and whether it was negative: "-5", "$-5",
    "-$5" and the bookkeeper's "(5)" all are."""
    negative = typed.startswith("-")
    digits = typed.removeprefix("-").strip().removeprefix("$").strip()
    if digits.startswith("-"):
        negative, digits = True, digits.removeprefix("-").strip()
    elif digits.startswith("(") and digits.endswith(")"):
        negative, digits = True, digits[1:-1].strip().removeprefix("$").strip()
    return digits, negative
