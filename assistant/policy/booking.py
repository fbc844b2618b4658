"""Booking: the service and day, up to three open times offered, the chosen one held while the
name and number are asked, and the booking made only after an explicit yes."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, datetime, time, timedelta
from itertools import islice

from django.db.models import Q

from assistant.cues import (
    ANOTHER_CAR,
    ANOTHER_DAY,
    ANOTHER_NUMBER,
    ASKS_WHEN_BOOKED,
    BARE_NUMBER,
    BOOK_HERE_ASKED,
    BOOK_IT,
    BY_DATE,
    DROPS_IT_OFF,
    EARLIER,
    EARLIER_DAY,
    EMAIL_WANTED,
    FOR_A_RELATIVE,
    LATE_AS_POSSIBLE,
    LATER,
    LATER_IN_THE_DAY,
    LATEST,
    MONTH_BEFORE_ORDINAL,
    NO_TEXTS_WANTED,
    NONE_OF_THOSE,
    ONE_MORE,
    ONE_MORE_TOO,
    ONLY_HEARD,
    ORDINAL_NAMES_DAYS,
    ORDINALS,
    SAME_DAY,
    SOONEST,
    THANKS,
    THAT_ONE,
    THATS_ALL,
    TWO_CARS,
    WHICH_DAYS,
    WINDOW_WORDS,
    WORK_HOURS_SAID,
    YES_ALONE,
)
from assistant.models import OutboundText
from assistant.notifications import appointment_text
from assistant.policy.state import (
    ASKS_WHY_NEEDED,
    Decision,
    Turn,
    ask_phone,
    axles_priced,
    forget_choice,
    shift_asked,
    start_goal,
    tries_a_number,
)
from assistant.schema import Act, Intent, Understanding
from assistant.templates_reply import look_first_words, template_reply
from assistant.text_limits import HELD_BACK, confirms_by_text, texts_there
from assistant.tools import REASON_WORDS, within
from assistant.understand.calendar_words import NUMBER_WORDS, WEEKDAYS, calendar_text
from assistant.understand.dates import (
    day_this_month_lacks,
    no_such_day,
    rules_out,
    says_a_stretch,
    says_from_now,
    weekday_not_of_the_date,
)
from assistant.understand.floor import days_of_each_service, windows_of_each_alternative
from assistant.understand.people import looks_like_name, puts_a_name_on_the_visit, whom_for
from assistant.understand.phones import has_no_mobile, takes_no_texts
from assistant.understand.services import ServiceEntry
from assistant.understand.times import (
    AM_OR_PM_ASKED,
    AM_OR_PM_QUESTION,
    HALF_CHECKED,
    read_window,
)
from assistant.understand.vehicles import is_electric, needs_an_engine
from assistant.words import day_words, days_list_words, duration_words, join_words, window_words
from booking import services
from booking.availability import DayAvailability, Reason, Slot
from booking.models import Appointment, Customer, Service, vehicles_plural
from booking.phones import phone_words

# A name the customer will not give, asked for one ("I'd rather not", "I don't want to give my
# name", "no"): the booking goes under their phone number, as a front desk would.
REFUSES_A_NAME = re.compile(
    r"^\W*(?:(?:no|nah|nope|um+|uh+)\W+)?(?:i'?d |i would |i )?(?:rather|prefer) not\b"
    r"|\b(?:don'?t|do not|rather not|prefer not to|won'?t|not comfortable|not going to"
    r"|not gonna) (?:want to |wanna |to )?(?:give|share|provide|say|tell)(?: (?:you|u|out))?"
    r"(?: (?:my|a|the|it|that|one)\b|\W*$)"
    r"|\bno names?\b(?! is\b)|\bnone of your business\b|\bskip (?:it|that|the name)\b"
    r"|\banonymous(?:ly)?\b"
    # "Just put it under my number", "use this number for it": the number for a name.
    r"|\b(?:put|book|keep|leave|file|have|save) (?:it|that|this|the \w+ )?\s*under (?:my|this|the|our)"
    r" (?:phone |cell |mobile )?number\b|\b(?:just )?(?:use|go by) (?:my|this|the|our) (?:phone |cell )?"
    r"number(?: for (?:it|the name))?\W*$"
    r"|^\W*(?:no|nope|nah|pass)(?:\W+(?:thanks|thank you))?\W*$",
    re.I,
)
# Asked again of the visit just booked, or of the time held: "wait what time", "sorry what
# time was that?", "what time again?", "what day did you say?", "wait, is that AM?". The
# message is only the question: "what time do you close" asks something else.
TIME_ASKED_AGAIN = re.compile(
    r"^\W*(?:(?:wait|sorry|hold on|hang on|ok(?:ay)?|so|and|um+|uh+|oh|hm+|remind me"
    r"|(?:i )?(?:missed|didn'?t (?:catch|get|hear)) that)\W+)*"
    r"(?:(?:what|which) (?:time|day|date)"
    r"(?:\W+(?:is|was|'s|did (?:you|we|i) (?:say|book|pick|choose|get|put)"
    r"(?: (?:it|that|me|us))?(?: (?:in )?for)?)(?:\W+(?:it|that|this|again))?)?"
    r"(?:\W+again)?(?:\W+(?:please|pls))?"
    rf"|{AM_OR_PM_QUESTION}|{HALF_CHECKED})\W*$",
    re.I,
)


def declined_vehicle(turn: Turn) -> Decision | None:
    """A car the shop does not work on ("my Harley"): told so, and neither quoted nor booked;
    the service stays, for another car they name."""
    vehicle = turn.state.get("vehicle", "")
    declined = turn.tools.shop.declines(vehicle)
    if not declined:
        return None
    forget_choice(turn)
    for key in ("goal", "expecting", "date", "time_from", "time_to"):
        turn.state.pop(key, None)
    return Decision(Act.CANT_HELP, {"declined": vehicles_plural(declined), "vehicle": vehicle})


def no_engine_to_service(turn: Turn) -> Decision | None:
    """An oil change for a Tesla: an electric car has no engine to do it on, so it is told
    so, not quoted or booked; the car and the day asked for stay, for another service."""
    vehicle = turn.state.get("vehicle", "")
    service = turn.tools.service(turn.state.get("service_id"))
    # With no car named, the kind asked about: "do you do oil changes for teslas?"
    electric = is_electric(vehicle) if vehicle else is_electric(turn.text)
    if not (service and electric and needs_an_engine(service.name)):
        return None
    forget_choice(turn)
    for key in ("goal", "expecting", "service_id"):
        turn.state.pop(key, None)
    facts = {"electric": "yes", "service": service.name}
    if vehicle and vehicle.split()[0].lower() not in ("electric", "ev"):
        facts["vehicle"] = vehicle  # a car named, not "my electric car"
    return Decision(Act.CANT_HELP, facts)


def book(turn: Turn, understanding: Understanding) -> Decision:
    state = turn.state
    decision = declined_vehicle(turn) or no_engine_to_service(turn)
    if decision is not None:
        return decision
    service = turn.tools.service(state.get("service_id"))
    if service is None:
        state["expecting"] = "service"
        if named_time(turn, understanding) is not None:
            state["time_named"] = understanding.time_from
        facts = _the_day_asked(turn, said=bool(understanding.date))
        who = whom_for(turn.text)
        if who and not state.get("for_whom"):
            # "Can I book for my mom?": hers is the visit that follows, said so.
            _for_someone_else(turn, who, understanding)
            facts["for_whom"] = who
        elif TWO_CARS.search(turn.text):
            # "Can I book 2 cars at the same time?": both, once the work is said.
            state["two_cars"] = True
            facts["two_cars"] = "yes"
        elif BOOK_HERE_ASKED.search(turn.text) and not facts:
            facts["here"] = "yes"  # "Can I book online?": yes, here
        decision = Decision(Act.ASK_SERVICE, facts)
        if understanding.date and understanding.time_from:
            # "Can I drop off my car at 7am tomorrow?": how to, before the service is asked.
            day = date.fromisoformat(understanding.date)
            at = time.fromisoformat(understanding.time_from)
            starts = datetime.combine(day, at, tzinfo=turn.tools.shop.zone)
            decision.preface = _left_before_opening(turn, starts)
        return decision
    understanding = _with_the_time_named_before(turn, understanding)

    if WORK_HOURS_SAID.search(turn.text) and understanding.time_from:
        state["after_work"] = understanding.time_from
    # "My wife's car needs one too" of the visit under way: hers is the car that follows, not
    # the visit held.
    second_car_waits = (
        state.get("then", [])[:1] == [service.pk]
        or str(state.get("added")) in state.get("then_for", {})
    ) and any(state.get(key) for key in ("offered", "chosen"))
    # "One for me and one for my wife": the next visit is hers, so this one is the customer's.
    theirs_next = bool(_whose_next(state, service)) and state.get("then", [])[:1] == [service.pk]
    relative = FOR_A_RELATIVE.search(turn.text)
    under_way = any(state.get(key) for key in ("offered", "chosen")) and not state.get("for_whom")
    asks_again = relative and ANOTHER_CAR.search(turn.text) and ONE_MORE_TOO.search(turn.text)
    if under_way and asks_again:
        # "My wife also needs one" with the customer's own time held: a second visit, hers,
        # after this one; the time held stays the customer's.
        if not second_car_waits:
            state["then"] = [service.pk, *state.get("then", [])]
        waiting = state["then"][0]
        state["then_for"] = {str(waiting): relative["who"].lower(), **state.get("then_for", {})}
        second_car_waits = True
    if ANOTHER_CAR.search(turn.text):
        state["another"] = service.pk  # "another one for my wife's car": not asked again
        if relative and not (state.get("for_whom") or second_car_waits or theirs_next):
            _for_someone_else(turn, relative.group("who").lower(), understanding)
    # Someone else's visit ("can I book for my mom?") is no second one of the customer's own.
    someone_elses = state.get("for_whom") or state.get("car_of")
    earlier = None if someone_elses else _booked_here(turn, service)
    if earlier is not None and understanding.date and ONE_MORE.search(turn.text):
        if understanding.date != turn.tools.local(earlier.start).date().isoformat():
            # "Can I get another oil change next month too?": a second one, on another day.
            state["another"] = service.pk
            earlier = None
    if earlier is not None:
        if state.get("confirming") != "another":
            state["confirming"] = "another"
            state["expecting"] = "answer"
            day, at = turn.tools.when_words(earlier.start)
            return Decision(Act.ALREADY_BOOKED, {"service": service.name, "day": day, "time": at})
        # "Thanks" to "Would you like another one?" books nothing; a day or a car for it does.
        wants_another = understanding.date or understanding.time_from or understanding.vehicle
        if understanding.answer == "no" or (understanding.answer != "yes" and not wants_another):
            for key in ("goal", "confirming", "expecting"):
                state.pop(key, None)
            return Decision(Act.ASK_SERVICE, {"declined": "yes"})
        state.pop("confirming")  # yes, or a day, a time or a car for it: wanted
        state["another"] = service.pk

    who = whom_for(turn.text) if not understanding.name else None
    if who and not (state.get("for_whom") or second_car_waits or theirs_next):
        # "A tire rotation for my husband", "actually it's for my son": his visit, said so in
        # the confirmation, on a number whose own name is known.
        _for_someone_else(turn, who, understanding)
    no_texts = turn.channel == "phone" and _says_no_texts(turn.text) and not understanding.phone
    if no_texts and not state.get("no_texts"):
        # "This is a landline": no text promised to the number calling; a mobile one is asked
        # for, and the booking goes on without a text if there is none ("I don't have a cell").
        state["no_texts"] = "yes"
        if not _wants_no_texts_at_all(turn.text):
            state["expecting"] = "phone"
            return Decision(Act.ASK_PHONE, {"no_texts": "yes"})
    if turn.channel == "chat" and _says_no_texts(turn.text):
        # "I don't text", "I don't have a cell" in a chat: a number is still needed, for the
        # team's call that confirms it instead.
        state["no_texts"] = "yes"
        if not (understanding.phone or _contact_phone(turn)):
            state["expecting"] = "phone"
            return Decision(Act.ASK_PHONE, {"no_texts": "calls"})
    if turn.channel == "phone" and ANOTHER_NUMBER.search(turn.text) and not understanding.phone:
        # "Text me at a different number": asked, and the booking goes on once it is said.
        state["expecting"] = "phone"
        return Decision(Act.ASK_PHONE, {})
    asked_another = turn.channel == "phone" and state.get("expecting") == "phone"
    if asked_another and not understanding.phone and tries_a_number(turn):
        return ask_phone(turn, {})  # digits that are no number: said so, and asked again
    # "No" to "Is there a mobile number I can text?" is no "no" to the booking.
    no_mobile = asked_another and state.get("no_texts") and not understanding.phone
    if no_mobile and YES_ALONE.match(turn.text) and not _wants_no_texts_at_all(turn.text):
        return ask_phone(turn, {})  # "yes", as if asked whether there is one: the number
    if no_mobile:
        state.pop("expecting")
    if no_mobile and state.get("confirming") == "book" and GO_AHEAD.search(turn.text):
        return _confirm_booking(turn, service)  # "no, just book it"
    # "No that's it, thanks" to "Shall I book it?", as if asked for anything else: the caller
    # may hang up thinking it booked, so the question is asked again.
    unsure = state.get("confirming") == "book" and THATS_ALL.match(turn.text) is not None
    # "No wait, the first one" with 8:30 held: another of the times offered, not none of them.
    repicked = _another_of_those_offered(turn, understanding)
    if state.get("confirming") == "book":
        # "Thank you" to "Shall I book it?" (as callers answer): the booking they came for.
        if understanding.answer == "yes" or THANKS.match(turn.text):
            return _confirm_booking(turn, service)
        if who and puts_a_name_on_the_visit(turn.text) and state.get("for_whom") == who:
            # "Can you put it under my husband's name?": his name asked, the time still held.
            state["expecting"] = "name"
            day, at = turn.tools.when_words(datetime.fromisoformat(state["chosen"]))
            return Decision(Act.ASK_NAME, {"day": day, "time": at, "for": f"your {who}"})
        # "No, the name is Dave Korn": the name or number put right, the time still wanted.
        mends_details = understanding.name or understanding.phone
        # "No texts please, just call me": a no to texts, not to the booking.
        about_texts = _says_no_texts(turn.text)
        if understanding.answer == "no" and not (
            mends_details or no_mobile or about_texts or unsure or repicked
        ):
            state["turned_down"] = state["chosen"]
            forget_choice(turn)
            # The day stays: "how about 1pm instead" that follows is a time on the day chosen.
            for key in ("time_from", "time_to"):
                state.pop(key, None)
            state["expecting"] = "day"
            return Decision(Act.ASK_DAY, {"declined": "yes"})

    turned_down = state.pop("turned_down", None)
    says_when = understanding.date or understanding.time_from or understanding.time_to
    asked_the_day = (state.get("last_said") or [None])[0] == Act.ASK_DAY
    yes = understanding.answer == "yes" or MEANT_YES.search(turn.text) is not None
    if turned_down and asked_the_day and yes and not says_when:
        # "No" to "Shall I book it?", then "actually yes, book it": the time just turned down.
        slot = _slot_at(turn, service, datetime.fromisoformat(turned_down))
        if slot is not None:
            decision = _hold(turn, service, slot)
            if decision is not None:
                return decision
    calendar = calendar_text(turn.text.lower())
    missing = (None if understanding.date else no_such_day(calendar)) or day_this_month_lacks(
        calendar, today=turn.tools.today
    )
    mismatch = weekday_not_of_the_date(calendar, today=turn.tools.today)
    if (missing or mismatch) and not state.get("chosen"):
        # "Feb 30", "wednesday the 10th" of a Thursday: asked again, not quietly offered a day.
        state.pop("date", None)
        state["expecting"] = "day"
        if missing:
            return Decision(Act.ASK_DAY, {"no_such_day": missing})
        said, day = mismatch
        facts = {"date_said": f"{day:%B} {day.day}", "is_a": f"{day:%A}", "weekday_said": said}
        return Decision(Act.ASK_DAY, facts)
    moves_on = any(
        cue.search(turn.text) for cue in (LATER, EARLIER, EARLIER_DAY, ANOTHER_DAY, NONE_OF_THOSE)
    )
    if repicked is not None:
        # That one held instead.
        offered = state["offered"]
        forget_choice(turn)
        state["offered"] = offered
        local = turn.tools.local(repicked)
        understanding = replace(
            understanding, date=local.date().isoformat(), time_from=f"{local:%H:%M}", time_to=None
        )
    if state.get("chosen") and moves_on and not (understanding.name or understanding.phone):
        # "Hm, anything later in the day?" with a time held: the times next to it, the hold
        # let go (it was held on, and the name asked again).
        chosen = state["chosen"]
        forget_choice(turn)
        state["offered"] = [chosen]
    if WHICH_DAYS.search(turn.text) and not state.get("chosen"):
        decision = open_days(turn, service, understanding)
        if decision is not None:
            return decision
    if state.get("offered") and not state.get("chosen"):
        decision = other_times(turn, service, understanding)
        if decision is not None:
            return decision
    held = {}
    answered = ""
    if not state.get("chosen"):
        offered = state.get("offered", [])
        slot = pick(turn, service, understanding)
        if slot is None:
            return offer_for(turn, service, understanding)
        decision = _hold(turn, service, slot)
        if decision is not None:
            return decision
        if state.pop("look_first", None) == service.pk:
            # "My brakes are grinding, wednesday at 3": what it is held for, and why.
            answered = look_first_words(service.name)
        said_back = any(cue.search(turn.text) for cue in (BARE_NUMBER, YES_ALONE, SOONEST)) or (
            shift_asked(turn.text) is not None
        )
        heard = turn.channel == "phone"
        # "Ok book it" to the one time just offered ("Does 7:30 AM work?") needs no time said.
        the_one_offered = offered == [slot.start.isoformat()] and not (
            said_back or heard or ordinal(turn.text) is not None
        )
        if not the_one_offered:
            # Every time held is said back: one they named ("in 2 hours", "ok 7:30 then"), or
            # picked by a bare number ("2"), its place ("the second one"), a bare "yes" or "the
            # soonest"; on a call always, as speech recognition mishears times.
            day, at = turn.tools.when_words(slot.start)
            held = {"day": day, "time": at}
    elif any(cue.match(turn.text) for cue in (TIME_ASKED_AGAIN, AM_OR_PM_ASKED)) or (
        ASKS_WHEN_BOOKED.search(turn.text)
    ):
        # "Wait, what time was that again?", "is that AM?" while the name or the number is
        # asked: said again.
        chosen = datetime.fromisoformat(state["chosen"])
        day, at = turn.tools.when_words(chosen)
        held = {"day": day, "time": at}
        answered = _half_of_the_day_answered(turn.text, turn.tools.local(chosen))

    added = turn.tools.service(state.pop("added", None))
    if added is not None:
        held = {**held, "added": added.name}
    held |= _what_follows(turn, service)
    if state.get("for_whom"):
        held = {**held, "for": f"your {state['for_whom']}"}
    if not state.get("name") and turn.verified_phone and not state.get("for_whom"):
        # A text or a call from a number the shop knows: its name on file, not asked again
        # (unless the visit is someone else's: "my wife also needs one", whose name is asked).
        name = turn.tools.name_on_file(turn.verified_phone)
        if name:
            state["name"] = name
    refused = answered
    # Someone else's visit on a number whose name is known ("my wife also needs one") is not
    # held up for a name: hers goes on it where given, the number's stays the customer.
    if not (state.get("name") or state.get("no_name") or state.get("for_whom")):
        asked = state.get("expecting") == "name" and not understanding.name
        if asked and REFUSES_A_NAME.search(turn.text):
            # "I'd rather not": booked under their phone number, as a front desk would, and
            # not asked again (the shop's calendar shows the number where there is no name).
            state["no_name"] = True
            refused = "No problem, I'll put it under your phone number."
        else:
            if asked and ASKS_WHY_NEEDED.search(turn.text):
                held = {**held, "needed": "yes"}  # why, in a sentence, and the question again
            state["expecting"] = "name"
            decision = Decision(Act.ASK_NAME, held)
            decision.preface = answered
            return decision
    if not _contact_phone(turn):
        if turn.channel == "chat" and state.get("no_texts"):
            held = {**held, "no_texts": "calls"}  # asked again, still for a number to call
        decision = ask_phone(turn, held)
        decision.preface = refused
        return decision
    # "Sorry, wrong number, it's 303-555-0110" at "Shall I book it?": the new one said back.
    number_mended = state.get("confirming") == "book" and bool(understanding.phone)
    # "Maria", "my last name is Reyes" at "Shall I book it?": the name it goes under, said back;
    # so is a name that is not the number's on file ("8:30 works, name is Tom Baker").
    on_file = turn.tools.name_on_file(turn.verified_phone) if turn.verified_phone else ""
    not_on_file = bool(on_file and state.get("name")) and not same_person(state["name"], on_file)
    name_mended = not_on_file or (state.get("confirming") == "book" and bool(understanding.name))
    state["confirming"] = "book"
    state["expecting"] = "answer"
    day, at = turn.tools.when_words(datetime.fromisoformat(state["chosen"]))
    spoken = turn.channel == "phone"
    phone = _contact_phone(turn)
    # A number said on a call is said back: speech recognition mishears digits.
    texted = phone != turn.verified_phone and texts_there(turn.tools.shop, phone)
    texted_to = {"texted_to": phone_words(phone)} if texted else {}
    whose = _for_whom(turn) or ({"for": state["name"]} if name_mended and state.get("name") else {})
    their_phone = (state.get("for_someone") or {}).get("phone", "")
    if whose and their_phone and texts_there(turn.tools.shop, their_phone):
        # Someone else's number ("her number is 720-555-0199") is said back on every channel:
        # their confirmation goes there, and only the customer can catch a wrong digit.
        texted_to = {"texted_to": f"{whose['for']} at {phone_words(their_phone)}"}
        number_mended = True
    axles = axles_priced(turn, service)
    confirm = Decision(
        Act.CONFIRM,
        {
            "service": service.name,
            "day": day,
            "time": at,
            "price": turn.tools.quote_words(
                service, state.get("vehicle", ""), spoken=spoken, axles=axles
            ),
            **({"axles": "both"} if axles == 2 else {}),
            **dropoff_facts(turn, service, on=datetime.fromisoformat(state["chosen"])),
            **(texted_to if spoken or number_mended else {}),
            **({"no_text": "yes", **_called_at(turn, phone)} if _untexted(turn, phone) else {}),
            **({"added": added.name} if added else {}),
            **whose,
            # Added just now, the next one is said to follow already ("Sure, I'll find a time").
            **(_booked_next(turn, service) if not added else {}),
        },
    )
    confirm.preface = refused  # a name not given, with the number known: booked under it
    if unsure:
        confirm.preface = "I haven't booked it yet."
    if understanding.phone and EMAIL_WANTED.search(turn.text) and not _untexted(turn, phone):
        confirm.preface = "We confirm by text rather than email, so it'll go to that number."
    return confirm


HALF_SAID = re.compile(
    r"(?:\b|(?<=\d))(?:(?P<morning>am|a\.m\.?|morning)|(?P<later>pm|p\.m\.?|afternoon|evening"
    r"|night))\b",
    re.I,
)
CLOCK_SAID = re.compile(r"\b(?P<hour>\d{1,2})(?::(?P<minute>\d\d))?(?=\b|[ap]\.?m)", re.I)


def _half_of_the_day_answered(text: str, held: datetime) -> str:
    """ "Is that 12:30 in the afternoon?", "10 in the morning right?" of the time held: yes or
    no, and which half of the day it is; nothing where both halves are asked ("am or pm?") or
    another time is named, as the time held said again answers those."""
    halves = {
        name for found in HALF_SAID.finditer(text) for name in found.groupdict() if found[name]
    }
    clock = CLOCK_SAID.search(text)
    other_time = clock and (int(clock["hour"]) % 12, int(clock["minute"] or 0)) != (
        held.hour % 12,
        held.minute,
    )
    if len(halves) != 1 or other_time:
        return ""
    morning = held.hour < 12
    half = (
        "in the morning" if morning else "in the evening" if held.hour >= 17 else "in the afternoon"
    )
    return f"Yes, {half}." if halves == {"morning" if morning else "later"} else f"No, {half}."


def dropoff_facts(turn: Turn, service: Service, on: datetime | None = None) -> dict[str, str]:
    """A drop-off job's morning window, so the customer knows when to bring the car: the
    window of the visit's day (`on`), which that day's hours may cut, or the usual one."""
    if service.kind != Service.Kind.DROPOFF:
        return {}
    day = turn.tools.local(on).date() if on else None
    return {"dropoff": turn.tools.dropoff_words(day)}


def upcoming_visit(
    turn: Turn, *, service_id: int | None = None, day: str | None = None
) -> Appointment | None:
    """The customer's next appointment, where this conversation may know it: booked in it, or
    on the number the channel proved; of several, the one of the service or the day the message
    names ("I booked a diagnostic for thursday, can I add an oil change to that?")."""
    visits = booked_in_this_conversation(turn)
    if not visits and turn.verified_phone:
        visits = turn.tools.upcoming_for(turn.verified_phone)
    if not visits:
        visits = begun_earlier_today(turn)
    for visit in visits:
        named_day = day is not None and turn.tools.local(visit.start).date().isoformat() == day
        if visit.service_id == service_id or named_day:
            return visit
    return visits[0] if visits else None


def begun_earlier_today(turn: Turn) -> list[Appointment]:
    """A visit at 8 AM asked about at 9 ("can't make it", "what time again?") is under way or
    just missed, but still the one the customer means."""
    theirs = Q(pk__in=turn.state.get("booked", []))
    if turn.verified_phone:
        theirs |= Q(customer__phone=turn.verified_phone)
    start_of_today = datetime.combine(turn.tools.today, time.min, tzinfo=turn.tools.shop.zone)
    return list(
        Appointment.objects.filter(
            theirs,
            shop=turn.tools.shop,
            status=Appointment.Status.CONFIRMED,
            start__gte=start_of_today,
            start__lte=turn.tools.now,
        ).order_by("-start")[:1]
    )


def booked_in_this_conversation(turn: Turn) -> list[Appointment]:
    return list(
        Appointment.objects.filter(
            pk__in=turn.state.get("booked", []),
            status=Appointment.Status.CONFIRMED,
            start__gt=turn.tools.now,
        ).order_by("start")[:3]
    )


def _with_the_time_named_before(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Can you do the 8th at 4:45?", then "oil change": the one time named before the service
    is asked for as if named with it (held where open, said to be taken where not), not read as
    the start of a window ("from 4:45 on"), while nothing said since has changed it."""
    named = turn.state.pop("time_named", None)
    says_when = understanding.date or understanding.time_from or understanding.time_to
    if named is None or says_when or named != turn.state.get("time_from"):
        return understanding
    return replace(understanding, time_from=named)


