"""Time phrases ("at 3", "after 2", "before 10am", "between 1 and 3", "tomorrow morning") read as
a window of the day: time_from inclusive, time_to exclusive, either open.

A bare hour is read the way people speak to a repair shop: 7 to 11 are morning, 12 is noon,
1 to 6 are afternoon ("at 3" is 15:00), unless "am"/"pm" or a part of the day says otherwise.
An exact time ("at 3") sets only time_from: it is the start the customer asked for.

Times said aloud are read too: "half past 3" (15:30), "quarter to 4" (15:45), "three thirty",
"8 30", "10ish", "noonish". The hour said decides morning or afternoon, so "quarter to 7" is 06:45."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta

from assistant.understand.calendar_words import MONTH_NUMBERS, NUMBER_WORDS, WEEKDAYS, is_negated
from assistant.understand.phones import without_spoken_numbers

PARTS_OF_DAY = {
    "morning": ("07:00", "12:00"),
    "afternoon": ("12:00", "17:00"),
    "evening": ("17:00", "21:00"),
    "tonight": ("17:00", "21:00"),
    "night": ("17:00", "21:00"),
    "lunch": ("12:00", "13:00"),
    "lunchtime": ("12:00", "13:00"),
    "lunch time": ("12:00", "13:00"),
    "first thing": ("07:00", "09:00"),
    "early morning": ("07:00", "09:00"),
    "late morning": ("10:00", "12:00"),
    "early afternoon": ("12:00", "14:00"),
    "late afternoon": ("15:00", "17:00"),
    "early evening": ("17:00", "19:00"),
    "end of the day": ("15:00", "17:00"),
    "end of day": ("15:00", "17:00"),
    # Most people finish at five: "after work" is the evening, "before work" the first hours.
    "after work": ("17:00", "21:00"),
    "before work": ("07:00", "08:30"),
    # School lets out around three: "after school" is from then on.
    "after school": ("15:00", "21:00"),
    "am": ("07:00", "12:00"),
    "pm": ("12:00", "17:00"),
}
# Not "afternoon": its clocks are 12 to 6 in any case, and "at ten" said beside it ("my
# appointment at ten, can I push it to the afternoon?") is 10 AM, not 10 PM.
PM_PARTS = {"evening", "tonight", "night", "pm", "after work", "after school"}
AM_PARTS = {"morning", "first thing", "early morning", "late morning", "am", "before work"}
AFTER_LUNCH = "13:00"
BEFORE_LUNCH = "12:00"

NUMBER = "|".join(NUMBER_WORDS)
# Digits not inside a phone number ("at 1-863-215-3957"), a word ("do 4-wheel"), a date, a
# price or a mileage ("5,000", "60k", "3rd"); "10ish" is a time.
DIGITS = r"\d{1,2}(?::[0-5]\d)?(?!\d|[/,.:]\d|-\d{3}|-[a-z]|(?!ish\b)[b-oq-z])"
MARK = r"\s*(?:[ap]\.?m\b\.?|o'?clock\b)"
# "half past 3", "quarter to 4", "ten past 4", "twenty to 5": said before the hour they move.
# "from ten to four" is a range, not ten minutes to four.
PAST_MINUTES = {"half": 30, "quarter": 15, "five": 5, "ten": 10, "twenty": 20, "twentyfive": 25}
BEFORE_HOUR = r"half|quarter|five|ten|twenty(?:[\s-]?five)?"
QUARTERS = (
    rf"(?:\b(?:{BEFORE_HOUR})\s+(?:past|after)\s+"
    rf"|(?<!from )(?<!between )\b(?:{BEFORE_HOUR})\s+(?:to|of|till|til)\s+)?"
)
# "three thirty": the minutes said as a word after the hour.
MINUTE_WORDS = {"fifteen": 15, "thirty": 30, "fortyfive": 45}
# "three thirty", or typed or transcribed with a space, "8 30".
MINUTES = r"fifteen|thirty|forty[\s-]?five|[0-5][05](?![\d:])"
# "May" is left out: "at 3 may be too late".
MONTH = "|".join(sorted(set(MONTH_NUMBERS) - {"may"}, key=len, reverse=True))
# A number followed by these counts things or is a day of a month ("14 March"), not a time:
# "make that 2 oil changes", "for 3 new tires".
COUNTED = (
    r"point|time|times|of|more|days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|secs?"
    r"|seconds?"
    r"|miles?|mi|people|cars?|things?|k|new|used|other|separate|different|extra|oil|tires?"
    r"|tyres?|wheels?|vehicles?|trucks?|vans?|suvs?|autos?|appointments?|appts?|bookings?"
    r"|slots?|spots?|services?|jobs?|visits?|changes?|rotations?|inspections?|alignments?"
    r"|quarts?|gallons?|bucks|dollars|percent"
)
# "2 or 3 cars", "2-3 hours": the first number counts them too.
NOT_A_TIME = (
    # "One for me and one for my daughter": a visit, not 1 PM.
    rf"(?!(?<=\bone)\s+(?:for|of|each)\b"
    rf"|\s+(?:{COUNTED}|{MONTH})\b"
    rf"|\s*(?:or|to|-|–)\s*(?:\d{{1,2}}|{NUMBER})\s+(?:{COUNTED})\b)"
)


# "Noon thirty": minutes said after noon, as after an hour.
AFTER_NOON = r"fifteen|thirty|forty[\s-]?five"


def _clock_pattern(*, after_separator: bool = False) -> str:
    # Right after "-" in "1-3pm" digits are a time; elsewhere a "-" before them is a phone
    # number or a model name ("F-150").
    guard = "" if after_separator else r"(?<![\w/:.$-])"
    hour = rf"(?:{guard}{DIGITS}(?:ish\b)?|\b(?:{NUMBER})(?:ish)?\b)"
    # A marked time counts nothing: "9 am car is a Civic".
    spoken = rf"{QUARTERS}{hour}(?:\s+(?:{MINUTES})\b)?(?:{MARK}|{NOT_A_TIME})"
    return rf"(?:{spoken}|\b(?:noon|midday|midnight)(?:ish|\s+(?:{AFTER_NOON}))?\b)"


CLOCK = _clock_pattern()
# "Two", and nothing else, to "12 PM, 12:30 PM or 1 PM?": the hour, as "2" would be.
NUMBER_WORD_ALONE = re.compile(rf"^\W*(?:{NUMBER})\W*(?:(?:please|pls|then|instead)\W*)*$")
# What may come before a number word that opens a reply: "ok nine works", "um, ten is good".
OPENING_FILLER = re.compile(r"^\W*(?:(?:ok|okay|yeah|yes|um|uh|so|then|well)\W+)*$")
CLOCK_TAIL = _clock_pattern(after_separator=True)
# An hour and nothing else, as typed or said ("11", "eleven", "at eleven", "11:30", "11
# then"): in reply to which name, the time the caller wants instead of the one held.
HOUR_ALONE = re.compile(
    rf"^\W*(?:(?:at|make it|how about|maybe|actually|no|uh|um|ok|okay|oh|so)\W+)*"
    rf"(?:{NUMBER}|\d{{1,2}}(?::[0-5]\d)?)\W*(?:(?:please|pls|instead|then)\W*)*$"
)
SEPARATOR = r"\s*(?:-|–|to|and|until|till|til)\s*"

# "Saturday 11", "wed 11", "tomorrow 2", "Friday. 10.": a bare number right after the day is the
# time on it (unless it is that day's date: see _is_its_date). Not "mon", "sat" or "sun", words too.
DAY_BEFORE_CLOCK = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tue|wed|thu|fri|tomorrow|today"

TIME = re.compile(
    "|".join(
        [
            rf"(?P<range>(?:\b(?P<rg_lead>between|from|at|around|about)\s+)?{CLOCK}{SEPARATOR}{CLOCK_TAIL})",
            rf"(?P<after>\b(?:after|past|from|no earlier than|later than)\s+(?:{CLOCK}|lunch\b))",
            rf"(?P<before>\b(?:before|by|until|till|til|no later than|earlier than)\s+(?:{CLOCK}|lunch\b))",
            # "bring it by 9:30", "come by 10": a visit at that time, not a deadline; not the
            # first of a range ("tomorrow 8am-10am").
            rf"(?P<at>(?:\b(?P<at_lead>at|around|about|for|meant|(?<!i'd )(?<!id )(?<!would )(?<!i )(?<!we )like|make (?:it|that)|how about|what about|do|try|(?:move|change|switch|push|make) (?:it|that|this) to|(?:bring (?:it|her|him)|drop it|swing|come|stop) by|{DAY_BEFORE_CLOCK})|\b(?P<day_lead>{DAY_BEFORE_CLOCK})[.,]|@)\s*{CLOCK})(?![\w.]*{SEPARATOR}{CLOCK_TAIL})",
            rf"(?P<bare>{CLOCK})",
            # "Drop it off the night before?" says when to bring the car, not a time of day.
            r"(?P<part>(?<!good )\b(?:(?:early|late)[\s-]+)?(?:(?:morning|afternoon|evening|night)s?|tonight|lunch ?time|lunch|first thing(?:\s+in\s+the\s+morning)?|end of (?:the )?day|after work|after school|before work)\b(?!\s+(?:before|prior)\s*(?:[?.!,;]|$|(?:the|my|it|that)\b))"
            r"|\b[ap]\.?m\b\.?)",
        ]
    )
)
CLOCK_PART = re.compile(
    rf"(?:(?P<past>{BEFORE_HOUR})\s+(?:past|after)\s+|(?<!from )(?<!between )(?P<to>{BEFORE_HOUR})\s+(?:to|of|till|til)\s+)?"
    rf"(?P<hour>\d{{1,2}}|\b(?:{NUMBER})(?=ish\b|\b))(?::(?P<minute>[0-5]\d))?(?P<ish>ish\b)?"
    rf"(?:\s+(?P<minute_word>{MINUTES})\b)?(?:\s*(?P<mark>[ap])\.?m\b|\s*o'?clock)?"
    rf"|(?P<named>noon|midday|midnight)(?:\s+(?P<after_noon>{AFTER_NOON})\b)?"
)
LEADS = ("between", "from")
# "not before 10", "I can't come before 4", "I work till 5": the bound said the other way round.
NOT_BEFORE = re.compile(
    r"(?:\b(?:not|nothing|none)|\b(?:can'?t|cannot|couldn'?t|won'?t)(?:\s+\w+){0,3}"
    r"|(?:^|\b(?:i|i'm|im|i am)(?:\s+\w+)?\s+)(?:work|working|busy|at work|in class|at school))\s+$"
)
# The day of a month ("may 4", "dec 12"): never a time, so "may 4 pm" is the afternoon of May 4.
DAY_OF_MONTH = re.compile(
    rf"\b(?P<month>{'|'.join(sorted(MONTH_NUMBERS, key=len, reverse=True))})\.?\s+(?P<day>\d{{1,2}})\b"
)
# "am" is a verb after "i" and before it ("i am free", "am i booked").
VERB_AM = re.compile(r"\bi\s+$")
I_AFTER = re.compile(r"\s+i\b")


@dataclass(frozen=True)
class Window:
    time_from: str | None = None
    time_to: str | None = None
    # "9 or 10": the time said after "or", to book if the first is taken.
    or_else: str | None = None


@dataclass(frozen=True)
class Clock:
    hour: int
    minute: int  # below zero before the hour: "quarter to 4" is 4 o'clock less 15
    mark: str | None  # "a" or "p" when said
    named: bool  # noon, midnight
    spoken: bool = False  # said only of a time of day: "half past 3", "three thirty", "10ish"


# An amount of time as said: "2 hours", "an hour", "half an hour", "45 mins", "five minutes".
SPAN = (
    r"(?P<count>\d{1,3}|half an?|an?|one|two|three|four|five|six)\s*"
    r"(?P<unit>min(?:ute)?s?|hours?|hrs?)"
)
# Not "come in half an hour later", which moves a time already set.
FROM_NOW = re.compile(rf"\bin {SPAN}\b(?!\s+(?:later|earlier))", re.IGNORECASE)
QUARTER = timedelta(minutes=15)


def span(count: str, unit: str) -> timedelta:
    """How long SPAN's `count` `unit` is: "half an" "hour" is 30 minutes, "an" "hour" one hour."""
    count, hours = count.lower(), unit.lower().startswith("h")
    if count.startswith("half"):
        return timedelta(minutes=30 if hours else 0.5)
    amount = 1 if count in ("a", "an") else NUMBER_WORDS.get(count) or int(count)
    return timedelta(hours=amount) if hours else timedelta(minutes=amount)


