"""The training corpus for the engine's small model: both jobs of assistant/schema.py, generated.

`generate(split, count, seed)` returns examples whose prompts are exactly what the turn pipeline
sends (understand_messages / respond_messages) and whose targets are what the model must write:
an Understanding's JSON, or a reply that uses the plan's facts and no others. The "heldout" split
draws phrasings, names, services, vehicles and shops that "train" never uses (corpus_pools.py),
so evaluating on it measures copying and generalising, not memory. Training also uses made-up
words for a third of its names, parts, models and places: a model only learns to write a word
piece it has had to copy, and held-out values are made of pieces no training value used.

Conventions the targets follow (the deterministic floor should agree):
  a weekday name ("thursday", "on thu") means the first such day after today, "this thursday"
  the coming one or today, "next thursday" the one in the week after this (weeks start Monday);
  "the 14th" is this month's 14th unless it has passed, then next month's; a month and day
  without a year is the next such date from today. A bare hour 7-11 is AM, 12 noon, 1-6 PM.
  "at 3" and "after 2" set only time_from (15:00, 14:00), "before 11" only time_to;
  morning 07:00-12:00, afternoon 12:00-17:00, first thing 07:00-09:00, noon 12:00-13:00,
  late afternoon and end of the day 15:00-17:00 (the floor's PARTS_OF_DAY).
  A greeting says no time: "good morning", or "morning!" opening the message (how the floor
  tells the greeting from the time), never misspelled.

No Django here: the engine's trainer imports this module.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path

import phonenumbers

from assistant import corpus_pools as pools
from assistant.corpus_pools import HELDOUT, TRAIN, split_pool
from assistant.schema import (
    ResponsePlan,
    Understanding,
    respond_messages,
    understand_messages,
)
from assistant.understanding_grammar import never_in_car, never_in_name
from assistant.week_words import week_words

SPLITS = (TRAIN, HELDOUT)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January February March April May June July August September October November December"
).split()
# The facts a reply must state, by act: what "complete" means in the evaluation.
REQUIRED_FACTS: dict[str, tuple[str, ...]] = {
    "offer_times": ("service", "day", "times"),
    "no_times": ("reason", "service", "next_day", "next_times"),
    "ask_day": ("day", "time"),
    "confirm": ("service", "day", "time", "price", "dropoff"),
    "booked": ("name", "service", "day", "time", "dropoff"),
    "already_booked": ("service", "day", "time"),
    "quote": ("service", "price"),
    "hours": ("day", "hours"),
    "location": ("address",),
    "services": ("services",),
    "choose_appointment": ("appointments",),
    "confirm_cancel": ("service", "day", "time"),
    "cancelled": ("service", "day", "time"),
    "rescheduled": ("service", "day", "time"),
    "unknown_service": ("asked", "services"),
    "handoff": ("phone",),
    "cant_help": ("service", "price"),
}
ACT_WEIGHTS = {
    "greet": 2, "ask_service": 2, "ask_day": 2, "ask_name": 1, "ask_phone": 1, "ask_vehicle": 1,
    "offer_times": 8, "no_times": 6, "confirm": 6, "booked": 5, "already_booked": 2, "quote": 5,
    "hours": 3, "location": 2, "services": 3, "choose_appointment": 2, "no_appointment": 1,
    "confirm_cancel": 3, "ask_code": 1, "cancelled": 3, "rescheduled": 3, "unknown_service": 3,
    "handoff": 2, "take_message": 1, "cant_help": 2,
}  # fmt: skip
UNDERSTAND_SHARE = 0.5
VARIANT_SHARE = 0.25  # of an act's replies, when it has a variant (_variant)
MADE_UP_SHARE = 0.35
# What is done to a made-up foreign thing: the foreign services' own last words.
FOREIGN_WORK = tuple(sorted({name.split()[-1] for name in pools.FOREIGN_SERVICES}))
_ONSETS = (
    "b c d f g h j k l m n p r s t v w y z bl br ch cr dr fl gr kl pr sh sk st th tr qu".split()
)
_VOWELS = "a e i o u a e i o ou ai ee y".split()
_CODAS = ("", "", "", "n", "r", "l", "s", "k", "m", "t", "x", "nd", "rt", "sh", "ck", "ng")
_TRAINING_WORDS = tuple(
    sorted(
        {
            word
            for name in dir(pools)
            if name.isupper() and isinstance(getattr(pools, name), tuple)
            for item in split_pool(getattr(pools, name), TRAIN) + pools.TRAIN_ONLY.get(name, ())
            if isinstance(item, str)
            for word in re.findall(r"[A-Za-z]{2,}", item)
        }
    )
)


@dataclass(frozen=True)
class Service:
    name: str
    low: int
    high: int


@dataclass(frozen=True)
class Shop:
    name: str
    zone: str
    services: tuple[Service, ...]
    hours: tuple[tuple[time, time] | None, ...]  # Monday..Sunday; None = closed
    address: str
    phone: str


@dataclass(frozen=True)
class Example:
    job: str  # "understand" or "respond"
    messages: list[dict]
    target: str
    shop: str
    templates: tuple[str, ...]  # the phrasings used, "pool.index"
    values: tuple[str, ...]  # pool values it states (names, services, vehicles)
    understanding: Understanding | None = None
    plan: ResponsePlan | None = None


@dataclass
class _Draw:
    """One example's random choices, recording each phrasing and value it draws."""

    rng: random.Random
    split: str
    templates: list[str] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    now: datetime = datetime(2026, 1, 1)

    @property
    def today(self) -> date:
        return self.now.date()

    def phrase(self, name: str) -> str:
        index = self.rng.choice(pools.phrasing_indices(name, self.split))
        self.templates.append(f"{name}.{index}")
        return pools.phrasings(name)[index]

    def value(self, pool, count: int = 1) -> list:
        return self.rng.sample(split_pool(pool, self.split), count)

    def word(self, pool: tuple[str, ...], capitalised: bool = True) -> str:
        """A pool word or, in training, often a made-up one: held-out values are words the
        model never saw, so training must copy every kind of token piece, not a known list."""
        if self.split == TRAIN and self.chance(MADE_UP_SHARE):
            return made_up_word(self.rng, capitalised)
        return self.value(pool)[0]

    def chance(self, p: float) -> bool:
        return self.rng.random() < p


