"""The deterministic floor of Understand: a customer's message read into an Understanding with
no model at all. It always runs; a model's reading, when there is one, is merged over it."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from assistant.schema import Intent, Understanding
from assistant.understand import lexicon
from assistant.understand.asked import (
    CAR_WORK,
    LEADING,
    RECOMMEND_A_SHOP,
    as_work,
    asked_service,
    looks_like_service,
)
from assistant.understand.calendar_words import (
    calendar_text,
    without_the_overnight_drop,
    without_the_pick_up,
    without_when_it_happened,
)
from assistant.understand.dates import (
    day_besides_the_visits,
    days_of_the_end_of_a_week,
    read_date,
)
from assistant.understand.intents import (
    ASKS_IF_OFFERED,
    COME_AT_ANOTHER_TIME,
    CORRECTION,
    INSTEAD,
    RATHER_COME,
    read_answer,
    read_intent,
)
from assistant.understand.people import (
    AND_SOMEONE_ELSE_TOO,
    mends_details,
    read_name,
    without_spellings,
)
from assistant.understand.phones import read_phone
from assistant.understand.services import (
    GENERIC,
    WHOLE_CAR_INSPECTIONS,
    ServiceEntry,
    ServiceMatch,
    match_service,
)
from assistant.understand.text import clean, is_filler, mend_shorthand, stem, tokenize
from assistant.understand.times import Window, read_from_now, read_window
from assistant.understand.vehicles import ASKS_OF_A_KIND, read_vehicle, without_model_numbers

# Words for doing work that name no work without what it is done to.
WORK_WITH_NO_OBJECT = frozenset(
    "fix fixed fixing repair repairs repaired repairing replace replaced replacing replacement "
    "the a an it that this work job".split()
)
# "Can you fix my car?": work on the car asked for, the service not yet said.
WORK_ON_THE_CAR = re.compile(
    r"\b(?:fix|repair|look at|work on|service)\s+(?:my|our|the|a|his|her)\s+"
    r"(?:car|truck|vehicle|van|minivan|suv|jeep|ride)\b"
    # "need our minivan looked at", "get my truck checked out".
    r"|\b(?:my|our|the|his|her)\s+(?:car|truck|vehicle|van|minivan|suv|jeep|ride)\s+"
    r"(?:looked at|checked(?: out)?|fixed|repaired|serviced)\b",
    re.IGNORECASE,
)
# Balancing the tires, which the tire concept counts as tire work ("rotate and balance my
# tires") though the shop may list no balancing.
BALANCING = frozenset(stem(word) for word in ("balance", "balancing"))
TIRES_OR_WHEELS = frozenset(stem(word) for word in ("tire", "tires", "tyres", "wheel", "wheels"))
# Words of the lexicon's phrases that name no work alone: the "up" of "tune up" is not the "pick
# it up" of "drop it off at 8 and pick it up at 5".
PARTICLES = frozenset("up on out over off no not".split())
# Where a message turns to another piece of work: "an oil change and a state inspection".
ANOTHER_PART = re.compile(r"[,;]|[.?!](?=\s)|\b(?:and|plus|also|as well as)\b|&", re.IGNORECASE)
# "A noise since my last oil change", "after my tire rotation it shakes": work done before, said
# as when the trouble began.
SINCE_THE_WORK = re.compile(
    r"\b(?:ever |right |just )?(?:after|since) (?:my|the|our|its|his|her) "
    r"(?:last |recent |latest |most recent )?",
    re.IGNORECASE,
)
# "Can you also check the brakes?": more work asked for besides.
MORE_WORK = re.compile(r"\b(?:also|too|as well)\b", re.IGNORECASE)
SHORT_DAYS = {"mon": "monday", "sat": "saturday", "sun": "sunday"}
SHORT_DAY_ALONE = re.compile(r"^\W*(mon|sat|sun)(?=\W*$)")

logger = logging.getLogger(__name__)


# What leads into a name: "my name is", "this is", "it's".
NAME_LEAD = frozenset("my name is this it's its i'm im i am me call".split())


@dataclass(frozen=True)
class Reading:
    """What the floor read. `understanding.service` keeps the customer's words ("my brakes
    squeal"); `service_id` is the catalog entry they matched, or None when nothing in the
    catalog fits (then the words say what was asked for, if anything)."""

    understanding: Understanding
    service_id: int | None = None
    also_service_ids: tuple[int, ...] = ()  # more services named outright, in order
    tied_service_ids: tuple[int, ...] = ()  # services the words fit equally (ServiceMatch.tied)
    # Work asked for beside a service matched that the catalog does not have: "a state
    # inspection" of "an oil change and a state inspection".
    not_offered: str | None = None


# "Is there a charge to look at my car?", "how much to check out my truck?": what a look costs
# (not "how much to look at it", of the work being talked about).
A_LOOK_PRICED = re.compile(
    r"\b(?:charge|fee|cost|pay|how much)\b[^.?!]{0,20}?\b(?:to|for) (?:you to )?(?:just )?"
    r"(?:(?:take a )?look(?:ing)? at|check(?:ing)? out) (?:my|the|our) (?:car|truck|vehicle|van|suv"
    r"|jeep)\b",
    re.I,
)
# "No not oil change, I meant tire rotation", "tire rotation, not an oil change": work named
# to say it is not the work wanted.
RULED_OUT_WORK = re.compile(
    r"\bnot (?:an? |the |my )?(?P<work>[\w/ -]+?)(?=\s*(?:[,.;!?]|$|\b(?:i meant|but|just)\b))",
    re.I,
)


def _without_the_work_ruled_out(
    text: str,
    ruled_out: re.Match[str],
    catalog: Sequence[ServiceEntry],
    match: ServiceMatch,
    replying: bool,
) -> ServiceMatch:
    """The work the rest of the message asks for, where the words after "not" name a service
    of the catalog: "not oil change, I meant tire rotation" is the rotation alone."""
    work = ruled_out.group("work")
    unwanted = match_service(work, tokenize(work), catalog)
    if unwanted is None:
        return match  # "not starting": trouble, not a service ruled out
    rest = text.replace(ruled_out.group(0), " ")
    wanted = match_service(rest, tokenize(rest), catalog, by_description=not replying)
    return wanted if wanted is not None and wanted.id != unwanted.id else match


THE_OTHER_ONE_AT = re.compile(
    r"\bone at\b[^.?!]*?(?P<other>\s(?:and|then|,)\s+(?:one|another|the other|the second)"
    r"(?: one)? at\b)",
    re.I,
)


def understand(
    message: str,
    *,
    now: datetime,
    catalog: Sequence[ServiceEntry] = (),
    expecting: str | None = None,
) -> Reading:
    """Read one message. `now` is the shop's local time (aware, in the shop's zone): "today"
    is its date. `expecting` is what the assistant just asked for ("answer", "name", "phone",
    "vehicle", "day", "time", "service"), so a bare reply is read as that. Never raises: a
    message the floor cannot read gives an empty Understanding."""
    try:
        return _read(message, now=now, catalog=catalog, expecting=expecting)
    except Exception:
        # A turn must go on without the floor rather than fail; the log says what broke it.
        logger.exception(
            "understand floor failed on a message of %d characters", len(message or "")
        )
        return Reading(Understanding())


def _read(
    message: str, *, now: datetime, catalog: Sequence[ServiceEntry], expecting: str | None
) -> Reading:
    text = without_spellings(mend_shorthand(clean(message)))
    if not text:
        return Reading(Understanding())
    if is_filler(text):
        # "hmm", "let me think": read as a reply it would be taken for a name or a service.
        return Reading(Understanding(intent=_intent(text, Understanding(), expecting)))
    calendar = without_the_pick_up(
        without_when_it_happened(calendar_text(without_model_numbers(text).lower()))
    )
    if expecting in ("day", "time"):
        # "Sat?" answering "What day works for you?" is a day, not a word.
        calendar = SHORT_DAY_ALONE.sub(lambda m: SHORT_DAYS[m.group(1)], calendar)
    calendar, left_tonight = without_the_overnight_drop(calendar)
    day = read_date(calendar, today=now.date())
    if left_tonight and day is None:
        day = now.date() + timedelta(days=1)
    window = read_window(calendar, expecting=expecting, day=day)
    # "Two oil changes tomorrow, one at 9 and one at 10": the first visit's is 9.
    theirs_too = AND_SOMEONE_ELSE_TOO.search(calendar)
    other_one = THE_OTHER_ONE_AT.search(calendar)
    if theirs_too or other_one:
        end = theirs_too.start() if theirs_too else other_one.start("other")
        own = read_window(calendar[:end], expecting=expecting, day=day)
        if own.time_from or own.time_to:
            window = own  # "at 10, and my wife needs one too at 11": the customer's is 10
    soon = read_from_now(calendar, now=now)
    if soon is not None and day is None and window.time_from is None:
        day, window = soon.date(), replace(window, time_from=soon.strftime("%H:%M"))
    # A reply to a question other than which service may name one, but not in the words of a
    # description ("yep go ahead").
    replying = expecting not in (None, "service", "time", "day")
    match = match_service(text, tokenize(text), catalog, by_description=not replying)
    if mends_details(text):
        match = None  # "I spelled my name wrong" is no "something wrong" with the car
    if match is None and A_LOOK_PRICED.search(text):
        # "Is there a charge to look at my car?": the shop's look, a diagnostic, priced.
        match = match_service("diagnostic", tokenize("diagnostic"), catalog)
    if match and (ruled_out := RULED_OUT_WORK.search(text)):
        match = _without_the_work_ruled_out(text, ruled_out, catalog, match, replying)
    if match and (shop := RECOMMEND_A_SHOP.search(text)):
        # "Can you recommend a tire shop?" asks of another shop's work, not for a rotation.
        rest = text.replace(shop.group(0), " ")
        match = match_service(rest, tokenize(rest), catalog, by_description=not replying)
    name = read_name(text, expecting=expecting)
    if match and name and _words_of(match.words) <= _words_of(name):
        match = None  # "Kim Tran" is no "trans fluid"
    # "5,000 miles since my last oil change" asks for nothing else: the oil change stands.
    work_text = (_without_the_work_done_before(text, catalog) if match else None) or text
    if work_text != text:
        found = match_service(work_text, tokenize(work_text), catalog, by_description=not replying)
        match = found or match
    if match and not replying:
        match = _with_another_trouble(work_text, catalog, match)
    not_offered, trouble = (
        _not_offered_besides(work_text, catalog, match) if match else (None, None)
    )
    if trouble:
        # "Brake pads and an exhaust leak": the leak the shop does not fix asks no look at the
        # brakes; the rest is read on its own.
        rest = text.replace(trouble, " ")
        match = match_service(rest, tokenize(rest), catalog, by_description=not replying) or match
    # "A clunk over bumps" where the shop lists no suspension work: that work, said to be
    # not offered, not the engine light's diagnostic nor "which service?". Work asked for in
    # so many words ("sway bar link service") is said back as asked; and without a catalog
    # (a reading with no shop) nothing is known to be unlisted.
    unserved = (
        None if match or replying or not catalog else _trouble_unlisted(text, _listed(catalog))
    )
    service = match.words if match else asked_service(text, expecting=expecting) or unserved
    if not match and service and _words_of(service) <= WORK_WITH_NO_OBJECT:
        service = None  # "how much to fix?" asks about the work under discussion, not "fix"
    if not match and service and name:
        service = _before_the_name(service, name)
    vehicle = _not_the_name(read_vehicle(text, expecting=expecting), name, text, expecting)
    if not (match or service) and vehicle and vehicle.lower() in text.lower():
        # "An estimate for a 2015 Subaru Outback head gasket": the work said after the car.
        without_the_car = re.sub(re.escape(vehicle), " ", text, flags=re.I)
        service = asked_service(without_the_car, expecting=expecting)
    if not match and service and vehicle:
        service = _not_the_car(service, vehicle)
    understanding = Understanding(
        service=service,
        date=day.isoformat() if day else None,
        time_from=window.time_from,
        time_to=window.time_to,
        name=name,
        phone=read_phone(text),
        vehicle=vehicle,
        answer=read_answer(text, expecting=expecting),
    )
    intent = _intent(text, understanding, expecting)
    besides = day_besides_the_visits(calendar, today=now.date()) if intent == Intent.BOOK else None
    if besides is not None:
        understanding = replace(understanding, date=besides.isoformat())
    return Reading(
        replace(understanding, intent=intent),
        match.id if match else None,
        match.also if match else (),
        match.tied if match else (),
        not_offered,
    )


def _without_the_work_done_before(text: str, catalog: Sequence[ServiceEntry]) -> str | None:
    """The message without work said as done before the trouble began: "I hear a noise after
    my oil change" asks for a look at the noise, not another oil change. None where it says no
    such work, or asks for more work besides ("after my oil change, can you also check the
    brakes")."""
    since = SINCE_THE_WORK.search(text)
    if since is None:
        return None
    after = text[since.end() :].lower()
    said = [
        phrase
        for entry in catalog
        for phrase in (entry.name, *entry.aliases)
        if re.match(rf"{re.escape(phrase.lower())}\b", after)
    ]
    if not said:
        return None
    rest = f"{text[: since.start()]} {text[since.end() + len(max(said, key=len)) :]}"
    return None if MORE_WORK.search(rest) else rest


def days_of_each_service(
    message: str, *, now: datetime, catalog: Sequence[ServiceEntry]
) -> dict[int, Understanding]:
    """Each service a message names with the day and time said beside it: "oil change tomorrow
    morning and an alignment on friday" gives the oil change Tuesday's morning and the
    alignment Friday. Words before the first service go with it; a service said alone gets an
    empty Understanding. Empty where the message names fewer than two services."""
    parts: list[tuple[int | None, str]] = []
    for part in ANOTHER_PART.split(mend_shorthand(clean(message))):
        if not part.strip():
            continue
        match = match_service(part, tokenize(part), catalog)
        said = match.id if match else None
        if parts and (said is None or parts[-1][0] in (None, said)):
            parts[-1] = (parts[-1][0] if said is None else said, f"{parts[-1][1]} {part}")
        else:
            parts.append((said, part))
    named = [said for said, _ in parts if said is not None]
    if len(set(named)) < 2:
        return {}
    days: dict[int, Understanding] = {}
    for said, words in parts:
        if said is None or said in days:
            continue
        calendar = without_when_it_happened(calendar_text(words.lower()))
        day = read_date(calendar, today=now.date())
        window = read_window(calendar, day=day)
        days[said] = Understanding(
            date=day.isoformat() if day else None,
            time_from=window.time_from,
            time_to=window.time_to,
        )
    return days


# "Tomorrow morning or thursday afternoon": days and windows offered as alternatives.
OR = re.compile(r"\bor\b")
# "Not monday or tuesday morning" rules days out rather than offering them.
RULES_OUT = re.compile(r"\b(?:not|but|except|can'?t|cannot)\b")
# "Next week ... tuesday or wednesday", "next tuesday or wednesday": the week said once holds
# for each weekday.
NEXT_WEEK = re.compile(r"\bnext (?:week|mon|tue|wed|thu|fri|sat|sun)")
A_WEEKDAY = re.compile(r"\b(?:mon|tue|wed|thu|fri|sat|sun)")
BEFORE_THEN = re.compile(r"\bbefore (?:then|that|i (?:leave|go))\b")


def windows_of_each_alternative(message: str, *, now: datetime) -> list[Understanding]:
    """Each day and window a message offers as an alternative, in the order said: "tomorrow
    morning or thursday afternoon" gives Tuesday's morning and Thursday's afternoon. A part
    without a day is on the day before it ("tomorrow at 9 or after 3"), or, first, on the day
    after it where both or neither say a window, and else on no day, the soonest ("early
    morning or saturday"); one without a window
    takes the window after it ("tuesday or wednesday after 2": both after 2); days alone
    ("wednesday or thursday") are each a whole day; "end of the week" is each of its last
    weekdays to come. Empty where fewer than two differ or where a part says neither ("friday
    at 2 or whenever")."""
    calendar = without_the_pick_up(without_when_it_happened(calendar_text(clean(message).lower())))
    parts = [part for part in OR.split(calendar) if part.strip()]
    end_of_week = days_of_the_end_of_a_week(calendar, today=now.date())
    if len(parts) < 2 and len(end_of_week) > 1:
        window = read_window(calendar, day=end_of_week[0])
        return [
            Understanding(date=day.isoformat(), time_from=window.time_from, time_to=window.time_to)
            for day in end_of_week
        ]
    if len(parts) < 2 or RULES_OUT.search(calendar):
        return []
    if read_window(calendar, day=read_date(calendar, today=now.date())).or_else is not None:
        return []  # "today at 8am or 9am": one time, the other only if it is taken
    said = []
    # Not "out of town next week, need it before then. Tomorrow or Wednesday?"
    next_week = NEXT_WEEK.search(calendar) is not None and not BEFORE_THEN.search(calendar)
    for part in parts:
        of_next_week = next_week and A_WEEKDAY.search(part) and not NEXT_WEEK.search(part)
        day = read_date(f"{part} next week" if of_next_week else part, today=now.date())
        window = read_window(part, day=day)
        if day is None and window == Window():
            return []
        said.append((day, window))
    days = [day for day, _ in said]
    for at, day in enumerate(days):
        days[at] = day or next((d for d in reversed(days[:at]) if d), None)
        later = next(((d, w) for d, w in said[at:] if d), None)
        if days[at] is None and later and (said[at][1] == Window()) == (later[1] == Window()):
            days[at] = later[0]
    windows = [window for _, window in said]
    for at in range(len(windows) - 2, -1, -1):
        if windows[at] == Window():
            windows[at] = windows[at + 1]
    alternatives: list[Understanding] = []
    for day, window in zip(days, windows, strict=True):
        if day is None and window == Window():
            return []
        each = Understanding(
            date=day.isoformat() if day else None,
            time_from=window.time_from,
            time_to=window.time_to,
        )
        if each not in alternatives:
            alternatives.append(each)
    return alternatives if len(alternatives) > 1 else []


def _with_another_trouble(
    text: str, catalog: Sequence[ServiceEntry], booked: ServiceMatch
) -> ServiceMatch:
    """The match, with the service for trouble of another part said in a part of its own:
    "my AC blows hot air, and the car pulls to the left" asks for the alignment too, not the
    A/C recharge alone. Trouble of the part matched ("brake pads, they squeak") adds nothing."""
    matched = [entry for entry in catalog if entry.id in (booked.id, *booked.also)]
    said_of_them = _stems(" ".join(f"{e.name} {' '.join(e.aliases)}" for e in matched))
    # With the trouble their parts own: "won't start, think it's the battery" is the battery's.
    theirs = {
        id(concept)
        for fired in lexicon.fired(said_of_them | _stems(booked.words))
        for concept in (fired.concept, *fired.concept.owns)
    }
    for part in ANOTHER_PART.split(text):
        own = [
            fired
            for fired in lexicon.fired(_stems(part))
            if fired.symptom and not fired.concept.general and id(fired.concept) not in theirs
        ]
        if not own:
            continue
        found = match_service(part, tokenize(part), catalog)
        if found is not None and found.id not in (booked.id, *booked.also):
            return replace(booked, also=(*booked.also, found.id))
    return booked


def _not_offered_besides(
    text: str, catalog: Sequence[ServiceEntry], booked: ServiceMatch
) -> tuple[str | None, str | None]:
    """Work asked for in a part of the message that names no service of the catalog, nor any
    part of the one matched ("brakes and rotors" asks for the brake job's rotors), as a noun to
    say back ("new tires": "tire replacement"); and the part, where it is trouble with a part
    of the car that no service names ("an exhaust leak")."""
    matched = next(entry for entry in catalog if entry.id == booked.id)
    said_of_it = _stems(" ".join([matched.name, *matched.aliases, matched.description]))
    its_words = set(said_of_it)
    for fired in lexicon.fired(said_of_it):  # the brakes' rotors, whatever the shop wrote
        # Not the smog check of any inspection's concept: a "Brake inspection" is no smog check.
        kin = fired.concept.keywords.union(*fired.concept.parts)
        its_words |= kin - (WHOLE_CAR_INSPECTIONS - said_of_it)
    listed = _listed(catalog)
    # Trouble the message puts with another part: "the battery light came on ... the
    # headlights seem dim" is the charging's, no headlight work asked for.
    kept = {id(fired.concept) for fired in lexicon.fired(_stems(text))}
    # A quick job asked beside it ("and new wiper blades") is the team's favour (decide.py),
    # not work said to be unlisted.
    for part in ANOTHER_PART.split(lexicon.QUICK_CHECK.sub(" ", text)):
        if not part.strip():
            continue
        own = [f for f in lexicon.fired(_stems(part)) if f.symptom and not f.concept.general]
        if own and all(id(fired.concept) not in kept for fired in own):
            continue
        match = match_service(part, tokenize(part), catalog)
        if match is None or (match.id != booked.id and match.id not in booked.also):
            # "Brake pads and an exhaust leak": the leak is no look for the brakes, whatever
            # general diagnostic it would have gone to alone.
            unlisted = _trouble_unlisted(part, listed)
            if unlisted:
                return unlisted, part
        balancing = _stems(part) & BALANCING
        if balancing and not balancing & listed and _stems(text) & TIRES_OR_WHEELS:
            # "Rotate and balance my tires" where the shop lists no balancing: said, not
            # quietly taken as the rotation's.
            return "tire balancing", None
        if match is not None:
            continue
        asked = asked_service(part)
        # Trouble of the work matched too: "they feel soft" of "need brakes checked, they
        # feel soft" is the brakes' soft pedal, not work called "they feel soft".
        stems = _stems(part)
        trouble = any(
            fired.symptom and fired.words & stems for fired in lexicon.fired(stems | said_of_it)
        )
        if not asked and not trouble:
            # Each part read as the work needed: "state inspection friday" of "... and state
            # inspection friday"; not "the noise is back", trouble to look at.
            asked = asked_service(f"need {part.strip()}")
        # Not "the last service was great".
        work = _stems(asked or "") & CAR_WORK - GENERIC - PARTICLES
        if work and not work & its_words:
            return as_work(asked), None
    return None, None


def _listed(catalog: Sequence[ServiceEntry]) -> set[str]:
    """Every word the catalog's names, aliases and descriptions say."""
    return set().union(*(_stems(" ".join([e.name, *e.aliases, e.description])) for e in catalog))


def _trouble_unlisted(part: str, listed: set[str]) -> str | None:
    """Trouble with a part that no service of the catalog names ("an exhaust leak" where the
    shop lists no exhaust work), as the repair to say back ("exhaust repair"), or the work its
    trouble asks for where the part goes unnamed ("a clunk over bumps": "suspension repair");
    not trouble in general ("a weird noise"), which a diagnostic looks at."""
    tokens = tokenize(part)
    stems = [stem(token.low) for token in tokens]
    for fired in lexicon.fired(set(stems)):
        if not fired.symptom or fired.concept.general or fired.concept.keywords & listed:
            continue
        named = frozenset().union(*fired.concept.parts) & fired.words
        at = next((at for at, said in enumerate(stems) if said in named), None)
        if at is None:
            if fired.concept.work and not fired.troubled:
                return fired.concept.work
            continue
        words = [tokens[at].text]
        for token, said in zip(tokens[at + 1 :], stems[at + 1 :], strict=True):
            if said not in named and said not in CAR_WORK - lexicon.WORDS:
                break  # "catalytic converter", not the "leak" after it
            words.append(token.text)
        return as_work(f"fix {' '.join(words)}")
    return None


def _stems(words: str) -> set[str]:
    return {stem(token.low) for token in tokenize(words)}


def _words_of(text: str) -> set[str]:
    return set(text.lower().split())


def _before_the_name(service: str, name: str) -> str | None:
    """The work asked for, up to the name said after it: "water pump flush Nell Venbury" is
    a water pump flush; "my name is Alex Turner", in reply to which service, asks for none."""
    at = service.lower().find(name.lower())
    if at < 0:
        return service
    words = service[:at].split()
    return " ".join(words) if set(map(str.lower, words)) - NAME_LEAD else None


def _not_the_name(
    vehicle: str | None, name: str | None, text: str, expecting: str | None
) -> str | None:
    """The vehicle, unless its words are the name's and the message names no car beside it:
    "It's Chase Ford" is a name, not a Ford; "Chase Ford, my Ford needs brakes" has both."""
    if not vehicle or not name or not _words_of(vehicle) <= _words_of(name):
        return vehicle
    said = re.sub(r"\s+".join(map(re.escape, name.split())), " ", text, flags=re.IGNORECASE)
    return read_vehicle(said, expecting=expecting)


def _not_the_car(service: str, vehicle: str) -> str | None:
    """The work asked for without the car's words: "an appointment for my civic" asks for no
    service called civic, "my camry looked at" for none."""
    car = set(vehicle.lower().replace("-", "").split())
    rest = [
        word
        for word in service.split()
        if word.lower().replace("-", "").removesuffix("'s") not in car
    ]
    while rest and rest[-1].lower() in LEADING:
        rest.pop()  # "paint my"
    kept = " ".join(word.removesuffix("'s") for word in rest)
    return " ".join(rest) if kept and looks_like_service(kept) else None


def _intent(text: str, understanding: Understanding, expecting: str | None) -> str | None:
    """The intent said in words; else a service, a day or a time out of the blue means booking.
    A reply to the assistant's own question carries no intent: it continues what is under way."""
    said = read_intent(text)
    if said == Intent.RESCHEDULE and expecting is not None and CORRECTION.search(text):
        return None
    moves = INSTEAD.search(text) or COME_AT_ANOTHER_TIME.search(text)
    moves = moves or (RATHER_COME.search(text) and not understanding.service)
    if said in (None, Intent.BOOK) and expecting is None and moves:
        # "Can I come thursday instead?", "can I come earlier tomorrow?" out of the blue: the
        # visit booked, another day or time.
        return Intent.RESCHEDULE
    if said == Intent.BOOK and expecting in ("time", "day") and not understanding.service:
        return None  # "first available" of the times offered, for a booking or a move alike
    if said is not None:
        return said
    when = understanding.date or understanding.time_from or understanding.time_to
    if understanding.service and not when and ASKS_IF_OFFERED.search(text):
        return Intent.SERVICES
    asks_for_something = understanding.service or when
    # "Do you work on harleys?": a visit for that car, which the shop may not work on.
    work_on_a_car = WORK_ON_THE_CAR.search(text) or ASKS_OF_A_KIND.search(text)
    if expecting is None and (asks_for_something or work_on_a_car):
        return Intent.BOOK
    if understanding == Understanding() and any(c.isalpha() for c in text):
        return Intent.OTHER
    return None