def read_from_now(text: str, *, now: datetime) -> datetime | None:
    """ "In 2 hours", "in half an hour", "in 45 minutes": that moment, rounded up to the next
    quarter hour (a caller's "can you take it in an hour?")."""
    found = FROM_NOW.search(text)
    if found is None:
        return None
    ahead = span(found.group("count"), found.group("unit"))
    if ahead < QUARTER:
        return None  # "back in a minute" names no time to book
    moment = now + ahead
    past_quarter = (moment - moment.replace(minute=0, second=0, microsecond=0)) % QUARTER
    return (
        moment - past_quarter + QUARTER if past_quarter else moment.replace(second=0, microsecond=0)
    )


# "friday, 5 works best", "is 3 ok?": a bare number the customer prefers is a time.
PREFERRED = re.compile(
    r"\s+(?:works?(?: best| for me| great|(?=\s*(?:[,.!?]|$|and\b)))|would (?:be )?(?:great|best|ideal|good|perfect|work|better)"
    r"|is (?:best|better|good|ideal|perfect|ok|okay|fine)"
    # "is 3 ok?", "wednesday 3 possible?": a time asked for.
    r"|(?:ok|okay|possible|available|open)(?=\s*\?))\b"
)


PART_AFTER = re.compile(r"\s+(?:in the |this )?(?:morning|afternoon|evening|tonight)\b")