# --- shops and values -------------------------------------------------------------------------


def made_up_word(rng: random.Random, capitalised: bool) -> str:
    if rng.random() < 0.15:
        # Model and part codes: "QX7", "R2".
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTVWXZ") for _ in range(rng.randint(1, 2)))
        return letters + str(rng.randint(1, 99))
    if rng.random() < 0.5:
        word = "".join(
            rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS)
            for _ in range(rng.randint(1, 3))
        )
    else:
        # Spliced from pieces of training words, so every word piece the tokenizer knows is
        # something the model has had to copy.
        word = "".join(_piece(rng, rng.choice(_TRAINING_WORDS)) for _ in range(rng.randint(2, 3)))
    return word.capitalize() if capitalised else word


def _piece(rng: random.Random, word: str) -> str:
    length = rng.randint(2, min(5, len(word)))
    start = rng.randint(0, len(word) - length)
    return word[start : start + length].lower()


def _person(d: _Draw) -> str:
    first = d.word(pools.FIRST_NAMES)
    if never_in_name(first):
        first = _made_up_name(d.rng)
    surname = d.value(pools.SURNAME_STARTS)[0] + d.value(pools.SURNAME_ENDS)[0]
    if d.split == TRAIN and d.chance(MADE_UP_SHARE):
        surname = _made_up_name(d.rng)
    name = first if d.chance(0.25) else f"{first} {surname}"
    d.values.append(name)
    return name


def _made_up_name(rng: random.Random) -> str:
    """A made-up name that is no word the understanding grammar knows is never part of one
    ("Got", "F44")."""
    while never_in_name(word := made_up_word(rng, True)) or never_in_name(word.lower()):
        pass
    return word


def _made_up_words(d: _Draw, capitalised: bool, *, numbered: bool) -> str:
    """A made-up value of one to three words, some ending in a number ("Vorna 350"): a model
    taught only one-word made-up values cut held-out ones short ("Tesla Model" for "Tesla
    Model 3", "sway bar" for "sway bar link service"); it must copy to the value's end."""
    words = [made_up_word(d.rng, capitalised)]
    shape = d.rng.random()
    if shape < 0.3:
        words.append(made_up_word(d.rng, capitalised))
    elif shape < 0.45:
        words += [made_up_word(d.rng, capitalised), made_up_word(d.rng, capitalised)]
    elif shape < 0.55:
        words.append(d.rng.choice(_TRAINING_WORDS).lower())
    if numbered and d.chance(0.3):
        words.append(str(d.rng.choice((d.rng.randint(1, 9), d.rng.randint(100, 999)))))
    return " ".join(words)


def _service_name(d: _Draw) -> str:
    qualifier = d.rng.choice(pools.SERVICE_QUALIFIERS)
    if d.split == TRAIN and d.chance(MADE_UP_SHARE):
        component = _made_up_words(d, False, numbered=False)
    else:
        component = d.value(pools.SERVICE_COMPONENTS)[0]
    operation = d.rng.choice(pools.SERVICE_OPERATIONS)
    return " ".join(part for part in (qualifier, component, operation) if part)


def _foreign_service(d: _Draw) -> str:
    """Work the shop does not do. In training often a made-up thing ("snorvel repair"): a model
    taught sixteen of them wrote "phone" (of "phone screen repair") for a held-out "snowblower
    repair"; it must copy what was asked."""
    if d.split == TRAIN and d.chance(0.5):
        things = " ".join(made_up_word(d.rng, False) for _ in range(d.rng.randint(1, 2)))
        return f"{things} {d.rng.choice(FOREIGN_WORK)}"
    return d.value(pools.FOREIGN_SERVICES)[0]


def _vehicle(d: _Draw) -> str:
    make, model = d.value(pools.VEHICLES)[0]
    if d.split == TRAIN and d.chance(MADE_UP_SHARE):
        model = _made_up_words(d, True, numbered=True)
        while any(never_in_car(word.lower()) for word in model.split()):
            model = _made_up_words(d, True, numbered=True)
    text = f"{make} {model}"
    if d.chance(0.7):
        text = f"{d.rng.randint(1998, 2026)} {text}"
    d.values.append(text)
    return text


def _price(d: _Draw) -> tuple[int, int]:
    low = d.rng.choice(
        (d.rng.randint(2, 20) * 5, d.rng.randint(20, 180) * 5, d.rng.randint(10, 40) * 50)
    )
    low = low - 1 if d.chance(0.3) else low
    if d.chance(0.15):
        return low, low
    return low, low + d.rng.randint(1, 60) * 5


