"""The grammar of an understanding, for the engine's grammar-constrained decoding.

An understanding is `Understanding.to_json()` of one message: compact JSON, keys in the
dataclass's order, nulls left out. The grammar holds the model to that shape and to values it
can only take from the message: an intent or an answer from their lists, a real calendar date
and clock time, and a service, name, vehicle or phone copied from the customer's own words (the
corpus's every target is one: tests/assistant/test_understanding_grammar.py). A small model
that garbles a word it has never seen ("Chevy ravverton" for "Chevy Silverado") is made to copy
it instead, and its JSON always parses.

More holds come from the floor's own words (assistant/understand/). A name is no word the
floor knows is never one ("room" of "if you have room", "works best", "Hyundai", "Tucson"),
no greeting, nothing with a digit and no word of the service just read; a car is no such word
but its make and model ("is done" of "my Subaru Impreza is done"); a service starts and ends
on no function word ("service the") and does not stop right before a word for the work
("front starter" of "front starter replacement"): the small model ran copies into or short of
those in held-out frames it was never taught. And where the message names its day only by a weekday, a day of
the month or a month and day, the date is one it can mean ("this sat": a Saturday of the
coming three weeks; "the 28th": the 28th of the coming month), and where it names no day,
there is no date: the model's most frequent date mistake was the listed day beside the right
one, or the month beside it. Which of the days it can mean stays the model's to read, and a
copy is refused as soon as it can only run into what is refused, so no answer is left with
no way on. A car holds a make, a model, an engine or a year; a service holds no day or time
the message says ("sway bar link service the 19th"); no "yes" is read where only a no is
said ("hmm no"). A time is one the message says, in the morning or the afternoon ("1:15" is
01:15 or 13:15), and there is none where it says none; an answer is a yes or a no it says,
and after a question that asked for neither, one it opens with ("heyy, k" is none); a day
said by weekday, date, "today" or "tomorrow" is the one the calendar reads (corpus.py's rules,
as the floor's); a car does not stop inside or right before a model the floor knows ("Tesla
Model" of "Tesla Model 3"); a service is not a word for the work alone ("check" of "thermostat
check"), holds no word for asking to book, and does not end right before "needs" ("my car" of
"my car needs ..."); a name does not start right after a first name in lower case ("holridge"
of "sam holridge"), nor is it someone asked after ("is Carlos working today?").
"""

from __future__ import annotations

import re
from dataclasses import fields
from datetime import date, time, timedelta

from assistant import corpus_pools
from assistant.schema import Intent, Understanding
from assistant.understand.calendar_words import (
    MONTH_NUMBERS,
    SHORTHAND,
    calendar_text,
    is_negated,
)
from assistant.understand.dates import AFTER_A_DAY, DAY, WEEKDAY_NUMBERS, days_said
from assistant.understand.intents import NO, SHORT_REPLY, YES, read_answer
from assistant.understand.lexicon import NEGATIONS
from assistant.understand.people import (
    FIRST_NAMES,
    GREETING_WORD,
    IS_GREETING,
    NAMES_OF_MONTHS,
    NOT_NAMES,
    REQUEST_ENDS,
)
from assistant.understand.services import GENERIC, HEAVY_WORK, REPLACING, UPKEEP, VAGUE_WORK
from assistant.understand.text import clean, mend_shorthand, stem
from assistant.understand.times import (
    AFTER_LUNCH,
    BEFORE_LUNCH,
    CLOCK_PART,
    DAY_OF_MONTH,
    FROM_NOW,
    PARTS_OF_DAY,
    THE_REST_OF_THE_DAY,
    TIME,
    hide_the_day,
    part_of_day,
    read_clock,
    resolve_clock,
)
from assistant.understand.vehicles import CAR_WORD, MAKES, MODELS, NOT_MODELS
from engine.grammar import may_finish, pending