# "three p m", "8 a m": am or pm as speech-to-text spaces it, after an hour.
SPACED_MARK = re.compile(rf"(\b(?:{NUMBER})\b|\d)(\s+[ap])\s+(m\b)")
# A time texted without its colon, or with a dot for it: "830", "1030am", "12.30pm". Never
# inside a phone number ("(720) 555-0188"), a year ("2019" has no hour), a price ("$230",
# "230 bucks") or a mileage ("830 miles").
NO_COLON = re.compile(
    r"(?<![\w$/:.,#(-])(?<!\d )(?P<hour>1[0-2]|0?[1-9])\.?(?P<minute>[0-5][05])"
    r"(?=\s*[ap]\.?m\b|(?![\w/:.,%$)-]|\s+\d|\s*(?:k|miles?|mi|bucks|dollars|usd)\b))"
)
# What makes it a time: am or pm, "at 830", "thursday 830", "830 works", "ok 830 then".
NO_COLON_MARK = re.compile(r"\s*[ap]\.?m\b")
NO_COLON_LEAD = re.compile(
    rf"(?:\b(?:at|around|about|after|before|till|til|until|make it|how about|what about"
    rf"|{DAY_BEFORE_CLOCK})|@)\s*$"
)
NO_COLON_TAIL = re.compile(
    r"\s+(?:works?|then|would (?:be |work)|is (?:good|fine|best|perfect|ok))\b"
)
# "About 1000", "over 1200": a round amount guessed at (miles, dollars), not 10:00, unless a
# day follows it ("around 900 tomorrow"); a time said so is more often "about 10" or "around 1030".
ROUGHLY = re.compile(
    r"\b(?:about|around|over|under|nearly|almost|roughly|approximately|approx|like|just)\s*$"
)
DAY_AFTER = re.compile(rf"\s+(?:on\b|this\b|next\b|tonight\b|{DAY_BEFORE_CLOCK})")


