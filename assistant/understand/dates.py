"""Day phrases ("tomorrow", "next Tuesday", "this weekend", "the 14th", "Dec 3", "12/3", "in 2
days", "asap", "late next week", "the first Monday of January", "end of the month") resolved
to one date, counted from the shop's local `today`.

When a message names several days, an explicit calendar date beats a weekday or a relative
day, and among equals the last one said wins: "Tuesday, no, Thursday" means Thursday, but of
days offered as alternatives the first ("Thursday or Friday"). A day right after "not",
"from", "instead of" is dropped ("move it from Monday to Friday")."""

from __future__ import annotations

import itertools
import re
from datetime import date, timedelta

from assistant.understand.calendar_words import (
    MONTH_NUMBERS,
    NUMBER_WORDS,
    WEEKDAYS,
    is_negated,
)
from assistant.understand.vehicles import read_vehicle

WEEKDAY_NUMBERS = {name: number for number, name in enumerate(WEEKDAYS)} | {
    name[:3]: number for number, name in enumerate(WEEKDAYS)
}
MONTH = "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True))
# "mon", "sat" and "sun" are words of their own; they count as days only after "on", "this",
# "next", "for" or a correction ("make that mon", "rather sat", "how about sun"), before a
# time of that day ("sat am", "sun at 10", "mon 2pm"), or where a request for a day ends
# ("to sat", "brakes sat if you have room", "sun?"); alone, only as the answer to which day
# (floor.py).
NOT_A_VERB = r"(?<!i )(?<!we )(?<!they )(?<!you )(?<!he )(?<!she )"
WEEKDAY = "|".join(
    [
        *WEEKDAYS,
        "tue",
        "wed",
        "thu",
        "fri",
        r"(?:(?<=on )|(?<=this )|(?<=next )|(?<=for ))(?:mon|sat|sun)",
        # After a correction, where it ends the clause: "rather sat nav" is no day.
        r"(?:(?<=make that )|(?<=make it )|(?<=rather )|(?<=about )|(?<=instead ))"
        r"(?:mon|sat|sun)\b(?!\s*(?:[a-z']|\d))",
        # Not "i sat at 3": after a pronoun "sat" is a verb.
        rf"{NOT_A_VERB}(?:mon|sat|sun)"
        r"(?=\s+(?:[ap]\.?m\b|morning|afternoon|evening|at \d|@|\d{1,2}(?::\d\d)?\s?[ap]m\b))",
        # "move it to sat", "brakes sat if you have room", "can you do sun?": where a day is
        # asked for, not "the car sat, now it won't start".
        rf"(?:(?<=to )|(?<=till )|(?<=until )|(?<=by )|(?<=or )|(?<=[\w,] )(?<!the ){NOT_A_VERB}"
        r"(?<!car )(?<!truck )(?<!van )(?<!it )(?<!just ))(?:mon|sat|sun)"
        r"(?=\s*(?:[.!?;]|$)|\s+(?:if|pls|plz|please|instead|works?|would|is (?:good|fine|ok|better)"
        r"|or (?:mon|tue|wed|thu|fri|sat|sun))\b)",
    ]
)
COUNT = "|".join([r"\d{1,2}", "a couple(?: of)?", "a few", "an?", *NUMBER_WORDS])
SUFFIX = "(?:st|nd|rd|th)"
# "the 2nd time", "3rd gen" use an ordinal that is not a date; "on 14th March" is a day of a
# month, read whole by day_month rather than as the 14th of this one.
NOT_A_DAY = (
    r"(?!\s+(?:time|times|opinion|gen|generation|owner|row|gear|visit|try|attempt|one"
    rf"|(?:of\s+)?(?:{MONTH}))\b)"
)

