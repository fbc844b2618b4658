"""The grounding guard: a reply may state only times, dates, prices, numbers and names that the
tools gave, must state the facts its act is about, and must read as finished text (a parallel
decoder that commits unconfident tokens leaves gaps, doubled words and glued words). A reply
that fails is replaced by the template; the caller counts how often (the fallback rate)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.schema import Act

TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?", re.I)
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
CAPITALISED_WORD = re.compile(r"[A-Z][a-z]+(?:[-'][A-Za-z]+)?")
MONTHS = "January February March April May June July August September October November December"
DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday"
# Capitalised words any reply may use: they state no fact.
COMMON = set(
    (
        "I I'm I'll I've I'd Hi Hello Hey Thanks Thank Sure Great Sorry Of Happy Just Done Yes No "
        "Please OK Okay Our We We're We'll You You're You'll Your It It's That This What Which "
        "When Where Would Shall Can Do Does Is Are And Or But So Let Perfect Got Alright Good "
        "See Anything Welcome Bye Have Sounds Cool Awesome Noted Unfortunately Also Then There "
        "AM PM"
    ).split()
)
# Numbers the policy fixes, which a reply may say without a fact giving them: a one-time code
# has six digits (assistant/policy/).
POLICY_NUMBERS = ("6-digit",)
# Marks of text a decoder left unfinished, with what each says about the reply.
GARBLED = (
    (re.compile(r"\S {2,}|\s[,.?!]"), "a gap in the text"),
    (re.compile(r"\b(\w+)\s+\1\b", re.I), "a word said twice"),
    (re.compile(r"(?:[a-z]{2}|\d)[,?!;][A-Za-z]"), "words glued at a comma or stop"),
    (re.compile(r"[a-z][A-Z]|[AP]M[A-Za-z]"), "words glued together"),
    (re.compile(r"[A-Za-z]-(?:\s|$)"), "a word cut off at a hyphen"),
    (re.compile(r"\b([A-Z][^.?!]{8,}[.?!]) +\1"), "a sentence said twice"),
)
# A sentence begun in lower case ("... 9 AM. we'll call you"), but for a fact written so
# ("Sorry, I can't change prices. rear brake check usually runs ...").
LOWER_OPENING = re.compile(r"(?:^|\b(?:[a-z]{2,}|AM|PM)[.?!] +)([a-z][\w'’-]*)")
# A lone one- or two-letter word outside these is a piece of a word ("Quarry ic Works").
SHORT_WORDS = set(
    "a an am as at be by do go he hi if in is it me my no of oh ok on or so to up us we".split()
)
SHORT_WORD = re.compile(r"(?<![\w'’.-])[a-z]{1,2}(?![\w'’-])")
# The facts each act is about: a reply must state them (a substituted service name is as wrong
# as a wrong time).
FACT_KEYS_BY_ACT = {
    Act.OFFER_TIMES: ("service", "times"),
    Act.NO_TIMES: ("service", "reason", "next_day", "next_times"),
    Act.CONFIRM: ("service", "day", "time", "price"),
    Act.BOOKED: ("service", "day", "time", "name"),
    Act.QUOTE: ("service", "price"),
    Act.CANCELLED: ("service", "day", "time"),
    Act.RESCHEDULED: ("service", "day", "time"),
    Act.CONFIRM_CANCEL: ("service", "day", "time"),
    Act.LOCATION: ("address",),
    Act.HOURS: ("hours",),
    Act.SERVICES: ("services",),
    Act.UNKNOWN_SERVICE: ("asked", "services"),
    Act.CHOOSE_APPOINTMENT: ("appointments",),
    Act.APPOINTMENTS: ("appointments",),
    Act.HANDOFF: ("phone",),
}
# A price said as what the shop usually charges, the final one coming once the car is seen
# ("The final price is confirmed after we look at the car.", "final price after inspection").
PRICE_CAVEAT_SAID = re.compile(
    r"\b(?:final|exact) price\b|\bonce we (?:see|look at) the car\b"
    r"|\bafter (?:the |an )?inspection\b",
    re.IGNORECASE,
)
# Facts that name things: their words must be there too, not only their numbers ("4-wheel AC
# change" for "4-wheel clutch change" has the right number and the wrong service).
NAMING_FACTS = {"service", "services", "appointments", "asked"}
# Facts a reply states word for word, as every phrasing does: a week of hours whose times are
# all there can still pair them with the wrong days ("Thursday 7:30 AM to 5:30 PM; Tuesday").
VERBATIM_FACTS = {"hours", "address", "reason"}


@dataclass(frozen=True)
class Check:
    ok: bool
    problems: tuple[str, ...] = ()


# The facts that list times offered ("8 AM, 8:30 AM or 9 AM"), and a reply's asking which.
OFFERED_TIMES = ("times", "next_times")
ASKS_WHICH = re.compile(
    r"\bwhich (?:one |time )?(?:works|suits|would you like|do you prefer|of (?:those|these|them))\b",
    re.IGNORECASE,
)


def check_reply(reply: str, *, act: str, facts: dict[str, str], shop: str) -> Check:
    problems = [*_strays(reply, facts, shop), *missing_facts(reply, act, facts)]
    if not reply.strip():
        problems.append("empty reply")
    return Check(not problems, tuple(problems))


def states_only_facts(part: str, *, facts: dict[str, str], shop: str) -> bool:
    """Whether a part of a reply (a sentence, as it is streamed) says no time, number or name
    the facts do not give, and nothing garbled; whether the whole reply says all it must is
    check_reply's, once it is written."""
    return not _strays(part, facts, shop)