def _too_soon_words(turn: Turn, asked: datetime) -> str:
    """ "We book at least an hour ahead", where the time asked is still to come but sooner than
    the shop's notice allows; empty otherwise."""
    notice, now = turn.tools.shop.min_notice_minutes, turn.tools.now
    if not notice or not now < asked < now + timedelta(minutes=notice):
        return ""  # a time gone by is said to be taken, as before
    return f"we book at least {duration_words(notice)} ahead"


def _left_before_opening(turn: Turn, starts: datetime) -> str:
    """ "I can drop it off at 7" of a shop that opens at 7:30: how to leave the car before
    then, where the owner has said; empty otherwise."""
    opens = turn.tools.closed_at_words(starts).startswith("we open")
    return turn.tools.shop.answer("after_hours") if opens and DROPS_IT_OFF.search(turn.text) else ""


def _the_day_asked(turn: Turn, *, said: bool) -> dict[str, str]:
    """ "Any openings today?": the day is heard, and its times found once the service is
    known; "Can I come in on Christmas?": that the shop is closed then is said at once."""
    asked = turn.state.get("date")
    if not asked:
        return {}
    facts = turn.tools.hours_on_words(date.fromisoformat(asked))
    if not facts["hours"].startswith("closed"):
        return {"day_asked": facts["day"]} if said else {}
    return {"closed": facts["day"] + facts["hours"].removeprefix("closed")}