# Holidays customers ask about ("are you open on Christmas Eve?"), US dates; the floating ones
# are worked out for the year.
FIXED_HOLIDAYS = {
    "(?:christmas|x-?mas) eve": (12, 24),
    "(?:christmas|x-?mas) day": (12, 25),
    "christmas": (12, 25),
    "x-?mas": (12, 25),
    "new year['’]?s eve": (12, 31),
    "new year['’]?s day": (1, 1),
    "new year['’]?s": (1, 1),
    "independence day": (7, 4),
    "halloween": (10, 31),
}
# (month, weekday, which one: 1 first ... -1 last)
FLOATING_HOLIDAYS = {
    "thanksgiving(?: day)?": (11, 3, 4),
    "memorial day": (5, 0, -1),
    "labor day": (9, 0, 1),
}
HOLIDAY_PATTERNS = [*FIXED_HOLIDAYS, *FLOATING_HOLIDAYS]
# "3 may work", "Thursday at 3 may be fine": after a number, "may" followed by a verb or an
# adverb is the modal, not the month (while "3 May", "3 May at 2", "3 may works" are dates).
MAY_THE_VERB = (
    r"(?!(?<=may)\s+(?:work|be|do|suit|fit|help|come|go|get|have|need|want|not|also|still|just"
    r"|even|actually|well|possibly|probably|only|really|make|try|cost|take|run|find|see|look)\b)"
)

DAY = re.compile(
    "|".join(
        [
            r"(?P<iso>\b(?P<iso_y>\d{4})-(?P<iso_m>\d{1,2})-(?P<iso_d>\d{1,2})\b)",
            r"(?P<slash>(?<![\d/])(?P<sl_m>\d{1,2})/(?P<sl_d>\d{1,2})(?:/(?P<sl_y>\d{4}|\d{2}))?(?![\d/]))",
            rf"(?P<month_day>\b(?P<md_m>{MONTH})\.?\s+(?P<md_d>\d{{1,2}}){SUFFIX}?\b(?:,?\s+(?P<md_y>\d{{4}})\b)?)",
            rf"(?P<day_month>\b(?:the\s+)?(?P<dm_d>\d{{1,2}}){SUFFIX}?\s+(?:of\s+)?(?P<dm_m>{MONTH})\b{MAY_THE_VERB}\.?(?:,?\s+(?P<dm_y>\d{{4}})\b)?)",
            rf"(?P<ordinal>(?:\b(?:the|on)\s+|^)(?P<ord_d>\d{{1,2}}){SUFFIX}\b{NOT_A_DAY})",
            r"(?P<relative>\b(?:day after tomorrow|today|tonight|tomorrow|this (?:morning|afternoon|evening)"
            r"|(?<!the )same[- ]day(?! (?:as|of)\b))\b)",
            r"(?P<asap>\b(?:asap|as soon as (?:possible|you can)|earliest|soonest|first available|next available|right away"
            r"|right now|(?:come|come in|come by|stop by|swing by|bring it|bring it in|drop it off|take it|take it in|fit me in|squeeze me in) now)\b)",
            rf"(?P<nth_weekday>\b(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|last)"
            rf"\s+(?P<nth_wd>{'|'.join(WEEKDAYS)})\s+(?:of|in)\s+(?P<nth_m>{MONTH})\b)",
            r"(?P<part_of_week>\b(?P<part>early|mid|middle of|late|end of)(?: the)?"
            r"\s+(?P<which_week>this|next)?\s*week\b)",
            r"(?P<week_after_next>\b(?:the\s+)?week after next\b)",
            rf"(?P<week_from>\b(?:a|one) week from (?:(?P<wf_tomorrow>tomorrow)|(?:this\s+)?(?P<wf_wd>{WEEKDAY})))\b",
            r"(?P<part_of_month>\b(?P<month_part>early|beginning of|start of|mid|middle of|late|end of"
            r"|sometime in|in|during)"
            rf"[\s-]+(?:(?P<which_month>this|next|the) month|(?:the )?(?P<pm_m>{MONTH})\b(?!\.?\s*\d)))",
            r"(?P<next_month>\bnext month\b)",
            rf"(?P<weekday>\b(?:(?P<wd_mod>this|next|coming)\s+)?(?P<wd>{WEEKDAY})s?\b)",
            r"(?P<weekend>\b(?:(?P<we_mod>this|next)\s+)?week-?ends?\b)",
            rf"(?P<in_days>\b(?:in\s+(?P<in_n>{COUNT})\s+(?P<in_unit>day|week)s?"
            rf"|(?P<from_n>{COUNT})\s+(?P<from_unit>day|week)s?\s+from\s+(?:today|now))\b)",
            r"(?P<next_week>\b(?:next|the following) week\b)",
            r"(?P<this_week>\b(?:later )?this week\b)",
            rf"(?P<holiday>\b(?:{'|'.join(sorted(HOLIDAY_PATTERNS, key=len, reverse=True))})\b)",
        ]
    )
)
CALENDAR = {"iso", "slash", "month_day", "day_month", "ordinal", "holiday", "nth_weekday"}
NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
# The day a part of a month starts: "early next month" its 1st, "mid" its 15th, "late" or
# "end of" five days before its last.
PART_OF_MONTH = {"early": 1, "beginning of": 1, "start of": 1, "mid": 15, "middle of": 15}
# A month said whole ("in january", "sometime in march"): from its first day.
WHOLE_MONTH = ("in", "sometime in", "during")
PART_OF_MONTH |= dict.fromkeys(WHOLE_MONTH, 1)
# The day a part of a week starts: "early next week" its Monday, "mid" its Wednesday, "late" or
# "end of" its Thursday (a Friday would leave one day to offer).
PART_OF_WEEK = {"early": 0, "mid": 2, "middle of": 2, "late": 3, "end of": 3}
VISIT = r"(?:appointment|appt|booking|visit|reservation)"
VISIT_BEFORE = re.compile(
    rf"(?:\binstead of|\b(?:my|our)|\b(?:my|the|our) {VISIT}(?: on| for)?"
    rf"|\b(?:have|had|got) an? {VISIT}(?: on| for)?"
    r"|\b(?:can'?t|cannot|won'?t(?: be able to)?|will not|unable to|not able to|not going to)"
    r" (?:make it|come(?: in)?|be there"
    r"|get (?:it )?(?:there|in))(?: on)?)\s+$"
)
VISIT_AFTER = re.compile(rf"(?:'?s)?\s+{VISIT}")
TODAY_SAID = re.compile(r"\btoday\b")
SAME_DAY = re.compile(r"same[- ]day")
AFTER_A_DAY = re.compile(r"\bafter\s+(?:the\s+)?$")
ALTERNATIVE = re.compile(r"\s*(?:,\s*)?(?:or|/)\s*(?:maybe\s+|possibly\s+)?")


