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
# "the 2nd time", "3rd gen", "the 1st week" use an ordinal that is not a date; "on 14th March"
# is a day of a month, read whole by day_month rather than as the 14th of this one.
NOT_A_DAY = (
    r"(?!\s+(?:time|times|opinion|gen|generation|owner|row|gear|visit|try|attempt|one|week"
    rf"|(?:of\s+)?(?:{MONTH}))\b)"
)

# Holidays customers ask about ("are you open on Christmas Eve?"), US dates; the floating ones
# are worked out for the year.
FIXED_HOLIDAYS = {
    "(?:christmas|x-?mas) eve": ("Christmas Eve", 12, 24),
    "(?:christmas|x-?mas) day": ("Christmas Day", 12, 25),
    "christmas": ("Christmas Day", 12, 25),
    "x-?mas": ("Christmas Day", 12, 25),
    "new year['’]?s eve": ("New Year's Eve", 12, 31),
    "new year['’]?s day": ("New Year's Day", 1, 1),
    "new year['’]?s": ("New Year's Day", 1, 1),
    "nye": ("New Year's Eve", 12, 31),
    "independence day": ("Independence Day", 7, 4),
    "juneteenth": ("Juneteenth", 6, 19),
    "veterans['’]? day": ("Veterans Day", 11, 11),
    "halloween": ("Halloween", 10, 31),
}
# (name, month, weekday, which one: 1 first ... -1 last, days after it)
FLOATING_HOLIDAYS = {
    "thanksgiving(?: day)?": ("Thanksgiving", 11, 3, 4, 0),
    "black friday": ("Black Friday", 11, 3, 4, 1),
    "memorial day": ("Memorial Day", 5, 0, -1, 0),
    "labor day": ("Labor Day", 9, 0, 1, 0),
    r"(?:mlk|martin luther king)(?: jr\.?)? day": ("Martin Luther King Jr. Day", 1, 0, 3, 0),
    "presidents['’]? day": ("Presidents' Day", 2, 0, 3, 0),
    "columbus day": ("Columbus Day", 10, 0, 2, 0),
}
# (name, days after Easter Sunday)
EASTER_HOLIDAYS = {"easter(?: sunday)?": ("Easter", 0), "good friday": ("Good Friday", -2)}
HOLIDAY_PATTERNS = [*FIXED_HOLIDAYS, *FLOATING_HOLIDAYS, *EASTER_HOLIDAYS]
HOLIDAYS = "|".join(sorted(HOLIDAY_PATTERNS, key=len, reverse=True))
# "3 may work", "Thursday at 3 may be fine": after a number, "may" followed by a verb or an
# adverb is the modal, not the month (while "3 May", "3 May at 2", "3 may works" are dates).
MAY_THE_VERB = (
    r"(?!(?<=may)\s+(?:work|be|do|suit|fit|help|come|go|get|have|need|want|not|also|still|just"
    r"|even|actually|well|possibly|probably|only|really|make|try|cost|take|run|find|see|look)\b)"
)

# "The first half of January" is its 1st to its 15th, "the second half of December" the rest:
# the day each half starts.
HALVES = dict.fromkeys(("first", "1st", "front"), 1) | dict.fromkeys(
    ("second", "2nd", "latter", "last", "back"), 16
)