def _booked_here(turn: Turn, service: Service) -> Appointment | None:
    """The upcoming booking of the same service made in this conversation or on the number the
    channel proved (a text sent twice, a second call), unless the customer already said they
    want another (a second car): a repeated request must not book twice."""
    if turn.state.get("another") == service.pk:
        return None
    theirs = Q(pk__in=turn.state.get("booked", []))
    if turn.verified_phone:
        theirs |= Q(shop=turn.tools.shop, customer__phone=turn.verified_phone)
    return (
        Appointment.objects.filter(
            theirs, service=service, status=Appointment.Status.CONFIRMED, start__gt=turn.tools.now
        )
        .order_by("start")
        .first()
    )


def _for_someone_else(turn: Turn, who: str, understanding: Understanding) -> None:
    """ "My wife also needs an oil change": a visit for someone else on a number whose name is
    known (on file, or given for a visit already booked here). Their name is asked for the
    visit, not the number's taken; the customer's own is kept for what they book next."""
    state = turn.state
    own = state.get("name") or (
        turn.tools.name_on_file(turn.verified_phone) if turn.verified_phone else ""
    )
    if not own:
        # The name asked anyway is the one the visit goes under; whose car it is, noted.
        state["car_of"] = who
        return
    state["for_whom"] = who
    state["own_name"] = own
    if understanding.name and not same_person(understanding.name, own):
        state["name"] = understanding.name[:120]  # "my wife Maria needs one too"
    else:
        state.pop("name", None)


def _for_whom(turn: Turn) -> dict[str, str]:
    """Whose visit is confirmed, where it is someone else's: "for Maria Reyes", or "for your
    wife" while her name is not given."""
    state = turn.state
    who = state.get("for_whom")
    if not who:
        return {}
    name = state.get("name", "")
    if name and not same_person(name, state.get("own_name", "")):
        return {"for": name}
    return {"for": f"your {who}"}