def _strays(text: str, facts: dict[str, str], shop: str) -> list[str]:
    source = " ".join([*facts.values(), shop, *POLICY_NUMBERS])
    return [
        *_unknown_times(text, source),
        *_unknown_numbers(text, source),
        *_unknown_names(text, source),
        *_garbled(text, source),
        *_which_of_one(text, facts),
    ]


def _times(text: str) -> set[tuple[int, int, str]]:
    return {(int(h) % 12, int(m or 0), ap.lower()) for h, m, ap in TIME.findall(text)}


def _unknown_times(reply: str, source: str) -> list[str]:
    stray = _times(reply) - _times(source)
    return [f"time {h or 12}:{m:02d} {ap}m not given" for h, m, ap in sorted(stray)]


def _unknown_numbers(reply: str, source: str) -> list[str]:
    given = {n.replace(",", "") for n in NUMBER.findall(source)}
    given |= {n.split(".")[0] for n in given}
    return [
        f"number {n} not given" for n in NUMBER.findall(reply) if n.replace(",", "") not in given
    ]


def _unknown_names(reply: str, source: str) -> list[str]:
    known = set(re.findall(r"[A-Za-z][A-Za-z'-]*", source)) | COMMON
    words = []
    for sentence in re.split(r"(?<=[.!?:])\s+", reply):
        # The first word of a sentence is capitalised whatever it is; the ones after it are
        # checked ("Done, Xavbit Okhurst." for Xavier).
        words += [w for w in WORD.findall(sentence)[1:] if CAPITALISED_WORD.fullmatch(w)]
    stray = [w for w in words if w not in known and (w in MONTHS or w in DAYS or w not in COMMON)]
    return [f"name or date {w!r} not given" for w in stray]


def _which_of_one(reply: str, facts: dict[str, str]) -> list[str]:
    """ "I have 7:30 AM. Which works for you?": a choice asked of a single time."""
    single = [key for key in OFFERED_TIMES if key in facts and " or " not in facts[key]]
    if single and ASKS_WHICH.search(reply):
        return [f"asks which of one time ({facts[single[0]]})"]
    return []


def _garbled(reply: str, source: str) -> list[str]:
    """Marks of unfinished text in the reply that the facts themselves do not have (a shop
    may be called "AutoZone")."""
    problems = [
        f"{problem}: {match.group()!r}"
        for pattern, problem in GARBLED
        for match in pattern.finditer(reply)
        if match.group() not in source
    ]
    as_written = set(re.findall(r"[\w'’-]+", source))
    problems += [
        f"a sentence begun in lower case: {match.group()!r}"
        for match in LOWER_OPENING.finditer(reply)
        if match.group(1) not in as_written
    ]
    given = set(re.findall(r"\w+", source.lower()))
    problems += [
        f"a piece of a word: {word!r}"
        for word in SHORT_WORD.findall(reply)
        if word not in SHORT_WORDS and word not in given
    ]
    return problems


def missing_facts(reply: str, act: str, facts: dict[str, str]) -> list[str]:
    keys = FACT_KEYS_BY_ACT.get(Act(act), ())
    missing = []
    for key in keys:
        value = facts.get(key)
        if not value:
            continue
        if key in VERBATIM_FACTS:
            stated = _said(value) in _said(reply)
        else:
            stated = _states(reply, value, naming=key in NAMING_FACTS)
        if not stated:
            missing.append(f"{key} ({value}) not stated")
    return missing


def _states(reply: str, value: str, naming: bool = False) -> bool:
    """Every time and number of the fact appears in the reply (the wording of a day or an
    address may differ), and for a fact that names things, every word of it; a fact without
    numbers is there as it is."""
    if _times(value) - _times(reply):
        return False
    numbers = {n.replace(",", "") for n in NUMBER.findall(reply)}
    value_numbers = {n.replace(",", "") for n in NUMBER.findall(TIME.sub("", value))}
    if value_numbers - numbers:
        return False
    if not value_numbers and not _times(value):
        return value.lower() in reply.lower()
    return not naming or _words(value) <= _words(reply)


def _said(text: str) -> str:
    return " ".join(text.lower().split())


def _words(text: str) -> set[str]:
    """The words that carry meaning: three letters or more, "and" aside (a list may end in
    "or")."""
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2 and w != "and"}


def lacks_price_caveat(reply: str, act: str, facts: dict[str, str]) -> bool:
    """A confirmation of a booking at a price that does not say the price is only what the shop
    usually charges: the customer would take it for the bill. The model's confirmations were
    taught without it; assistant/respond.py says it after them."""
    if act != Act.CONFIRM or not facts.get("price"):
        return False
    return not PRICE_CAVEAT_SAID.search(reply)