DAY = re.compile(
    "|".join(
        [
            r"(?P<iso>\b(?P<iso_y>\d{4})-(?P<iso_m>\d{1,2})-(?P<iso_d>\d{1,2})\b)",
            r"(?P<slash>(?<![\d/])(?P<sl_m>\d{1,2})/(?P<sl_d>\d{1,2})(?:/(?P<sl_y>\d{4}|\d{2}))?(?![\d/]))",
            rf"(?P<month_day>\b(?P<md_m>{MONTH})\.?\s+(?P<md_d>\d{{1,2}}){SUFFIX}?\b(?:,?\s+(?P<md_y>\d{{4}})\b)?)",
            rf"(?P<day_month>\b(?:the\s+)?(?P<dm_d>\d{{1,2}}){SUFFIX}?\s+(?:of\s+)?(?P<dm_m>{MONTH})\b{MAY_THE_VERB}\.?(?:,?\s+(?P<dm_y>\d{{4}})\b)?)",
            # "the 14th or 15th": the second's "the" goes without saying.
            rf"(?P<ordinal>(?:\b(?:the|on)\s+|^\s*|(?<=\d(?:st|nd|rd|th) or )|(?<=\d(?:st|nd|rd|th) and ))"
            rf"(?P<ord_d>\d{{1,2}}){SUFFIX}\b{NOT_A_DAY})",
            r"(?P<relative>\b(?:day after tomorrow|today|tonight|tomorrow|this (?:morning|afternoon|evening)"
            r"|(?<!the )same[- ]day(?! (?:as|of)\b))\b)",
            r"(?P<asap>\b(?:asap|as soon as (?:possible|you can)|earliest|soonest|first available|next available|right away"
            r"|right now|(?:come|come in|come by|stop by|swing by|bring it|bring it in|drop it off|take it|take it in|fit me in|squeeze me in) now"
            r"|how (?:soon|quickly|fast) can (?:you|u|y'?all) (?:get|fit|squeeze|see|take) (?:me|us|it|my car|the car|her|him) in"
            r"|how (?:soon|quickly|fast) can (?:i|we) (?:come|get|bring it|bring my car|bring the car) in)\b)",
            rf"(?P<nth_weekday>\b(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|last)"
            rf"\s+(?P<nth_wd>{'|'.join(WEEKDAYS)})\s+(?:of|in)\s+(?P<nth_m>{MONTH})\b)",
            r"(?P<part_of_week>\b(?P<part>early|mid|middle of|late|end of)(?: the)?"
            r"\s+(?P<which_week>this|next)?\s*week\b)",
            r"(?P<week_after_next>\b(?:the\s+)?week after next\b)",
            rf"(?P<week_from>\b(?P<wf_n>{COUNT}) weeks? from (?:(?P<wf_tomorrow>tomorrow)|(?:this\s+)?(?P<wf_wd>{WEEKDAY})))\b",
            # "The week after Christmas": read beside the day it is said of (_anchors).
            r"(?P<a_week>\bweek(?=\s+(?:after|before|of)\s))",
            rf"(?P<last_day>\b(?:the\s+)?last day of\s+(?:(?P<ld_which>this|next|the)\s+month"
            rf"|(?P<ld_m>{MONTH})\b))",
            r"(?P<part_of_month>\b(?P<month_part>early|beginning of|start of|mid|middle of|late|end of"
            rf"|sometime in|in|during|for|to|into|(?:the )?(?:{'|'.join(HALVES)}) half of)"
            rf"[\s-]+(?:(?P<which_month>this|next|the) month|(?:the )?(?P<pm_m>{MONTH})\b(?!\.?\s*\d)))",
            rf"(?P<week_of_month>\b(?:the\s+)?(?P<wom_n>first|1st|second|2nd|third|3rd|fourth|4th|last)"
            r"\s+week\s+(?:of|in)\s+(?:(?P<wom_which>this|next|the)\s+month"
            rf"|(?P<wom_m>{MONTH})\b(?!\.?\s*\d)))",
            r"(?P<next_month>\bnext month\b)",
            r"(?P<after_the_holidays>\bafter (?:the )?holidays\b)",
            # "Monday after next", "the friday after next": the one a week after the coming one.
            rf"(?P<weekday>\b(?:(?P<wd_mod>this|next|coming)\s+)?(?P<wd>{WEEKDAY})s?\b"
            r"(?P<wd_after_next>\s+after\s+next\b(?!\s+(?:week|month)))?)",
            r"(?P<weekend>\b(?:(?P<we_mod>this|next)\s+)?week-?ends?\b)",
            rf"(?P<in_days>\b(?:in\s+(?P<in_n>{COUNT})\s+(?P<in_unit>day|week|month)s?"
            rf"|(?P<from_n>{COUNT})\s+(?P<from_unit>day|week|month)s?\s+from\s+(?:today|now))\b)",
            r"(?P<next_week>\b(?:next|the following) week\b)",
            r"(?P<this_week>\b(?:later )?this week\b)",
            rf"(?P<holiday_week>\b(?P<hw_day>{HOLIDAYS})\s+week(?P<hw_end>-?end)?\b)",
            rf"(?P<holiday>\b(?:{HOLIDAYS})\b)",
        ]
    )
)
CALENDAR = {
    "iso",
    "slash",
    "month_day",
    "day_month",
    "ordinal",
    "holiday",
    "nth_weekday",
    "last_day",
}
NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
# The day a part of a month starts: "early next month" its 1st, "mid" its 15th, "late" or
# "end of" five days before its last.
PART_OF_MONTH = {"early": 1, "beginning of": 1, "start of": 1, "mid": 15, "middle of": 15}
# A month said whole ("in january", "sometime in march", "move it to january"): from its
# first day.
WHOLE_MONTH = ("in", "sometime in", "during", "for", "to", "into")
PART_OF_MONTH |= dict.fromkeys(WHOLE_MONTH, 1)
# The day a part of a week starts: "early next week" its Monday, "mid" its Wednesday, "late" or
# "end of" its Thursday (a Friday would leave one day to offer).
PART_OF_WEEK = {"early": 0, "mid": 2, "middle of": 2, "late": 3, "end of": 3}
VISIT = r"(?:appointment|appt|booking|visit|reservation)"
VISIT_BEFORE = re.compile(
    rf"(?:\binstead of|\b(?:my|our)|\b(?:my|the|our) {VISIT}(?: on| for)?"
    rf"|\b(?:have|had|got) an? {VISIT}(?: on| for)?"
    r"|\b(?:i'?m|i am|we'?re|we are|i was|we were) (?:already )?(?:scheduled|booked|signed up"
    r"|down|coming in)(?: in)?(?: on| for)?"
    r"|\b(?:can'?t|cannot|won'?t(?: be able to)?|will not|unable to|not able to|not going to)"
    r" (?:make it|come(?: in)?|be there"
    r"|get (?:it )?(?:there|in))(?: on)?)\s+$"
)
VISIT_AFTER = re.compile(rf"(?:'?s)?\s+{VISIT}")
TODAY_SAID = re.compile(r"\btoday\b")
SAME_DAY = re.compile(r"same[- ]day")
AFTER_A_DAY = re.compile(r"\bafter\s+(?:the\s+)?$")
# "The day before Christmas": the 24th; "before Christmas", "by friday": any day till then,
# so no day is asked and the soonest will do ("come by friday" is a visit on it).
DAY_BEFORE = re.compile(r"\bday\s+before\s+(?:the\s+)?$")
BEFORE_A_DAY = re.compile(
    r"\b(?:before|(?<!come )(?<!stop )(?<!swing )(?<!pop )(?<!drop )(?<!be )(?<!it )(?<!her )"
    r"(?<!him )by)\s+(?:the\s+)?$"
)
# "The monday after Christmas", "the friday before the 18th": that weekday next to the day;
# "the week of the 21st": the week it is in.
WEEKDAY_BESIDE = re.compile(r"\s+(?P<way>after|before|of)\s+(?:the\s+)?")
# "Between Christmas and New Year's", "between the 21st and the 24th": from the first.
BETWEEN_DAYS = re.compile(r"\bbetween\s+(?:the\s+)?$")
AND_UNTIL = re.compile(r"\s+(?:and|to|through|thru|till|until|-)\s+(?:the\s+)?")
# Two days either of which will do: "thursday or friday", "I'm off thursday and friday".
ALTERNATIVE = re.compile(r"\s*(?:,\s*)?(?:or|/|and|&)\s*(?:maybe\s+|possibly\s+)?")
# A day said as the one to fall back on: "tomorrow morning? If not, Wednesday works too",
# "tomorrow, or wednesday if not": the first day said is the one asked for.
FALLBACK_BEFORE = re.compile(
    r"\b(?:if not|otherwise|or else|failing that|if (?:that|it) (?:doesn'?t|does not|won'?t) work"
    r"|if (?:you'?re|you are) (?:full|booked))\b",
    re.I,
)
FALLBACK_AFTER = re.compile(
    r"\W*(?:works?\s+)?(?:too\s+)?(?:if not|as a (?:backup|fallback))\b", re.I
)

