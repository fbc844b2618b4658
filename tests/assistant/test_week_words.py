"""A week of opening hours said so a caller can follow it: days with the same hours once."""

from __future__ import annotations

import pytest

from assistant.week_words import week_words

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAY, SATURDAY = "7:30 AM to 5:30 PM", "8 AM to 1 PM"


@pytest.mark.parametrize(
    ("hours", "said"),
    [
        (
            [WEEKDAY] * 5 + [SATURDAY, None],
            "Monday to Friday 7:30 AM to 5:30 PM; Saturday 8 AM to 1 PM; closed Sunday",
        ),
        (
            [WEEKDAY, WEEKDAY, None, WEEKDAY, WEEKDAY, SATURDAY, None],
            "Monday and Tuesday 7:30 AM to 5:30 PM; Thursday and Friday 7:30 AM to 5:30 PM; "
            "Saturday 8 AM to 1 PM; closed Wednesday and Sunday",
        ),
        ([WEEKDAY] * 7, "every day 7:30 AM to 5:30 PM"),
        (
            [WEEKDAY, SATURDAY, WEEKDAY, SATURDAY, WEEKDAY, None, None],
            "Monday 7:30 AM to 5:30 PM; Tuesday 8 AM to 1 PM; Wednesday 7:30 AM to 5:30 PM; "
            "Thursday 8 AM to 1 PM; Friday 7:30 AM to 5:30 PM; closed Saturday and Sunday",
        ),
    ],
)
def test_days_with_the_same_hours_are_said_once(hours, said):
    assert week_words(list(zip(DAYS, hours, strict=True))) == said