def with_colons(text: str, *, expecting: str | None = None) -> str:
    """`text` with "p m" as "pm", and each time texted without its colon where it can only be a
    time ("at 830", "1030am", "230" in reply to which time) written with it, "8:30"."""
    text = SPACED_MARK.sub(r"\1\2\3", text)
    asked = expecting in ("time", "answer") and len(text.split()) <= 6

    def colon(found: re.Match[str]) -> str:
        before, after = text[: found.start()], found.end()
        marked = NO_COLON_MARK.match(text, after)
        rough = ROUGHLY.search(before) and not DAY_AFTER.match(text, after)
        if found["minute"] == "00" and rough and not marked:
            return found.group()
        said = (
            asked
            or NO_COLON_MARK.match(text, after)
            or NO_COLON_LEAD.search(before)
            or NO_COLON_TAIL.match(text, after)
        )
        return f"{found['hour']}:{found['minute']}" if said else found.group()

    return NO_COLON.sub(colon, text)


HALF_OF_THE_DAY = r"(?:am|pm|a\.m\.?|p\.m\.?|in the (?:morning|afternoon|evening)|at night)"
# "Is that AM?", "is that 9am?", "is that 12:30 in the afternoon?", "am or pm?" of a time said
# back: a question about it, no time asked for.
AM_OR_PM_QUESTION = (
    rf"(?:is|was) (?:(?:that|it|this)(?: (?:the )?\d[\d:]* ?| )|the \d[\d:]* ?){HALF_OF_THE_DAY}"
    rf"(?: or {HALF_OF_THE_DAY})?|{HALF_OF_THE_DAY} or {HALF_OF_THE_DAY}"
)
AM_OR_PM_ASKED = re.compile(
    rf"^\W*(?:(?:and|so|wait|sorry)\W+)?(?:{AM_OR_PM_QUESTION})\W*$", re.IGNORECASE
)
# "10 in the morning, right?", "that's 12:30 pm right?": the time held checked back, which
# picks a time only where none is held.
HALF_CHECKED = (
    rf"(?:(?:that'?s|it'?s|so|you mean) )?(?:(?:the )?\d[\d:]* ?{HALF_OF_THE_DAY}|{HALF_OF_THE_DAY})"
    r"\W+(?:right|correct|yes|yeah|yea)"
)


