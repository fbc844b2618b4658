"""Understand: the deterministic floor always, merged with the model's JSON when a capable model
is loaded (the model fills what the floor left empty; invalid JSON is ignored)."""

from __future__ import annotations

from datetime import datetime

from assistant.schema import Understanding
from assistant.understand import ServiceEntry
from assistant.understand import understand as floor
from booking.models import Shop


def understand(
    text: str, *, now: datetime, shop: Shop, expecting: str | None
) -> tuple[Understanding, int | None]:
    """The customer's message as an Understanding, and the catalog service it names (if any).
    `now` is the shop's local time."""
    catalog = [
        ServiceEntry(id=s.pk, name=s.name, aliases=tuple(s.aliases), description=s.description)
        for s in shop.services.filter(active=True)
    ]
    reading = floor(text, now=now, catalog=catalog, expecting=expecting)
    return reading.understanding, reading.service_id