WEEK = timedelta(days=7)


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
        if AFTER_A_DAY.search(text, 0, match.start()) or BEFORE_A_DAY.search(
            text, 0, match.start()
        ):
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
    anchors = _anchors(text, found)
    for at, match in enumerate(found):
        if match.lastgroup in ("next_week", "week_after_next") and has_weekday:
            continue  # "Tuesday next week": the weekday carries it
        if at in anchors.values():
            continue  # the day another is said beside: "christmas" of "the monday after"
        if at in anchors:
            day = _beside(match, found[anchors[at]], text, today=today)
            (calendar if found[anchors[at]].lastgroup in CALENDAR else other).append(day)
            continue
        if BEFORE_A_DAY.search(text, 0, match.start()) and not DAY_BEFORE.search(
            text, 0, match.start()
        ):
            continue  # "before christmas": any day till then
        if at and (
            FALLBACK_BEFORE.search(text, found[at - 1].end(), match.start())
            or FALLBACK_AFTER.match(text, match.end())
        ):
            continue
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
        if day is not None and DAY_BEFORE.search(text, 0, match.start()):
            day -= timedelta(days=1)
        if day is not None:
            (calendar if match.lastgroup in CALENDAR else other).append(day)
    found_day = calendar[-1] if calendar else other[-1] if other else None
    one_after = _the_one_after_a_day_ruled_out(text, ruled_out, today=today)
    if found_day is None and one_after is not None:
        return one_after  # a week on from the day ruled out, which rules out no other
    if found_day is None and not rules_out(text, today, today=today):
        return None  # the soonest day, which is no day ruled out
    # "Next week, not monday": its Tuesday; "not today", "any day but monday" said on a
    # Monday: tomorrow.
    return next_day_not_ruled_out(text, found_day or today, today=today)