# The days a message can mean by a day it names this way: its weekday in the coming weeks, its
# day of a month in the coming month, its month and day this year or the next.
HELD_KINDS = {"weekday", "ordinal", "slash", "month_day", "day_month", "iso"}
YEAR_GROUPS = {"slash": "sl_y", "month_day": "md_y", "day_month": "dm_y"}
# A bare "mon", "sat" or "sun" the floor reads only as the answer to which day (floor.py).
BARE_WEEKDAY = re.compile(r"\b(?:mon|sat|sun)\b")


def days_said(text: str, *, today: date, weeks: int) -> frozenset[date] | None:
    """The days a message (`text` as for read_date) can mean, where it names them only by a
    weekday ("this sat", "next fri or mon": that weekday in the coming `weeks`; today only as
    "this monday", a Monday said on a Monday being next week's), a day of the month ("the
    28th": in the coming month) or a month and day ("10/8", "Jan 7th": this year's or the
    next's, or the year said); none where it names no day at all; None (any day) where it
    names one another way ("tomorrow", "after the 15th", "not monday" alone)."""
    found = list(DAY.finditer(text))
    if not found:
        return None if BARE_WEEKDAY.search(text) else frozenset()
    days: set[date] = set()
    for match in found:
        kind = match.lastgroup
        if kind == "next_week" or (kind == "asap" and len(found) > 1):
            continue  # "tuesday next week", "saturday, earliest": the other day carries it
        if kind not in HELD_KINDS or is_negated(text, match.start()):
            return None
        if AFTER_A_DAY.search(text, 0, match.start()):
            return None
        days |= _days_meant(match, text, today=today, weeks=weeks)
    return frozenset(days) or None


def _days_meant(match: re.Match[str], text: str, *, today: date, weeks: int) -> set[date]:
    kind, group = match.lastgroup, match.group
    if kind == "weekday":
        weekday = WEEKDAY_NUMBERS[group("wd")]
        first = 0 if group("wd_mod") == "this" and weekday == today.weekday() else 1
        coming = (today + timedelta(days=n) for n in range(first, 7 * weeks))
        return {day for day in coming if day.weekday() == weekday}
    if kind == "ordinal":
        coming = (today + timedelta(days=n) for n in range(32))
        return {day for day in coming if day.day == int(group("ord_d"))}
    said = _resolve(match, text, today=today, next_week=False)
    if said is None:
        return set()
    if kind == "iso" or group("sl_y") or _date_year(match, YEAR_GROUPS[kind], text):
        return {said}
    years = (today.year, today.year + 1)
    return {day for day in (_valid(y, said.month, said.day) for y in years) if day} | {said}


