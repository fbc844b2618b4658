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
    digits = typed.removeprefix("$").strip()
    # "-5", "$-5" and the bookkeeper's "(5)" all mean a negative amount.
    if typed.startswith("-") or digits.startswith(("-", "(")):
        raise ValueError(f'"{typed}" is below zero: an amount is $0 or more.')
    match = AMOUNT.match(digits)
    if not match or not any(c.isdigit() for c in digits):
        raise ValueError(f'"{typed}" is not an amount in dollars, like $129.50 or 1,200.')
    if match[1] is not None and len(match[1]) > 2:
        raise ValueError(
            f'"{typed}" has more than 2 decimals: amounts go to the cent, like 129.50.'
        )
    return Decimal(digits.replace(",", ""))