def _anchors(text: str, found: list[re.Match[str]]) -> dict[int, int]:
    """Where a day is said beside another ("the monday after christmas", "between christmas
    and new year's"): the index of the one said to the index of the one it is said beside."""
    anchors: dict[int, int] = {}
    for at, (said, then) in enumerate(itertools.pairwise(found)):
        way = WEEKDAY_BESIDE.fullmatch(text, said.end(), then.start())
        # "The week of the 21st" is that week, but "monday of next week" is its Monday.
        beside = way is not None and (
            said.lastgroup == "a_week"
            or (said.lastgroup in ("weekday", "weekend") and way.group("way") != "of")
        )
        between = BETWEEN_DAYS.search(text, 0, said.start()) and AND_UNTIL.fullmatch(
            text, said.end(), then.start()
        )
        if beside or between:
            anchors[at] = at + 1
    return anchors


def _beside(said: re.Match[str], anchor: re.Match[str], text: str, *, today: date) -> date:
    """The day `said` beside `anchor`: the weekday (a weekend's Saturday) after or before it,
    the first of the seven days after or before it ("the week after Christmas"), or the first
    day of the days between it and the next (after a holiday, its day after)."""
    day = _resolve(anchor, text, today=today, next_week=False) or today
    way = WEEKDAY_BESIDE.match(text, said.end())
    before = way is not None and way.group("way") == "before"
    if said.lastgroup == "a_week" and way is not None and way.group("way") == "of":
        return max(today, day - timedelta(days=day.weekday()))  # "the week of the 21st"
    if said.lastgroup == "a_week":
        return max(today, day - timedelta(days=7) if before else day + timedelta(days=1))
    if said.lastgroup not in ("weekday", "weekend"):
        first = _resolve(said, text, today=today, next_week=False) or today
        return first + timedelta(days=1 if said.lastgroup == "holiday" else 0)
    weekday = WEEKDAY_NUMBERS[said.group("wd")] if said.lastgroup == "weekday" else 5
    if before:
        return day - timedelta(days=(day.weekday() - weekday - 1) % 7 + 1)
    return day + timedelta(days=(weekday - day.weekday() - 1) % 7 + 1)


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


def day_this_month_lacks(text: str, *, today: date) -> str | None:
    """ "The 31st" said in November, "the 30th" in February: the day this month has not got,
    said back ("November 31"), rather than read as a later month's; None otherwise."""
    for match in DAY.finditer(text):
        if match.lastgroup != "ordinal" or is_negated(text, match.start()):
            continue
        day = int(match.group("ord_d"))
        if day <= 31 and _valid(today.year, today.month, day) is None:
            return f"{MONTH_NAMES[today.month - 1]} {day}"
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
    # "Brakes today? I have a road trip tomorrow", "I'm leaving friday": the day of the trip.
    r"|\b(?:(?:i|we) (?:have|got|'ve got) (?:a|my|our) (?:road )?trip|(?:i'?m|we'?re|i am|we are) "
    r"(?:leaving|flying out|heading out|driving out|going out of town))\s+(?:on\s+)?$"
)
PART_OF_IT = re.compile(
    r"\s*(?:morning|afternoon|evening|night|until|till|til|before|after|at\b|from|\d)"
)