def read_date(text: str, *, today: date) -> date | None:
    """`text` is the message as calendar_text() prepared it."""
    ruled_out = _ruled_out(text)
    found = [
        m for m in DAY.finditer(text) if not _not_wanted(text, m) and m.start() not in ruled_out
    ]
    if any(m.lastgroup != "asap" for m in found):
        # "Saturday, earliest": the earliest on Saturday, not the soonest day.
        found = [m for m in found if m.lastgroup != "asap"]
    if any(not SAME_DAY.fullmatch(m.group()) for m in found):
        # "My appointment's Friday, can I push it to the afternoon same day?": that Friday.
        found = [m for m in found if not SAME_DAY.fullmatch(m.group())]
    next_week = any(m.lastgroup == "next_week" for m in found)
    week_after = any(m.lastgroup == "week_after_next" for m in found)
    has_weekday = any(m.lastgroup == "weekday" for m in found)
    calendar: list[date] = []
    other: list[date] = []
    for at, match in enumerate(found):
        if match.lastgroup in ("next_week", "week_after_next") and has_weekday:
            continue  # "Tuesday next week": the weekday carries it
        alternative = at and ALTERNATIVE.fullmatch(text, found[at - 1].end(), match.start())
        # "Next tuesday or wednesday": the "next" said once holds for both.
        carried = alternative and _said_next(found[at - 1]) and _said_bare(match)
        day = _resolve(match, text, today=today, next_week=next_week or bool(carried))
        if week_after and _said_bare(match):
            day = _monday_after(today) + timedelta(days=7 + WEEKDAY_NUMBERS[match.group("wd")])
        if alternative:
            # "thursday or friday", "monday or tuesday": either will do, so the sooner.
            chosen = calendar if match.lastgroup in CALENDAR else other
            if day is not None and chosen and day < chosen[-1]:
                chosen[-1] = day
            continue
        if day is not None and AFTER_A_DAY.search(text, 0, match.start()):
            day += timedelta(days=1)  # "after christmas", "any day after the 15th"
        if day is not None:
            (calendar if match.lastgroup in CALENDAR else other).append(day)
    found_day = calendar[-1] if calendar else other[-1] if other else None
    if found_day is None and not rules_out(text, today, today=today):
        return None  # the soonest day, which is no day ruled out
    # "Next week, not monday": its Tuesday; "not today", "any day but monday" said on a
    # Monday: tomorrow.
    return next_day_not_ruled_out(text, found_day or today, today=today)


def _said_next(match: re.Match[str]) -> bool:
    return match.lastgroup == "weekday" and match.group("wd_mod") == "next"


def _said_bare(match: re.Match[str]) -> bool:
    return match.lastgroup == "weekday" and not match.group("wd_mod")


MONTH_NAMES = (
    "January February March April May June July August September October November December".split()
)


def no_such_day(text: str) -> str | None:
    """The calendar date the message names that no calendar has ("feb 30", "the 32nd"), as it
    is said back ("February 30", "32nd day of the month"); None when every date named exists.
    `text` is the message as calendar_text() prepared it."""
    for match in DAY.finditer(text):
        kind = match.lastgroup
        if kind not in ("month_day", "day_month", "ordinal") or is_negated(text, match.start()):
            continue
        if kind == "ordinal":
            day = int(match.group("ord_d"))
            if day > 31:
                return f"{match.group().split()[-1]} day of the month"
            continue
        month = MONTH_NUMBERS[match.group("md_m") or match.group("dm_m")]
        day = int(match.group("md_d") or match.group("dm_d"))
        if _valid(2028, month, day) is None:  # a leap year: February 29 exists
            return f"{MONTH_NAMES[month - 1]} {day}"
    return None