def _hours(d: _Draw) -> tuple[tuple[time, time] | None, ...]:
    weekday = (time(d.rng.choice((7, 8, 8, 9))), time(d.rng.choice((17, 17, 18, 18, 19))))
    saturday = d.rng.choice((None, (time(8), time(12)), (time(9), time(13)), (time(9), time(15))))
    sunday = (time(10), time(14)) if d.chance(0.1) else None
    return (weekday,) * 5 + (saturday, sunday)


def _shop(d: _Draw) -> Shop:
    name = f"{d.word(pools.SHOP_OWNER_WORDS)} {d.value(pools.SHOP_KINDS)[0]}"
    d.values.append(name)
    services = []
    for _ in range(d.rng.randint(4, 8)):
        low, high = _price(d)
        services.append(Service(_service_name(d), low, high))
    street = f"{d.word(pools.STREET_NAMES)} {d.rng.choice(pools.STREET_KINDS)}"
    address = f"{d.rng.randint(2, 9899)} {street}, {d.word(pools.CITY_NAMES)}"
    return Shop(
        name, d.rng.choice(pools.TIME_ZONES), tuple(services), _hours(d), address, _phone_digits(d)
    )


def _phone_digits(d: _Draw) -> str:
    """A real North American number: customers type their own, which the assistant's floor
    (and Twilio) check against the numbering plan; "+1 897 ..." has no such area code."""
    while True:
        digits = f"{d.rng.randint(201, 989)}{d.rng.randint(200, 999)}{d.rng.randint(0, 9999):04d}"
        if phonenumbers.is_valid_number(phonenumbers.parse("+1" + digits)):
            return digits


def _now(d: _Draw) -> datetime:
    day = date(2026, 1, 1) + timedelta(days=d.rng.randint(0, 3 * 365))
    return datetime.combine(day, time(d.rng.randint(6, 21), d.rng.randint(0, 59)))


# --- words for facts (as assistant/words.py writes them) ----------------------------------------


def day_words(day: date) -> str:
    return f"{WEEKDAYS[day.weekday()]}, {MONTHS[day.month - 1]} {day.day}"


def time_words(moment: time) -> str:
    hour = moment.hour % 12 or 12
    suffix = "AM" if moment.hour < 12 else "PM"
    return f"{hour}:{moment.minute:02d} {suffix}" if moment.minute else f"{hour} {suffix}"


def join_words(items: list[str], conjunction: str = "or") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def price_words(service: Service, spoken: bool) -> str:
    if spoken:
        if service.low == service.high:
            return f"{service.low:,} dollars"
        return f"{service.low:,} to {service.high:,} dollars"
    if service.low == service.high:
        return f"${service.low:,}"
    return f"${service.low:,} to ${service.high:,}"


def hours_words(shop: Shop) -> str:
    return week_words(
        [
            (WEEKDAYS[i], f"{time_words(span[0])} to {time_words(span[1])}" if span else None)
            for i, span in enumerate(shop.hours)
        ]
    )


def phone_words(digits: str) -> str:
    """A North American number of ten digits as assistant/words.py writes it."""
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


# --- understanding ------------------------------------------------------------------------------


def _hour_words(d: _Draw, at: time) -> str:
    """A customer's way to say a time: '3', '3pm', '3:30', '10am', '15:00'."""
    hour = at.hour % 12 or 12
    minutes = f":{at.minute:02d}" if at.minute or d.chance(0.15) else ""
    suffix = d.rng.choice(
        ("", "", "pm" if at.hour >= 12 else "am", " pm" if at.hour >= 12 else " am")
    )
    if at.hour == 12 and not minutes and d.chance(0.5):
        return "noon"
    return f"{hour}{minutes}{suffix}"


def _customer_hour(d: _Draw) -> time:
    return time(d.rng.randint(7, 17), d.rng.choice((0, 0, 0, 30, 15, 45)))


def _plus_hour(at: time) -> time:
    return time(min(at.hour + 1, 23), at.minute)


def _time_phrase(d: _Draw) -> tuple[str, time | None, time | None]:
    kind = d.rng.randrange(8)
    if kind == 0:
        return d.rng.choice(("in the morning", "morning", "am")), time(7), time(12)
    if kind == 1:
        return d.rng.choice(("in the afternoon", "afternoon", "pm")), time(12), time(17)
    if kind == 2:
        at = _customer_hour(d)
        word = d.rng.choice(("at {}", "{}", "around {}", "at about {}"))
        return word.format(_hour_words(d, at)), at, None
    if kind == 3:
        at = _customer_hour(d)
        return f"{d.rng.choice(('after', 'anytime after'))} {_hour_words(d, at)}", at, None
    if kind == 4:
        at = _customer_hour(d)
        return f"{d.rng.choice(('before', 'by'))} {_hour_words(d, at)}", None, at
    if kind == 5:
        start = time(d.rng.randint(7, 15))
        end = time(d.rng.randint(start.hour + 1, 17))
        return f"between {_hour_words(d, start)} and {_hour_words(d, end)}", start, end
    if kind == 6:
        return d.rng.choice(("first thing", "first thing in the morning")), time(7), time(9)
    return d.rng.choice(("end of the day", "late afternoon")), time(15), time(17)