def read_window(text: str, *, expecting: str | None = None, day: date | None = None) -> Window:
    """`text` is the message as calendar_text() prepared it, and `day` the date read from it.
    When the assistant just asked for a time, a bare "3" is that time; "3 works best" is one
    anyway."""
    if AM_OR_PM_ASKED.match(text):
        return Window(None, None)
    text = with_colons(text, expecting=expecting)
    text = without_spoken_numbers(text)  # "text me at seven two oh five five five ..."
    text = DAY_OF_MONTH.sub(hide_the_day, text)
    text = WORK_STARTS_AT.sub("before ", text)  # "before work tomorrow, I start at 9"
    work = WORK_HOURS.search(text)
    if work:
        text = text[: work.start()] + " " * len(work.group()) + text[work.end() :]
    if expecting == "time":
        day = None  # asked for a time, "fri 11" says it even on Friday the 11th
    found = [
        m
        for m in TIME.finditer(text)
        if (not is_negated(text, m.start()) or _flips(m, text))
        and not _is_greeting(m, text)
        and not _is_verb(m, text)
        and not _is_busy(m, text)
        and not _is_its_date(m, text, day)
    ]
    # "My appt is at 9, can I come tonight instead?": the visit's own clock, not the time wanted.
    found = [
        m
        for index, m in enumerate(found)
        if not (index + 1 < len(found) and VISITS_OWN_TIME.search(text[: m.start()]))
    ]
    ruled_out = [m for m in TIME.finditer(text) if _rules_out_part(m, text)]
    found = [m for m in found if m.start() not in {out.start() for out in ruled_out}]
    parts = [part_of_day(m.group()) for m in found if m.lastgroup == "part"]
    part = parts[-1] if parts else None
    time_from, time_to = PARTS_OF_DAY[part] if part else (None, None)
    if part is None and ruled_out:
        time_from, time_to = THE_REST_OF_THE_DAY.get(
            part_of_day(ruled_out[-1].group()), (None, None)
        )
    hint = "p" if part in PM_PARTS else "a" if part in AM_PARTS else None
    if part is None and time_from is not None:
        hint = "p" if time_from >= "12:00" else None
    # Asked to pick or confirm a time, a short "11" or "no, 11" is the time they want; asked
    # the name, a reply that is only an hour ("eleven", "11") is no one's name but the time.
    bare_is_time = (expecting in ("time", "answer") and len(text.split()) <= 6) or (
        expecting == "name" and HOUR_ALONE.match(text) is not None
    )
    end_of_part = part is not None or time_to is not None
    # "9 or 10 tomorrow": an hour or another with a day said are times, the first one asked for.
    either = [(m, n) for m, n in zip(found, found[1:], strict=False) if _hour_or_hour(m, n, text)]
    either_times = {id(m) for pair in either for m in pair} if day is not None else set()
    second_choices = {id(second) for _, second in either}
    or_else = None
    for match in found:
        if match.lastgroup == "part":
            continue
        second_choice = id(match) in second_choices and time_from is not None
        preferred = PREFERRED.match(text, match.end()) is not None
        # "9 in the morning", "2:30 this afternoon": the part of the day makes the number a time.
        marked = PART_AFTER.match(text, match.end()) is not None
        # "Book me for nine": a time, where "for 2" alone may count cars ("for 2 oil changes").
        booked_for = BOOK_ME_FOR.search(text[: match.end()]) and ENDS_A_TIME.match(
            text, match.end()
        )
        # "oil change 10 tomorrow": an hour said just before its day ("for 2 tomorrow" is "at").
        before_its_day = (
            day is not None
            and match.lastgroup == "bare"
            and HOUR_BEFORE_A_DAY.match(text, match.end()) is not None
            and not NAMED_BY_A_NUMBER.search(text, 0, match.start())
        )
        marked = marked or bool(booked_for) or id(match) in either_times or before_its_day
        # "nine is good", "ten works" open the reply with the hour, as "9 is good" does.
        spelt_alone = bare_is_time and (
            NUMBER_WORD_ALONE.match(text) is not None
            or (preferred and OPENING_FILLER.match(text[: match.start()]) is not None)
        )
        start, end = _bounds(match, hint, bare_is_time or preferred or marked, spelt_alone)
        if second_choice:
            or_else = start  # "at 9am or 10am": 10 is only if 9 is taken
            continue
        if _flips(match, text):
            start, end = end, start  # "not before 10" is from 10 on
        if start is not None:
            time_from = start
            kind = match.lastgroup
            one_time = kind not in ("after", "before", "range") or (kind == "range" and end is None)
            if time_to is not None and (time_to <= start or (one_time and end_of_part)):
                # "at 2:30 in the afternoon": the part of the day says pm, and no window.
                time_to = None
        if end is not None:
            time_to, end_of_part = end, False
            if time_from is not None and time_from >= end:
                time_from = None
    if part and time_to is None and _wanted_later_in_the_day(found, text, time_from):
        # "My appointment is at ten, can I push it back to the afternoon?": the part of the
        # day said last is when, the morning's clock another time (the visit's own).
        time_from, time_to = PARTS_OF_DAY[part]
    if work and time_from is None and time_to is None:
        if BEFORE_WORK.search(text):
            return Window(None, _start_of_work(work))  # "I work 9-5, anything early?"
        return Window(_end_of_work(work), None)
    return Window(time_from, time_to, or_else if time_from and time_to is None else None)


