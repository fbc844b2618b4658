"""A stretch of days asked about as one: "the week between Christmas and New Year's", "from the
21st to the 24th", "the week of Christmas", "weekends". dates.py reads one day from a message; a question
about the hours over a stretch wants each day of it."""

from __future__ import annotations

import re
from datetime import date, timedelta

from assistant.understand.calendar_words import calendar_text
from assistant.understand.dates import WEEKDAY, WEEKDAY_NUMBERS, holidays_named, read_date

BETWEEN = re.compile(
    r"\b(?:between|from)\s+(?P<first>[^.?!,;]+?)\s+(?:and|to|through|thru|till|until|-)\s+"
    r"(?P<last>[^.?!,;]+)",
    re.I,
)
# "Monday to Friday?", "mon-sat": the days of one week from the first to the last.
WEEKDAY_TO_WEEKDAY = re.compile(
    rf"\b(?P<first>(?:this\s+|next\s+)?(?:{WEEKDAY}))\s*(?:to|through|thru|till|until|-|–)\s*"
    rf"(?P<last>{WEEKDAY})\b",
    re.I,
)
# Days named one by one ("Christmas Eve and the day after Christmas", "monday or tuesday").
EACH_DAY = re.compile(r"\s*(?:,|&|\band\b|\bor\b)\s*", re.I)
WEEK_OF = re.compile(r"\b(?:the|that) week of\s+(?P<day>[^.?!,;]+)", re.I)
WEEKEND = re.compile(r"\bweekends?\b", re.I)
# The longest stretch said day by day; a longer one is no longer a question about some days.
LONGEST = 14


def stretch_asked(text: str, *, today: date) -> tuple[date, date] | None:
    """The first and last day of the stretch `text` asks about, both included, or None where it
    names no stretch (or one longer than two weeks)."""
    if between := BETWEEN.search(text):
        first, last = (_day(between.group(part), today) for part in ("first", "last"))
    elif week := WEEK_OF.search(text):
        day = _day(week.group("day"), today)
        first = day - timedelta(days=day.weekday()) if day else None
        last = first + timedelta(days=6) if first else None
    elif days := WEEKDAY_TO_WEEKDAY.search(calendar_text(text.lower())):
        said_first = WEEKDAY_NUMBERS[days.group("first").split()[-1]]
        # "Monday to Friday?" said on a Monday is this week's, today included.
        first = (
            _day(days.group("first"), today)
            if " " in days.group("first")
            else today + timedelta(days=(said_first - today.weekday()) % 7)
        )
        ahead = (WEEKDAY_NUMBERS[days.group("last")] - said_first) % 7
        last = first + timedelta(days=ahead) if first else None
    elif WEEKEND.search(text):
        # "Are you open weekends?": the coming Saturday and Sunday.
        first = today + timedelta(days=(5 - today.weekday()) % 7)
        last = first + timedelta(days=1)
    else:
        return None
    if first is None or last is None or not 0 < (last - first).days < LONGEST:
        return None
    return first, last


def days_asked(text: str, *, today: date) -> list[date] | None:
    """The days `text` names one by one, in the order said, where it names more than one; a
    question about the hours on each wants each answered, not the last alone."""
    days: list[date] = []
    for part in EACH_DAY.split(text):
        day = _day(part, today) if part.strip() else None
        if day is not None and day not in days:
            days.append(day)
    return days if len(days) > 1 else None


def holidays_asked(text: str, *, today: date) -> set[date]:
    """The dates of the holidays `text` names ("Thanksgiving": the coming one)."""
    return holidays_named(calendar_text(text.lower()), today=today)


def _day(words: str, today: date) -> date | None:
    return read_date(calendar_text(words.lower()), today=today)