KEYS = tuple(f.name for f in fields(Understanding))
CHOICES = {"intent": tuple(Intent), "answer": ("yes", "no")}
COPIED = ("service", "name", "vehicle")
# d: an ASCII digit; anything else stands for itself.
SHAPES = {"date": "dddd-dd-dd", "time_from": "dd:dd", "time_to": "dd:dd"}
# The range of each field of a date ("-") and of a time (":"); the day is checked against its
# month once the date is whole.
FIELD_RANGES = {"-": ((1000, 9999), (1, 12), (1, 31)), ":": ((0, 23), (0, 59))}
DIGITS = "0123456789"
# A phone number as typed: digits, maybe after a +, with the usual separators between them.
TYPED_PHONE = re.compile(r"\+?\d[\d ().-]*\d")
# The escapes json.dumps(ensure_ascii=False) writes for what a message may hold.
ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "r": "\r", "t": "\t"}
# Words the floor knows are never part of a name, though a first name or a month may be one
# ("Lane", "June"), nor of a car, but for its make ("Hyundai") or model ("Tucson").
MAKE_WORDS = frozenset(word for make in MAKES for word in make.split())
NOT_VEHICLE_WORDS = (
    frozenset(
        word
        for word in NOT_NAMES | REQUEST_ENDS | NOT_MODELS | set(MONTH_NUMBERS) | set(SHORTHAND)
        if word not in FIRST_NAMES and word not in NAMES_OF_MONTHS
    )
    - MAKE_WORDS
)
WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# Every word of a model the floor knows is a car's, "Model" of "Tesla Model 3" too.
MODEL_WORDS = frozenset(w for model in MODELS for w in WORD.findall(model) if w.isalpha())
NOT_NAME_WORDS = NOT_VEHICLE_WORDS | MAKE_WORDS | (MODEL_WORDS - FIRST_NAMES)
# The words the small model was taught as the customer's own around the values (training's
# phrasings, never the held-out ones'): in lower case they are no name ("can i set up", "you
# can put"), nor part of a car ("Elantra reach me on"); capitalised, one may be ("Jin Park").
TAUGHT_WORDS = (
    frozenset(
        word.lower()
        for phrasing in corpus_pools.customer_phrasings(corpus_pools.TRAIN)
        for word in WORD.findall(re.sub(r"\{\w+\}", " ", phrasing))
    )
    - FIRST_NAMES
    - {name.lower() for name in corpus_pools.FIRST_NAMES}
)
# The words a short reply may hold and still be no mistyped yes or no.
KNOWN_WORDS = TAUGHT_WORDS | FIRST_NAMES | {word.lower() for word in NOT_NAME_WORDS}
TAUGHT_NOT_CAR_WORDS = TAUGHT_WORDS - MAKE_WORDS - {w for m in MODELS for w in WORD.findall(m)}
# Words a service as said never ends with ("service the", "check next Fri if you"); not "on"
# or "in", which end "the AC on" or "plug it in".
NOT_SERVICE_ENDS = frozenset(
    """a an the my our your his her their i me we you u it its is are was were be been am do
    does did have has had can could would will should may might must need needs want wants to
    of at for with from by about as and or but if so that this these those there here
    what when where which who how why just also some any please between""".split()
)
# Nor holds: what the car needs is said after them ("my car needs the O2 sensor service"), and
# the floor's words for asking to book (intents.RULES) ask for the work, they are none of it
# ("looking to schedule thermostat check", "book me for starter repair").
NEEDS = frozenset("need needs want wants".split())
NOT_IN_SERVICE = NEEDS | frozenset(
    """book booking booked schedule scheduled scheduling appointment
    appointments appt reschedule""".split()
)
# Nor starts with, but for a possessive or "the": "an hour later" is no "hour later".
NOT_SERVICE_STARTS = NOT_SERVICE_ENDS - set("my our your his her their its the".split()) | {
    "in",
    "on",
}
# The floor's words for work (stemmed), which a service as said does not stop before:
# "front starter" of "front starter replacement" is cut short.
WORK = (GENERIC | HEAVY_WORK | UPKEEP | REPLACING | VAGUE_WORK) - {
    stem(word) for word in "new full fix job work".split()
}
# How far ahead a day said by its weekday alone may be: "the friday after next" at most.
WEEKS_AHEAD = 3
# The floor's words for yes and for no, anywhere in a message.
YES_SAID = re.compile(rf"(?<![\w'’])(?:{YES})(?![\w'’])", re.IGNORECASE)
NO_SAID = re.compile(rf"(?<![\w'’])(?:{NO})(?![\w'’])", re.IGNORECASE)
# A number that is a time of day however it stands: "10:00", "9am".
CLOCK_SAID = re.compile(r":|[ap]\.?m\b")
# The word right before a copy, one space away.
PREVIOUS_WORD = re.compile(r"(?<![\w'’])([^\W\d_]+) $")
# A question about someone, right before a copy: "is Carlos working today?", "hi, was Dee in?"
# ask after a person at the shop, whose name is not the customer's ("my name is Dee" is).
ASKED_ABOUT = re.compile(
    rf"(?:^|[,.!?;:]\s*|(?<![\w'’])(?:{GREETING_WORD})\s+)(?:is|was) $", re.IGNORECASE
)
# The words for the work that name no work alone: "check" of "thermostat check", "service" of
# "sway bar link service" (stemmed).
WORK_ALONE = frozenset(
    stem(word)
    for word in """service check repair inspection inspect diagnostic diagnosis replacement
    replace rebuild overhaul install change job work fix""".split()
)
# A model the floor knows, where the message says it ("RX 350" of "2001 Lexus RX 350").
MODEL_SAID = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(re.escape(model) for model in sorted(MODELS, key=len, reverse=True))
    + r")(?![\w-])",
    re.IGNORECASE,
)