def _wanted_later_in_the_day(found: list[re.Match[str]], text: str, time_from: str | None) -> bool:
    """Whether an afternoon or evening is said after a morning's clock, not as its other
    choice ("10 am or the afternoon")."""
    parts = [m for m in found if m.lastgroup == "part"]
    clocks = [m for m in found if m.lastgroup != "part"]
    if not (parts and clocks and time_from is not None and time_from < "12:00"):
        return False
    if parts[-1].start() < clocks[-1].end():
        return False
    part_from = PARTS_OF_DAY[part_of_day(parts[-1].group())][0]
    between = text[clocks[-1].end() : parts[-1].start()]
    return part_from >= "12:00" and re.search(r"\bor\b", between) is None


HOUR_BEFORE_A_DAY = re.compile(
    rf"\s+(?:on\s+)?(?:(?:this|next)\s+)?(?:{DAY_BEFORE_CLOCK}|tonight|the\s+\d{{1,2}}(?:st|nd|rd|th))\b"
)
# "my tesla model 3 wednesday", "mazda 6 tomorrow": the number is the car's name.
NAMED_BY_A_NUMBER = re.compile(
    r"\b(?:model|mazda|polestar|series|class|type|gen|generation|mk|mark|version|number|no|rav|cx)"
    r"\W*$"
)
OR_BETWEEN = re.compile(r"\s+or\s+(?:at\s+)?")


def _hour_or_hour(first: re.Match[str], second: re.Match[str], text: str) -> bool:
    """ "9 or 10", "at 9am or 10am": two clocks with only "or" between them."""
    clocks = ("at", "bare")
    if first.lastgroup not in clocks or second.lastgroup not in clocks:
        return False
    return OR_BETWEEN.fullmatch(text[first.end() : second.start()]) is not None


# A part of the day ruled out ("I can't do mornings", "no afternoons", "mornings don't work",
# "I work mornings"): the rest of the shop's day is the window.
THE_REST_OF_THE_DAY = {
    "morning": PARTS_OF_DAY["afternoon"],
    "am": PARTS_OF_DAY["afternoon"],
    "first thing": ("09:00", None),
    "early morning": ("09:00", None),
    "afternoon": PARTS_OF_DAY["morning"],
    "pm": PARTS_OF_DAY["morning"],
    "evening": ("07:00", "17:00"),
    "tonight": ("07:00", "17:00"),
    "night": ("07:00", "17:00"),
    "after work": ("07:00", "17:00"),
}
PART_RULED_OUT_BEFORE = re.compile(
    r"\b(?:no|not|never|except|can'?t|cannot|couldn'?t|won'?t|don'?t|doesn'?t)\s+"
    r"(?:(?:really|do|come|come in|make it|be there|get there|drop it off|bring it in|want|like"
    r"|work|go|any)\s+)*(?:(?:in|on|during) the\s+|the\s+|on\s+)?$"
)
PART_RULED_OUT_AFTER = re.compile(
    r"s?\s+(?:(?:don'?t|doesn'?t|do not|does not|won'?t|wouldn'?t|will not) work"
    r"|(?:are|is) (?:bad|out|no good|tough|hard|impossible|a no))\b"
)


def _rules_out_part(match: re.Match[str], text: str) -> bool:
    """ "No mornings", "can't come in the afternoon", "evenings don't work": a part of the day
    the customer cannot come, not one asked for."""
    if match.lastgroup != "part" or _is_greeting(match, text) or _is_verb(match, text):
        return False
    if part_of_day(match.group()) not in THE_REST_OF_THE_DAY:
        return False
    before = PART_RULED_OUT_BEFORE.search(text[: match.start()]) or _is_busy(match, text)
    return bool(before or PART_RULED_OUT_AFTER.match(text, match.end()))


def _is_its_date(match: re.Match[str], text: str, day: date | None) -> bool:
    """ "fri 11" when the Friday read is the 11th: the date said with its weekday, as on a
    calendar, not 11 o'clock (the customer is asked the time rather than held to a guess);
    "friday 11 works best", "friday 11 in the morning" still say the time."""
    lead = match.group("at_lead") or match.group("day_lead") if match.lastgroup == "at" else None
    if day is None or not lead or not WEEKDAYS[day.weekday()].startswith(lead):
        return False
    if PREFERRED.match(text, match.end()) or PART_AFTER.match(text, match.end()):
        return False
    number = match.group()[len(lead) :].strip(" ,.")
    return number.isdigit() and int(number) == day.day


