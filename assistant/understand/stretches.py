"""A stretch of days asked about as one: "the week between Christmas and New Year's", "from the
21st to the 24th", "the week of Christmas", "weekends". dates.py reads one day from a message; a question
about the hours over a stretch wants each day of it."""

from __future__ import annotations

import re
from datetime import date, timedelta

from assistant.understand.calendar_words import WEEKDAYS, calendar_text
from assistant.understand.dates import (
    HOLIDAYS,
    WEEKDAY_NUMBERS,
    holidays_named,
    read_date,
    stretch_named,
)

BETWEEN = re.compile(
    r"\b(?:between|from)\s+(?P<first>[^.?!,;]+?)\s+(?:and|to|through|thru|till|until|-)\s+"
    r"(?P<last>[^.?!,;]+)",
    re.I,
)
# A weekday, its short name too: a range ("mon-sat") makes "mon" and "sat" days.
ANY_WEEKDAY = rf"(?:{'|'.join(WEEKDAYS)}|mon|tue|wed|thu|fri|sat|sun)\b"
# "Monday to Friday?", "mon-sat": the days of one week from the first to the last.
WEEKDAY_TO_WEEKDAY = re.compile(
    rf"\b(?P<first>(?:this\s+|next\s+)?{ANY_WEEKDAY})\s*(?:to|through|thru|till|until|-|–)\s*"
    rf"(?P<last>{ANY_WEEKDAY})",
    re.I,
)
# Days named one by one ("Christmas Eve and the day after Christmas", "monday or tuesday").
EACH_DAY = re.compile(r"\s*(?:,|&|\band\b|\bor\b)\s*", re.I)
WEEK_OF = re.compile(r"\b(?:the|that) week of\s+(?P<day>[^.?!,;]+)", re.I)
WEEKEND = re.compile(r"\bweekends?\b", re.I)
# The longest stretch said day by day; a longer one is no longer a question about some days.
LONGEST = 14
# A message of days alone, as a stretch or as every such day ("Monday to Friday?", "mon-sat",
# "sundays?", "weekends too?"): which days the shop is open, not a day to book ("saturday?"
# alone may be either, so a single day is not one).
EVERY_WEEKDAY = rf"(?:{'|'.join(WEEKDAYS)})s"
ONLY_DAYS = re.compile(
    r"^\W*(?:(?:what|how) about|and|also|even|open|are you open|you open)?\s*(?:on\s+)?"
    rf"(?:{ANY_WEEKDAY}\s*(?:to|through|thru|till|until|-|–)\s*{ANY_WEEKDAY}|weekends?"
    rf"|{EVERY_WEEKDAY}(?:\s*(?:and|or|,|&)\s*{EVERY_WEEKDAY})?)\s*(?:too|also|as well)?\W*$"
)
# Holidays alone ("christmas eve and black friday?", "thanksgiving?"): whether the shop is open
# on them, as no day to book is asked without a service or a time.
HOLIDAY = rf"(?:the\s+)?(?:{HOLIDAYS})"
ONLY_HOLIDAYS = re.compile(
    r"^\W*(?:(?:what|how) about|and|also|even|open|are you open|you open)?\s*(?:on\s+)?"
    rf"(?:{HOLIDAY}(?:\s*(?:,|&|\band\b|\bor\b)\s*{HOLIDAY})+\W*|{HOLIDAY}\s*\?\W*)$"
)


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
    elif named := stretch_named(calendar_text(text.lower()), today=today):
        # "Hours next week?", "open the first week of January?", "end of the month?": each
        # day of it.
        first, last = named
    elif WEEKEND.search(text):
        # "Are you open weekends?": the coming Saturday and Sunday; "next weekend", "the
        # weekend before Christmas": that Saturday and Sunday.
        said = _day(text, today)
        first = (
            said
            if said is not None and said.weekday() == 5
            else today + timedelta(days=(5 - today.weekday()) % 7)
        )
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


def asks_only_days(text: str) -> bool:
    """Whether the message is days alone, asked as a stretch or as every such day, or
    holidays alone."""
    # The speller would mend "sundays" to "sunday", the plural that says every Sunday.
    said = text.lower()
    return ONLY_DAYS.match(said) is not None or ONLY_HOLIDAYS.match(said) is not None


def holidays_asked(text: str, *, today: date) -> dict[date, str]:
    """The dates of the holidays `text` names ("Thanksgiving": the coming one), with their
    names."""
    return holidays_named(calendar_text(text.lower()), today=today)


def _day(words: str, today: date) -> date | None:
    return read_date(calendar_text(words.lower()), today=today)