def never_in_name(word: str) -> bool:
    """Whether a word, as written, is never part of a name: one of NOT_NAME_WORDS, one of
    TAUGHT_WORDS in lower case, a word with a digit ("29th", "x3") or a greeting ("helo")."""
    return (
        word.lower() in NOT_NAME_WORDS
        or (word.islower() and word in TAUGHT_WORDS)
        or not word.isalpha()
        or bool(IS_GREETING.fullmatch(word))
    )


def never_in_car(word: str) -> bool:
    """Whether a word, as written, is never part of a car: one of NOT_VEHICLE_WORDS, or of
    TAUGHT_NOT_CAR_WORDS in lower case."""
    return word.lower() in NOT_VEHICLE_WORDS or (word.islower() and word in TAUGHT_NOT_CAR_WORDS)


class UnderstandingGrammar:
    """`allows(text)`: text can still grow into a valid understanding of `message`, said on
    `today` and after a question that asked for a yes or a no (`yes_or_no_asked`) where they
    are known; `accepts(text)`: it is one."""

    def __init__(
        self, message: str, today: date | None = None, yes_or_no_asked: bool | None = None
    ) -> None:
        self.message = message
        self.phones = _typed_phones(message)
        said = (
            days_said(calendar_text(message.lower()), today=today, weeks=WEEKS_AHEAD)
            if today
            else None
        )
        self.days = None if said is None else {day.isoformat() for day in said}
        written: dict[str, set[str]] = {}
        for word in WORD.findall(message):
            written.setdefault(word.lower(), set()).add(word)
        self.words = frozenset(written)
        # A word is refused only if it is refused as each time it is written ("park it", "Park").
        self.not_name = frozenset(
            w for w, forms in written.items() if all(map(never_in_name, forms))
        )
        self.not_car = frozenset(w for w, forms in written.items() if all(map(never_in_car, forms)))
        self.when_said = _when_said(message)
        self.answers = _answers_said(message, yes_or_no_asked)
        self.times = _times_said(message)
        if today is not None and self.days is not None:
            self.days = _days_as_the_calendar_reads(message, today, self.days)
        elif today is not None:
            self.days = _relative_days(message, today)
        self.models = [found.span() for found in MODEL_SAID.finditer(message)]
        self._nameable_by: dict[frozenset[str], bool] = {}
        self.serviceable = self._copied("", False, "service")
        self.car_said = self._copied("", False, "vehicle")

    def allows(self, text: str) -> bool:
        return self._read(text) is not None

    def accepts(self, text: str) -> bool:
        return self._read(text) == "whole"

    def _read(self, text: str) -> str | None:
        """ "whole", "partial" (a valid beginning) or None (no valid understanding starts so)."""
        if not text:
            return "partial"
        if text[0] != "{":
            return None
        not_name = self.not_name
        at, keys_left = 1, self._keys(not_name)
        if text[at:] == "}":
            return "whole"
        while True:
            key, at, escaping = _read_string(text, at)
            if key is None or escaping:
                return None
            if at is None:  # the key is still being written
                return "partial" if any(k.startswith(key) for k in keys_left) else None
            if key not in keys_left:
                return None
            keys_left = keys_left[keys_left.index(key) + 1 :]
            if at == len(text):
                return "partial"
            if text[at] != ":":
                return None
            value, at, escaping = _read_string(text, at + 1)
            if value is None:
                return None
            written = [value + ch for ch in ESCAPES.values()] if escaping else [value]
            if not any(
                self._value_allows(key, v, finished=at is not None, not_name=not_name)
                for v in written
            ):
                return None
            if key == "service":
                # The words the customer wants worked on are not their name too.
                not_name = self.not_name | {w.lower() for w in WORD.findall(value)}
                keys_left = self._keys(not_name, keys_left)
            if at is None or at == len(text):
                return "partial"
            if text[at:] == "}":
                return "whole"
            if text[at] != "," or not keys_left:
                return None
            at += 1

    def _keys(self, not_name: frozenset[str], keys: tuple[str, ...] = KEYS) -> tuple[str, ...]:
        """The keys that may be written: no name, car or service where the message has no words
        one could be, no date where it names no day, no phone where it has no number."""
        refused = set() if self._nameable(not_name) else {"name"}
        if not self.car_said:
            refused.add("vehicle")
        if self.days == set():
            refused.add("date")
        if not self.phones:
            refused.add("phone")
        if not self.serviceable:
            refused.add("service")
        if not self.answers:
            refused.add("answer")
        if self.times == set():
            refused |= {"time_from", "time_to"}
        return tuple(k for k in keys if k not in refused)

    def _nameable(self, not_name: frozenset[str]) -> bool:
        """Whether a name can be copied from the message: a word none of `not_name` that a
        copy may start at ("Carlos" of "is Carlos working today?" is not one), so that a name
        begun always has a way on."""
        if not_name not in self._nameable_by:
            firsts = {word[0] for word in WORD.findall(self.message)}
            self._nameable_by[not_name] = bool(self.words - not_name) and any(
                self._copied(first, False, "name", not_name) for first in firsts
            )
        return self._nameable_by[not_name]

    def _value_allows(
        self, key: str, value: str, *, finished: bool, not_name: frozenset[str]
    ) -> bool:
        if key in CHOICES:
            choices = self.answers if key == "answer" else CHOICES[key]
            if finished:
                return value in choices
            return any(choice.startswith(value) for choice in choices)
        if key in COPIED:
            return self._copied(value, finished, key, not_name)
        if key == "phone":
            return (
                value in self.phones if finished else any(p.startswith(value) for p in self.phones)
            )
        if key == "date" and self.days is not None:
            return any(day.startswith(value) for day in self.days) and (
                not finished or value in self.days
            )
        if key in ("time_from", "time_to") and self.times is not None:
            return any(said.startswith(value) for said in self.times) and (
                not finished or value in self.times
            )
        return _shape_allows(SHAPES[key], value, finished)

    def _copied(
        self, value: str, finished: bool, key: str, not_name: frozenset[str] = frozenset()
    ) -> bool:
        """Whole words of the message: the value starts where a word does, and ends where one
        does once it is finished (so a copy cut short mid-word, "premium suspen", is refused),
        and its words, whole in the message, are none a `key` refuses: a name none of
        `not_name`, and it starts at the first of the capitalised words it is among ("Bea
        Holbury" is no "Holbury"); a vehicle none of `not_car` and naming a car; a service none
        of NOT_IN_SERVICE. A name or a service holds no day or time said, and a service starts
        and ends (or can still end) as _service_fits says."""
        not_words = {"name": not_name, "vehicle": self.not_car, "service": NOT_IN_SERVICE}.get(key)
        if finished and (not value or value != value.strip()):
            return False
        if value[:1].isspace():
            return False
        written, begun = pending(value)
        pattern = re.escape(value)
        if begun is not None:
            # A character still being written: one of the message's it can become.
            could_be = {ch for ch in self.message if may_finish(begun, ch)}
            if finished or not could_be:
                return False
            pattern = re.escape(written) + f"[{''.join(map(re.escape, sorted(could_be)))}]"
        for found in re.finditer(pattern, self.message):
            start, end = found.start(), found.end()
            if _joins(self.message[max(0, start - 2) : start], self.message[start : start + 2]):
                continue
            if finished and _joins(
                self.message[max(0, end - 2) : end], self.message[end : end + 2]
            ):
                continue
            if not_words and self._covers_any(start, end, not_words):
                continue
            if key == "name" and self._after_a_name_word(start, not_name):
                continue
            if key == "name" and ASKED_ABOUT.search(self.message, 0, start):
                continue
            if key != "vehicle" and self._covers_when(start, end):
                continue
            if key == "vehicle" and not self._names_a_car(start, end, finished):
                continue
            if key == "vehicle" and finished and self._cuts_a_model(end):
                continue
            if key != "service" or self._service_fits(start, end, finished):
                return True
        return False

    def _names_a_car(self, start: int, end: int, finished: bool) -> bool:
        """Whether a car copied from `start` to `end` holds a make, a model, an engine or a
        year (vehicles.CAR_WORD) or, unfinished, can still before the first word it cannot run
        into."""
        if not finished:
            after = (w for w in WORD.finditer(self.message, start) if w.start() >= end)
            refused = (w.start() for w in after if w[0].lower() in self.not_car)
            end = next(refused, len(self.message))
        return bool(CAR_WORD.search(self.message, start, end))

    def _cuts_a_model(self, end: int) -> bool:
        """Whether a car ending at `end` stops inside a model the floor knows or right before
        one ("2001 Lexus" of "2001 Lexus RX 350", "Tesla Model" of "Tesla Model 3")."""
        return any(
            start < end < stop or (start == end + 1 and self.message[end] == " ")
            for start, stop in self.models
        )

    def _after_a_name_word(self, start: int, not_name: frozenset[str]) -> bool:
        """Whether a name starting at `start` comes right after a word of the name: a
        capitalised one ("Bea Holbury" is no "Holbury") or a first name the floor knows in
        lower case ("sam holridge" no "holridge")."""
        before = PREVIOUS_WORD.search(self.message, 0, start)
        if not before or before[1].lower() in not_name:
            return False
        return before[1][0].isupper() or (before[1].islower() and before[1] in FIRST_NAMES)

    def _service_fits(self, start: int, end: int, finished: bool) -> bool:
        """Whether a service copied from `start` to `end` starts on a word that is none of
        NOT_SERVICE_STARTS and ends well there (`finished`), or else can still: on a word that
        is none of NOT_SERVICE_ENDS, and not right before a word for the work."""
        words = list(WORD.finditer(self.message, start))
        if words and words[0].start() == start and words[0].group().lower() in NOT_SERVICE_STARTS:
            return False
        if finished:
            words = [word for word in words if word.end() <= end]
            ends = words[-1:]
        else:
            # A copy cannot run on past a word it may not hold or a day or time said.
            reach = next(
                (
                    w.start()
                    for w in words
                    if w.group().lower() in NOT_IN_SERVICE or self._covers_when(w.start(), w.end())
                ),
                len(self.message),
            )
            words = [word for word in words if word.end() <= max(reach, end)]
            ends = [word for word in words if word.end() >= end]
        for word in ends:
            if word.group().lower() in NOT_SERVICE_ENDS:
                continue
            after = re.match(r" ([^\W_]+)", self.message[word.end() :])
            if after and stem(after.group(1).lower()) in WORK:
                continue
            # What the car needs is said after "needs": "my car" of "my car needs ..." is none.
            if after and after.group(1).lower() in NEEDS:
                continue
            held = [w.group().lower() for w in words if w.end() <= word.end()]
            if all(stem(w) in WORK_ALONE for w in held):
                continue  # "check" of "thermostat check" names no work
            return True
        return False

    def _covers_any(self, start: int, end: int, words: frozenset[str]) -> bool:
        """Whether the message's words from `start` to `end`, and on to the end of the word a
        copy ending there must go on with (the one it ends in, or after a space the next),
        hold one of `words`: a copy is refused before it can only go on into one."""
        covered = self.message[start : self._must_reach(start, end)]
        return any(word.lower() in words for word in WORD.findall(covered))

    def _covers_when(self, start: int, end: int) -> bool:
        """Whether a copy from `start` to `end` holds, or can only go on into, a day or a time
        the message says ("service the 19th", "check next thursday", "rebuild 11" of 11/6)."""
        reach = self._must_reach(start, end)
        return any(
            said_start < reach and start < said_end for said_start, said_end in self.when_said
        )

    def _must_reach(self, start: int, end: int) -> int:
        last = WORD.search(self.message, max(start, end - 1))
        return max(end, last.end() if last else end)