def hide_the_day(month_day: re.Match[str]) -> str:
    """ "may 4" -> "may _": the same length, so the positions of the rest are unchanged."""
    day = month_day["day"]
    return month_day.group()[: -len(day)] + "_" * len(day)


def _flips(match: re.Match[str], text: str) -> bool:
    """ "not before 10", "nothing after 4": a bound said the other way round."""
    return match.lastgroup in ("before", "after") and bool(NOT_BEFORE.search(text[: match.start()]))


def part_of_day(phrase: str) -> str:
    """The PARTS_OF_DAY key of a part of the day as said: "p.m." is "pm", "late night" is
    "night" (a part with no window of its own is the part unqualified)."""
    if phrase[0] in "ap" and phrase[-1] in "m.":
        return phrase[0] + "m"  # "p.m." alone
    part = re.sub(r"[\s-]+", " ", phrase).removesuffix(" in the morning")
    part = re.sub(r"(morning|afternoon|evening|night)s$", r"\1", part)  # "mornings work best"
    # "late night", "early lunch": parts with no window of their own are the part unqualified.
    return part if part in PARTS_OF_DAY else part.split(" ", 1)[1]


def _is_verb(match: re.Match[str], text: str) -> bool:
    """ "i am free friday" says no morning."""
    if match.lastgroup != "part" or part_of_day(match.group()) != "am":
        return False
    return bool(VERB_AM.search(text[: match.start()]) or I_AFTER.match(text, match.end()))


ENDS_A_TIME = re.compile(
    r"\s*(?:$|[,.!?;]|(?:on|tomorrow|today|then|please|pls|thanks|thx|if|works|sharp|instead"
    # "Put me down for 9 this sat": the day said after the time.
    r"|this|next|(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b)"
)
BOOK_ME_FOR = re.compile(
    r"\b(?:book|put|sign|schedule|pencil|squeeze|fit|get) (?:me|us|it|him|her|that|one)"
    r"(?: (?:in|down|up))? for\s+\S+$"
)


# "I start at 9", "work starts at 8": the customer is busy from then, so before it.
WORK_STARTS_AT = re.compile(
    r"(?<!can )(?<!could )(?<!may )(?<!should )(?<!do )"
    r"\b(?:(?:i|we)(?:'ll| will)?\s+(?:start|begin)(?:\s+(?:work|my shift))?"
    r"|(?:work|my shift|school|class)\s+(?:starts|begins))\s+at\s+",
    re.I,
)
# "I work 9-5", "we work from 7 to 3:30": hours the customer is busy, so from their end on.
WORK_HOURS = re.compile(
    r"\b(?:i|we)\s*(?:'m|am|are|'re)?\s+(?:work|working|at work)\s+(?:from\s+)?"
    r"(?P<start>\d{1,2})(?::(?P<start_minute>[0-5]\d))?\s*(?:am|a\.m\.)?\s*(?:-|–|to|until|till|til)\s*"
    r"(?P<end>\d{1,2})(?::(?P<end_minute>[0-5]\d))?\s*(?:pm|p\.m\.)?"
)


# "I work 9-5, anything early?", "so it has to be before or after": before work is asked for.
BEFORE_WORK = re.compile(r"\bbefore\b(?!\s*\d)|\bearly\b|\bmornings?\b", re.I)


def _start_of_work(work: re.Match[str]) -> str:
    """ "9-5" starts at 9:00, "2-10" at 14:00: few work days start before 6 AM."""
    start = int(work["start"])
    return f"{start if start >= 6 else start + 12:02d}:{work['start_minute'] or '00'}"


def _end_of_work(work: re.Match[str]) -> str:
    """ "9-5" ends at 17:00: a working day ends after it starts, and no earlier than 8 AM."""
    start, end = int(work["start"]), int(work["end"])
    if end < 12 and (end <= 7 or end <= start):
        end += 12
    return f"{end:02d}:{work['end_minute'] or '00'}"


# "My appointment is at 9": the visit's own time, said before the one wanted.
VISITS_OWN_TIME = re.compile(
    r"\b(?:my|our|the)\s+(?:appt|appointment|booking|visit|reservation)\s*(?:is|'s|was)\s+$",
    re.IGNORECASE,
)
# "Afternoon please, since I work mornings": the part of the day said busy is no time asked for.
BUSY_THEN = re.compile(
    r"\b(?:i|we)\s*(?:'m|am|are|'re)?\s+(?:work|working|at work|busy|have work|have class(?:es)?"
    r"|have school|in class|at school)(?:\s+(?:in|during|on|all))?(?:\s+the)?\s*$"
)