# "Wednesday's no good", "friday doesn't work": a day said and then turned down.
TURNED_DOWN = re.compile(
    r"(?:'?s|\s+is|\s+are)?\s+(?:no good|not good|out\b|bad\b|a no\b|tough|hard"
    r"|(?:doesn'?t|does not|won'?t|will not|wouldn'?t|isn'?t going to|is not going to) work)"
)


def _not_wanted(text: str, match: re.Match[str]) -> bool:
    """Whether the day is one the customer does not want ("not monday", "I'm busy thursday",
    "wednesday's no good"), or one gone by; "any day from tomorrow on" is the first day wanted,
    not one moved from."""
    # Only the words just before the day: the whole message before it, for each day, would
    # make a long message's reading quadratic.
    if BUSY_ON.search(text, max(0, match.start() - 60), match.start()):
        return PART_OF_IT.match(text, match.end()) is None
    near_day = match.lastgroup == "weekday" or match.group() in NEAR_DAYS
    if near_day and TURNED_DOWN.match(text, match.end()):
        return True
    if not is_negated(text, match.start()):
        return False
    from_then_on = FROM_THEN_ON.search(text, 0, match.start()) and ONWARD.match(text, match.end())
    return not from_then_on


def rules_out(text: str, day: date, *, today: date) -> bool:
    """Whether the message (`text` as for read_date) rules out `day`: "not monday", "anything
    but monday or tuesday", "not today", "any day but tomorrow"."""
    for said in _ruled_out(text).values():
        if said.lastgroup == "weekday" and (said.group("wd_mod") or said.group("wd_after_next")):
            # "Not this friday but the one after next": that one Friday, not every Friday.
            if _resolve(said, text, today=today, next_week=False) == day:
                return True
            continue
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
    "week_of_month",
    "part_of_week",
    "week_after_next",
    "next_week",
    "next_month",
    "week_from",
    "a_week",
    "holiday_week",
    "after_the_holidays",
}


def says_a_stretch(text: str) -> bool:
    """Whether `text` (as for read_date) asks for a stretch of days rather than one day."""
    found = list(DAY.finditer(text))
    for match in found:
        weeks = match.lastgroup == "in_days" and "week" in match.group()
        if match.lastgroup in STRETCHES or weeks:
            return True
    return any(BETWEEN_DAYS.search(text, 0, found[at].start()) for at in _anchors(text, found))


# "The morning after", "the next afternoon": a part of the day after the one talked of, said
# without its day ("any morning after 10" is a time, "the morning after christmas" a day).
PART_OF_THE_DAY_AFTER = re.compile(
    r"\b(?:(?:the\s+)?(?:morning|afternoon|evening)\s+after(?:\s+that)?"
    r"(?=\s*(?:then|instead|please|pls|works?|would work|is better|would be better)?\s*(?:[?.!,]|$))"
    r"|the\s+(?:next|following)\s+(?:morning|afternoon|evening))\b",
    re.I,
)


def says_a_part_of_the_day_after(text: str) -> bool:
    """Whether `text` asks for a part of the day after the one talked of ("actually the
    morning after", "the following afternoon?")."""
    return PART_OF_THE_DAY_AFTER.search(text) is not None


# "End of the week", "late next week": its Thursday and Friday, each offered, so the reply says
# the days it means (a Saturday, where a shop opens one, is asked for as "the weekend").
LAST_WEEKDAYS_OF_A_WEEK = (3, 4)


def days_of_the_end_of_a_week(text: str, *, today: date) -> list[date]:
    """The days from today on that "end of the week" or "late next week" in `text` (as for
    read_date) means, in order; empty where it says no such part of a week."""
    for match in DAY.finditer(text):
        if match.lastgroup != "part_of_week" or match.group("part") not in ("late", "end of"):
            continue
        if _not_wanted(text, match):
            continue
        following = match.group("which_week") == "next"
        monday = _monday_after(today) if following else today - timedelta(days=today.weekday())
        days = [monday + timedelta(days=weekday) for weekday in LAST_WEEKDAYS_OF_A_WEEK]
        return [day for day in days if day >= today]
    return []


