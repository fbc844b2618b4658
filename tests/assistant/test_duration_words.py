"""How long a job takes, said as people say it."""

from __future__ import annotations

import pytest

from assistant.words import duration_words


@pytest.mark.parametrize(
    ("minutes", "said"),
    [
        (30, "30 minutes"),
        (60, "an hour"),
        (90, "an hour and a half"),
        (75, "an hour and 15 minutes"),
        (150, "2 and a half hours"),
        (300, "5 hours"),
    ],
)
def test_a_duration_is_said_in_hours_and_minutes(minutes, said):
    assert duration_words(minutes) == said
