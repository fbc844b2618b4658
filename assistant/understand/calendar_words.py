"""The words days and times are said with, shared by dates.py and times.py."""

from __future__ import annotations

import re

from assistant.understand.spelling import Speller

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
MONTH_NUMBERS = (
    {name: number for number, name in enumerate(MONTHS, 1)}
    | {name[:3]: number for number, name in enumerate(MONTHS, 1)}
    | {"sept": 9}
)
NUMBER_WORDS = {
    word: number
    for number, word in enumerate(
        "one two three four five six seven eight nine ten eleven twelve".split(), 1
    )
}

# Shorthand people type, mapped before the speller sees it.
SHORTHAND = {
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmw": "tomorrow",
    "tmrow": "tomorrow",
    "2morrow": "tomorrow",
    "2moro": "tomorrow",
    "2day": "today",
    "2nite": "tonight",
    "tonite": "tonight",
    "wensday": "wednesday",
    "wendsday": "wednesday",
    "weds": "wednesday",
    "tues": "tuesday",
    "thur": "thursday",
    "thurs": "thursday",
}
SHORTHAND_WORD = re.compile(r"\b(?:" + "|".join(SHORTHAND) + r")\b")

# Short month names are left out of what words are mended to: "match" is not a misspelt "march".
SPELLER = Speller(
    [
        *WEEKDAYS,
        *(month for month in MONTHS if len(month) > 5),
        "today",
        "tomorrow",
        "tonight",
        "morning",
        "afternoon",
        "evening",
        "weekend",
        "midday",
    ],
    also_known=[*MONTHS, *NUMBER_WORDS],
)

# A day or time right after these words is one the customer does not want (or one gone by).
NEGATED = re.compile(
    r"(?:\bnot|\blast|\binstead of|\brather than|\bfrom|\bexcept|\bcan'?t do|\bcannot do"
    r"|\bcan'?t make(?: it)?)\s+(?:on\s+|at\s+|the\s+)?$"
)


def calendar_text(lowered: str) -> str:
    """The lower-cased message with shorthand expanded and day and month names mended."""
    expanded = SHORTHAND_WORD.sub(lambda m: SHORTHAND[m.group()], lowered)
    return SPELLER.correct_text(expanded)


def is_negated(text: str, start: int) -> bool:
    return NEGATED.search(text[max(0, start - 24) : start]) is not None