def _weekday_phrase(d: _Draw, weekday: int, today: date) -> tuple[str, date]:
    """A weekday as a customer says it, and the date the floor reads it as."""
    name = WEEKDAYS[weekday]
    short = {"Tuesday": "tues", "Thursday": "thurs", "Wednesday": "wed"}.get(name, name[:3])
    word = d.rng.choice((name, name.lower(), name.lower(), short))
    modifier = d.rng.choice(("", "this ", "next ", "on ", ""))
    if modifier == "next ":
        monday_after = today + timedelta(days=7 - today.weekday())
        return f"next {word}", monday_after + timedelta(days=weekday)
    if modifier == "this ":
        return f"this {word}", today + timedelta(days=(weekday - today.weekday()) % 7)
    return f"{modifier}{word}", today + timedelta(days=(weekday - today.weekday() - 1) % 7 + 1)


def _ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _next_month_day(today: date, n: int) -> date:
    if n >= today.day:
        return today.replace(day=n)
    first = (today.replace(day=1) + timedelta(days=32)).replace(day=1)
    return first.replace(day=n)


def _date_phrase(d: _Draw, today: date) -> tuple[str, date]:
    kind = d.rng.randrange(6)
    if kind == 0:
        offset = d.rng.choice((0, 1, 1, 2))
        words = {
            0: ("today", "later today"),
            1: ("tomorrow", "tmrw"),
            2: ("the day after tomorrow",),
        }
        return d.rng.choice(words[offset]), today + timedelta(days=offset)
    if kind in (1, 2):
        return _weekday_phrase(d, d.rng.randrange(7), today)
    target = today + timedelta(days=d.rng.randint(0, 60))
    if kind == 3:
        n = d.rng.randint(1, 28)
        return f"the {_ordinal(n)}", _next_month_day(today, n)
    month = MONTHS[target.month - 1]
    text = d.rng.choice(
        (
            f"{month} {target.day}",
            f"{month[:3]} {_ordinal(target.day)}",
            f"{target.month}/{target.day}",
        )
    )
    return text, target


_TYPOS = {
    "appointment": "appointmnet", "tomorrow": "tommorow", "schedule": "schedual",
    "please": "pls", "you": "u", "your": "ur", "thanks": "thx", "tuesday": "tuesdy",
    "wednesday": "wensday", "available": "availble", "brakes": "breaks", "because": "bc",
    "really": "realy", "there": "their", "would": "wud", "okay": "ok",
}  # fmt: skip


def _misspell(d: _Draw, text: str) -> str:
    words = text.split(" ")
    for _ in range(d.rng.randint(1, 2)):
        index = d.rng.randrange(len(words))
        word = words[index]
        if word.lower() in _TYPOS:
            words[index] = _TYPOS[word.lower()]
        elif len(word) > 3 and word.isalpha():
            i = d.rng.randrange(len(word) - 1)
            words[index] = d.rng.choice(
                (
                    word[:i] + word[i + 1] + word[i] + word[i + 2 :],
                    word[:i] + word[i + 1 :],
                    word[:i] + word[i] + word[i:],
                )
            )
    return " ".join(words)


@dataclass
class _Message:
    """A customer message assembled from pieces; values are kept apart so typos never touch them."""

    # (text, kept whole): values, and words a typo must not touch, are kept whole.
    pieces: list[tuple[str, bool]] = field(default_factory=list)

    def add(self, template: str, *, whole: bool = False, **values: str) -> None:
        """`whole`: no typos in the template's own words either."""
        for part in re.split(r"(\{\w+\})", template):
            if part.startswith("{") and part.endswith("}"):
                self.pieces.append((values[part[1:-1]], True))
            elif part:
                self.pieces.append((part, whole))

    def join(self, separator: str) -> None:
        if self.pieces:
            self.pieces.append((separator, False))

    def render(self, d: _Draw, lower: bool) -> str:
        rendered: list[str] = []
        for piece, whole in self.pieces:
            if not whole and d.chance(0.12):
                piece = _misspell(d, piece)
            if lower:
                piece = piece.lower()
            rendered.append(piece)
        return "".join(rendered)


def _separator(d: _Draw) -> str:
    return d.rng.choice((". ", ", ", " - ", ". ", "! ", " "))


def _service_said(d: _Draw) -> tuple[str, str, bool]:
    """(article, what the customer calls the service, is it a symptom sentence)."""
    if d.chance(0.35):
        if d.split == TRAIN and d.chance(MADE_UP_SHARE):
            part = _made_up_words(d, False, numbered=False)
        else:
            part = d.value(pools.SYMPTOM_PARTS)[0]
        verb = _symptom_verb(d)
        text = f"{d.rng.choice(('my', 'the', 'my'))} {part} {verb}"
        d.values.append(text)
        return "", text, True
    article, name = _service_said_noun(d)
    return article, name, False


def _symptom_verb(d: _Draw) -> str:
    """What the car does. In training, often longer or made up ("makes a vorning sound",
    "squeals with the AC on"), so that a symptom is copied to its end, not to a learnt length."""
    verb = d.value(pools.SYMPTOM_VERBS)[0]
    if d.split != TRAIN or not d.chance(0.4):
        return verb
    made_up = made_up_word(d.rng, False)
    return d.rng.choice(
        (
            f"makes a {made_up} sound",
            f"makes a {made_up} {d.rng.choice(('noise', 'sound', 'whine', 'hum'))}",
            f"{made_up}s",
            f"keeps {made_up}ing",
            f"{verb} {d.rng.choice(pools.SYMPTOM_TAILS)}",
            f"{verb} {d.rng.choice(pools.SYMPTOM_TAILS)}",
        )
    )


