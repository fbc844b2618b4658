"""Understand: the deterministic floor always, merged with the model's JSON when a capable model
is loaded (settings.ASSISTANT_MODEL_UNDERSTANDS). The floor is exact about what it reads, so
its values win; the model fills what the floor left empty. Invalid JSON is ignored."""

from __future__ import annotations

from dataclasses import fields
from datetime import datetime

from django.conf import settings

from assistant.schema import Understanding
from assistant.understand import ServiceEntry
from assistant.understand import understand as floor
from booking.models import Shop


def understand(
    text: str, *, now: datetime, shop: Shop, expecting: str | None, last_question: str = ""
) -> tuple[Understanding, int | None]:
    """The customer's message as an Understanding, and the catalog service it names (if any).
    `now` is the shop's local time."""
    catalog = [ServiceEntry.of(service) for service in shop.services.filter(active=True)]
    reading = floor(text, now=now, catalog=catalog, expecting=expecting)
    if not settings.ASSISTANT_MODEL_UNDERSTANDS or not text:
        return reading.understanding, reading.service_id
    from assistant.tasks import model_understanding

    read_by_model = model_understanding(
        now=now,
        last_question=last_question,
        message=text,
        budget_s=settings.ASSISTANT_REPLY_BUDGET_SECONDS,
    )
    if read_by_model is None:
        return reading.understanding, reading.service_id
    service_id = reading.service_id
    if service_id is None and read_by_model.service:
        # The model names the service in the customer's words; the catalog match stays the
        # floor's, so a made-up service never reaches the policy.
        service_id = floor(read_by_model.service, now=now, catalog=catalog).service_id
    return merge(reading.understanding, read_by_model), service_id


# A time window is one reading: "at 2pm" is the floor's 14:00 with no end, and a model's end
# (15:00) added to it would narrow the customer's request to a window they never said.
WINDOW = ("time_from", "time_to")


def merge(from_floor: Understanding, from_model: Understanding) -> Understanding:
    values = {}
    for field in fields(Understanding):
        mine = getattr(from_floor, field.name)
        values[field.name] = mine if mine is not None else getattr(from_model, field.name)
    if any(getattr(from_floor, name) is not None for name in WINDOW):
        values.update({name: getattr(from_floor, name) for name in WINDOW})
    if from_floor.answer is not None and from_floor.intent is None:
        # A bare "yes" answers the question asked; a model's guessed intent ("cancel") would
        # turn the answer into a new request.
        values["intent"] = None
    return Understanding(**values)