def _joins(left: str, right: str) -> bool:
    """Text written together is one word: two letters or digits, or a word and its "'t" or
    "'s" ("won't" is no "won", nor "I'd" an "I'")."""
    if right[:1] in "'’" and right[1:2].isalpha():
        right = right[1:]
    if left[-1:] in "'’" and left[-2:-1].isalnum() and right[:1].isalpha():
        return True
    return left[-1:].isalnum() and right[:1].isalnum()


def _when_said(message: str) -> list[tuple[int, int]]:
    """Where the message says a day or a time as the floor reads them (dates.DAY, times.TIME),
    but for a bare number with no minutes or am/pm ("O2", "shakes over 60"), which may be part
    of a service."""
    lowered = message.lower()
    if len(lowered) != len(message):  # offsets would not be the message's
        return []
    spans = [found.span() for found in DAY.finditer(lowered)]
    for found in TIME.finditer(lowered):
        if found.lastgroup == "bare" and not CLOCK_SAID.search(found.group()):
            continue
        spans.append(found.span())
    return spans


def _answers_said(message: str, yes_or_no_asked: bool | None) -> tuple[str, ...]:
    """The answers a message can give, as the floor reads one when it is asked for one: a yes
    where it says a yes-word ("sure", "k", "that works"), a no where a no-word; none where it
    says neither ("you can put Tom", "can i set up ... on thursday"), or a "not" ("i'd rather
    not"), but for a short reply with a word it does not know. A no said and no yes is no yes
    ("hmm no", "doesn't work for me"; "no problem" is one). Where the last question asked for
    no yes or no, only the one the message opens with, as the floor reads it unasked ("no,
    thursday"): "heyy, k" after "What does your car need?" answers nothing."""
    text = mend_shorthand(clean(message))
    if yes_or_no_asked is False:
        unasked = read_answer(text)
        return (unasked,) if unasked else ()
    read = read_answer(text, expecting="answer")
    yes = YES_SAID.search(message) is not None
    no = NO_SAID.search(message) is not None
    # "i'd rather not", "not that day, the 20th": a no said with a "not".
    words = WORD.findall(text.lower())
    negated = any(word in NEGATIONS for word in words)
    if len(words) <= SHORT_REPLY and not set(words) <= KNOWN_WORDS:
        # A short reply with a word the small model was never taught may be a yes or a no
        # mistyped ("sre", "of couure", "neative"), which the floor does not read.
        yes, negated = yes or not no, True
    return tuple(
        answer
        for answer, said in (
            ("yes", yes or (read == "yes" and not no)),
            ("no", no or negated or read == "no"),
        )
        if said
    )


