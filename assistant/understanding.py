"""Understand: the deterministic floor always, merged with the model's JSON when a capable model
is loaded (settings.ASSISTANT_MODEL_UNDERSTANDS). The floor is exact about what it reads, so
its values win; the model fills what the floor left empty with words it copied from the
message. Invalid JSON is ignored."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from django.conf import settings

from assistant.schema import Understanding
from assistant.understand import Reading, ServiceEntry, lexicon
from assistant.understand import understand as floor
from assistant.understand.asked import CAR_WORK, CAR_WORK_SPELLER, looks_like_service
from assistant.understand.calendar_words import MONTH_NUMBERS, SHORTHAND, WEEKDAYS
from assistant.understand.intents import ASKS_WHICH_DAYS, CORRECTION
from assistant.understand.people import FIRST_NAMES, looks_like_name
from assistant.understand.text import stem
from assistant.understand.vehicles import looks_like_vehicle
from booking.models import Customer, Service
from booking.phones import normalize_phone

WORD = re.compile(r"[^\W_]+")
# A word as written, with its "'t" or "'s" ("won't" is a negation, not "won").
WRITTEN_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# The floor's words for work on a car beyond the lexicon's parts and troubles, which count only
# as a trouble or a part they set off ("won't start", "brakes"), not word by word ("on", "not").
WORK_WORDS = CAR_WORK - lexicon.WORDS
# Everyday words whose stem is car work's: "time" stems as "timing" does ("wait what time" names
# no timing belt).
NOT_WORK = frozenset("time times".split())
# Words that begin a day or a time, which a service copied by the model ends before ("a basic
# starter inspection tmrw", "brake pads friday at 9"), as the floor's own service does: the
# day is read as the day, and no shop offers "brake pads friday". Not "may", "march", "sat" or
# "sun", which are also other words ("it may be the alternator", "sun visor").
WHEN_WORDS = (
    frozenset(WEEKDAYS)
    | {f"{day}s" for day in WEEKDAYS}
    | (set(MONTH_NUMBERS) - {"may", "march", "mar"})
    | set(SHORTHAND)
    | frozenset(
        """today tomorrow tonight asap noon midday morning afternoon evening anytime am pm
        mon tue wed thu fri""".split()
    )
)
WHEN_PAIRS = frozenset({("first", "thing"), ("end", "of"), ("any", "time")})
# "4pm", "4:30", "the 21st", "6/23": a time or a date written in figures ("4 new tires" is not).
WHEN_FIGURES = re.compile(
    r"\d{1,2}(?::\d\d)?(?:am|pm|a|p)|\d{1,2}:\d\d|\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2}(?:/\d+)?",
    re.IGNORECASE,
)
# What leads into a day or a time and is left dangling once it is cut off: "flush on", "pads
# this", "inspection first thing".
LEADS_INTO_WHEN = frozenset(
    "on at in for by this next the a an around about before after sometime early late".split()
)


def understand(
    text: str,
    *,
    now: datetime,
    services: list[Service],
    expecting: str | None,
    last_question: str = "",
) -> Reading:
    """The customer's message as an Understanding, with the catalog services it names (if
    any): `services` are the shop's active ones. `now` is the shop's local time."""
    catalog = [ServiceEntry.of(service) for service in services]
    reading = floor(text, now=now, catalog=catalog, expecting=expecting)
    if not settings.ASSISTANT_MODEL_UNDERSTANDS or not text:
        return reading
    from assistant.tasks import model_understanding

    read_by_model = model_understanding(
        now=now,
        last_question=last_question,
        message=text,
        budget_s=settings.ASSISTANT_READING_BUDGET_SECONDS,
        expecting=expecting,
    )
    if read_by_model is None:
        return reading
    service_id = reading.service_id
    merged = merge(reading.understanding, read_by_model, text)
    if merged.name and not reading.understanding.name and _names_a_service(merged.name, catalog):
        merged = replace(merged, name=None)  # "Brake Inspection" is no one's name
    if merged.name and not reading.understanding.name:
        # Booked and said back as the floor writes a name: "sam holridge" is Sam Holridge.
        merged = replace(merged, name=_as_a_name_is_written(merged.name))
    if service_id is None and merged.service and not reading.understanding.service:
        # The model names the service in the customer's words; the catalog match stays the
        # floor's, so a made-up service never reaches the policy. Work the floor found the
        # list lacks ("brake light replacement") is not matched again out of its message.
        service_id = floor(merged.service, now=now, catalog=catalog).service_id
    # The floor's other findings stand: "a state inspection" of "an oil change and a state
    # inspection" is still work the shop does not offer.
    return replace(reading, understanding=merged, service_id=service_id)


# What the model may add: words it copied from the customer's message. Dates and times need
# calendar arithmetic that the floor does exactly and the small model does not (on live turns
# it dated a bare "yes" a year ahead), and an answer is the floor's to read.
COPIED = ("service", "name", "vehicle", "phone")
NAME_LENGTH = Customer._meta.get_field("name").max_length
WHICH_DAYS = re.compile(ASKS_WHICH_DAYS, re.I)


def merge(from_floor: Understanding, from_model: Understanding, message: str) -> Understanding:
    """The floor's reading, with the empty fields the model copied from the message filled in,
    and the model's intent only for a message in which the floor read nothing at all."""
    copied = _copied_from(message, from_model)
    values = {name: getattr(from_floor, name) or copied.get(name) for name in COPIED}
    if not from_floor.vehicle and _within(values["vehicle"], values["name"]):
        values["vehicle"] = None  # "Ines Wexsen": the model's vehicle "Wexsen" is her surname
    if not from_floor.name and _within(values["name"], values["service"]):
        values["name"] = None  # "pump repair" of "rear water pump repair" is no one's name
    if not from_floor.name and _within(values["name"], values["vehicle"]):
        values["name"] = None  # "RX" of "Lexus RX 350" is the car's, not a Mr RX
    floor_read_nothing = from_floor == Understanding()
    # "Do you have another day?" while times are offered: the floor read a correction of the
    # booking under way, which has no intent (the model had made it a question of hours); so
    # is "what days do you have?" (which the model made a question of the services).
    of_the_booking = CORRECTION.search(message) or WHICH_DAYS.search(message)
    if floor_read_nothing and from_model.intent is not None and not of_the_booking:
        values["intent"] = from_model.intent
    return replace(from_floor, **values)