def expecting_after(question: str) -> str | None:
    """What a turn expects after one of the corpus's questions, as assistant/policy/ sets
    state["expecting"]: "answer" after a yes/no question, "name", "phone" or "vehicle" after one
    asking for it; None after an open question or none."""
    for asked, expecting in (
        (pools.YES_NO_QUESTIONS, "answer"),
        (pools.NAME_QUESTIONS, "name"),
        (pools.PHONE_QUESTIONS, "phone"),
        (pools.VEHICLE_QUESTIONS, "vehicle"),
    ):
        if question in asked:
            return expecting
    return None


def _understanding(d: _Draw) -> tuple[str, str, dict[str, str | None]]:
    """(last question, message, the fields it states)."""
    now_date = d.today
    message = _Message()
    fields: dict[str, str | None] = {}
    last_question = ""
    kind = d.rng.choices(
        ("book", "answer", "correction", "details", "price", "hours", "location", "services",
         "reschedule", "cancel", "status", "human", "other"),
        weights=(30, 8, 8, 10, 8, 5, 3, 4, 6, 5, 4, 3, 8),
    )[0]  # fmt: skip
    if kind not in ("answer", "correction", "details"):
        if d.chance(0.5):
            last_question = d.phrase("OPEN_QUESTIONS")
        if d.chance(0.3):
            opener = d.phrase("OPENERS")
            # The floor reads "morning" as a time unless it is "good morning" or opens the
            # message as "morning!": a typo or another joiner would make the greeting a time.
            message.add(opener, whole="morning" in opener or "afternoon" in opener)
            message.join("! " if opener == "morning" else d.rng.choice((" ", ", ", "! ")))
        if kind not in ("book", "reschedule", "cancel", "other") and d.chance(0.15):
            message.add(d.phrase("LEAD_INS"))
            message.join(d.rng.choice((", ", " ", "... ", " - ")))
        if kind in ("book", "reschedule", "cancel", "status") and d.chance(0.12):
            # The name first ("this is Dana, I need to cancel"): parts come in any order.
            _add_value(d, message, fields, "name", d.phrase("NAME_SENTENCES"))
            message.join(_separator(d))
    if kind in ("book", "reschedule"):
        fields["intent"] = kind
        if kind == "book":
            article, service, symptom = _service_said(d)
            frame = d.phrase("SYMPTOM_FRAMES" if symptom else "BOOK_FRAMES")
            message.add(
                frame.replace("{service}", article + "{service}"), service=service, symptom=service
            )
            fields["service"] = service
        else:
            message.add(d.phrase("RESCHEDULE_FRAMES"))
        if d.chance(0.7):
            text, day = _date_phrase(d, now_date)
            joiner = d.phrase("RESCHEDULE_JOINERS" if kind == "reschedule" else "DATE_JOINERS")
            message.add(joiner, date=text)
            fields["date"] = day.isoformat()
        if d.chance(0.5):
            _add_time(d, message, fields, d.phrase("TIME_JOINERS"))
        _add_details(d, message, fields, 0.35 if kind == "book" else 0.1)
    elif kind == "answer":
        last_question = d.phrase("YES_NO_QUESTIONS")
        yes = d.chance(0.6)
        message.add(d.phrase("YES_WORDS" if yes else "NO_WORDS"))
        fields["answer"] = "yes" if yes else "no"
    elif kind == "correction":
        last_question = d.phrase("YES_NO_QUESTIONS")
        if d.chance(0.65):
            frame = d.phrase("CORRECTION_FRAMES")
            text, day = _date_phrase(d, now_date)
            message.add(frame, date=text)
            fields["date"] = day.isoformat()
        else:
            frame = d.phrase("TIME_CORRECTION_FRAMES")
            _add_time(d, message, fields, frame)
        if frame.startswith(("no", "nah")):
            fields["answer"] = "no"
    elif kind == "details":
        which = d.rng.choice(("name", "phone", "vehicle"))
        last_question = d.phrase(f"{which.upper()}_QUESTIONS")
        if d.chance(0.3):
            _add_value(d, message, fields, which, "{" + which + "}")
        else:
            _add_value(d, message, fields, which, d.phrase(f"{which.upper()}_SENTENCES"))
    elif kind == "price":
        fields["intent"] = "price"
        article, service = _service_said_noun(d)
        message.add(
            d.phrase("PRICE_FRAMES").replace("{service}", article + "{service}"), service=service
        )
        fields["service"] = service
        if d.chance(0.25):
            message.join(_separator(d))
            _add_value(d, message, fields, "vehicle", d.phrase("VEHICLE_SENTENCES"))
    elif kind in ("hours", "services", "status"):
        fields["intent"] = kind
        frame = d.phrase(f"{kind.upper()}_FRAMES")
        values: dict[str, str] = {}
        if "{date}" in frame:
            text, day = _date_phrase(d, now_date)
            values["date"] = text
            fields["date"] = day.isoformat()
        if "{service}" in frame:
            article, values["service"] = _service_said_noun(d)
            frame = frame.replace("{service}", article + "{service}")
            fields["service"] = values["service"]
        if "{vehicle}" in frame:
            values["vehicle"] = _vehicle(d)
            fields["vehicle"] = values["vehicle"]
        message.add(frame, **values)
        if kind == "status" and "name" not in fields and d.chance(0.3):
            message.join(_separator(d))
            _add_value(d, message, fields, "name", d.phrase("NAME_SENTENCES"))
    elif kind == "cancel":
        fields["intent"] = "cancel"
        message.add(d.phrase("CANCEL_FRAMES"))
        if d.chance(0.4):
            text, day = _date_phrase(d, now_date)
            message.add(d.rng.choice((" for {date}", " on {date}")), date=text)
            fields["date"] = day.isoformat()
        _add_details(d, message, fields, 0.2)
    elif kind in ("location", "human"):
        fields["intent"] = kind
        message.add(d.phrase(f"{kind.upper()}_FRAMES"))
    else:
        fields["intent"] = "other"
        message.add(d.phrase("OTHER_MESSAGES"))
    if fields.get("intent") not in (None, "other") and d.chance(0.15):
        message.join(d.rng.choice((" ", ", ", ". ", "! ", " - ")))
        message.add(d.phrase("CLOSERS"))
    lower = d.chance(0.2)
    text = message.render(d, lower)
    if lower:
        fields = {
            k: (v.lower() if k in ("service", "name", "vehicle") and v else v)
            for k, v in fields.items()
        }
    return last_question, text.strip(), fields