def _times_said(message: str) -> frozenset[str] | None:
    """The times of day a message can mean, as the floor reads them (times.TIME): each clock it
    says in the morning or the afternoon ("1:15" is 01:15 or 13:15, never 15:15), each part of
    the day's bounds ("end of the day": 15:00 to 17:00); none where it says no time; None (any
    time) where it says one from now ("in 2 hours"), which the message alone cannot place."""
    text = calendar_text(mend_shorthand(clean(message)).lower())
    if FROM_NOW.search(text):
        return None
    times: set[str] = set()
    # As said and with the day of a month hidden, as the floor reads it ("august 14 am").
    said = [*TIME.finditer(text), *TIME.finditer(DAY_OF_MONTH.sub(hide_the_day, text))]
    for found in said:
        if found.lastgroup == "part":
            part = part_of_day(found.group())
            # "No mornings" may mean the rest of the day: its bounds too.
            for bounds in (PARTS_OF_DAY.get(part, ()), THE_REST_OF_THE_DAY.get(part, ())):
                times.update(t for t in bounds if t)
            continue
        if found.group().endswith("lunch"):
            times.update((AFTER_LUNCH, BEFORE_LUNCH))
        for clock in map(read_clock, CLOCK_PART.finditer(found.group())):
            times.update(t for hint in (None, "a", "p") if (t := resolve_clock(clock, hint)))
    return frozenset(times)


