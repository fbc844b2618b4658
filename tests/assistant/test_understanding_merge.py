"""The model's reading only fills what the floor left empty."""

from __future__ import annotations

from assistant.schema import Understanding
from assistant.understanding import merge


def test_the_floor_wins_where_it_read_something():
    floor = Understanding(intent="book", date="2026-12-08", time_from="09:00")
    model = Understanding(intent="price", date="2026-12-09", name="Dana")
    merged = merge(floor, model)
    assert (merged.intent, merged.date, merged.time_from) == ("book", "2026-12-08", "09:00")


def test_the_model_fills_what_the_floor_missed():
    floor = Understanding(intent="book")
    model = Understanding(name="Dana Reyes", vehicle="2014 Honda Civic")
    merged = merge(floor, model)
    assert merged.name == "Dana Reyes" and merged.vehicle == "2014 Honda Civic"