# "The following friday", "the thursday after that", "the one after": the weekday of the day
# talked of, a week on ("the friday after next" and "the one after christmas" are days of their
# own).
A_WEEK_ON = re.compile(
    rf"\b(?:the\s+)?(?:following\s+(?P<following>{WEEKDAY})\b"
    rf"|(?P<after>{WEEKDAY}|one)\s+after(?:\s+that(?:\s+one)?)?"
    r"(?=\s*(?:then|instead|please|pls|works?|would work|is better)?\s*(?:[?.!,]|$)))"
)


def says_its_weekday_a_week_on(text: str, day: date) -> bool:
    """Whether `text` (as for read_date) asks for `day`'s weekday a week after it ("no, the
    thursday after that" of a Thursday)."""
    said = A_WEEK_ON.search(text)
    if said is None:
        return False
    weekday = said.group("following") or said.group("after")
    if weekday == "one":
        # "Not this saturday, the one after": the one after the Saturday said (read_date).
        return not any(match.lastgroup == "weekday" for match in DAY.finditer(text))
    return WEEKDAY_NUMBERS[weekday] == day.weekday()


# "Not tomorrow, the day after": the day after the one just ruled out.
THE_DAY_AFTER_IT = re.compile(
    r"\b(?:the\s+)?(?:day after|next day|following day)(?:\s+(?:that|then|instead|please))?"
    r"\s*(?:[?.!,]|$)"
)


def _the_one_after_a_day_ruled_out(
    text: str, ruled_out: dict[int, re.Match[str]], *, today: date
) -> date | None:
    """ "Not this saturday, the one after": the Saturday ruled out, a week on; "not tomorrow,
    the day after": the day ruled out, a day on."""
    said = A_WEEK_ON.search(text)
    if said is not None and said.group("after") == "one":
        kinds, step = ("weekday",), WEEK
    else:
        said, kinds, step = THE_DAY_AFTER_IT.search(text), (), timedelta(days=1)
    if said is None:
        return None
    before = [
        m
        for m in ruled_out.values()
        if (not kinds or m.lastgroup in kinds) and m.end() <= said.start()
    ]
    if not before:
        return None
    day = _resolve(before[-1], text, today=today, next_week=False)
    return day + step if day else None


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


def day_besides_the_visits(text: str, *, today: date) -> date | None:
    """The day wanted where the message also names a visit booked by its day ("keep my friday
    appointment but also book an alignment for next week"): read with the visit's day left
    out, not the two read as one ("friday next week"); None where no other day is said."""
    for match in DAY.finditer(text):
        named = VISIT_BEFORE.search(text, 0, match.start()) or VISIT_AFTER.match(text, match.end())
        if named and match.lastgroup not in ("asap", "next_week", "this_week", "in_days"):
            return read_date(f"{text[: match.start()]} {text[match.end() :]}", today=today)
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
    if kind == "this_week" and group().startswith("later"):
        return today + timedelta(days=1)  # "later this week": not today
    if kind in ("asap", "this_week"):
        return today
    if kind == "weekday":
        weekday = WEEKDAY_NUMBERS[group("wd")]
        following = next_week or group("wd_mod") == "next"
        stays_today = group("wd_mod") == "this" or TODAY_SAID.search(text) is not None
        if group("wd_after_next"):
            # The second one to come, whatever "next" alone is taken to mean.
            return _weekday_date(weekday, today, following=False, stays_today=False) + WEEK
        return _weekday_date(weekday, today, following=following, stays_today=stays_today)
    if kind == "holiday":
        holiday = _holiday(group(), today)
        return holiday[0] if holiday else None
    if kind == "weekend":
        return _weekend_date(today, following=group("we_mod") == "next")
    if kind == "in_days":  # "in 2 weeks", "a week from today", "in a month"
        count = _count(group("in_n") or group("from_n"))
        unit = group("in_unit") or group("from_unit")
        if unit == "month":
            return _months_after(today, count)
        return today + timedelta(days=count * 7 if unit == "week" else count)
    if kind == "week_from":  # "a week from tuesday": the coming Tuesday's week after
        weeks = timedelta(days=7 * _count(group("wf_n")))
        if group("wf_tomorrow"):
            return today + timedelta(days=1) + weeks
        weekday = WEEKDAY_NUMBERS[group("wf_wd")]
        return _weekday_date(weekday, today, following=False, stays_today=True) + weeks
    if kind == "last_day":
        return _last_of_month(_first_of_month(group("ld_m"), group("ld_which"), today))
    if kind == "holiday_week":
        week = _holiday_week(match, today)
        return max(today, week[0]) if week else None
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
    if kind == "week_of_month":
        week = _week_of_month(match, today)
        return week[0] if week else None
    if kind == "after_the_holidays":  # from the day after the coming New Year's Day
        return _on_or_after(1, 2, today)
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
    first = _first_of_month(match.group("pm_m"), match.group("which_month"), today)
    last = _last_of_month(first)
    part = match.group("month_part")
    half = _half_of_month(part)
    if half:
        start = first.replace(day=half)
    elif part in ("late", "end of"):
        start = last - timedelta(days=4)
    else:
        start = first.replace(day=PART_OF_MONTH[part])
    return max(today, start)