def _service_said_noun(d: _Draw) -> tuple[str, str]:
    """(article, service name): the article is phrasing, the name the value to copy."""
    name = _service_name(d)
    d.values.append(name)
    article = d.rng.choice(("", "", "an " if name[0] in "aeiouAEIOU" else "a ", "the "))
    return article, name


def _add_time(d: _Draw, message: _Message, fields: dict, frame: str) -> None:
    text, start, end = _time_phrase(d)
    message.add(frame, time=text)
    fields["time_from"] = start.strftime("%H:%M") if start else None
    fields["time_to"] = end.strftime("%H:%M") if end else None


def _phone_typed(d: _Draw, digits: str) -> str:
    a, b, c = digits[:3], digits[3:6], digits[6:]
    return d.rng.choice(
        (
            f"{a}-{b}-{c}",
            f"({a}) {b}-{c}",
            f"{a}{b}{c}",
            f"{a}.{b}.{c}",
            f"+1 {a} {b} {c}",
            f"1-{a}-{b}-{c}",
        )
    )


def _add_value(d: _Draw, message: _Message, fields: dict, which: str, frame: str) -> None:
    if which == "name":
        fields["name"] = _person(d)
        message.add(_name_frame(d, frame), name=fields["name"])
    elif which == "vehicle":
        fields["vehicle"] = _vehicle(d)
        message.add(frame, vehicle=fields["vehicle"])
    else:
        digits = _phone_digits(d)
        fields["phone"] = f"+1{digits}"
        message.add(frame, phone=_phone_typed(d, digits))


def _name_frame(d: _Draw, frame: str) -> str:
    """In training, a name sentence often with words before and after it (NAME_LEADS,
    NAME_TAILS): what surrounds a name varies more than any list of sentences."""
    if d.split != TRAIN or frame == "{name}" or not d.chance(0.4):
        return frame
    lead = d.rng.choice(pools.NAME_LEADS) if d.chance(0.3) else ""
    return lead + frame + d.rng.choice(pools.NAME_TAILS)


def _add_details(d: _Draw, message: _Message, fields: dict, p: float) -> None:
    for which, sentences in (
        ("name", "NAME_SENTENCES"),
        ("vehicle", "VEHICLE_SENTENCES"),
        ("phone", "PHONE_SENTENCES"),
    ):
        if which not in fields and d.chance(p):
            message.join(_separator(d))
            _add_value(d, message, fields, which, d.phrase(sentences))


def _understand_example(d: _Draw, shop: Shop) -> Example:
    now = d.now
    last_question, text, fields = _understanding(d)
    understanding = Understanding(**{k: v for k, v in fields.items() if v is not None})
    messages = understand_messages(now=now, last_question=last_question, message=text)
    return Example(
        "understand", messages, understanding.to_json(), shop.name,
        tuple(d.templates), tuple(d.values), understanding=understanding,
    )  # fmt: skip


# --- responding ---------------------------------------------------------------------------------