def _copied_from(message: str, reading: Understanding) -> dict[str, str]:
    """The model's values that are really in the message and that the booking tools accept:
    "holding that time" read from the assistant's question is no name, a cut-off "+1897781"
    no phone, and neither may fail the turn that books with them. A copied value must also be
    what its field holds: "afternoon works" is no name, "bumps" or the service no vehicle,
    "yes" no service."""
    said = " ".join(message.lower().split())
    digits = "".join(ch for ch in message if ch.isdigit())
    copied = {}
    for name in ("service", "name", "vehicle"):
        value = getattr(reading, name)
        if value and " ".join(value.lower().split()) in said:
            copied[name] = value
    if "service" in copied:
        copied["service"] = _before_the_day(copied["service"])
        if not copied["service"]:
            del copied["service"]
    if "name" in copied and (
        len(copied["name"]) > NAME_LENGTH
        or not looks_like_name(copied["name"])
        or not _written_as_a_name(copied["name"], message)
        or _only_car_work(copied["name"])
    ):
        del copied["name"]
    if "service" in copied and not (
        looks_like_service(copied["service"]) and _names_car_work(copied["service"])
    ):
        del copied["service"]
    if "vehicle" in copied and (
        copied["vehicle"] == reading.service or not looks_like_vehicle(copied["vehicle"])
    ):
        del copied["vehicle"]
    phone = reading.phone
    if phone and normalize_phone(phone) == phone and _national(phone) in digits:
        copied["phone"] = phone
    return copied


def _before_the_day(service: str) -> str:
    """The service up to a day or a time said after it: "basic starter inspection tmrw" is a
    basic starter inspection; "my car won't start in the morning" is "my car won't start"."""
    words = service.split()
    for at, word in enumerate(words):
        bare = word.lower().strip(".,;:!?")
        following = words[at + 1].lower().strip(".,;:!?") if at + 1 < len(words) else ""
        if at and (
            bare in WHEN_WORDS or WHEN_FIGURES.fullmatch(bare) or (bare, following) in WHEN_PAIRS
        ):
            break
    else:
        return service  # no day in it: "the battery light rattles on" stays as copied
    words = words[:at]
    while words and words[-1].lower().strip(".,;:!?") in LEADS_INTO_WHEN:
        words.pop()
    return " ".join(words).rstrip(",;:-")


def _names_car_work(service: str) -> bool:
    """Whether a service names work on a car or trouble with one as the floor knows them: a
    part or a trouble of the lexicon ("my SUV rattles on bumps"), or a word of car work
    ("window tint"), misspelt or not. A name ("o'brien" in reply to which name), a car ("the
    F250") or a word of the question ("the phone", "bumps" of "not sure, it makes a clunk over
    bumps") would be said back as work the shop does not offer."""
    stems = {stem(word) for word in WRITTEN_WORD.findall(service.lower()) if word not in NOT_WORK}
    stems |= {CAR_WORK_SPELLER.correct(word) for word in stems}
    return bool(stems & WORK_WORDS) or bool(lexicon.fired(stems))


def _only_car_work(name: str) -> bool:
    """Whether every word of a name the model read is a word of car work and none a first name
    people have: "Brake Inspection" of "an oil change and a brake inspection" is the work asked
    for, not the customer ("Tim", whose stem is timing's, is a name)."""
    words = [word.lower() for word in WRITTEN_WORD.findall(name)]
    if not words or any(word in FIRST_NAMES for word in words):
        return False
    return all(
        stem(word) in CAR_WORK or CAR_WORK_SPELLER.correct(stem(word)) in CAR_WORK for word in words
    )


def _names_a_service(name: str, catalog: list[ServiceEntry]) -> bool:
    """Whether a name's words are all words of a service of the catalog, by its name or an
    alias: "Oil Change", "Brake Inspection", "Alignment" are the shop's work, not a customer."""
    said = set(WORD.findall(name.lower()))
    return any(
        said <= set(WORD.findall(words.lower()))
        for entry in catalog
        for words in (entry.name, *entry.aliases)
    )


def _written_as_a_name(name: str, message: str) -> bool:
    """A first and last name, or one the customer capitalised: a single word in lower case
    ("how's my car coming along") is the model's guess, and a wrong name would be booked."""
    if len(name.split()) > 1:
        return True
    found = re.search(rf"\b{re.escape(name)}\b", message, re.IGNORECASE)
    return found is not None and found.group()[0].isupper()


def _as_a_name_is_written(name: str) -> str:
    """Each word in lower case capitalised, as the floor writes a name ("O'brien"); a word the
    customer capitalised ("DeShawn", "McKay") as they wrote it."""
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in name.split())


def _within(part: str | None, whole: str | None) -> bool:
    """Every word of `part` is one of `whole`'s ("wheel" is one of "4-wheel thermostat")."""
    return bool(part and whole) and set(WORD.findall(part.lower())) <= set(
        WORD.findall(whole.lower())
    )


def _national(phone: str) -> str:
    """The digits a customer types for an E.164 number: +13035550142 -> 3035550142."""
    return phone[2:] if phone.startswith("+1") else phone[1:]