def _days_as_the_calendar_reads(message: str, today: date, days: set[str]) -> set[str]:
    """Of the days a message can mean (dates.days_said), the one each day it says is by the
    calendar the assistant reads (assistant/corpus.py): "this sat" the coming one (or today),
    "next sat" the one in the week after this, "sat" the first after today; "the 28th" and
    "10/8" the next such day from today. Unchanged where another day word is said."""
    text = calendar_text(message.lower())
    meant: set[str] = set()
    for found in DAY.finditer(text):
        kind = found.lastgroup
        if kind in ("next_week", "asap"):
            continue
        if is_negated(text, found.start()) or AFTER_A_DAY.search(text, 0, found.start()):
            return days
        if kind == "weekday":
            weekday, modifier = WEEKDAY_NUMBERS[found.group("wd")], found.group("wd_mod")
            if modifier == "this":
                ahead = (weekday - today.weekday()) % 7
            elif modifier == "next":
                ahead = 7 - today.weekday() + weekday
            elif modifier is None:
                ahead = (weekday - today.weekday() - 1) % 7 + 1
            else:
                return days
            meant.add((today + timedelta(days=ahead)).isoformat())
        elif kind in ("ordinal", "slash", "month_day", "day_month", "iso"):
            said = {date.fromisoformat(day) for day in _days_of(found, text, today)}
            coming = [day for day in said if day >= today]
            meant.add(min(coming or said).isoformat())
        else:
            return days
    return (days & meant) or days