def weekday_not_of_the_date(text: str, *, today: date) -> tuple[str, date] | None:
    """A weekday said right before a date that falls on another one ("wednesday the 10th" when
    the 10th is a Thursday): (the weekday said, the date). None when they agree, or when no
    weekday is said with a date. `text` is the message as calendar_text() prepared it."""
    found = list(DAY.finditer(text))
    for said, then in itertools.pairwise(found):
        if said.lastgroup != "weekday" or then.lastgroup not in CALENDAR - {"holiday"}:
            continue
        if not re.fullmatch(r"[\s,]*", text[said.end() : then.start()]):
            continue
        day = _resolve(then, text, today=today, next_week=False)
        named = WEEKDAY_NUMBERS.get(said.group("wd"))
        if day is not None and named is not None and day.weekday() != named:
            return WEEKDAYS[named].capitalize(), day
    return None


# The days near ("not today or tomorrow") that a message rules out as it does weekdays.
NEAR_DAYS = ("today", "tomorrow", "day after tomorrow")


def _ruled_out(text: str) -> dict[int, re.Match[str]]:
    """The weekdays and near days the message rules out ("not monday", "anything but monday or
    tuesday": the second with the first; "not today or tomorrow"), by where each is said."""
    ruled_out: dict[int, re.Match[str]] = {}
    previous: re.Match[str] | None = None
    for m in DAY.finditer(text):
        if m.lastgroup != "weekday" and m.group() not in NEAR_DAYS:
            continue
        joined = previous is not None and ALTERNATIVE.fullmatch(text, previous.end(), m.start())
        if _not_wanted(text, m) or joined:
            ruled_out[m.start()] = m
            previous = m
        else:
            previous = None
    return ruled_out


# Today or tomorrow said as a day not wanted ("not today", "any day but tomorrow"); "from
# tomorrow" is the first day wanted.
FROM_THEN_ON = re.compile(r"\bfrom\s+(?:on\s+)?$")


ONWARD = re.compile(r"\s*(?:on|onwards?|forward|and after|or later)\b")


# "I'm busy thursday": a day the customer cannot come ("I'm off thursday" is free), unless
# only part of it is ("I'm at work tomorrow morning").
BUSY_ON = re.compile(
    r"\b(?:i'?m|i am|we'?re|we are)\s+(?:busy|away|out of town|working|at work|unavailable)"
    r"\s+(?:on\s+|all\s+)?$"
)
PART_OF_IT = re.compile(
    r"\s*(?:morning|afternoon|evening|night|until|till|til|before|after|at\b|from|\d)"
)


def _not_wanted(text: str, match: re.Match[str]) -> bool:
    """Whether the day is one the customer does not want ("not monday", "I'm busy thursday"),
    or one gone by; "any day from tomorrow on" is the first day wanted, not one moved from."""
    if BUSY_ON.search(text, 0, match.start()):
        return PART_OF_IT.match(text, match.end()) is None
    if not is_negated(text, match.start()):
        return False
    from_then_on = FROM_THEN_ON.search(text, 0, match.start()) and ONWARD.match(text, match.end())
    return not from_then_on


def rules_out(text: str, day: date, *, today: date) -> bool:
    """Whether the message (`text` as for read_date) rules out `day`: "not monday", "anything
    but monday or tuesday", "not today", "any day but tomorrow"."""
    for said in _ruled_out(text).values():
        if said.lastgroup == "weekday" and WEEKDAY_NUMBERS[said.group("wd")] == day.weekday():
            return True
        if said.lastgroup == "relative" and today + timedelta(_relative_days(said.group())) == day:
            return True
    for week in (m for m in DAY.finditer(text) if m.lastgroup == "this_week"):
        if _not_wanted(text, week) and day < _monday_after(today):
            return True  # "anything but this week"
    return False


def next_day_not_ruled_out(text: str, day: date, *, today: date) -> date:
    """`day`, or the first day after it that the message does not rule out ("next week, not
    monday": its Tuesday)."""
    for _ in range(7):
        if not rules_out(text, day, today=today):
            break
        day += timedelta(days=1)
    return day


# Days said as a stretch ("end of the month", "the week after next", "in two weeks"): the
# day read is where it starts, not a day the customer named.
STRETCHES = {
    "part_of_month",
    "part_of_week",
    "week_after_next",
    "next_week",
    "next_month",
    "week_from",
}


def says_a_stretch(text: str) -> bool:
    """Whether `text` (as for read_date) asks for a stretch of days rather than one day."""
    for match in DAY.finditer(text):
        weeks = match.lastgroup == "in_days" and "week" in match.group()
        if match.lastgroup in STRETCHES or weeks:
            return True
    return False


