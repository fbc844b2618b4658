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


# More parts than a car has of any one kind is no count: a temperature or an age.
MOST_COUNTED = 12


def is_a_count(word: str) -> bool:
    """ "4", "two": how many of something ("4 new tires"), not a year, a price or the heat
    ("it's 95 out")."""
    return (word.isdigit() and 0 < int(word) <= MOST_COUNTED) or word.lower() in NUMBER_WORDS


# Shorthand people type, mapped before the speller sees it.
SHORTHAND = {
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmw": "tomorrow",
    "tmrow": "tomorrow",
    "2morrow": "tomorrow",
    "2moro": "tomorrow",
    "2mrw": "tomorrow",
    "2mro": "tomorrow",
    "2morow": "tomorrow",
    "tmro": "tomorrow",
    "tomoz": "tomorrow",
    "2day": "today",
    "2nite": "tonight",
    "tonite": "tonight",
    "wensday": "wednesday",
    "wendsday": "wednesday",
    "weds": "wednesday",
    "tues": "tuesday",
    "thur": "thursday",
    "thurs": "thursday",
    "nxt": "next",
    "wk": "week",
    "wknd": "weekend",
    "aft": "afternoon",
    "aftn": "afternoon",
    "morn": "morning",
    "wkend": "weekend",
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
    r"|\bany ?(?:day|time) but|\banything but"
    # "Any morning this week but wednesday".
    r"|\b(?:any|every)(?:\s+[\w']+){1,3}\s+(?:but|except)"
    r"|\bcan'?t make(?: it)?)\s+(?:on\s+|at\s+|the\s+)?$"
)


_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
_TEENS = "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth".split()
ORDINAL_WORDS = (
    {word: number for number, word in enumerate(_UNITS, 1)}
    | {word: number for number, word in enumerate(_TEENS, 10)}
    | {"twentieth": 20, "thirtieth": 30}
    | {f"twenty{joint}{unit}": 20 + n for n, unit in enumerate(_UNITS, 1) for joint in ("-", " ")}
    | {f"thirty{joint}first": 31 for joint in ("-", " ")}
)
_ORDINAL = "|".join(sorted(ORDINAL_WORDS, key=len, reverse=True))
_MONTH_NAME = "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True))
# Spoken dates ("the eleventh", "December third") as the digits dates.py reads. "The first",
# "second" and "third" alone pick among offered times, so those count as dates only beside a
# month or after "on the" ("can I come in on the first"); later ones after "the" or "on" too.
SPOKEN_DATE = re.compile(
    rf"\b(?P<lead>the|on|{_MONTH_NAME}) (?P<word>{_ORDINAL})\b"
    r"(?!\s+(?:one|option|time|slot|choice|available|opening|day|week|half|thing|part)s?\b)"
    rf"(?P<month>\s+of\s+(?:{_MONTH_NAME}|(?:the|next|this) month)\b)?"
)
ON_THE = re.compile(r"\bon\s+$")


def _spoken_date(match: re.Match) -> str:
    number = ORDINAL_WORDS[match.group("word")]
    beside_month = bool(match.group("month")) or match.group("lead") in MONTH_NUMBERS
    on_the = match.group("lead") == "the" and ON_THE.search(match.string, 0, match.start())
    if number <= 3 and not (beside_month or on_the):
        return match.group()
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10 if number not in (11, 12, 13) else 0, "th")
    return f"{match.group('lead')} {number}{suffix}{match.group('month') or ''}"


def calendar_text(lowered: str) -> str:
    """The lower-cased message with shorthand expanded, day and month names mended, spoken
    dates written as digits, and holiday greetings left out ("merry christmas! need an oil
    change next week" asks for no day after Christmas)."""
    expanded = SHORTHAND_WORD.sub(
        lambda m: SHORTHAND[m.group()], HOLIDAY_GREETING.sub(" ", lowered)
    )
    return SPOKEN_DATE.sub(_spoken_date, SPELLER.correct_text(expanded))


HOLIDAY_GREETING = re.compile(
    r"\b(?:merry (?:christmas|xmas)|happy (?:holidays|new year|thanksgiving|easter|hanukkah"
    r"|(?:4th|fourth) of july|memorial day|labor day))\b"
)


# When the trouble began ("the light came on this morning", "noticed a leak yesterday",
# "squeaking since last week"): no day or time to book.
WHEN_IT_HAPPENED = re.compile(
    r"\b(?P<event>(?:came on|went on|lit up|popped up|started|began|happened|broke down|broke"
    r"|died|quit|stopped working|noticed|heard|got hit|was hit)"
    r"(?:\s+(?!this\b|last\b|yesterday\b|earlier\b|on\b|you)[\w'-]+){0,3}?|since)"
    r"\s+(?:(?:earlier |on )?(?:this (?:morning|afternoon|evening|week)|last (?:night|week|\w+day)"
    r"|yesterday(?: (?:morning|afternoon|evening))?|earlier today|today|tonight|\w+day)"
    r"|\d+ (?:days?|weeks?|hours?) ago)\b"
)


# "Since my last oil change was in June": a month gone by, no day to book.
WAS_IN_A_MONTH = re.compile(rf"\b(?P<event>was|were)\s+(?:back\s+)?in\s+(?:{_MONTH_NAME})\b")


def without_when_it_happened(calendar: str) -> str:
    said = WHEN_IT_HAPPENED.sub(lambda m: m.group("event"), calendar)
    return WAS_IN_A_MONTH.sub(lambda m: m.group("event"), said)


# "Drop it off tomorrow and pick it up after work": the visit is the drop-off; when the car is
# collected is no time asked for.
DROPS_OFF = re.compile(r"\b(?:drop|leave|bring)\b")
PICK_UP = re.compile(
    r"\b(?:and |then )?(?:pick (?:it|her|him|them|the car|my car|the truck) up|pick up (?:the car"
    r"|my car|it)|come (?:back )?(?:for|to get) (?:it|her|him|the car))\b[^.,;!?]*"
)


def without_the_pick_up(calendar: str) -> str:
    return PICK_UP.sub("", calendar) if DROPS_OFF.search(calendar) else calendar


# "Drop it off tonight for an oil change tomorrow": the car waits overnight, so the evening is
# when it is left, not when the work is booked; the visit is the day named, or the next one.
OVERNIGHT_DROP = re.compile(
    r"\b(?:drop|leave)\b[^.,;!?]{0,25}?\s(?P<night>(?:tonight|this evening|the night before"
    r"|(?P<weekday>(?:mon|tues|wednes|thurs|fri|satur|sun)day) night)"
    r"(?:\s+after (?:hours|you close|you guys close|closing))?"
    r"|after (?:hours|you close|you guys close|closing)(?: tonight| today)?)\b"
)


def without_the_overnight_drop(calendar: str) -> tuple[str, bool]:
    """The message without the evening the car is left in, and whether that evening is this
    one (so the visit is tomorrow unless it names its day), not the night before a visit."""
    found = OVERNIGHT_DROP.search(calendar)
    if found is None:
        return calendar, False
    if found.group("weekday"):
        # "Drop it off thursday night": worked on from the morning after, friday.
        following = WEEKDAYS[(WEEKDAYS.index(found.group("weekday")) + 1) % 7]
        return calendar[: found.start("night")] + following + calendar[found.end("night") :], False
    tonight = not found.group("night").startswith("the night before")
    return calendar[: found.start("night")] + calendar[found.end("night") :], tonight


def is_negated(text: str, start: int) -> bool:
    return NEGATED.search(text[max(0, start - 40) : start]) is not None