def _days_of(found: re.Match[str], text: str, today: date) -> set[str]:
    said = days_said(found.group(), today=today, weeks=WEEKS_AHEAD)
    return {day.isoformat() for day in said or ()}


# Days said relative to today, and nothing else: "tonight" may be a car left overnight.
RELATIVE_DAYS = {"today": (0,), "tonight": (0, 1), "tomorrow": (1,), "day after tomorrow": (2,)}


def _relative_days(message: str, today: date) -> set[str] | None:
    """The days a message can mean where it says its day only as "today", "tonight",
    "tomorrow" or "the day after tomorrow"; None (any day) where it says one another way."""
    text = calendar_text(message.lower())
    meant: set[str] = set()
    for found in DAY.finditer(text):
        ahead = RELATIVE_DAYS.get(found.group())
        if found.lastgroup == "asap":
            continue
        if ahead is None or found.lastgroup != "relative" or is_negated(text, found.start()):
            return None
        meant.update((today + timedelta(days=n)).isoformat() for n in ahead)
    return meant or None


def _typed_phones(message: str) -> set[str]:
    """E.164 of each number the customer typed: ten digits in a row of digit groups are a North
    American number (+1), eleven starting with 1 one with its country code, and after a + any
    E.164 length. Groups, not digits: "b94 (419) 839-4580" holds +14198394580 only."""
    phones = set()
    for typed in TYPED_PHONE.finditer(message):
        groups = re.findall(r"\d+", typed.group())
        for first in range(len(groups)):
            for last in range(first + 1, len(groups) + 1):
                digits = "".join(groups[first:last])
                if typed.group().startswith("+") and first == 0 and 8 <= len(digits) <= 15:
                    phones.add("+" + digits)
                elif len(digits) == 10:
                    phones.add("+1" + digits)
                elif len(digits) == 11 and digits[0] == "1":
                    phones.add("+" + digits)
    return phones


def _read_string(text: str, at: int) -> tuple[str | None, int | None, bool]:
    """A JSON string starting at `at`: (its value, the index after its closing quote or None
    while it is unfinished, whether it ends inside an escape); (None, None, False) when it is
    no JSON string as to_json writes one."""
    if at == len(text):
        return "", None, False
    if text[at] != '"':
        return None, None, False
    value = []
    at += 1
    while at < len(text):
        ch = text[at]
        if ch == '"':
            return "".join(value), at + 1, False
        if ch < " ":
            return None, None, False
        if ch == "\\":
            if at + 1 == len(text):
                return "".join(value), None, True
            if text[at + 1] not in ESCAPES:
                return None, None, False
            value.append(ESCAPES[text[at + 1]])
            at += 2
            continue
        value.append(ch)
        at += 1
    return "".join(value), None, False


def _shape_allows(shape: str, value: str, finished: bool) -> bool:
    if len(value) > len(shape) or (finished and len(value) < len(shape)):
        return False
    for want, ch in zip(shape, value, strict=False):
        if (want == "d" and ch not in DIGITS) or (want != "d" and ch != want):
            return False
    # A field is refused as soon as it cannot be completed (month 13, hour 3x), so the model
    # is not led into a date that cannot be finished.
    separator = "-" if shape == SHAPES["date"] else ":"
    for part, (low, high) in zip(value.split(separator), FIELD_RANGES[separator], strict=False):
        unwritten = 10 ** (len(str(high)) - len(part))
        if part and not low // unwritten <= int(part) <= high // unwritten:
            return False
    # A whole value is checked before its closing quote: "2028-04-31" can only end, and an
    # answer with no way on ends where it stands, without its JSON closed.
    if not finished and len(value) < len(shape):
        return True
    try:
        (date if separator == "-" else time).fromisoformat(value)
    except ValueError:
        return False
    return True
