"""How facts are put into words, in one place: the templates, the facts given to the model and
the grounding guard all use these, so a fact reads the same everywhere."""

from __future__ import annotations

import re
from datetime import date, datetime, time
from decimal import Decimal

from booking.pricing import dollars

# A day months away is said with its year: "Thanksgiving" asked in December is next
# November's, which without the year reads as the one just gone; January 4 from December is
# plainly the coming one.
CLEAR_IN_ANOTHER_YEAR_DAYS = 90
CLEAR_IN_THIS_YEAR_DAYS = 183


def day_words(day: date, *, today: date | None = None) -> str:
    """'Tuesday, December 1', or 'Friday, November 26, 2027' when `today` is given and the day
    is months away (and 'today'/'tomorrow' are left to the templates)."""
    said = f"{day:%A}, {day:%B} {day.day}"
    if today is None:
        return said
    away = abs((day - today).days)
    clear = CLEAR_IN_THIS_YEAR_DAYS if day.year == today.year else CLEAR_IN_ANOTHER_YEAR_DAYS
    return f"{said}, {day.year}" if away > clear else said


def time_words(moment: datetime | time) -> str:
    """'9:30 AM', '2 PM': how a person writes and a text-to-speech voice reads a time."""
    hour = moment.hour % 12 or 12
    suffix = "AM" if moment.hour < 12 else "PM"
    if moment.minute:
        return f"{hour}:{moment.minute:02d} {suffix}"
    return f"{hour} {suffix}"


# The evening ("after work", "tonight") is read as running to 9 PM, which no customer said.
EVENING_END = time(21)


def window_words(start: time | None, end: time | None) -> str:
    """'after 5 PM', 'before 8:30 AM', 'between 1 PM and 3 PM'."""
    if start is None:
        return f"before {time_words(end)}"
    if end is None or end >= EVENING_END:
        return f"after {time_words(start)}"
    return f"between {time_words(start)} and {time_words(end)}"


def price_words(low: Decimal, high: Decimal, *, spoken: bool = False) -> str:
    if spoken:
        if low == high:
            return f"{_whole(low)} dollars"
        return f"{_whole(low)} to {_whole(high)} dollars"
    if low == high:
        return dollars(low)
    return f"{dollars(low)} to {dollars(high)}"


def duration_words(minutes: int) -> str:
    """'45 minutes', 'an hour and a half', '5 hours': how long a job takes, said as people do."""
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{minutes} minutes"
    said = "an hour" if hours == 1 else f"{hours} hours"
    if rest == 30:
        return "an hour and a half" if hours == 1 else f"{hours} and a half hours"
    return f"{said} and {rest} minutes" if rest else said


def join_words(items: list[str], *, conjunction: str = "or") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def days_list_words(days: list[date], *, today: date | None = None) -> str:
    """'Monday, December 14, Tuesday the 15th and Saturday the 19th': days in order, the month
    said where it begins, as a front desk reads a week out."""
    said = []
    for before, day in zip([None, *days], days, strict=False):
        if before is not None and before.month == day.month:
            said.append(f"{day:%A} the {day.day}{_ordinal_suffix(day.day)}")
        else:
            said.append(day_words(day, today=today))
    return join_words(said, conjunction="and")


def _ordinal_suffix(number: int) -> str:
    return "th" if 11 <= number % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def _whole(amount: Decimal) -> str:
    return f"{amount:,.0f}" if amount == amount.to_integral_value() else f"{amount:,.2f}"


# A street address as a voice should read it: text to speech says "Rd" as "R D" and "CO" as
# "co". Written abbreviations only where they cannot be another word: "St" is a street only at
# the end of the street's name ("St. Paul" is a saint).
_STREET_TYPES = {
    "Rd": "Road", "Ave": "Avenue", "Av": "Avenue", "Blvd": "Boulevard", "Dr": "Drive",
    "Ln": "Lane", "Hwy": "Highway", "Pkwy": "Parkway", "Ct": "Court", "Pl": "Place",
    "Cir": "Circle", "Ste": "Suite", "Trl": "Trail", "Sq": "Square", "St": "Street",
}  # fmt: skip
_COMPASS = {
    "N": "North", "S": "South", "E": "East", "W": "West",
    "NE": "Northeast", "NW": "Northwest", "SE": "Southeast", "SW": "Southwest",
}  # fmt: skip
_STATES = dict(
    pair.split("=")
    for pair in """AL=Alabama AK=Alaska AZ=Arizona AR=Arkansas CA=California CO=Colorado
    CT=Connecticut DE=Delaware DC=D.C. FL=Florida GA=Georgia HI=Hawaii ID=Idaho IL=Illinois
    IN=Indiana IA=Iowa KS=Kansas KY=Kentucky LA=Louisiana ME=Maine MD=Maryland
    MA=Massachusetts MI=Michigan MN=Minnesota MS=Mississippi MO=Missouri MT=Montana
    NE=Nebraska NV=Nevada NH=New_Hampshire NJ=New_Jersey NM=New_Mexico NY=New_York
    NC=North_Carolina ND=North_Dakota OH=Ohio OK=Oklahoma OR=Oregon PA=Pennsylvania
    RI=Rhode_Island SC=South_Carolina SD=South_Dakota TN=Tennessee TX=Texas UT=Utah
    VT=Vermont VA=Virginia WA=Washington WV=West_Virginia WI=Wisconsin WY=Wyoming""".split()
)
_STREET_TYPE = re.compile(
    r"(?<=[A-Za-z0-9] )(?P<type>Rd|Ave?|Blvd|Dr|Ln|Hwy|Pkwy|Ct|Pl|Cir|Ste|Trl|Sq|St)\.?"
    r"(?=,|\s+(?:N|S|E|W|NE|NW|SE|SW|Ste|Suite|Unit)\b|\s+#|\s+\d|\s*$)"
)
_COMPASS_WORD = re.compile(
    r"(?P<before>\d|\b(?:Road|Avenue|Boulevard|Drive|Lane|Highway|Parkway|Court|Place|Circle"
    r"|Trail|Square|Street)) (?P<point>NE|NW|SE|SW|N|S|E|W)\.?(?=\s|,|$)"
)
_STATE = re.compile(r"(?<=, )(?P<state>[A-Z]{2})(?=(?:\s+\d{5}(?:-\d{4})?)?\s*$)")


def spoken_address(address: str) -> str:
    """'1480 Ridge Rd, Golden, CO' -> '1480 Ridge Road, Golden, Colorado'."""
    said = _STREET_TYPE.sub(lambda m: _STREET_TYPES[m.group("type")], address)
    said = _COMPASS_WORD.sub(lambda m: f"{m.group('before')} {_COMPASS[m.group('point')]}", said)
    state = _STATE.search(said)
    if state and state.group("state") in _STATES:
        said = (
            said[: state.start()]
            + _STATES[state.group("state")].replace("_", " ")
            + said[state.end() :]
        )
    return said


def facts_for_the_channel(facts: dict[str, str], channel: str) -> dict[str, str]:
    """The facts as the channel says them: on a call, the address as a voice reads it."""
    if channel != "phone" or not facts.get("address"):
        return facts
    return {**facts, "address": spoken_address(facts["address"])}
