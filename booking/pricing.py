"""Quotes: a service's price range, adjusted for the vehicle where the owner set a rule, with
the words the assistant should say."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from booking.models import PriceAdjustment, Service


@dataclass(frozen=True)
class Quote:
    service: str
    low: Decimal
    high: Decimal
    adjustment: str  # the owner's rule that applied, or ""

    @property
    def range_words(self) -> str:
        if self.low == self.high:
            return dollars(self.low)
        return f"{dollars(self.low)} to {dollars(self.high)}"

    @property
    def words(self) -> str:
        """One sentence that quotes the range and says it is not a final price."""
        why = f" for {self.adjustment}" if self.adjustment else ""
        return (
            f"{self.service} usually runs {self.range_words}{why}; "
            "the final price is confirmed after we look at the car."
        )


def dollars(amount: Decimal) -> str:
    whole = amount.quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    if whole == amount:
        return f"${whole:,}"
    return f"${amount:,.2f}"


def quote(service: Service, vehicle: str = "") -> Quote:
    low, high = service.price_min, service.price_max
    rule = _adjustment_for(service, vehicle)
    if rule is None:
        return Quote(service.name, low, high, "")
    factor = Decimal(100 + rule.percent) / Decimal(100)
    return Quote(
        service.name,
        (low * factor).quantize(Decimal("1"), rounding=ROUND_HALF_UP),
        (high * factor).quantize(Decimal("1"), rounding=ROUND_HALF_UP),
        rule.vehicle_keyword,
    )


def _adjustment_for(service: Service, vehicle: str) -> PriceAdjustment | None:
    if not vehicle.strip():
        return None
    # A rule for this very service wins over a shop-wide one, then the longer keyword ("ford
    # f-250" over "ford"), then the older rule, so a quote never depends on row order.
    rules = sorted(
        PriceAdjustment.objects.filter(shop_id=service.shop_id),
        key=lambda rule: (rule.service_id is None, -len(rule.vehicle_keyword.strip()), rule.pk),
    )
    return next((rule for rule in rules if rule.applies_to(service, vehicle)), None)