def on_the_weekday_offered(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Tuesday at 9" with next week's Tuesday and Wednesday offered: that Tuesday, not the
    coming one, which was not offered; "this tuesday" or a date is the day said."""
    offered = turn.state.get("offered", [])
    if not (understanding.date and offered) or BY_DATE.search(turn.text):
        return understanding
    said = date.fromisoformat(understanding.date)
    days = {turn.tools.local(datetime.fromisoformat(start)).date() for start in offered}
    later = sorted(day for day in days if day.weekday() == said.weekday() and day > said)
    name = WEEKDAYS[said.weekday()][:3]
    alone = re.search(rf"(?<!this )(?<!coming )(?<!next )\b{name}", turn.text.lower())
    if said in days or not later or alone is None:
        return understanding
    return replace(understanding, date=later[0].isoformat())


# "What was the second one?", "sorry which was the first time?": the list asked for again,
# not a time picked from it.
ASKS_WHICH_IT_WAS = re.compile(
    r"^\W*(?:(?:sorry|wait|um+|uh+|so|and|ok(?:ay)?)\W+)*(?:what|which)(?:'s|s| is| was| were)?"
    r" the (?:first|second|third|last|1st|2nd|3rd|other) (?:one|time|option|slot)"
    r"(?: (?:again|you said|you had))*\W*$",
    re.I,
)


def pick(turn: Turn, service: Service, understanding: Understanding) -> Slot | None:
    """The slot the customer just chose: one we offered, or the exact time they asked for if it
    is open. Never a time the tools did not return."""
    state = turn.state
    offered = [datetime.fromisoformat(start) for start in state.get("offered", [])]
    asked_of = state.pop("asked_of", None)
    agrees = THAT_ONE.match(turn.text) or YES_ALONE.match(turn.text) or BOOK_IT.match(turn.text)
    if asked_of in state.get("offered", []) and agrees:
        return _slot_at(turn, service, datetime.fromisoformat(asked_of))  # "ok that one"
    opening = _first_of_the_day_named(turn, service, understanding)
    if opening is not None:
        return opening  # "book it thursday first thing": Thursday's opening, not a time offered
    if turn.right_after is not None:
        # "Right after mine": the time the visit ends, where it is open.
        right_after = _slot_at(turn, service, turn.right_after)
        if right_after is not None:
            return right_after
    place = ordinal(turn.text)
    # "The last one on friday" with Monday's times offered: Friday's, not Monday's last ("the
    # first one on monday" of today's, a Monday, is today's).
    offered_weekdays = {turn.tools.local(start).weekday() for start in offered}
    named = date.fromisoformat(understanding.date) if understanding.date else None
    another_day = named is not None and named.weekday() not in offered_weekdays
    in_the_list = offered and place is not None and -len(offered) <= place < len(offered)
    if in_the_list and not (another_day or ASKS_WHICH_IT_WAS.match(turn.text)):
        at = turn.tools.local(offered[place]).strftime("%H:%M")
        # "What's the first one after lunch?" with the morning's times offered: after lunch.
        after = understanding.time_from is None or understanding.time_from <= at
        before = understanding.time_to is None or at < understanding.time_to
        if after and before:
            return _slot_at(turn, service, offered[place])
    bare = BARE_NUMBER.match(turn.text)
    if offered and bare:
        start = _offered_by_number(turn, offered, bare.group(1))
        if start is not None:
            return _slot_at(turn, service, start)
    asked = named_time(turn, understanding)
    if asked is not None:
        slots = turn.tools.slots_near(
            service, day=asked.date(), time_from=asked.time(), time_to=None, limit=3
        )
        for slot in slots:
            if slot.start == asked:
                return slot
        # "9 or 10" with 9 taken: 10, where it is open.
        at = _or_else(turn, asked)
        if at is not None:
            slot = _slot_at(turn, service, at)
            if slot is not None:
                return slot
    says_when = understanding.date or understanding.time_from or understanding.time_to
    details = understanding.name or understanding.phone
    if len(offered) == 1 and details and understanding.answer != "no" and not says_when:
        # "Jake Morrison 303-555-0187" to "I can do 7:30 AM. Does that work for you?": it does.
        return _slot_at(turn, service, offered[0])
    if len(offered) == 1 and BOOK_IT.match(turn.text):
        return _slot_at(turn, service, offered[0])  # "ok book it" to "Does 7:30 AM work?"
    if (
        offered
        and state.get("latest_offered")
        and (THAT_ONE.match(turn.text) or YES_ALONE.match(turn.text))
    ):
        # "Ok that one" to the times offered for "what's the latest you have?": the latest.
        return _slot_at(turn, service, offered[-1])
    heard = len(offered) > 1 and ONLY_HEARD.match(turn.text)
    agrees = BOOK_IT.match(turn.text) or THAT_ONE.match(turn.text) or YES_ALONE.match(turn.text)
    if offered and state.get("soonest_offered") and agrees:
        # "Ok", "ok book it" to the times offered for "what's the soonest you can do brakes?".
        return _slot_at(turn, service, offered[0])
    if offered and understanding.answer == "yes" and YES_ALONE.match(turn.text) and not heard:
        # "Yes" to "8 AM, 8:30 AM or 9 AM?": the first, said back and confirmed before booking;
        # "ok" or "ok thanks" only heard them, and is asked which.
        return _slot_at(turn, service, offered[0])
    if offered and SOONEST.search(turn.text):
        # "asap" (which reads as today), "whenever": the first offered, unless a time is said.
        first_day = turn.tools.local(offered[0]).date().isoformat()
        same_day = understanding.date in (None, first_day) or from_now(turn, understanding)
        if same_day and not (understanding.time_from or understanding.time_to):
            return _slot_at(turn, service, offered[0])
    return None


def _or_else(turn: Turn, asked: datetime) -> datetime | None:
    """The second time of "9 or 10", on the day of the first (`asked`)."""
    calendar = calendar_text(turn.text.lower())
    expecting = turn.state.get("expecting")
    or_else = read_window(calendar, expecting=expecting, day=asked.date()).or_else
    if or_else is None:
        return None
    return datetime.combine(asked.date(), time.fromisoformat(or_else), tzinfo=asked.tzinfo)


def from_now(turn: Turn, understanding: Understanding) -> bool:
    """ "asap", "this week": the soonest times from now on, not today's (which may be over)."""
    today = turn.tools.today.isoformat()
    return understanding.date == today and says_from_now(calendar_text(turn.text.lower()))


def other_times(turn: Turn, service: Service, understanding: Understanding) -> Decision | None:
    """ "Anything later?", "earlier?", "none of those work", "another day": the open times next
    to those offered, not the same three again."""
    offered = [datetime.fromisoformat(start) for start in turn.state["offered"]]
    offered_day = turn.tools.local(offered[0]).date().isoformat() if offered else None
    new_day = understanding.date and understanding.date != offered_day  # not "latest today?"
    if new_day or understanding.time_from or understanding.time_to:
        return None  # a new day or window is offered from in the usual way
    earlier_days = EARLIER_DAY.search(turn.text) and _on_days_before(turn, service, offered_day)
    if earlier_days:
        slots = earlier_days  # "anything earlier in the week?" of Saturday's times
    elif EARLIER.search(turn.text):
        slots = turn.tools.slots_before(service, offered[0])
        first = _slot_at(turn, service, offered[0])
        if not slots and first is not None:
            # "Anything earlier?" of the day's first time: said to be the first, not asked again.
            decision = _offer_slots(turn, service, [first], Act.OFFER_TIMES)
            decision.facts["earliest"] = "yes"
            return decision
    elif ANOTHER_DAY.search(turn.text):
        slots = turn.tools.slots_after(service, offered[-1], next_day=True)
    elif LATEST.search(turn.text) or LATE_AS_POSSIBLE.search(turn.text):
        day = turn.tools.local(offered[0]).date()
        slots = list(turn.tools.day_openings(service, day).slots)[-len(offered) :]
    elif LATER.search(turn.text) or NONE_OF_THOSE.search(turn.text) or NO_ALONE.match(turn.text):
        after = offered[-1]
        if LATER_IN_THE_DAY.search(turn.text):
            after = max(after, turn.tools.local(after).replace(hour=11, minute=59))
        slots = turn.tools.slots_after(service, after)
    else:
        return None
    return _offer_slots(turn, service, slots, Act.OFFER_TIMES) if slots else None


def open_days(turn: Turn, service: Service, understanding: Understanding) -> Decision | None:
    """ "What days do you have?": the next days with an open time, from the day asked or talked
    of ("next week"), or after the day offered where other days are asked for; None where
    there is none."""
    state = turn.state
    offered = state.get("offered", [])
    if understanding.date:
        first = date.fromisoformat(understanding.date)
    elif offered and ANOTHER_DAY.search(turn.text):
        first = turn.tools.local(datetime.fromisoformat(offered[0])).date() + timedelta(days=1)
    elif state.get("date"):
        first = date.fromisoformat(state["date"])
    else:
        first = turn.tools.today
    days = list(islice(turn.tools.open_days(service, after=first - timedelta(days=1)), DAYS_LISTED))
    if not days:
        return None
    state.pop("offered", None)  # a "2" next picks no time from a list no longer talked of
    state["expecting"] = "day"
    said = days_list_words(days, today=turn.tools.today)
    return Decision(Act.ASK_DAY, {"service": service.name, "open_days": said})


DAYS_LISTED = 4


def times_beside(
    turn: Turn, service: Service, moment: datetime, *, earlier: bool
) -> Decision | None:
    """The open times before or after `moment` on its own day ("can I come in earlier?" of a
    visit booked): the day's first ones before it, as "earlier tomorrow?" is offered, or the
    ones just after it; None where that day has none."""
    day = turn.tools.local(moment).date()
    if earlier:
        slots = [s for s in turn.tools.day_openings(service, day).slots if s.start < moment][:3]
    else:
        after = turn.tools.slots_after(service, moment)
        slots = [s for s in after if turn.tools.local(s.start).date() == day]
    if not slots:
        return None
    turn.state["date"] = day.isoformat()
    return _offer_slots(turn, service, slots, Act.OFFER_TIMES)


def times_sooner(turn: Turn, service: Service, moment: datetime) -> Decision | None:
    """The soonest open times before `moment`, on any day ("anything sooner than my
    appointment?" of a visit booked); None where there is none."""
    soonest = turn.tools.slots_near(service, day=None, time_from=None, time_to=None)
    slots = [slot for slot in soonest if slot.start < moment]
    if not slots:
        return None
    return _offer_slots(turn, service, slots, Act.OFFER_TIMES)


# "No, just book it", "that's fine, go ahead": asked for a mobile number, the booking wanted
# without one.
GO_AHEAD = re.compile(r"\b(?:book it|go ahead|book me in|that'?s fine|it'?s fine)\b", re.I)
# "Actually yes, book it", "sorry I meant yes": a "no" just said to "Shall I book it?" taken back.
MEANT_YES = re.compile(
    r"^(?!.*\b(?:no|not|different|another|other|instead)\b).*"
    r"\b(?:yes|yeah|yep|yup|book it|go ahead)\b",
    re.I,
)
# A bare "no" to "7:30 AM, 8 AM or 8:30 AM. Which works for you?": none of them does.
NO_ALONE = re.compile(r"^\W*(?:no+|nope|nah|not really)(?:\W+sorry)?\W*$", re.I)


def _on_days_before(turn: Turn, service: Service, day: str | None) -> list[Slot]:
    """The soonest open times, where they are on a day before `day` (ISO)."""
    if day is None:
        return []
    soonest = turn.tools.slots_near(service, day=None, time_from=None, time_to=None)
    return [slot for slot in soonest if turn.tools.local(slot.start).date().isoformat() < day]


def _offered_by_number(turn: Turn, offered: list[datetime], number: str) -> datetime | None:
    """A bare number in reply to the times offered: one of them written without its colon
    ("830", "10"), else its place in the list ("2", "#3"): "2" typed after 7:30, 8 and 8:30 AM
    is the second, not 2 PM, but "3" after 12, 12:30 and 1 PM is 3 PM (None), and so is a
    caller's "three" after 7:30, 8 and 8:30 AM (see _an_hour_like_those_offered)."""
    number = str(NUMBER_WORDS.get(number.lower(), number))
    place = int(number)
    if re.match(r"\W*(?:#|no\b|number|option)", turn.text, re.I):
        # "#1", a key pressed on the phone, or "number 1": a place in the list, never an hour.
        return offered[place - 1] if 1 <= place <= len(offered) else None
    for start in offered:
        local = turn.tools.local(start)
        hour = local.hour % 12 or 12
        if number in (f"{hour}{local.minute:02d}", f"{local.hour}{local.minute:02d}") or (
            number == str(hour) and local.minute == 0
        ):
            return start
    if _an_hour_like_those_offered(turn, offered, place):
        return None
    return offered[place - 1] if 1 <= place <= len(offered) else None


def _an_hour_like_those_offered(turn: Turn, offered: list[datetime], number: int) -> bool:
    """Whether `number`, read as an hour as customers say them (1 to 6 the afternoon's), falls
    in the same half of the day as every time offered, or, said on a call, within the hours of
    the day offered: a caller's "three" after 7:30, 8 and 8:30 AM is 3 PM, not the third (on a
    Saturday open 8 to 1 it is the third); a "2" typed to a list is still its place."""
    if not 1 <= number <= 12:
        return False
    afternoon = number <= 6 or number == 12
    if all((turn.tools.local(start).hour >= 12) == afternoon for start in offered):
        return True
    if turn.channel != "phone":
        return False
    hour = number + 12 if afternoon and number != 12 else number
    at = turn.tools.local(offered[0]).replace(hour=hour, minute=0)
    return not turn.tools.closed_at_words(at)


# After "the second": what that car is ("one is a Toyota", "car's my Camry"), no pick.
IS_A_CAR = r"(?:\s+(?:one|car|vehicle|truck|van))?(?:\s+is|'s)\s+(?:a|an|my|our)\s"


# "The first one", "the earlier one", "the other one": another of the times offered, picked
# while one is held.
ANOTHER_OF_THOSE = re.compile(
    r"\bthe (?P<which>first|second|third|last|earlier|later|other) (?:one|time|slot)\b", re.I
)


def _another_of_those_offered(turn: Turn, understanding: Understanding) -> datetime | None:
    """The time offered picked instead of the one held ("no wait, the first one"), or None."""
    state = turn.state
    offered, chosen = state.get("offered", []), state.get("chosen")
    said = ANOTHER_OF_THOSE.search(turn.text)
    if not (said and chosen in offered and len(offered) > 1):
        return None
    if understanding.name or understanding.phone or understanding.time_from:
        return None
    which, at = said.group("which").lower(), offered.index(chosen)
    if which in ("earlier", "later"):
        place = at - 1 if which == "earlier" else at + 1
    elif which == "other":
        place = 1 - at if len(offered) == 2 else -1
    else:
        place = ORDINALS[which] % len(offered)  # "the last one": -1
    if not 0 <= place < len(offered) or place == at:
        return None
    return datetime.fromisoformat(offered[place])


def ordinal(text: str) -> int | None:
    """The place a customer picks from a list we gave ("the second one", "the last"), or None."""
    for word, index in ORDINALS.items():
        # "my last name is Lee" picks nothing, nor "first thing", "first available": a time of
        # the day, not the first of a list; nor "the second one is a Camry", a car.
        for said in re.finditer(
            rf"\b{word}\b(?!\W*name\b)(?!\s+(?:thing|available|opening)\b)(?!{IS_A_CAR})",
            text,
            re.I,
        ):
            # "the first monday of january", "last week of december": days asked for, not a
            # time from the list.
            names_days = ORDINAL_NAMES_DAYS.match(text, said.end()) or MONTH_BEFORE_ORDINAL.search(
                text, 0, said.start()
            )
            if not (names_days or _a_day_of_the_month(text, said) or _said_of_the_work(text, said)):
                return index
    return None


AFTER_WHAT_IS_DONE = re.compile(r"\b(?:it|them|that|this|her|him)\s+$", re.I)
BEFORE_MORE_WORK = re.compile(r"\s+(?:before|(?:and\s+)?then\s+(?!please\b)[a-z]{3,})\b", re.I)


def _said_of_the_work(text: str, said: re.Match[str]) -> bool:
    """ "Can you test it first before replacing", "check that first": the order of the work, not
    a place in the list ("I'll take that first one" is)."""
    if BEFORE_MORE_WORK.match(text, said.end()):
        return True
    done_to = AFTER_WHAT_IS_DONE.search(text, 0, said.start()) is not None
    return done_to and A_PLACE_IN_THE_LIST.match(text, said.end()) is None


ON_THE = re.compile(r"\bon\s+the\s+$", re.I)
A_PLACE_IN_THE_LIST = re.compile(r"\s+(?:one|option|time|slot|choice)s?\b", re.I)


def _a_day_of_the_month(text: str, said: re.Match[str]) -> bool:
    """ "Can I come in on the first", "on the 2nd?": a day of the month, not a place in the
    list ("put me on the first one" is)."""
    day_number = said.group()[:1].isdigit() or said.group().lower() in ("first", "second", "third")
    return (
        day_number
        and ON_THE.search(text, 0, said.start()) is not None
        and not A_PLACE_IN_THE_LIST.match(text, said.end())
    )


# "Thursday first thing", "first available friday": the day's opening, whatever was offered.
FIRST_OF_THE_DAY = re.compile(r"\bfirst (?:thing|available|opening)\b", re.I)


def _first_of_the_day_named(
    turn: Turn, service: Service, understanding: Understanding
) -> Slot | None:
    """The first open time of the day the message names with "first thing" or "first
    available", where it is in the window asked ("first thing": the early morning); said alone,
    of the day whose times are offered."""
    offered = turn.state.get("offered", [])
    if not ((understanding.date or offered) and FIRST_OF_THE_DAY.search(turn.text)):
        return None
    if from_now(turn, understanding):
        return None  # "first available this week": the soonest times, offered
    if understanding.date:
        day = date.fromisoformat(understanding.date)
    else:
        day = turn.tools.local(datetime.fromisoformat(offered[0])).date()
    slots = _after_the_visit(turn, list(turn.tools.day_openings(service, day).slots))
    if not slots:
        return None
    time_from = time.fromisoformat(understanding.time_from) if understanding.time_from else None
    time_to = time.fromisoformat(understanding.time_to) if understanding.time_to else None
    first = slots[0]
    return first if within(turn.tools.local(first.start).time(), time_from, time_to) else None


def named_time(turn: Turn, understanding: Understanding) -> datetime | None:
    """The one time this message asks for ("at 2", "9:30 tomorrow"), or None."""
    if understanding.time_from and names_one_time(turn.text, understanding):
        return _asked_instant(turn, understanding)
    return None


def names_one_time(text: str, understanding: Understanding) -> bool:
    """ "at 3" or "9:30" names a time to book; "after 2" or "tomorrow morning" only a window,
    whose open times are offered instead. "From friday to wednesday at 2" moves a visit from a
    day: no window of time."""
    # "10 tomorrow morning", "friday afternoon at 2": the part of a day named only says which
    # half the hour is in, as "in the morning" does; read alone it is a window (no time_from
    # without its time_to).
    if WORK_HOURS_SAID.search(text):
        return False  # "I work from 8 to 4": from 4 on, not "from 8 to" a visit moved to 4
    text = PART_OF_A_DAY_NAMED.sub(" ", FROM_A_DAY.sub(" ", text))
    text = MOVED_FROM_ITS_PLACE.sub(" ", text)
    return understanding.time_to is None and not WINDOW_WORDS.search(text)


PART_OF_A_DAY_NAMED = re.compile(
    r"\b(?:today|tomorrow|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+"
    r"(?:morning|afternoon|evening)\b",
    re.I,
)


# Where a visit moves from, no window: "from 10 to 3" read as 3 (no time to is left), "the
# day before", "two days after".
MOVED_FROM_ITS_PLACE = re.compile(
    r"\bfrom \d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?\s+to\b"
    r"|\b(?:the|a|one|two|2|three|3) days? (?:before|after)\b",
    re.I,
)
# The day a visit is moved from: "from friday", "from my tuesday appointment", "from tomorrow".
FROM_A_DAY = re.compile(
    r"\bfrom (?:(?:my|the|this|next|that|our) )?(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri"
    r"|satur|sun)day|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b",
    re.I,
)


def _asked_instant(turn: Turn, understanding: Understanding) -> datetime | None:
    day_text = understanding.date or turn.state.get("date")
    if not day_text:
        offered = turn.state.get("offered", [])
        if not offered:
            return None
        day_text = turn.tools.local(datetime.fromisoformat(offered[0])).date().isoformat()
    return datetime.combine(
        date.fromisoformat(day_text),
        time.fromisoformat(understanding.time_from),
        tzinfo=turn.tools.shop.zone,
    )


def _slot_at(turn: Turn, service: Service, start: datetime) -> Slot | None:
    local = turn.tools.local(start)
    for slot in turn.tools.day_openings(service, local.date()).slots:
        if slot.start == start:
            return slot
    return None


def offer_for(turn: Turn, service: Service, understanding: Understanding) -> Decision:
    """The open times for what this message asked: one time, or a window; asked nothing new
    ("Sam", given instead of a choice), the times offered, asked about again."""
    says_when = understanding.date or understanding.time_from or understanding.time_to
    offered = [datetime.fromisoformat(start) for start in turn.state.get("offered", [])]
    if offered and not says_when and not turn.state.get("not_before"):
        still_open = [_slot_at(turn, service, start) for start in offered]
        if all(still_open):
            return _offer_slots(turn, service, still_open, Act.OFFER_TIMES)
    alternatives = windows_of_each_alternative(turn.text, now=turn.tools.now)
    decision = _offer_each(turn, service, alternatives) if alternatives else None
    if decision is not None:
        return decision
    asked = named_time(turn, understanding)
    # A window asked now, or one that still stands on a new day ("mornings ... friday then?").
    said = (understanding.time_from or understanding.time_to) is not None
    stands = understanding.date and (turn.state.get("time_from") or turn.state.get("time_to"))
    return offer(turn, service, asked, window=asked is None and bool(said or stands))


def _offer_each(turn: Turn, service: Service, alternatives: list[Understanding]) -> Decision | None:
    """ "Tomorrow morning or thursday afternoon": the first open times of each, so the
    customer can pick from either; None where none of them has an open time."""
    each = 2 if len(alternatives) == 2 else 1
    found: dict[datetime, Slot] = {}
    # A day named that has no time at all ("sunday ... or monday" of a shop closed Sundays) is
    # said to be so, not passed over as if the customer had not asked for it.
    why_not: list[str] = []
    for said in alternatives:
        # No day: "early morning" of "early morning or saturday", the soonest.
        day = date.fromisoformat(said.date) if said.date else None
        start = time.fromisoformat(said.time_from) if said.time_from else None
        end = time.fromisoformat(said.time_to) if said.time_to else None
        near = turn.tools.slots_near(service, day=day, time_from=start, time_to=end, limit=each)
        inside = [s for s in near if within(turn.tools.local(s.start).time(), start, end)]
        found |= {slot.start: slot for slot in inside}
        if day is None:
            continue
        openings = turn.tools.day_openings(service, day)
        if not openings.slots and openings.reason in REASON_WORDS:
            reason = REASON_WORDS[openings.reason].format(
                day=day_words(day, today=turn.tools.today)
            )
            why_not.append(f"{reason} ({openings.note})" if openings.note else reason)
        elif not inside and (start or end):
            # "Saturday evening or monday morning": a part of a day with nothing open in it is
            # said to be empty too, before the times of the other: shut for all of it ("we
            # close at 1 PM"), or booked up.
            edge = start or (datetime.combine(day, end) - timedelta(minutes=1)).time()
            asked = datetime.combine(day, edge, tzinfo=turn.tools.shop.zone)
            shut = turn.tools.hours_on_words(day, asked_from=start or time(0), asked_to=end)
            closed = turn.tools.closed_at_words(asked) if shut.get("outside") else ""
            empty = closed or f"there's nothing open {window_words(start, end)}"
            why_not.append(f"{empty} on {day_words(day, today=turn.tools.today)}")
    in_order = sorted(found.values(), key=lambda slot: slot.start)
    slots = _not_where_it_is(turn, _after_the_visit(turn, in_order))
    if not slots and len(why_not) == len(alternatives):
        # "Sunday or saturday evening": neither has a time, and each is said to be so before
        # the times nearest the soonest of them, not only the last one named.
        soonest = min(alternatives, key=lambda said: said.date or "")
        turn.state |= {
            "date": soonest.date,
            "time_from": soonest.time_from,
            "time_to": soonest.time_to,
        }
        decision = offer(turn, service)
        said = " and ".join(dict.fromkeys(why_not))
        if decision.act == Act.OFFER_TIMES:
            decision.facts.pop("outside", None)
            decision.facts["closed_then"] = said
        elif "reason" in decision.facts:
            decision.facts["reason"] = said
        return decision
    if not slots:
        return None
    decision = _offer_slots(turn, service, slots[:4], Act.OFFER_TIMES)
    if why_not:
        decision.facts["closed_then"] = " and ".join(dict.fromkeys(why_not))
    return decision


# Why a day has no time for a service added to a visit: the visit ends too late for it.
AFTER_THE_VISIT = "there's no time left on {day} after that visit"


def offer(
    turn: Turn, service: Service, asked: datetime | None = None, *, window: bool = False
) -> Decision:
    """The open times nearest what the customer asked for; `asked`, the one time they named,
    is said to be taken when it is not among them, and a `window` they have just asked for
    ("after 6") is said to be empty when none is in it."""
    state = turn.state
    day = date.fromisoformat(state["date"]) if state.get("date") else None
    time_from = time.fromisoformat(state["time_from"]) if state.get("time_from") else None
    time_to = time.fromisoformat(state["time_to"]) if state.get("time_to") else None
    after_work = state.get("after_work") and state.get("after_work") == state.get("time_from")
    if after_work and day is not None and day.weekday() >= 5:
        time_from = time_to = None  # "I work 9-5", then "saturday then": any time that day
    earliest = time_from
    if after_work and time_from is not None:
        # "I work till 5": still at work at 5, so the times start after it, not at it.
        earliest = (datetime.combine(date.min, time_from) + timedelta(minutes=1)).time()
    near = turn.tools.slots_near(
        service, day=day, time_from=earliest, time_to=time_to, around=asked is not None
    )
    if day is None:
        near = _on_a_day_not_ruled_out(turn, service, near, earliest, time_to)
    if asked is None:
        near = _latest_if_asked(turn, service, near, earliest, time_to)
    slots = _not_where_it_is(turn, _after_the_visit(turn, near))
    if after_work and day is not None and slots and not _any_within(turn, slots, earliest, time_to):
        decision = _the_day_after_work(turn, service, day, earliest, time_to)
        if decision is not None:
            return decision
    if after_work and day is None and slots and not _any_within(turn, slots, earliest, time_to):
        # "I work until 5" of a shop that closes by then: no weekday time fits, and the first
        # weekend day's times are the ones that do, not today's before 5.
        weekend = _the_first_weekend_day(turn, service)
        if weekend is not None:
            state["date"] = weekend.isoformat()
            slots = turn.tools.slots_near(service, day=weekend, time_from=None, time_to=None)
    if slots:
        or_else = _or_else(turn, asked) if asked is not None else None  # read as asked
        decision = _offer_slots(turn, service, slots, Act.OFFER_TIMES)
        if asked is not None and all(slot.start != asked for slot in slots):
            closed = turn.tools.closed_at_words(asked)
            # "I can drop it off at 7" before the shop opens: how to leave it, where the owner
            # has said, and the first times; not "sorry, we open at 7:30 AM".
            left_early = _left_before_opening(turn, asked)
            if left_early:
                decision.preface = left_early
            elif closed:
                decision.facts["closed_then"] = closed
            elif notice := _too_soon_words(turn, asked):
                decision.facts["closed_then"] = (
                    notice  # "in 20 minutes": sooner than the shop books
                )
            elif late := turn.tools.runs_past_closing_words(asked, service.duration_minutes):
                # "Brake pads on the 31st at 1pm" of a day that closes at 2: why not, said.
                takes = duration_words(service.duration_minutes)
                decision.facts["closed_then"] = f"{service.name} takes about {takes} and {late}"
            else:
                decision.facts["unavailable"] = turn.tools.when_words(asked)[1]
                if or_else is not None and all(slot.start != or_else for slot in slots):
                    # "8 or 9" with both taken: both said, not only the first.
                    second = turn.tools.when_words(or_else)[1]
                    decision.facts["unavailable"] += f" and {second}"
                    decision.facts["both"] = "yes"
        elif window and not _any_within(turn, slots, earliest, time_to):
            # Nothing in "after 6" or "after work": the nearest times, and why they are not;
            # "the 24th in the afternoon" of a day that closes at noon: that it closes then.
            closed = ""
            if day and time_from:
                starts = datetime.combine(day, time_from, tzinfo=turn.tools.shop.zone)
                closed = turn.tools.closed_at_words(starts)
            if closed.startswith("we close"):
                decision.facts["closed_then"] = closed
            else:
                decision.facts["outside"] = window_words(time_from, time_to)
        elif window and day and time_from:
            # "Drop it off at 7 tomorrow, I start work at 8": times inside it, none before the
            # shop opens; how to leave the car before then, where the owner has said.
            starts = datetime.combine(day, time_from, tzinfo=turn.tools.shop.zone)
            decision.preface = _left_before_opening(turn, starts)
        return decision

    facts = {"service": service.name}
    if day is not None:
        openings = turn.tools.day_openings(service, day)
        facts["day"] = day_words(day, today=turn.tools.today)
        default = AFTER_THE_VISIT if state.get("not_before") else "there's no open time on {day}"
        reason = REASON_WORDS.get(openings.reason, default)
        facts["reason"] = reason.format(day=facts["day"])
        if openings.note:
            facts["reason"] += f" ({openings.note})"
    nearest = turn.tools.next_open_day(service, after=day or turn.tools.today)
    if day is not None and openings.reason == Reason.BEYOND_HORIZON:
        # "Mid january" past the horizon: how far ahead the shop books, and the last days it
        # can, nearer what was asked than today's times.
        ahead = turn.tools.shop.horizon_days
        facts["reason"] = f"we book up to {ahead} days ahead, so {facts['day']} is too far out"
        facts["last"] = "yes"
        nearest = _last_open_day(turn, service)
    if nearest is None and day is not None:
        # Nothing after a day too far ahead: the soonest times are the nearest offer.
        nearest = turn.tools.next_open_day(service, after=turn.tools.today - timedelta(days=1))
    if nearest is None:
        state["expecting"] = "day"
        return Decision(Act.NO_TIMES, facts)
    # The customer's window still holds on the nearest day ("May 4 pm": its afternoon).
    if state.get("not_before"):
        time_from = None  # the visit's end, no time the customer asked for
    slots = turn.tools.slots_near(service, day=nearest.day, time_from=time_from, time_to=time_to)
    slots = _latest_if_asked(turn, service, slots, time_from, time_to)
    if slots:
        # The talk is now of the day offered: "what's the latest you have?" asks of it, not of
        # the day that had nothing (which would be said to have nothing again).
        state["date"] = nearest.day.isoformat()
    # A stretch past the horizon ("mid january") is said to be so before the soonest times.
    beyond = day is not None and nearest.day < day
    if slots and not beyond and says_a_stretch(calendar_text(turn.text.lower())):
        # "End of the month" that starts on a Sunday: the stretch's first open times, with no
        # word of a closed day the customer never named.
        return _offer_slots(turn, service, slots, Act.OFFER_TIMES)
    decision = _offer_slots(turn, service, slots, Act.NO_TIMES)
    decision.facts = {**facts, **decision.facts}
    return decision


def _the_day_after_work(
    turn: Turn, service: Service, day: date, earliest: time | None, end: time | None
) -> Decision | None:
    """ "I work till 5 on friday" with nothing open after 5 that day: the day's latest time
    said, then the next open day's times after work, or that day's first times where it has
    none after work (a weekend day has no work to wait for)."""
    latest = turn.tools.day_openings(service, day).slots
    nearest = turn.tools.next_open_day(service, after=day)
    if not latest or nearest is None:
        return None
    slots = []
    if nearest.day.weekday() < 5:
        slots = turn.tools.slots_near(service, day=nearest.day, time_from=earliest, time_to=end)
        slots = slots if _any_within(turn, slots, earliest, end) else []
    slots = slots or turn.tools.slots_near(service, day=nearest.day, time_from=None, time_to=None)
    if not slots:
        return None
    turn.state["date"] = nearest.day.isoformat()
    decision = _offer_slots(turn, service, slots, Act.OFFER_TIMES)
    day_said, latest_time = turn.tools.when_words(latest[-1].start)
    decision.facts["latest_then"] = f"the latest we can start on {day_said} is {latest_time}"
    return decision


def _the_first_weekend_day(turn: Turn, service: Service) -> date | None:
    """The soonest Saturday or Sunday with an open time, within two weeks of open days."""
    days = turn.tools.open_days(service, after=turn.tools.today - timedelta(days=1))
    return next(
        (day for day in islice(days, WEEKEND_SEARCH_DAYS) if day.weekday() >= SATURDAY), None
    )


WEEKEND_SEARCH_DAYS = 14
SATURDAY = 5


def _last_open_day(turn: Turn, service: Service) -> DayAvailability | None:
    """The last day within the booking horizon with an open time: a horizon that ends on a
    closed Sunday ends, for the customer, on the Saturday before."""
    last = turn.tools.today + timedelta(days=turn.tools.shop.horizon_days)
    for back in range(turn.tools.shop.horizon_days + 1):
        openings = turn.tools.day_openings(service, last - timedelta(days=back))
        if openings.slots:
            return openings
    return None


def _on_a_day_not_ruled_out(
    turn: Turn, service: Service, soonest: list[Slot], start: time | None, end: time | None
) -> list[Slot]:
    """ "Any day but tomorrow" once today is over: the soonest times on a day the customer
    has not ruled out, not tomorrow's."""
    if not soonest:
        return soonest
    calendar, today = calendar_text(turn.text.lower()), turn.tools.today
    day = turn.tools.local(soonest[0].start).date()
    for _ in range(7):
        if not rules_out(calendar, day, today=today):
            break
        nearest = turn.tools.next_open_day(service, after=day)
        if nearest is None:
            return soonest
        day = nearest.day
    else:
        return soonest
    if day == turn.tools.local(soonest[0].start).date():
        return soonest
    return turn.tools.slots_near(service, day=day, time_from=start, time_to=end)


def _latest_if_asked(
    turn: Turn, service: Service, near: list[Slot], start: time | None, end: time | None
) -> list[Slot]:
    """ "Friday, as late as possible": the last open times of the day found, in the window
    asked, rather than its first."""
    if not near or not LATE_AS_POSSIBLE.search(turn.text):
        return near
    day = turn.tools.local(near[0].start).date()
    openings = turn.tools.day_openings(service, day).slots
    inside = [slot for slot in openings if within(turn.tools.local(slot.start).time(), start, end)]
    return inside[-len(near) :] or near


def _not_where_it_is(turn: Turn, slots: list[Slot]) -> list[Slot]:
    """A visit being moved is not offered the time it already has."""
    target_id = turn.state.get("target_id")
    if turn.state.get("goal") != Intent.RESCHEDULE or not target_id:
        return slots
    now_at = Appointment.objects.filter(pk=target_id).values_list("start", flat=True).first()
    return [slot for slot in slots if slot.start != now_at]


def _after_the_visit(turn: Turn, slots: list[Slot]) -> list[Slot]:
    """A service added to a visit ("while it's there") starts once that visit ends."""
    ends = turn.state.get("not_before")
    return [slot for slot in slots if not ends or slot.start >= datetime.fromisoformat(ends)]


def _any_within(turn: Turn, slots: list[Slot], start: time | None, end: time | None) -> bool:
    return any(within(turn.tools.local(slot.start).time(), start, end) for slot in slots)


def _offer_slots(turn: Turn, service: Service, slots: list[Slot], act: Act) -> Decision:
    state = turn.state
    offered = [slot.start.isoformat() for slot in slots]
    # The same times once more ("ok book it", a name given instead of a choice): asked again
    # in other words, not repeated word for word.
    again = act == Act.OFFER_TIMES and state.get("offered") == offered
    state["offered"] = offered
    state["expecting"] = "time"
    state["latest_offered"] = bool(LATEST.search(turn.text) or LATE_AS_POSSIBLE.search(turn.text))
    state["soonest_offered"] = bool(SOONEST.search(turn.text))
    when = [turn.tools.when_words(slot.start) for slot in slots]
    choices = [f"{day} at {at}" for day, at in when]
    times_key = "times" if act == Act.OFFER_TIMES else "next_times"
    facts = {"service": service.name}
    by_day: dict[str, list[str]] = {}
    for day, at in when:
        by_day.setdefault(day, []).append(at)
    if len(by_day) == 1:
        facts["day" if act == Act.OFFER_TIMES else "next_day"] = next(iter(by_day))
        facts[times_key] = join_words([at for _, at in when])
    else:
        # "Thursday, December 10 at 4:30 PM or 5 PM, or Friday, December 11 at 7:30 AM";
        # one time a day is a plain list.
        days = [f"{day} at {join_words(times)}" for day, times in by_day.items()]
        one_each = len(by_day) == len(when)
        facts[times_key] = join_words(days) if one_each else ", or ".join(days)
    if act == Act.OFFER_TIMES and state.pop("look_first", None) == service.pk:
        facts["look"] = "yes"  # why a diagnostic for a noise: the trouble is found first
    follows = _what_follows(turn, service) if act == Act.OFFER_TIMES else {}
    facts |= follows
    # The same times after "make that 2 oil changes" are no repeat: the second visit is news.
    if again and not follows:
        facts["again"] = "yes"
    if act == Act.OFFER_TIMES:
        added = turn.tools.service(state.pop("added", None))
        if added is not None:
            facts["added"] = added.name  # asked for while these times were offered
    return Decision(act, facts, choices=choices)


def _what_follows(turn: Turn, service: Service) -> dict[str, str]:
    """ "An oil change and a tire rotation": the second said once, with the first's times or
    the time held for it, so it is not thought lost."""
    state = turn.state
    following = turn.tools.service(state["then"][0]) if state.get("then") else None
    if following is None or state.get("told_next"):
        return {}
    state["told_next"] = True
    if following == service:
        whose = _whose_next(state, service)
        return {"service": service.name, "second_car": following.name} | (
            {"second_car_of": whose} if whose else {}
        )
    # "An oil change, a rotation and a brake inspection": every one to follow is said.
    later = (turn.tools.service(pk) for pk in state["then"][1:])
    names = [following.name, *(s.name for s in later if s is not None and s != following)]
    said = names[-1] if len(names) == 1 else f"{', the '.join(names[:-1])} and the {names[-1]}"
    return {"service": service.name, "next": said}


def _booked_next(turn: Turn, service: Service) -> dict[str, str]:
    """ "An oil change and a tire rotation": the confirmation of the first says the second's
    time is found once it is booked, so the customer does not think it dropped."""
    state = turn.state
    following = turn.tools.service(state["then"][0]) if state.get("then") else None
    if following is None:
        return {}
    if following != service:
        return {"then_find": f"the {following.name}"} if state.get("book_all") else {}
    return {"then_find": f"the {service.name} for {_the_second_car(state, service)}"}


def _the_second_car(state: dict, service: Service) -> str:
    """The car the same service is booked for next: "your Toyota", "your wife's car"."""
    cars = state.get("cars", [])
    whose = _whose_next(state, service)
    if cars:
        return f"your {cars[0]}"
    return f"your {whose}'s car" if whose else "your second car"


def _whose_next(state: dict, service: Service) -> str | None:
    """Whose the next visit for `service` is, where it was said to be someone else's ("my wife
    also needs one"): kept in `then_for` until that visit is under way."""
    return state.get("then_for", {}).get(str(service.pk))


def _hold(turn: Turn, service: Service, slot: Slot) -> Decision | None:
    state = turn.state
    try:
        hold = services.appointment_hold(
            shop=turn.tools.shop,
            service=service,
            start=slot.start,
            channel=turn.channel,
            vehicle=state.get("vehicle", ""),
            now=turn.tools.now,
        )
    except services.BookingError:
        state.pop("offered", None)
        decision = offer(turn, service)
        decision.facts["taken"] = "yes"
        return decision
    state["hold_id"] = hold.pk
    state["chosen"] = slot.start.isoformat()
    return None


def _confirm_booking(turn: Turn, service: Service) -> Decision:
    state = turn.state
    start = datetime.fromisoformat(state["chosen"])
    hold = Appointment.objects.filter(pk=state.get("hold_id")).first()
    phone = _contact_phone(turn)
    given = state.get("name", "")
    their_phone = (state.get("for_someone") or {}).get("phone")
    if state.get("for_whom") and state.get("own_name") and not their_phone:
        # Someone else's visit on the customer's number ("put it under my husband's name"): the
        # number stays under the customer's own name, and the notes say whose visit it is.
        given = state["own_name"]
    on_file = turn.tools.name_on_file(phone) if given else ""
    # A proven number renames its customer only to their own name made fuller or mended
    # ("Carla" -> "Carla Castillo"); another first name is someone else on the family's phone,
    # and the shop is told who is coming instead (the notes).
    same_first = not on_file or given.casefold().split()[0] == on_file.casefold().split()[0]
    customer = turn.tools.customer(
        phone=phone, name=given, proven=phone == turn.verified_phone and same_first
    )
    axles = axles_priced(turn, service)
    try:
        appointment = services.appointment_book(
            shop=turn.tools.shop,
            service=service,
            start=start,
            customer=customer,
            channel=turn.channel,
            vehicle=state.get("vehicle", ""),
            notes=_notes(turn, customer, axles),
            # Quoted for front and back: the shop sees that price and why, as the customer heard.
            units=axles,
            hold=hold if hold is not None and hold.status == Appointment.Status.HELD else None,
            # One booking per hold: the same time chosen again after a cancellation is a new
            # booking, not the cancelled one handed back.
            idempotency_key=f"conversation-{state.get('conversation_id')}-hold-{state['hold_id']}",
            now=turn.tools.now,
        )
    except services.BookingError:
        forget_choice(turn)
        decision = offer(turn, service)
        decision.facts["taken"] = "yes"
        return decision
    day, at = turn.tools.when_words(appointment.start)
    state["booked"] = [*state.get("booked", []), appointment.pk]
    following = _next_service(turn)
    for_whom = state.pop("for_whom", None)
    own_name = state.pop("own_name", None)
    for key in (
        "goal",
        "chosen",
        "hold_id",
        "confirming",
        "offered",
        "expecting",
        "date",
        "time_from",
        "time_to",
        "their_words",
        "question",
        "who_brings",
        "car_of",
        "not_before",
        "told_next",
        "look_first",
    ):
        state.pop(key, None)
    facts = {
        "service": service.name,
        "day": day,
        "time": at,
        # The name they gave: the one on file is not theirs to see unless the number is.
        "name": state.get("name", ""),
        **dropoff_facts(turn, service, on=appointment.start),
    }
    if for_whom:
        # "My wife also needs one": booked under her name, said as hers ("Maria Reyes is
        # booked"), and the customer's own name kept for what they book next.
        given = facts.pop("name")
        named = given and not same_person(given, own_name or "")
        facts["for"] = given if named else f"your {for_whom}"
        if own_name:
            state["name"] = own_name
        # Her name, said after the booking ("her name is Maria"), goes on her visit.
        state["someone_elses"] = [*state.get("someone_elses", []), appointment.pk]
    if not confirms_by_text(
        turn.tools.shop, appointment, proven=turn.verified_phone, now=turn.tools.now
    ):
        facts["untexted"] = "yes"  # a number typed in that the shop's limits do not text
    if _untexted(turn, appointment.customer.phone):
        # A caller on a landline with no mobile to give: told so, and no text tried there.
        _hold_back_texts(appointment, why="not sent: the customer said this number takes no texts")
        facts["untexted"] = "yes"
        facts |= _called_at(turn, appointment.customer.phone)
    state.pop("no_texts", None)
    days_of = state.pop("day_of", {})
    if following is not None:
        # Offered for the same day: after this one, or for a second car from the same time (on
        # another bay, where one is free).
        second_car = following.pk == service.pk
        after = turn.tools.local(appointment.start if second_car else appointment.end)
        the_car = _the_second_car(state, service)
        whose = state.get("then_for", {}).pop(str(following.pk), None)
        if whose:
            state.pop("vehicle", None)  # the first visit's car, not theirs
            _for_someone_else(turn, whose, Understanding())
        state.update(
            service_id=following.pk,
            date=after.date().isoformat(),
            time_from=after.strftime("%H:%M"),
        )
        # "An oil change tomorrow and an alignment on friday": the next one on its own day.
        own_day = None if second_car else days_of.pop(str(following.pk), None)
        if days_of and state.get("then"):
            state["day_of"] = days_of
        if own_day is not None and own_day[0] != state["date"]:
            state.update(date=own_day[0], time_from=own_day[1], time_to=own_day[2])
        if not second_car and state.pop("book_all", False):
            # "Book both": the next one's times at once, not asked again whether it is wanted.
            start_goal(turn, Intent.BOOK)
            if state["date"] == after.date().isoformat():
                state["not_before"] = appointment.end.isoformat()
            decision = book(turn, Understanding())
            decision.preface = template_reply(
                Act.BOOKED, facts, channel=turn.channel, shop=turn.tools.shop.name
            )
            decision.appointment = appointment
            return decision
        state.update(confirming="also", expecting="answer")
        facts["also"] = following.name
        if second_car:
            state["another"] = service.pk
            state.pop("vehicle", None)  # the first car's
            cars = state.pop("cars", [])
            if cars:
                # "Both my Honda and my Toyota": the next car named is the one booked next.
                state["vehicle"] = cars[0]
                if cars[1:]:
                    state["cars"] = cars[1:]
            facts["also"] = f"the {service.name} for {the_car}"
    return Decision(Act.BOOKED, facts, appointment=appointment)


def _hold_back_texts(appointment: Appointment, why: str) -> None:
    """Recorded as held back, so neither the confirmation nor a later text about the visit (a
    change, a reminder) goes to its number; the Texts page says why."""
    OutboundText.objects.create(
        shop=appointment.shop,
        appointment=appointment,
        to=appointment.customer.phone,
        body=appointment_text(appointment, "is confirmed for"),
        kind=OutboundText.Kind.CONFIRMATION,
        backend="",
        status=HELD_BACK,
        error=why,
    )


def _notes(turn: Turn, customer: Customer, axles: int) -> str:
    notes = []
    given = turn.state.get("name", "")
    for_whom = turn.state.get("for_whom")
    if for_whom:
        # "My wife also needs an oil change": the visit is hers, on the customer's number.
        named = f", {given}" if given and not same_person(given, customer.name) else ""
        on_file = f" The number is on file as {customer.name}." if named and customer.name else ""
        notes.append(f"For the customer's {for_whom}{named}.{on_file}")
    elif turn.state.get("car_of"):
        # "My wife needs her oil changed" from a number with no name on file: whoever's name
        # was given, the team knows whose car it is.
        notes.append(f"The customer said it is for their {turn.state['car_of']}.")
    elif given and customer.name and not same_person(given, customer.name):
        # A number typed in a chat renames no one, so the shop must be told who is coming: a
        # spouse booking on the family's number, or a mistyped number.
        notes.append(f"Booked by {given}: the number is on file as {customer.name}.")
    verb = "said" if turn.channel == "phone" else "wrote"
    their_words = turn.state.get("their_words")
    if their_words:
        notes.append(f"The customer {verb}: \u201c{their_words}\u201d")
    question = turn.state.get("question")
    if question and question != their_words:
        notes.append(f"The customer asked: \u201c{question}\u201d")
    who_brings = turn.state.get("who_brings")
    if who_brings and who_brings not in (their_words, question):
        notes.append(f"The customer {verb}: \u201c{who_brings}\u201d")
    if axles == 2:
        notes.append("Both axles (front and back).")
    if _untexted(turn, customer.phone):
        notes.append("The customer said this number takes no texts: call to confirm.")
    return "\n".join(notes)


def same_person(given: str, on_file: str) -> bool:
    """ "maria" of "Maria Lopez" is the same person; "Maria" of "Sam Martinez" is not."""
    given_words, file_words = given.casefold().split(), on_file.casefold().split()
    return given_words == file_words[: len(given_words)] or given_words == file_words[-1:]


def _next_service(turn: Turn) -> Service | None:
    """The next service the customer named with the one just booked, if the shop still has it."""
    waiting = turn.state.pop("then", [])
    while waiting:
        service = turn.tools.service(waiting.pop(0))
        if service is not None:
            if waiting:
                turn.state["then"] = waiting
            return service
    return None


# Where a name typed beside another answer starts or ends: "Dana Reyes, 9am works", "11 works
# and my name is Sam Patel".
BESIDE_A_NAME = re.compile(r"[,;.!?]|\band\b|\b(?:my )?name(?: is|'s)\b", re.I)


def name_said_beside_the_answer(turn: Turn, understanding: Understanding) -> Understanding:
    """A whole name the reading missed, at the times or at the name question: one whose first
    name the list of names lacks ("Priya Natarajan" at the times), or one beside another answer
    ("Dana Reyes, 9am works", "Dana Reyes 2015 Honda Civic" at the name question). It is kept,
    as a name given before it was asked is, not dropped and asked for again; and a surname
    alone after a first name was given there ("Sam", then "Patel")."""
    expecting = turn.state.get("expecting")
    confirming = expecting == "answer" and turn.state.get("confirming") == "book"
    if expecting not in ("time", "name") and not confirming:
        return understanding
    if understanding.name or turn.service_id is not None:
        return understanding
    if understanding.intent not in (None, Intent.OTHER):
        return understanding
    if confirming:
        return _the_first_name_made_whole(turn, understanding)
    beside = understanding.vehicle or understanding.time_from
    if expecting == "name" and not beside:
        return understanding  # a name alone, asked for, is the reading's to find
    text = turn.text
    if understanding.vehicle:
        text = re.sub(re.escape(understanding.vehicle), ",", text, flags=re.I)
    # "Patel" alone after "Sam" at the times: the surname, which completes the name given.
    fewest = 1 if " " not in turn.state.get("name", " ") and not beside else 2
    for clause in BESIDE_A_NAME.split(text):
        words = clause.split()
        # Unasked, a name is in capitals: "Sounds Good" is none, and "sounds good" less so.
        capitalised = expecting == "name" or all(word[:1].isupper() for word in words)
        if fewest <= len(words) <= 3 and capitalised and looks_like_name(" ".join(words)):
            return replace(understanding, intent=None, name=" ".join(words))
    return understanding


# What leads a name sent again in a message of its own: "sorry, John Smith", "oh it's Smith".
BEFORE_A_NAME_AGAIN = re.compile(r"^(?:(?:sorry|oops|oh|and|also|it'?s|its)\b[\s,.!-]*)+", re.I)


def _the_first_name_made_whole(turn: Turn, understanding: Understanding) -> Understanding:
    """At "Shall I book it?", after a first name alone: "Smith" in a message of its own is the
    surname, and "sorry, John Smith" the name whole (a form's next field, sent as a text)."""
    given = turn.state.get("name", "")
    if not given or " " in given or understanding.answer:
        return understanding
    words = BEFORE_A_NAME_AGAIN.sub("", turn.text.strip()).strip(" .!,").split()
    surname = len(words) == 1 and words[0][:1].isupper()
    whole = 2 <= len(words) <= 3 and words[0].casefold() == given.casefold()
    if (surname or whole) and looks_like_name(" ".join(words)):
        return replace(understanding, intent=None, name=" ".join(words))
    return understanding


def day_for_the_next_service(turn: Turn, understanding: Understanding) -> Understanding:
    """Read before the state takes the message in: "sure, same day" to "Would you like to
    book the tire rotation as well?" is the first visit's day, not today; another day drops
    the first visit's end as the earliest time."""
    state = turn.state
    understanding = _the_first_services_own_day(turn, understanding)
    if state.get("confirming") != "also":
        return understanding
    if SAME_DAY.search(turn.text) and state.get("date"):
        return replace(understanding, date=state["date"])
    if understanding.date and understanding.date != state.get("date"):
        state.pop("time_from", None)
    return understanding


def _the_first_services_own_day(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Oil change tomorrow morning and an alignment on friday": the first service's day and
    time are its own (tomorrow morning), not the last day said; the others' days are kept in
    "day_of", for their turn once the first is booked."""
    if not (turn.service_id and turn.also_service_ids):
        return understanding
    turn.state.pop("day_of", None)
    catalog = [ServiceEntry.of(service) for service in turn.tools.catalog()]
    days = days_of_each_service(turn.text, now=turn.tools.now, catalog=catalog)
    first = days.get(turn.service_id)
    if first is None or first.date is None:
        return understanding  # "an oil change and an alignment on friday": both on friday
    others = {
        str(pk): [days[pk].date, days[pk].time_from, days[pk].time_to]
        for pk in turn.also_service_ids
        if pk in days and days[pk].date not in (None, first.date)
    }
    if not others:
        return understanding
    turn.state["day_of"] = others
    return replace(understanding, date=first.date, time_from=first.time_from, time_to=first.time_to)


def book_also(turn: Turn, understanding: Understanding) -> Decision | None:
    """The answer to "Would you like to book the tire rotation as well?": yes, or a day or time
    for it, books it (from the same day, after the first); no, or anything else, lets it go."""
    state = turn.state
    state.pop("confirming", None)
    state.pop("expecting", None)
    says_when = understanding.date or understanding.time_from or understanding.time_to
    if understanding.answer == "yes" or (understanding.answer != "no" and says_when):
        # "Can we do that one friday instead?" wants it, on another day.
        start_goal(turn, Intent.BOOK)
        return book(turn, understanding)
    for key in ("service_id", "date", "time_from", "time_to", "then"):
        state.pop(key, None)
    if understanding.answer == "no":
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    return None


def _says_no_texts(text: str) -> bool:
    """ "This is a landline", "I don't have a cell", "please don't text me, just call"."""
    return takes_no_texts(text) or NO_TEXTS_WANTED.search(text) is not None


def _wants_no_texts_at_all(text: str) -> bool:
    """No mobile to give, or no texts wanted: no other number to ask for."""
    return has_no_mobile(text) or NO_TEXTS_WANTED.search(text) is not None


def _untexted(turn: Turn, phone: str) -> bool:
    """Whether the customer said `phone` takes no texts: the number calling ("this is a
    landline"), or in a chat any number they give ("I don't text")."""
    said = bool(turn.state.get("no_texts"))
    return said and (phone == turn.verified_phone or turn.channel == "chat")


def _called_at(turn: Turn, phone: str) -> dict[str, str]:
    """In a chat, the number the team calls to confirm a visit not texted, to say back."""
    return {"call_at": phone_words(phone)} if turn.channel == "chat" else {}


def _contact_phone(turn: Turn) -> str:
    """Where the confirmation goes: by text or on a call the number it comes from unless they
    said another (a landline, a work phone, "wrong number, text 720-555-0123"), the typed one
    in chat."""
    if turn.channel in ("phone", "sms") and turn.state.get("phone"):
        return turn.state["phone"]
    if turn.channel in ("sms", "phone") and turn.verified_phone:
        return turn.verified_phone
    return turn.state.get("phone", "") or turn.verified_phone