def _is_busy(match: re.Match[str], text: str) -> bool:
    return match.lastgroup == "part" and BUSY_THEN.search(text[: match.start()]) is not None


def _is_greeting(match: re.Match[str], text: str) -> bool:
    """ "morning! can you do Friday after 8" opens with a greeting, not a time of day."""
    return match.lastgroup == "part" and match.start() == 0 and text[match.end() :][:1] == "!"


def _bounds(
    match: re.Match[str], hint: str | None, bare_is_time: bool, spelt_alone: bool = False
) -> tuple[str | None, str | None]:
    """(start, end) that one phrase sets; None where it sets nothing."""
    kind = match.lastgroup
    phrase = match.group()
    clocks = [read_clock(m) for m in CLOCK_PART.finditer(phrase)]
    if kind == "range" and len(clocks) == 1:
        return resolve_clock(clocks[0], hint), None  # "at ten to four": one time, 3:50
    if kind == "range":
        return _range(clocks, hint, lead=match.group("rg_lead"))
    if kind == "after":
        return (resolve_clock(clocks[-1], hint) if clocks else AFTER_LUNCH), None
    if kind == "before":
        return None, (resolve_clock(clocks[-1], hint) if clocks else BEFORE_LUNCH)
    if not clocks:
        return None, None
    clock = clocks[-1]
    definite = clock.mark or clock.named or clock.spoken or ":" in phrase or "clock" in phrase
    if kind == "at" and (match.group("at_lead") != "for" or definite or bare_is_time):
        return resolve_clock(clock, hint), None
    # Spelt-out numbers in a sentence are too often not times ("that one works").
    if kind == "bare" and (definite or (bare_is_time and (phrase[0].isdigit() or spelt_alone))):
        return resolve_clock(clock, hint), None
    return None, None


def _range(
    clocks: list[Clock], hint: str | None, *, lead: str | None
) -> tuple[str | None, str | None]:
    first, second = clocks[0], clocks[-1]
    if lead not in LEADS and not (first.mark or second.mark):
        return None, None  # "5-10" alone could be anything
    if first.mark is None and second.mark and first.hour <= second.hour:
        # "1 and 3pm" shares the pm; "10 and 12pm" does not: 12pm is noon, after 10 in the morning.
        if not (second.mark == "p" and second.hour == 12 and first.hour < 12):
            first = replace(first, mark=second.mark)
    start, end = resolve_clock(first, hint), resolve_clock(second, hint)
    if start and end and end <= start and second.mark is None and second.hour + 12 <= 23:
        end = resolve_clock(replace(second, hour=second.hour + 12, named=False), hint)
    return start, end


def read_clock(match: re.Match[str]) -> Clock:
    """The clock a CLOCK_PART match says: "half past 3" is 3:30, "noon" 12:00, named."""
    named = match.group("named")
    if named:
        after = match.group("after_noon")
        minute = MINUTE_WORDS[re.sub(r"[\s-]", "", after)] if after else 0
        return Clock(0 if named == "midnight" else 12, minute, None, True)
    hour = match.group("hour")
    number = int(hour) if hour.isdigit() else NUMBER_WORDS[hour]
    minute = int(match.group("minute") or 0)
    said = match.group("minute_word")
    if said:
        minute = int(said) if said.isdigit() else MINUTE_WORDS[re.sub(r"[\s-]", "", said)]
    if match.group("past"):
        minute = PAST_MINUTES[re.sub(r"[\s-]", "", match.group("past"))]
    if match.group("to"):
        minute = -PAST_MINUTES[re.sub(r"[\s-]", "", match.group("to"))]
    spoken = any(match.group(said) for said in ("past", "to", "ish")) or bool(
        said and not said.isdigit()
    )
    return Clock(number, minute, match.group("mark"), False, spoken)


def resolve_clock(clock: Clock, hint: str | None) -> str | None:
    """The clock as HH:MM, in the morning or the afternoon as its am or pm says, else as
    `hint` ("a" or "p") does, else 1 to 6 in the afternoon; None where it is no time of day."""
    hour, mark = clock.hour, clock.mark or (None if clock.named else hint)
    if clock.mark and not 1 <= hour <= 12:
        return None
    if mark == "p" and hour < 12:
        hour += 12
    elif clock.mark == "a" and hour == 12:
        hour = 0
    elif mark is None and 1 <= hour <= 6:
        hour += 12
    minutes = hour * 60 + clock.minute
    if hour > 23 or minutes < 0:
        return None
    return f"{minutes // 60:02d}:{minutes % 60:02d}"