def _open_times(d: _Draw, shop: Shop, day: date, count: int) -> list[str]:
    span = shop.hours[day.weekday()] or (time(8), time(17))
    starts = range(span[0].hour * 4, span[1].hour * 4 - 4)
    chosen = sorted(d.rng.sample(starts, min(count, len(starts))))
    return [time_words(time(q // 4, q % 4 * 15)) for q in chosen]


def _open_day(d: _Draw, shop: Shop, after: date) -> date:
    day = after + timedelta(days=d.rng.randint(0, 14))
    while shop.hours[day.weekday()] is None:
        day += timedelta(days=1)
    return day


def _appointment_facts(d: _Draw, shop: Shop, service: Service) -> dict[str, str]:
    day = _open_day(d, shop, d.today)
    return {"service": service.name, "day": day_words(day), "time": _open_times(d, shop, day, 1)[0]}


def _facts(d: _Draw, shop: Shop, act: str, spoken: bool) -> dict[str, str]:
    service = d.rng.choice(shop.services)
    d.values.append(service.name)
    if act == "ask_day":
        return {"service": service.name}
    if act == "offer_times":
        day = _open_day(d, shop, d.today)
        times = _open_times(d, shop, day, d.rng.randint(1, 3))
        facts = {"service": service.name, "day": day_words(day), "times": join_words(times)}
        return facts | ({"taken": "yes"} if d.chance(0.15) else {})
    if act == "no_times":
        asked = d.today + timedelta(days=d.rng.randint(0, 10))
        day = _open_day(d, shop, asked + timedelta(days=1))
        times = join_words(_open_times(d, shop, day, d.rng.randint(1, 3)))
        return {
            "service": service.name, "day": day_words(asked), "reason": d.rng.choice(pools.CLOSED_REASONS),
            "next_day": day_words(day), "next_times": times,
        }  # fmt: skip
    if act in ("confirm", "booked", "already_booked", "confirm_cancel", "cancelled", "rescheduled"):
        facts = _appointment_facts(d, shop, service)
        if act == "confirm":
            facts["price"] = price_words(service, spoken)
        if act == "booked":
            facts["name"] = _person(d)
        return facts
    if act == "quote":
        return {"service": service.name, "price": price_words(service, spoken)}
    if act == "hours":
        return {"hours": hours_words(shop)}
    if act == "location":
        return {"address": shop.address}
    if act in ("services", "unknown_service"):
        names = [
            s.name
            for s in d.rng.sample(shop.services, min(len(shop.services), d.rng.randint(2, 4)))
        ]
        facts = {"services": join_words(names, "and")}
        if act == "unknown_service":
            facts = {"asked": _foreign_service(d)} | facts
        return facts
    if act == "choose_appointment":
        first, second = (_appointment_facts(d, shop, s) for s in d.rng.sample(shop.services, 2))
        return {
            "appointments": join_words(
                [f"{f['service']} on {f['day']} at {f['time']}" for f in (first, second)], "and"
            )
        }
    if act == "handoff":
        return {"phone": phone_words(shop.phone)}
    return {}


def _variant(d: _Draw, shop: Shop, act: str, spoken: bool) -> tuple[str, dict[str, str]] | None:
    """A plan whose facts carry one of the policy's modifiers (a declined time, a drop-off
    job, a move, a wrong code...), or None for the act's plain plan."""
    if not d.chance(VARIANT_SHARE):
        return None
    service = d.rng.choice(shop.services)
    match act:
        case "ask_service":
            return "price", {"purpose": "price"}
        case "ask_day" if d.chance(0.5):
            return "declined", {"declined": "yes"}
        case "ask_day":
            return "move", _appointment_facts(d, shop, service)
        case "ask_phone":
            return "verify", {"purpose": "verify"}
        case "ask_code":
            return "wrong", {"wrong": "yes"}
        case "confirm" if d.chance(0.5):
            return "move", _appointment_facts(d, shop, service) | {"change": "move"}
        case "confirm":
            facts = _appointment_facts(d, shop, service)
            return "dropoff", facts | {
                "price": price_words(service, spoken),
                "dropoff": _dropoff(d),
            }
        case "booked":
            facts = _appointment_facts(d, shop, service) | {"name": _person(d)}
            return "dropoff", facts | {"dropoff": _dropoff(d)}
        case "hours":
            day = d.today + timedelta(days=d.rng.randint(0, 14))
            span = shop.hours[day.weekday()]
            said = f"open {time_words(span[0])} to {time_words(span[1])}" if span else "closed"
            return "day", {"day": day_words(day), "hours": said}
        case "cant_help":
            return "price", {"service": service.name, "price": price_words(service, spoken)}
        case "handoff":
            return "none", {}
    return None


def _dropoff(d: _Draw) -> str:
    opens = time(7) if d.chance(0.5) else time(7, 30)
    closes = time(opens.hour + d.rng.randint(1, 2), opens.minute)
    return f"between {time_words(opens)} and {time_words(closes)}"


def _respond_example(d: _Draw, shop: Shop, plans: dict[str, frozenset[frozenset[str]]]) -> Example:
    act = d.rng.choices(list(ACT_WEIGHTS), weights=list(ACT_WEIGHTS.values()))[0]
    channel = d.rng.choices(("chat", "sms", "phone"), weights=(5, 2, 3))[0]
    facts = _facts(d, shop, act, channel == "phone")
    pool, name = pools.REPLIES[act], f"REPLIES.{act}"
    template = d.rng.choice(split_pool(range(len(pool)), d.split))
    # A variant draws from its own stream, seeded by where the example's stream stands (a
    # tuple of ints hashes alike in every run), so the plain examples are the same whatever
    # plans are taught: a model's held-out split is the one it was evaluated on.
    side = _Draw(random.Random(hash(d.rng.getstate()[1])), d.split, now=d.now)
    variant = _variant(side, shop, act, channel == "phone")
    if variant is not None and frozenset(variant[1]) in plans.get(act, frozenset()):
        facts = variant[1]
        pool, name = (
            pools.VARIANT_REPLIES[f"{act} {variant[0]}"],
            f"VARIANT_REPLIES.{act} {variant[0]}",
        )
        template = side.rng.choice(split_pool(range(len(pool)), d.split))
        d.templates += side.templates
        d.values += side.values
    opener = d.phrase("TAKEN_OPENERS") if facts.get("taken") else ""
    if d.split == TRAIN:
        # The shop's one voice (each choice still drawn, so the examples' other values stay).
        template, opener = 0, opener and pools.TAKEN_OPENERS[0]
    d.templates.append(f"{name}.{template}")
    reply = opener + pool[template].format(shop=shop.name, **facts)
    if d.split == TRAIN and act == "offer_times" and " or " not in facts["times"]:
        reply = pools.asked_of_one_time(reply)
    reply = reply[0].upper() + reply[1:]
    plan = ResponsePlan(act=act, facts=facts, channel=channel, shop=shop.name)
    return Example(
        "respond",
        respond_messages(plan),
        reply,
        shop.name,
        tuple(d.templates),
        tuple(d.values),
        plan=plan,
    )


def _shapes(*shapes: str) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(shape.split()) for shape in shapes)


# The facts each act's reply is written from in this corpus (`_facts` builds exactly these;
# tests/test_corpus.py holds it to that). engine.train writes them into the model folder as
# plans.json: the assistant asks a model only for plans of the shapes it was taught, and leaves
# another ("declined", "dropoff", "change": modifiers it never saw) to the template, since a
# model reply would state the facts and miss what the modifier means.
TAUGHT_PLANS: dict[str, frozenset[frozenset[str]]] = {
    "greet": _shapes(""),
    "ask_service": _shapes("", "purpose"),
    "ask_day": _shapes("service", "declined", "service day time"),
    "ask_name": _shapes(""),
    "ask_phone": _shapes("", "purpose"),
    "ask_vehicle": _shapes(""),
    "offer_times": _shapes("service day times", "service day times taken"),
    "no_times": _shapes("service day reason next_day next_times"),
    "confirm": _shapes(
        "service day time price", "service day time price dropoff", "service day time change"
    ),
    "booked": _shapes("service day time name", "service day time name dropoff"),
    "quote": _shapes("service price"),
    "hours": _shapes("hours", "day hours"),
    "location": _shapes("address"),
    "services": _shapes("services"),
    "already_booked": _shapes("service day time"),
    "choose_appointment": _shapes("appointments"),
    "no_appointment": _shapes(""),
    "confirm_cancel": _shapes("service day time"),
    "ask_code": _shapes("", "wrong"),
    "cancelled": _shapes("service day time"),
    "rescheduled": _shapes("service day time"),
    "unknown_service": _shapes("asked services"),
    "handoff": _shapes("phone", ""),
    "take_message": _shapes(""),
    "cant_help": _shapes("", "service price"),
}


PLANS_FILE = "plans.json"


def write_plans(folder: Path) -> None:
    """The plan shapes this corpus teaches, into a model folder trained on it."""
    lines = [
        f"  {json.dumps(act)}: {json.dumps(sorted(sorted(shape) for shape in shapes))}"
        for act, shapes in TAUGHT_PLANS.items()
    ]
    (folder / PLANS_FILE).write_text("{\n" + ",\n".join(lines) + "\n}\n")


def read_plans(folder: Path) -> dict[str, frozenset[frozenset[str]]] | None:
    """The plan shapes a model folder's model was taught, or None for a model that was not
    trained on this corpus (LLaDA, Dream): it may be asked for any plan."""
    path = folder / PLANS_FILE
    if not path.is_file():
        return None
    plans = json.loads(path.read_text())
    return {act: frozenset(frozenset(shape) for shape in shapes) for act, shapes in plans.items()}


# --- entry points -------------------------------------------------------------------------------


def iter_examples(
    split: str,
    seed: int = 0,
    plans: dict[str, frozenset[frozenset[str]]] | None = None,
    understand_share: float = UNDERSTAND_SHARE,
) -> Iterator[Example]:
    """An endless, deterministic stream of examples of one split (`understand_share` of them
    understanding, the rest replies), with replies for the `plans` shapes (by default every one
    the corpus teaches)."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {SPLITS}, not {split!r}")
    rng = random.Random(f"frontdesk-corpus:{split}:{seed}")
    while True:
        d = _Draw(rng, split)
        shop = _shop(d)
        d.templates, d.values = [], []
        d.now = _now(d)
        if rng.random() < understand_share:
            yield _understand_example(d, shop)
        else:
            yield _respond_example(d, shop, TAUGHT_PLANS if plans is None else plans)


def generate(
    split: str,
    count: int,
    seed: int = 0,
    plans: dict[str, frozenset[frozenset[str]]] | None = None,
    understand_share: float = UNDERSTAND_SHARE,
) -> list[Example]:
    """The first `count` examples of a split's stream: the same list for the same seed and
    plans (a model's plans.json gives the examples it can be evaluated on)."""
    stream = iter_examples(split, seed, plans, understand_share)
    return [next(stream) for _ in range(count)]


def stated_facts(plan: ResponsePlan) -> dict[str, str]:
    """The facts a reply to this plan must state (modifiers like taken=yes are not stated)."""
    required = REQUIRED_FACTS.get(plan.act, ())
    return {key: plan.facts[key] for key in required if key in plan.facts}


def as_record(example: Example) -> dict:
    """One example as plain JSON data (the prompt messages, the target and what it states)."""
    record = {
        "job": example.job,
        "messages": example.messages,
        "target": example.target,
        "shop": example.shop,
    }
    if example.plan is not None:
        record["plan"] = {
            "act": example.plan.act,
            "facts": example.plan.facts,
            "channel": example.plan.channel,
            "shop": example.plan.shop,
        }
    return record


def main(argv: list[str] | None = None) -> None:
    """`python -m assistant.corpus --split heldout --count 200`: examples as JSON lines."""
    parser = argparse.ArgumentParser(prog="python -m assistant.corpus", description=main.__doc__)
    parser.add_argument("--split", choices=SPLITS, default=HELDOUT)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for example in generate(args.split, args.count, args.seed):
        print(json.dumps(as_record(example), ensure_ascii=False))


if __name__ == "__main__":
    main()