def _half_of_month(part: str) -> int | None:
    """The day a half of a month said ("the second half of") starts; None for other parts."""
    if not part.endswith(" half of"):
        return None
    return HALVES[part.removeprefix("the ").split()[0]]


# The day each week of a month starts: "the first week of January" from its 1st.
WEEK_OF_MONTH_STARTS = {"first": 1, "1st": 1, "second": 8, "2nd": 8, "third": 15, "3rd": 15}
WEEK_OF_MONTH_STARTS |= {"fourth": 22, "4th": 22}


def _week_of_month(match: re.Match[str], today: date) -> tuple[date, date] | None:
    """ "The first week of January", "the last week of the month": its first day (today when
    it has begun) and its last; none for a week gone by ("the first week of this month" said
    on the 20th)."""
    first = _first_of_month(match.group("wom_m"), match.group("wom_which"), today)
    said = match.group("wom_n")
    if said == "last":
        start = _last_of_month(first) - timedelta(days=6)
    else:
        start = first.replace(day=WEEK_OF_MONTH_STARTS[said])
    last = start + timedelta(days=6)
    return (max(today, start), last) if last >= today else None


def stretch_named(text: str, *, today: date) -> tuple[date, date] | None:
    """The first and last day of a stretch `text` (as for read_date) names whole, a week
    ("next week", "the first week of January", "Christmas week", "the week after Christmas"),
    a holiday's weekend or a month's end ("end of the month"), from today where it has begun;
    None where it names none, or a day in it ("tuesday next week")."""
    found = list(DAY.finditer(text))
    if any(m.lastgroup == "weekday" for m in found):
        return None
    anchors = _anchors(text, found)
    for at, match in enumerate(found):
        kind = match.lastgroup
        if kind == "week_of_month":
            return _week_of_month(match, today)
        if kind == "holiday_week":
            week = _holiday_week(match, today)
            return (max(today, week[0]), week[1]) if week and week[1] >= today else None
        if kind == "a_week" and at in anchors:
            first = _beside(match, found[anchors[at]], text, today=today)
            return first, first + timedelta(days=6)
        if kind in ("this_week", "next_week", "week_after_next"):
            first = _resolve(match, text, today=today, next_week=False) or today
            return first, first + timedelta(days=6 - first.weekday())
        part = match.group("month_part") if kind == "part_of_month" else ""
        if part in ("late", "end of") or _half_of_month(part):
            first = _part_of_month(match, today)
            if first is None:
                return None
            last = first.replace(day=15) if _half_of_month(part) == 1 else _last_of_month(first)
            return (first, last) if last >= today else None
    return None


def _holiday_week(match: re.Match[str], today: date) -> tuple[date, date] | None:
    """ "Christmas week": the Monday to Sunday it falls in; "New Year's weekend": the
    Saturday and Sunday nearest it."""
    holiday = _holiday(match.group("hw_day"), today)
    if holiday is None:
        return None
    day = holiday[0]
    if match.group("hw_end"):
        ahead = 5 - day.weekday()
        saturday = day + timedelta(days=ahead - 7 if ahead > 3 else ahead)
        return saturday, saturday + timedelta(days=1)
    monday = day - timedelta(days=day.weekday())
    return monday, monday + timedelta(days=6)


