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


def test_a_time_the_floor_read_is_not_narrowed_by_the_model():
    """ "move it to Thursday at 2pm" is 2pm; a model's made-up end would offer 2 or 2:30 instead."""
    floor = Understanding(intent="reschedule", date="2026-12-10", time_from="14:00")
    model = Understanding(intent="reschedule", time_from="14:00", time_to="15:00")
    merged = merge(floor, model)
    assert (merged.time_from, merged.time_to) == ("14:00", None)


def test_the_model_gives_the_window_when_the_floor_read_no_time():
    floor = Understanding(intent="book", date="2026-12-10")
    model = Understanding(time_from="16:00", time_to="18:00")
    merged = merge(floor, model)
    assert (merged.time_from, merged.time_to) == ("16:00", "18:00")


def test_a_yes_stays_an_answer_whatever_intent_the_model_guesses():
    floor = Understanding(answer="yes")
    model = Understanding(intent="cancel", answer="yes")
    merged = merge(floor, model)
    assert (merged.intent, merged.answer) == (None, "yes")