def says_from_now(text: str) -> bool:
    """Whether `text` (as for read_date) asks from today on ("asap", "sometime this week")
    rather than for a day: read as today, which may already be over."""
    return any(m.lastgroup in ("asap", "this_week") for m in DAY.finditer(text))


def read_booked_day(text: str, *, today: date) -> date | None:
    """The day of a visit already booked, where the message names it as that ("instead of
    tomorrow", "my friday appointment", "tomorrow's appt", "I have an appointment tomorrow"),
    not as the day wanted. `text` as for read_date."""
    for match in DAY.finditer(text):
        named = VISIT_BEFORE.search(text, 0, match.start()) or VISIT_AFTER.match(text, match.end())
        if named and match.lastgroup not in ("asap", "next_week", "this_week", "in_days"):
            return _resolve(match, text, today=today, next_week=False)
    return None


def _resolve(match: re.Match[str], text: str, *, today: date, next_week: bool) -> date | None:
    kind = match.lastgroup
    group = match.group
    if kind == "iso":
        return _valid(int(group("iso_y")), int(group("iso_m")), int(group("iso_d")))
    if kind == "slash":
        return _slash_date(group("sl_m"), group("sl_d"), group("sl_y"), today)
    if kind == "month_day":
        return _month_date(group("md_m"), group("md_d"), _date_year(match, "md_y", text), today)
    if kind == "day_month":
        return _month_date(group("dm_m"), group("dm_d"), _date_year(match, "dm_y", text), today)
    if kind == "ordinal":
        return _next_day_of_month(int(group("ord_d")), today)
    if kind == "relative":
        return today + timedelta(days=_relative_days(group()))
    if kind in ("asap", "this_week"):
        return today
    if kind == "weekday":
        weekday = WEEKDAY_NUMBERS[group("wd")]
        following = next_week or group("wd_mod") == "next"
        stays_today = group("wd_mod") == "this" or TODAY_SAID.search(text) is not None
        return _weekday_date(weekday, today, following=following, stays_today=stays_today)
    if kind == "holiday":
        return _holiday_date(group(), today)
    if kind == "weekend":
        return _weekend_date(today, following=group("we_mod") == "next")
    if kind == "in_days":  # "in 2 weeks", "a week from today"
        days = _count(group("in_n") or group("from_n"))
        unit = group("in_unit") or group("from_unit")
        return today + timedelta(days=days * 7 if unit == "week" else days)
    if kind == "week_from":  # "a week from tuesday": the coming Tuesday's week after
        if group("wf_tomorrow"):
            return today + timedelta(days=8)
        weekday = WEEKDAY_NUMBERS[group("wf_wd")]
        return _weekday_date(weekday, today, following=False, stays_today=True) + timedelta(7)
    if kind == "next_week":
        return _monday_after(today)
    if kind == "week_after_next":
        return _monday_after(today) + timedelta(days=7)
    if kind == "part_of_week":
        following = group("which_week") == "next" or next_week
        monday = _monday_after(today) if following else today - timedelta(days=today.weekday())
        return max(today, monday + timedelta(days=PART_OF_WEEK[group("part")]))
    if kind == "part_of_month":
        return _part_of_month(match, today)
    if kind == "next_month":  # "sometime next month": from its first day
        return (today.replace(day=1) + timedelta(days=32)).replace(day=1)
    if kind == "nth_weekday":
        month, weekday = MONTH_NUMBERS[group("nth_m")], WEEKDAY_NUMBERS[group("nth_wd")]
        which = NTH.get(group("nth"), -1)
        for year in (today.year, today.year + 1):
            found = _nth_weekday(year, month, weekday, which)
            if found >= today:
                return found
    return None