def _first_of_month(name: str | None, which: str | None, today: date) -> date:
    """The first day of the month named ("january": the coming one), or of this month or the
    next ("next month")."""
    if name:
        month = MONTH_NUMBERS[name]
        return date(today.year + (month < today.month), month, 1)
    if which == "next":
        return _last_of_month(today) + timedelta(days=1)
    return today.replace(day=1)


def _months_after(today: date, count: int) -> date:
    """The same day `count` months on, or that month's last where it is shorter."""
    month = today.month - 1 + count
    first = date(today.year + month // 12, month % 12 + 1, 1)
    return first.replace(day=min(today.day, _last_of_month(first).day))


def _last_of_month(day: date) -> date:
    return (day.replace(day=1) + timedelta(days=32)).replace(day=1) - timedelta(days=1)


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


def holidays_named(text: str, *, today: date) -> dict[date, str]:
    """The dates of the holidays `text` (as for read_date) names, each with its name as it is
    said back ("Thanksgiving"), so an answer names the day the customer meant."""
    named = (_holiday(m.group(), today) for m in DAY.finditer(text) if m.lastgroup == "holiday")
    return dict(holiday for holiday in named if holiday)


def _holiday(said: str, today: date) -> tuple[date, str] | None:
    """The next such holiday on or after today, and its name."""
    for pattern, (name, month, day) in FIXED_HOLIDAYS.items():
        if re.fullmatch(pattern, said):
            found = _on_or_after(month, day, today)
            return (found, name) if found else None
    for pattern, (name, month, weekday, which, after) in FLOATING_HOLIDAYS.items():
        if re.fullmatch(pattern, said):
            for year in (today.year, today.year + 1):
                found = _nth_weekday(year, month, weekday, which) + timedelta(days=after)
                if found >= today:
                    return found, name
    for pattern, (name, after) in EASTER_HOLIDAYS.items():
        if re.fullmatch(pattern, said):
            for year in (today.year, today.year + 1):
                found = _easter(year) + timedelta(days=after)
                if found >= today:
                    return found, name
    return None


def _easter(year: int) -> date:
    """Easter Sunday of `year` in the Gregorian calendar (the anonymous Gregorian algorithm)."""
    golden = year % 19
    century, of_century = divmod(year, 100)
    leap_centuries, century_left = divmod(century, 4)
    moon_correction = (century + 8) // 25
    sun_correction = (century - moon_correction + 1) // 3
    epact = (19 * golden + century - leap_centuries - sun_correction + 15) % 30
    leap_years, years_left = divmod(of_century, 4)
    weekday = (32 + 2 * century_left + 2 * leap_years - epact - years_left) % 7
    shift = (golden + 11 * epact + 22 * weekday) // 451
    month, day = divmod(epact + weekday - 7 * shift + 114, 31)
    return date(year, month, day + 1)


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
    return _just_gone_or_coming(number, int(day), today)


# A date said without its year that fell this recently is that one, gone by ("December 2"
# said on December 7), not next year's; one further back is next year's ("March 3").
JUST_GONE_DAYS = 31


def _just_gone_or_coming(month: int, day: int, today: date) -> date | None:
    this_year = _valid(today.year, month, day)
    if this_year is not None and timedelta(0) < today - this_year <= timedelta(JUST_GONE_DAYS):
        return this_year
    return _on_or_after(month, day, today)


def _slash_date(first: str, second: str, year: str | None, today: date) -> date | None:
    """Month first, as in the US. "24/7" is not a date, so no day-first guessing."""
    month, day = int(first), int(second)
    if year:
        return _valid(_full_year(year), month, day)
    if not 1 <= month <= 12:
        return None
    return _just_gone_or_coming(month, day, today)


def _next_day_of_month(day: int, today: date) -> date | None:
    """The next `day` of a month on or after today, skipping months too short for it."""
    year, month = today.year, today.month
    for _ in range(13):
        found = _valid(year, month, day)
        if found is not None and found >= today:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None