def _part_of_month(match: re.Match[str], today: date) -> date | None:
    """ "End of the month", "early next month", "mid-January": the first day of that part, or
    today when it has begun; none for "in this month", which asks for no day."""
    if match.group("month_part") in WHOLE_MONTH and match.group("which_month") in ("this", "the"):
        return None
    if match.group("pm_m"):
        month = MONTH_NUMBERS[match.group("pm_m")]
        year = today.year + (month < today.month)
    else:
        ahead = match.group("which_month") == "next"
        month = (today.month % 12) + 1 if ahead else today.month
        year = today.year + (ahead and today.month == 12)
    first = date(year, month, 1)
    last = (first + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    part = match.group("month_part")
    start = (
        last - timedelta(days=4)
        if part in ("late", "end of")
        else first.replace(day=PART_OF_MONTH[part])
    )
    return max(today, start)


def _relative_days(phrase: str) -> int:
    if phrase == "day after tomorrow":
        return 2
    return 1 if phrase == "tomorrow" else 0


def _count(word: str) -> int:
    if word.isdigit():
        return int(word)
    if word.startswith("a couple"):
        return 2
    if word == "a few":
        return 3
    return NUMBER_WORDS.get(word, 1)


def _monday_after(today: date) -> date:
    return today + timedelta(days=7 - today.weekday())


def _weekday_date(weekday: int, today: date, *, following: bool, stays_today: bool) -> date:
    """The coming `weekday`, or with `following` ("next Tuesday", "Tuesday next week") the one
    in the week after this (weeks start on Monday): said on a Monday, "next Tuesday" is eight
    days away, not tomorrow. "Monday" said on a Monday is next week's, unless they say "today"
    or "this Monday"."""
    if following:
        return _monday_after(today) + timedelta(days=weekday)
    ahead = (weekday - today.weekday()) % 7
    if ahead == 0 and not stays_today:
        ahead = 7
    return today + timedelta(days=ahead)


def _weekend_date(today: date, *, following: bool) -> date:
    """Saturday: the coming one, or next week's for "next weekend". On a Sunday this weekend
    is today."""
    if following:
        return _monday_after(today) + timedelta(days=5)
    if today.weekday() == 6:
        return today
    return today + timedelta(days=5 - today.weekday())


def holidays_named(text: str, *, today: date) -> set[date]:
    """The dates of the holidays `text` (as for read_date) names."""
    named = (
        _holiday_date(m.group(), today) for m in DAY.finditer(text) if m.lastgroup == "holiday"
    )
    return {day for day in named if day}


def _holiday_date(said: str, today: date) -> date | None:
    """The next such holiday on or after today."""
    for pattern, (month, day) in FIXED_HOLIDAYS.items():
        if re.fullmatch(pattern, said):
            return _on_or_after(month, day, today)
    for pattern, (month, weekday, which) in FLOATING_HOLIDAYS.items():
        if re.fullmatch(pattern, said):
            for year in (today.year, today.year + 1):
                found = _nth_weekday(year, month, weekday, which)
                if found >= today:
                    return found
    return None


def _nth_weekday(year: int, month: int, weekday: int, which: int) -> date:
    if which > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (which - 1))
    last = (date(year, month, 28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _valid(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _on_or_after(month: int, day: int, today: date) -> date | None:
    """The next `month`/`day` on or after today; Feb 29 waits for a leap year."""
    for year in range(today.year, today.year + 5):
        found = _valid(year, month, day)
        if found is not None and found >= today:
            return found
    return None


def _date_year(match: re.Match[str], name: str, text: str) -> str | None:
    """The year written after a month and day, unless it begins the car ("Sep 7th, 2014 Ford
    Escape")."""
    year = match.group(name)
    if year is None:
        return None
    vehicle = read_vehicle(text[match.start(name) : match.start(name) + 60])
    return None if vehicle and vehicle.startswith(year) else year


def _full_year(year: str) -> int:
    return int(year) + 2000 if len(year) == 2 else int(year)


def _month_date(month: str, day: str, year: str | None, today: date) -> date | None:
    number = MONTH_NUMBERS[month]
    if year:
        return _valid(int(year), number, int(day))
    return _on_or_after(number, int(day), today)


def _slash_date(first: str, second: str, year: str | None, today: date) -> date | None:
    """Month first, as in the US. "24/7" is not a date, so no day-first guessing."""
    month, day = int(first), int(second)
    if year:
        return _valid(_full_year(year), month, day)
    if not 1 <= month <= 12:
        return None
    return _on_or_after(month, day, today)


def _next_day_of_month(day: int, today: date) -> date | None:
    """The next `day` of a month on or after today, skipping months too short for it."""
    year, month = today.year, today.month
    for _ in range(13):
        found = _valid(year, month, day)
        if found is not None and found >= today:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None
