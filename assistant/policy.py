"""Decide: the booking policy over a conversation's state.

It asks only for what is missing, offers at most three real open times near what was asked,
says why a day has none and offers the nearest, quotes price ranges, holds the chosen time while
it asks for an explicit yes, books only after that yes, and changes or cancels an appointment
only for someone who proved the number on it. Every fact comes from the tools; the policy never
takes a fact from the customer's words or the model.

The state is a plain dict stored on the conversation (JSON), so a turn can be replayed and
inspected in the dashboard.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta

from django.conf import settings

from assistant.cues import (
    ADD_TO_VISIT,
    ANOTHER_DAY,
    ASKS_WHEN_BOOKED,
    BARE_NUMBER,
    EARLIER,
    FAREWELL,
    FREEBIE,
    GIVES_UP,
    HOW_LONG,
    KEEPS_IT,
    LATER,
    NONE_OF_THOSE,
    ORDINALS,
    QUESTION,
    QUOTES_THE_VISIT,
    RUNNING_LATE,
    SHIFTED,
    SOONEST,
    WHATS_INCLUDED,
    WINDOW_WORDS,
)
from assistant.models import OutboundText
from assistant.schema import Act, Intent, Understanding
from assistant.tools import REASON_WORDS, ShopTools
from assistant.words import day_words, duration_words, join_words, phone_words, time_words
from booking import services
from booking.availability import Slot
from booking.models import Appointment, Service

CODE_LIFETIME = timedelta(minutes=10)
CODE_TRIES = 5
CODES_PER_CONVERSATION = 3
CODES_PER_PHONE_PER_HOUR = 3
LOOKUP = "lookup"


@dataclass
class Turn:
    """What the policy needs to know about the turn besides the understanding."""

    tools: ShopTools
    channel: str
    state: dict
    verified_phone: str  # proven by the channel or a one-time code; "" if none
    text: str  # the customer's words, for ordinals ("the second one") and codes
    service_id: int | None = None  # the floor's match of the customer's words to the catalog
    also_service_ids: tuple[int, ...] = ()  # more services the message named, in its order
    # Texts to send once the turn is saved: (phone, body, OutboundText kind).
    outbox: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class Decision:
    act: Act
    facts: dict[str, str] = field(default_factory=dict)
    appointment: Appointment | None = None
    verified_phone: str = ""  # set when this turn proved a number
    # Replies the customer can tap instead of typing (the offered times, in words the floor reads).
    choices: list[str] = field(default_factory=list)


def decide(turn: Turn, understanding: Understanding) -> Decision:
    state = turn.state
    if state.get("expecting") == "code":
        decision = _check_code(turn)
        if decision is not None:
            return decision
    if state.get("goal") == Intent.BOOK and _gives_up(turn, understanding, GIVES_UP):
        # "Actually cancel that", "never mind": the booking under way, not an appointment.
        _forget_choice(turn)
        for key in ("goal", "expecting", "service_id", "date", "time_from", "time_to", "then"):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    changing = state.get("goal") in (Intent.RESCHEDULE, Intent.CANCEL)
    if changing and _gives_up(turn, understanding, KEEPS_IT):
        return _keep_the_appointment(turn)
    understanding = _shifted(turn, understanding)
    _remember(turn, understanding)
    intent = understanding.intent
    if state.get("confirming") == "also":
        decision = _book_also(turn, understanding)
        if decision is not None:
            return decision
    quoted = state.pop("quoted", False)
    # "And for a BMW?" right after a quote asks for the same quote for that car.
    if quoted and understanding.vehicle and intent in (None, Intent.PRICE):
        return _quote(turn)
    if (
        quoted
        and understanding.answer == "no"
        and turn.service_id is None
        and not state.get("goal")
    ):
        # "No thanks" to "Would you like to book it?": the price was all they wanted.
        for key in ("service_id", "date", "time_from", "time_to", "expecting"):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})

    if intent == Intent.HOURS:
        if understanding.date:
            # "Are you open Dec 24?" is about that day: its special hours or closure.
            return Decision(
                Act.HOURS, turn.tools.hours_on_words(date.fromisoformat(understanding.date))
            )
        return Decision(Act.HOURS, {"hours": turn.tools.hours_words()})
    if intent == Intent.LOCATION:
        return Decision(Act.LOCATION, {"address": turn.tools.shop.address})
    if intent == Intent.SERVICES and not understanding.service:
        return _services(turn)
    if intent == Intent.HUMAN:
        _tell_the_shop(turn, "would like to talk to someone")
        return _handoff(turn)
    if intent == Intent.STATUS:
        _tell_the_shop(turn, "left a message")
        return Decision(Act.TAKE_MESSAGE, {})
    if ASKS_WHEN_BOOKED.search(turn.text) and intent in (None, Intent.BOOK, Intent.OTHER):
        booked_here = _booked_in_this_conversation(turn)
        if booked_here and not turn.verified_phone:
            # What they booked in this very chat needs no code to be told again.
            listed = _appointment_words(turn, booked_here)
            return Decision(
                Act.APPOINTMENTS, {"appointments": join_words(listed, conjunction="and")}
            )
        _start_goal(turn, LOOKUP)
        return _change(turn, understanding)
    if RUNNING_LATE.search(turn.text) and intent in (None, Intent.OTHER):
        _tell_the_shop(turn, "is running late")
        return Decision(Act.TAKE_MESSAGE, {"late": "yes"})
    if FREEBIE.search(turn.text) and state.get("goal") != "cancel":
        return _cant_help(turn)
    if (
        understanding.service
        and turn.service_id is None
        and intent in (None, Intent.BOOK, Intent.PRICE, Intent.SERVICES)
    ):
        return _unknown_service(turn, understanding)
    # "Do you do brake pads?" is answered with its price and an offer to find a time.
    if intent in (Intent.PRICE, Intent.SERVICES):
        return _quote(turn)
    if HOW_LONG.search(turn.text) and state.get("service_id") and not state.get("chosen"):
        return _quote(turn, takes=True)
    if WHATS_INCLUDED.search(turn.text) and state.get("service_id") and not state.get("chosen"):
        return _quote(turn, includes=True)

    if turn.service_id is not None and ADD_TO_VISIT.search(turn.text):
        visit = _upcoming_visit(turn)
        if visit is not None:
            _start_goal(turn, Intent.BOOK)
            if turn.verified_phone and visit.customer.name:
                # The number is proven, so the name on file is theirs to use.
                state.setdefault("name", visit.customer.name)
            ends = turn.tools.local(visit.end)
            state.update(date=ends.date().isoformat(), time_from=ends.strftime("%H:%M"))
            state.pop("time_to", None)
            return _book(turn, understanding)
    if intent in (Intent.BOOK, Intent.RESCHEDULE, Intent.CANCEL) and state.get("goal") != intent:
        _start_goal(turn, str(intent))
    said_nothing_new = turn.service_id is None and understanding == replace(
        Understanding(), answer=understanding.answer, intent=understanding.intent
    )
    if not state.get("goal") and said_nothing_new and FAREWELL.search(turn.text):
        state.pop("expecting", None)
        return Decision(Act.FAREWELL, {"booked": "yes"} if state.get("booked") else {})
    if not state.get("goal") and intent == Intent.OTHER and said_nothing_new:
        if QUESTION.search(turn.text) and len(turn.text.split()) > 2:
            # "Do you take credit cards?": a person answers it where they can reach the
            # customer (a text or a call); in a chat say so rather than ask which service, as if
            # unheard ("hello?" is no such question).
            if turn.verified_phone:
                _tell_the_shop(turn, "asked")
                return Decision(Act.TAKE_MESSAGE, {})
            state["expecting"] = "service"
            return Decision(Act.ASK_SERVICE, {"unanswered": "yes"})
    if not state.get("goal") and state.get("booked") and said_nothing_new:
        # "Thanks!", "ok", "bye" after a booking: not the same booking asked for again.
        return Decision(Act.ASK_SERVICE, {"after_booking": "yes"})
    if not state.get("goal") and (state.get("service_id") or state.get("date")):
        _start_goal(turn, Intent.BOOK)

    goal = state.get("goal")
    if goal == Intent.BOOK:
        return _book(turn, understanding)
    if goal in (Intent.CANCEL, Intent.RESCHEDULE, LOOKUP):
        return _change(turn, understanding)
    state["expecting"] = "service"
    return Decision(Act.GREET if not turn.text.strip() else Act.ASK_SERVICE, {})


def _shifted(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Can you make it 30 min later?" with a time chosen: that time, moved, as if said."""
    found = SHIFTED.search(turn.text)
    offered = turn.state.get("offered", [])
    chosen = turn.state.get("chosen") or (offered[0] if offered else None)
    if found is None or chosen is None or understanding.time_from:
        return understanding
    count = found.group("count").lower()
    amount = 30 if count.startswith("half") else 1 if count in ("a", "an") else int(count)
    minutes = amount * 60 if found.group("unit").lower().startswith("h") else amount
    way = 1 if found.group("way").lower() == "later" else -1
    moved = turn.tools.local(datetime.fromisoformat(chosen)) + way * timedelta(minutes=minutes)
    return replace(
        understanding,
        date=moved.date().isoformat(),
        time_from=moved.strftime("%H:%M"),
        time_to=None,
        answer=None,
    )


def _remember(turn: Turn, understanding: Understanding) -> None:
    state = turn.state
    if turn.service_id is not None and turn.service_id != state.get("service_id"):
        state["service_id"] = turn.service_id
        # "An oil change and a tire rotation": the others are offered once the first is booked.
        state["then"] = list(turn.also_service_ids)
        _forget_choice(turn)
    elif turn.also_service_ids:
        state["then"] = list(turn.also_service_ids)
    new_day = understanding.date and understanding.date != state.get("date")
    new_time = (understanding.time_from, understanding.time_to) != (None, None)
    if new_day or new_time:
        if understanding.date:
            state["date"] = understanding.date
        elif not state.get("date") and state.get("booked"):
            # "The same for my wife's car at 9", right after booking: that visit's day.
            state["date"] = _last_booked_day(turn)
        state["time_from"] = understanding.time_from
        state["time_to"] = understanding.time_to
        # "Wait, make it 9am" while the chosen time is held for a name or a number.
        if state.get("chosen") and not _chosen_matches(turn, understanding):
            _forget_choice(turn)
    for key in ("name", "vehicle"):
        value = getattr(understanding, key)
        if value:
            state[key] = value[:120]
    if understanding.phone:
        state["phone"] = understanding.phone


def _gives_up(turn: Turn, understanding: Understanding, words: re.Pattern[str]) -> bool:
    """The customer drops what is under way, and asks for nothing new in its place."""
    asks_anew = understanding.service or understanding.date or understanding.time_from
    return bool(words.search(turn.text)) and not asks_anew


def _keep_the_appointment(turn: Turn) -> Decision:
    """ "Never mind, keep it" while moving or cancelling: the appointment stands, and is said."""
    state = turn.state
    target_id = state.get("target_id")
    _forget_choice(turn)
    for key in ("goal", "expecting", "target_id", "date", "time_from", "time_to"):
        state.pop(key, None)
    upcoming = turn.tools.upcoming_for(turn.verified_phone) if turn.verified_phone else []
    kept = [appointment for appointment in upcoming if appointment.pk == target_id]
    if not kept:
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    listed = _appointment_words(turn, kept)
    return Decision(Act.APPOINTMENTS, {"appointments": join_words(listed, conjunction="and")})


def _last_booked_day(turn: Turn) -> str | None:
    last = Appointment.objects.filter(pk=turn.state["booked"][-1]).first()
    return turn.tools.local(last.start).date().isoformat() if last else None


def _start_goal(turn: Turn, goal: str) -> None:
    """A new goal starts clean: a time held for the old one is let go."""
    _forget_choice(turn)
    turn.state["goal"] = goal
    turn.state.pop("target_id", None)


def _forget_choice(turn: Turn) -> None:
    """The customer moved on from the time they had chosen: let the hold go."""
    state = turn.state
    hold_id = state.pop("hold_id", None)
    if hold_id:
        hold = Appointment.objects.filter(pk=hold_id, status=Appointment.Status.HELD).first()
        if hold is not None:
            services.appointment_cancel(appointment=hold)
    state.pop("chosen", None)
    state.pop("confirming", None)
    state.pop("offered", None)


def _chosen_matches(turn: Turn, understanding: Understanding) -> bool:
    chosen = turn.state.get("chosen")
    if not chosen or not understanding.time_from:
        return False
    local = turn.tools.local(datetime.fromisoformat(chosen))
    same_day = understanding.date in (None, local.date().isoformat())
    return same_day and local.strftime("%H:%M") == understanding.time_from


# Booking ------------------------------------------------------------------------------------


def _book(turn: Turn, understanding: Understanding) -> Decision:
    state = turn.state
    service = turn.tools.service(state.get("service_id"))
    if service is None:
        state["expecting"] = "service"
        return Decision(Act.ASK_SERVICE, {})

    earlier = _booked_here(turn, service)
    if earlier is not None:
        if state.get("confirming") != "another":
            state["confirming"] = "another"
            state["expecting"] = "answer"
            day, at = turn.tools.when_words(earlier.start)
            return Decision(Act.ALREADY_BOOKED, {"service": service.name, "day": day, "time": at})
        if understanding.answer == "no":
            for key in ("goal", "confirming", "expecting"):
                state.pop(key, None)
            return Decision(Act.ASK_SERVICE, {"declined": "yes"})
        if understanding.answer == "yes":
            state.pop("confirming")
        state["another"] = service.pk

    if state.get("confirming") == "book":
        if understanding.answer == "yes":
            return _confirm_booking(turn, service)
        if understanding.answer == "no":
            _forget_choice(turn)
            for key in ("date", "time_from", "time_to"):
                state.pop(key, None)
            state["expecting"] = "day"
            return Decision(Act.ASK_DAY, {"declined": "yes"})

    if state.get("offered") and not state.get("chosen"):
        decision = _other_times(turn, service, understanding)
        if decision is not None:
            return decision
    held = {}
    if not state.get("chosen"):
        offered = state.get("offered", [])
        slot = _pick(turn, service, understanding)
        if slot is None:
            return _offer(turn, service)
        decision = _hold(turn, service, slot)
        if decision is not None:
            return decision
        if slot.start.isoformat() not in offered or BARE_NUMBER.match(turn.text):
            # A time they named ("in 2 hours", "at 2 today") or picked by a bare number ("2"),
            # said back to them.
            day, at = turn.tools.when_words(slot.start)
            held = {"day": day, "time": at}

    if not state.get("name"):
        state["expecting"] = "name"
        return Decision(Act.ASK_NAME, held)
    if not _contact_phone(turn):
        return _ask_phone(turn, {})
    state["confirming"] = "book"
    state["expecting"] = "answer"
    day, at = turn.tools.when_words(datetime.fromisoformat(state["chosen"]))
    spoken = turn.channel == "phone"
    return Decision(
        Act.CONFIRM,
        {
            "service": service.name,
            "day": day,
            "time": at,
            "price": turn.tools.quote_words(service, state.get("vehicle", ""), spoken=spoken),
            **_dropoff_facts(turn, service),
        },
    )


def _dropoff_facts(turn: Turn, service: Service) -> dict[str, str]:
    """A drop-off job's morning window, so the customer knows when to bring the car."""
    if service.kind != Service.Kind.DROPOFF:
        return {}
    window_open, window_close = turn.tools.shop.dropoff_start, turn.tools.shop.dropoff_end
    return {"dropoff": f"between {time_words(window_open)} and {time_words(window_close)}"}


def _upcoming_visit(turn: Turn) -> Appointment | None:
    """The customer's next appointment, where this conversation may know it: booked in it, or
    on the number the channel proved."""
    booked_here = _booked_in_this_conversation(turn)
    if booked_here:
        return booked_here[0]
    if turn.verified_phone:
        upcoming = turn.tools.upcoming_for(turn.verified_phone)
        return upcoming[0] if upcoming else None
    return None


def _booked_in_this_conversation(turn: Turn) -> list[Appointment]:
    return list(
        Appointment.objects.filter(
            pk__in=turn.state.get("booked", []),
            status=Appointment.Status.CONFIRMED,
            start__gt=turn.tools.now,
        ).order_by("start")[:3]
    )


def _booked_here(turn: Turn, service: Service) -> Appointment | None:
    """This conversation's upcoming booking of the same service, unless the customer already
    said they want another (a second car): a repeated request must not book twice."""
    if turn.state.get("another") == service.pk:
        return None
    return (
        Appointment.objects.filter(
            pk__in=turn.state.get("booked", []),
            service=service,
            status=Appointment.Status.CONFIRMED,
            start__gt=turn.tools.now,
        )
        .order_by("start")
        .first()
    )


def _pick(turn: Turn, service: Service, understanding: Understanding) -> Slot | None:
    """The slot the customer just chose: one we offered, or the exact time they asked for if it
    is open. Never a time the tools did not return."""
    state = turn.state
    offered = [datetime.fromisoformat(start) for start in state.get("offered", [])]
    place = _ordinal(turn.text)
    if offered and place is not None and -len(offered) <= place < len(offered):
        return _slot_at(turn, service, offered[place])
    bare = BARE_NUMBER.match(turn.text)
    if offered and bare:
        start = _offered_by_number(turn, offered, bare.group(1))
        if start is not None:
            return _slot_at(turn, service, start)
    if understanding.time_from and _names_one_time(turn.text, understanding):
        asked = _asked_instant(turn, understanding)
        if asked is not None:
            slots = turn.tools.slots_near(
                service, day=asked.date(), time_from=asked.time(), time_to=None, limit=3
            )
            for slot in slots:
                if slot.start == asked:
                    return slot
    if len(offered) == 1 and understanding.answer == "yes":
        return _slot_at(turn, service, offered[0])
    if offered and SOONEST.search(turn.text):
        # "asap" (which reads as today), "whenever": the first offered, unless a time is said.
        first_day = turn.tools.local(offered[0]).date().isoformat()
        same_day = understanding.date in (None, first_day)
        if same_day and not (understanding.time_from or understanding.time_to):
            return _slot_at(turn, service, offered[0])
    return None


def _other_times(turn: Turn, service: Service, understanding: Understanding) -> Decision | None:
    """ "Anything later?", "earlier?", "none of those work", "another day": the open times next
    to those offered, not the same three again."""
    if understanding.date or understanding.time_from or understanding.time_to:
        return None  # a new day or window is offered from in the usual way
    offered = [datetime.fromisoformat(start) for start in turn.state["offered"]]
    if EARLIER.search(turn.text):
        slots = turn.tools.slots_before(service, offered[0])
    elif ANOTHER_DAY.search(turn.text):
        slots = turn.tools.slots_after(service, offered[-1], next_day=True)
    elif LATER.search(turn.text) or NONE_OF_THOSE.search(turn.text):
        slots = turn.tools.slots_after(service, offered[-1])
    else:
        return None
    return _offer_slots(turn, service, slots, Act.OFFER_TIMES) if slots else None


def _offered_by_number(turn: Turn, offered: list[datetime], number: str) -> datetime | None:
    """A bare number in reply to the times offered: one of them written without its colon
    ("830", "10"), else its place in the list ("2", "#3"): "2" after 7:30, 8 and 8:30 AM is
    the second, not 2 PM."""
    for start in offered:
        local = turn.tools.local(start)
        hour = local.hour % 12 or 12
        if number in (f"{hour}{local.minute:02d}", f"{local.hour}{local.minute:02d}") or (
            number == str(hour) and local.minute == 0
        ):
            return start
    place = int(number)
    return offered[place - 1] if 1 <= place <= len(offered) else None


def _ordinal(text: str) -> int | None:
    """The place a customer picks from a list we gave ("the second one", "the last"), or None."""
    for word, index in ORDINALS.items():
        if re.search(rf"\b{word}\b", text, re.I):
            return index
    return None


def _names_one_time(text: str, understanding: Understanding) -> bool:
    """ "at 3" or "9:30" names a time to book; "after 2" or "tomorrow morning" only a window,
    whose open times are offered instead."""
    return understanding.time_to is None and not WINDOW_WORDS.search(text)


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


def _offer(turn: Turn, service: Service) -> Decision:
    state = turn.state
    day = date.fromisoformat(state["date"]) if state.get("date") else None
    time_from = time.fromisoformat(state["time_from"]) if state.get("time_from") else None
    time_to = time.fromisoformat(state["time_to"]) if state.get("time_to") else None
    slots = turn.tools.slots_near(service, day=day, time_from=time_from, time_to=time_to)
    if slots:
        return _offer_slots(turn, service, slots, Act.OFFER_TIMES)

    facts = {"service": service.name}
    if day is not None:
        openings = turn.tools.day_openings(service, day)
        facts["day"] = day_words(day)
        reason = REASON_WORDS.get(openings.reason, "there's no open time on {day}")
        facts["reason"] = reason.format(day=facts["day"])
        if openings.note:
            facts["reason"] += f" ({openings.note})"
    nearest = turn.tools.next_open_day(service, after=day or turn.tools.today)
    if nearest is None and day is not None:
        # Nothing after a day too far ahead: the soonest times are the nearest offer.
        nearest = turn.tools.next_open_day(service, after=turn.tools.today - timedelta(days=1))
    if nearest is None:
        state["expecting"] = "day"
        return Decision(Act.NO_TIMES, facts)
    # The customer's window still holds on the nearest day ("May 4 pm": its afternoon).
    slots = turn.tools.slots_near(service, day=nearest.day, time_from=time_from, time_to=time_to)
    decision = _offer_slots(turn, service, slots, Act.NO_TIMES)
    decision.facts = {**facts, **decision.facts}
    return decision


def _offer_slots(turn: Turn, service: Service, slots: list[Slot], act: Act) -> Decision:
    state = turn.state
    state["offered"] = [slot.start.isoformat() for slot in slots]
    state["expecting"] = "time"
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
    return Decision(act, facts, choices=choices)


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
        decision = _offer(turn, service)
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
    customer = turn.tools.customer(
        phone=phone, name=state.get("name", ""), proven=phone == turn.verified_phone
    )
    try:
        appointment = services.appointment_book(
            shop=turn.tools.shop,
            service=service,
            start=start,
            customer=customer,
            channel=turn.channel,
            vehicle=state.get("vehicle", ""),
            hold=hold if hold is not None and hold.status == Appointment.Status.HELD else None,
            # One booking per hold: the same time chosen again after a cancellation is a new
            # booking, not the cancelled one handed back.
            idempotency_key=f"conversation-{state.get('conversation_id')}-hold-{state['hold_id']}",
            now=turn.tools.now,
        )
    except services.BookingError:
        _forget_choice(turn)
        decision = _offer(turn, service)
        decision.facts["taken"] = "yes"
        return decision
    day, at = turn.tools.when_words(appointment.start)
    state["booked"] = [*state.get("booked", []), appointment.pk]
    following = _next_service(turn)
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
    ):
        state.pop(key, None)
    facts = {
        "service": service.name,
        "day": day,
        "time": at,
        # The name they gave: the one on file is not theirs to see unless the number is.
        "name": state.get("name", ""),
        **_dropoff_facts(turn, service),
    }
    if following is not None:
        # Offered for the same day, after this one.
        ends = turn.tools.local(appointment.end)
        state.update(
            service_id=following.pk,
            confirming="also",
            expecting="answer",
            date=ends.date().isoformat(),
            time_from=ends.strftime("%H:%M"),
        )
        facts["also"] = following.name
    return Decision(Act.BOOKED, facts, appointment=appointment)


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


def _book_also(turn: Turn, understanding: Understanding) -> Decision | None:
    """The answer to "Would you like to book the tire rotation as well?": yes books it (from the
    same day, after the first); no, or anything else, lets it go."""
    state = turn.state
    state.pop("confirming", None)
    state.pop("expecting", None)
    if understanding.answer == "yes":
        _start_goal(turn, Intent.BOOK)
        return _book(turn, understanding)
    for key in ("service_id", "date", "time_from", "time_to", "then"):
        state.pop(key, None)
    if understanding.answer == "no":
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    return None


def _contact_phone(turn: Turn) -> str:
    """Where the confirmation goes: the proven number on SMS and phone, the typed one in chat."""
    if turn.channel in ("sms", "phone") and turn.verified_phone:
        return turn.verified_phone
    return turn.state.get("phone", "") or turn.verified_phone


# Changing or cancelling ---------------------------------------------------------------------


def _change(turn: Turn, understanding: Understanding) -> Decision:
    state = turn.state
    phone = turn.verified_phone
    if not phone:
        return _prove_identity(turn)
    appointments = turn.tools.upcoming_for(phone)
    if not appointments:
        state.pop("goal", None)
        return Decision(Act.NO_APPOINTMENT, {})
    if state["goal"] == LOOKUP:
        state.pop("goal")
        listed = _appointment_words(turn, appointments[:3])
        return Decision(Act.APPOINTMENTS, {"appointments": join_words(listed, conjunction="and")})
    target = _target(turn, appointments, understanding)
    if target is None:
        state["expecting"] = "which"
        shown = appointments[:3]
        state["listed"] = [a.pk for a in shown]
        listed = _appointment_words(turn, shown)
        return Decision(Act.CHOOSE_APPOINTMENT, {"appointments": join_words(listed)})
    state["target_id"] = target.pk
    if state["goal"] == Intent.CANCEL:
        return _cancel(turn, target, understanding)
    return _reschedule(turn, target, understanding)


def _appointment_words(turn: Turn, appointments: list[Appointment]) -> list[str]:
    return [
        "{} on {} at {}".format(a.service.name, *turn.tools.when_words(a.start))
        for a in appointments
    ]


def _target(
    turn: Turn, appointments: list[Appointment], understanding: Understanding
) -> Appointment | None:
    known = {a.pk: a for a in appointments}
    if turn.state.get("target_id") in known:
        return known[turn.state["target_id"]]
    if len(appointments) == 1:
        return appointments[0]
    listed = [known[pk] for pk in turn.state.get("listed", []) if pk in known]
    place = _ordinal(turn.text)
    if listed and place is not None and -len(listed) <= place < len(listed):
        return listed[place]
    if understanding.date:
        on_day = [
            a
            for a in appointments
            if turn.tools.local(a.start).date().isoformat() == understanding.date
        ]
        if len(on_day) == 1:
            return on_day[0]
    if turn.service_id:
        of_service = [a for a in appointments if a.service_id == turn.service_id]
        if len(of_service) == 1:
            return of_service[0]
    return None


def _cancel(turn: Turn, target: Appointment, understanding: Understanding) -> Decision:
    state = turn.state
    day, at = turn.tools.when_words(target.start)
    facts = {"service": target.service.name, "day": day, "time": at}
    if state.get("confirming") == "cancel" and understanding.answer == "yes":
        services.appointment_cancel(
            appointment=target, reason=f"cancelled by the customer by {turn.channel}"
        )
        target.refresh_from_db()
        for key in ("goal", "confirming", "target_id", "expecting"):
            state.pop(key, None)
        return Decision(Act.CANCELLED, facts, appointment=target)
    if state.get("confirming") == "cancel" and understanding.answer == "no":
        for key in ("goal", "confirming", "target_id", "expecting"):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    state["confirming"] = "cancel"
    state["expecting"] = "answer"
    return Decision(Act.CONFIRM_CANCEL, facts)


def _reschedule(turn: Turn, target: Appointment, understanding: Understanding) -> Decision:
    state = turn.state
    service = target.service
    if state.get("confirming") == "reschedule" and understanding.answer == "yes":
        start = datetime.fromisoformat(state["chosen"])
        try:
            moved = services.appointment_reschedule(
                appointment=target, start=start, now=turn.tools.now
            )
        except services.BookingError:
            state.pop("chosen", None)
            state.pop("confirming", None)
            decision = _offer(turn, service)
            decision.facts["taken"] = "yes"
            return decision
        day, at = turn.tools.when_words(moved.start)
        for key in (
            "goal",
            "confirming",
            "target_id",
            "expecting",
            "chosen",
            "offered",
            "date",
            "time_from",
            "time_to",
        ):
            state.pop(key, None)
        return Decision(
            Act.RESCHEDULED, {"service": service.name, "day": day, "time": at}, appointment=moved
        )
    if state.get("confirming") == "reschedule" and understanding.answer == "no":
        state.pop("chosen", None)
        state.pop("confirming", None)
    if state.get("offered") and not state.get("chosen"):
        decision = _other_times(turn, service, understanding)
        if decision is not None:
            return decision
    if not state.get("chosen"):
        if not state.get("date") and not understanding.time_from:
            state["expecting"] = "day"
            day, at = turn.tools.when_words(target.start)
            return Decision(Act.ASK_DAY, {"service": service.name, "day": day, "time": at})
        slot = _pick(turn, service, understanding)
        if slot is None:
            return _offer(turn, service)
        state["chosen"] = slot.start.isoformat()
    state["confirming"] = "reschedule"
    state["expecting"] = "answer"
    day, at = turn.tools.when_words(datetime.fromisoformat(state["chosen"]))
    return Decision(
        Act.CONFIRM, {"service": service.name, "day": day, "time": at, "change": "move"}
    )


def _ask_phone(turn: Turn, facts: dict[str, str]) -> Decision:
    """Ask for a number; asked already and given digits that are no number ("426-234-4515",
    whose area code does not exist), say so instead of asking the same again."""
    if turn.state.get("expecting") == "phone" and sum(ch.isdigit() for ch in turn.text) >= 7:
        facts = {**facts, "unreadable": "yes"}
    turn.state["expecting"] = "phone"
    return Decision(Act.ASK_PHONE, facts)


# Proof of identity --------------------------------------------------------------------------


def _prove_identity(turn: Turn) -> Decision:
    """A number typed into a chat is not proof: text a one-time code to it and ask for it back.
    The reply is the same whether or not the number has appointments, so the chat cannot be used
    to learn who is booked."""
    state = turn.state
    phone = state.get("phone")
    if not phone:
        return _ask_phone(turn, {"purpose": "verify"})
    if _code_pending(turn, phone):
        # One live code at a time: a chat must not become a way to flood someone with texts.
        state["expecting"] = "code"
        return Decision(Act.ASK_CODE, {})
    too_many = (
        state.get("codes_sent", 0) >= CODES_PER_CONVERSATION
        or _codes_lately(turn, phone) >= CODES_PER_PHONE_PER_HOUR
    )
    if too_many:
        return _handoff(turn)
    state["codes_sent"] = state.get("codes_sent", 0) + 1
    code = f"{secrets.randbelow(1_000_000):06d}"
    state["code_hash"] = _code_hash(code, phone)
    state["code_phone"] = phone
    state["code_expires"] = (turn.tools.now + CODE_LIFETIME).isoformat()
    state["code_tries"] = 0
    state["expecting"] = "code"
    body = f"{turn.tools.shop.name}: your code is {code}. It expires in 10 minutes."
    turn.outbox.append((phone, body, OutboundText.Kind.ONE_TIME_CODE))
    return Decision(Act.ASK_CODE, {})


def _check_code(turn: Turn) -> Decision | None:
    state = turn.state
    digits = re.sub(r"\D", "", turn.text)
    if len(digits) != 6:
        return None
    expires = datetime.fromisoformat(state.get("code_expires", "2000-01-01T00:00:00+00:00"))
    state["code_tries"] = state.get("code_tries", 0) + 1
    good = (
        turn.tools.now < expires
        and state["code_tries"] <= CODE_TRIES
        and hmac.compare_digest(
            _code_hash(digits, state.get("code_phone", "")), state.get("code_hash", "")
        )
    )
    if not good:
        if state["code_tries"] >= CODE_TRIES or turn.tools.now >= expires:
            for key in ("code_hash", "code_expires", "expecting"):
                state.pop(key, None)
        return Decision(Act.ASK_CODE, {"wrong": "yes"})
    phone = state.pop("code_phone")
    for key in ("code_hash", "code_expires", "code_tries", "expecting"):
        state.pop(key, None)
    turn.verified_phone = phone
    decision = _change(turn, Understanding())
    decision.verified_phone = phone
    return decision


def _code_pending(turn: Turn, phone: str) -> bool:
    state = turn.state
    if state.get("code_phone") != phone or not state.get("code_hash"):
        return False
    return turn.tools.now < datetime.fromisoformat(state["code_expires"])


def _codes_lately(turn: Turn, phone: str) -> int:
    """Codes texted to `phone` in the last hour from any conversation: a new chat is one request
    away, so the per-conversation cap alone would not stop a flood."""
    return OutboundText.objects.filter(
        shop=turn.tools.shop,
        to=phone,
        kind=OutboundText.Kind.ONE_TIME_CODE,
        created_at__gt=turn.tools.now - timedelta(hours=1),
    ).count()


def _code_hash(code: str, phone: str) -> str:
    return hmac.new(
        settings.SECRET_KEY.encode(), f"{phone}:{code}".encode(), hashlib.sha256
    ).hexdigest()


def _handoff(turn: Turn) -> Decision:
    staff = turn.tools.shop.staff_phone
    return Decision(Act.HANDOFF, {"phone": phone_words(staff)} if staff else {})


def _tell_the_shop(turn: Turn, what: str) -> None:
    """Text the shop's staff phone, so a person follows up on what the assistant cannot do."""
    staff = turn.tools.shop.staff_phone
    if not staff:
        return
    who = turn.verified_phone or turn.state.get("phone") or f"a {turn.channel} visitor"
    body = f'Frontdesk: {who} {what}: "{turn.text[:300]}"'
    turn.outbox.append((staff, body, OutboundText.Kind.MESSAGE_FOR_OWNER))


# Answers ------------------------------------------------------------------------------------


def _services(turn: Turn) -> Decision:
    names = [service.name for service in turn.tools.catalog()]
    return Decision(Act.SERVICES, {"services": join_words(names, conjunction="and")})


def _unknown_service(turn: Turn, understanding: Understanding) -> Decision:
    return Decision(Act.UNKNOWN_SERVICE, {"asked": understanding.service, **_services(turn).facts})


def _quote(turn: Turn, *, takes: bool = False, includes: bool = False) -> Decision:
    """The service's price; with `takes`, also how long it takes (a drop-off job: the day);
    with `includes`, what the shop's description says it includes."""
    service = turn.tools.service(turn.state.get("service_id"))
    booked: dict[str, str] = {}
    if service is None and QUOTES_THE_VISIT.search(turn.text):
        # "How much will I owe for my appointment?": the visit's service, where it is known.
        visit = _upcoming_visit(turn)
        service = visit.service if visit else None
        booked = {"booked": "yes"} if visit else {}
    if service is None:
        turn.state["expecting"] = "service"
        return Decision(Act.ASK_SERVICE, {"purpose": "price"})
    spoken = turn.channel == "phone"
    turn.state["quoted"] = True
    facts = {
        "service": service.name,
        "price": turn.tools.quote_words(service, turn.state.get("vehicle", ""), spoken=spoken),
        **booked,
    }
    if takes:
        facts["takes"] = duration_words(service.duration_minutes)
        facts |= _dropoff_facts(turn, service)
    if includes and service.description:
        facts["includes"] = service.description
    return Decision(Act.QUOTE, facts)


def _cant_help(turn: Turn) -> Decision:
    service = turn.tools.service(turn.state.get("service_id"))
    facts = {}
    if service is not None:
        facts = {
            "service": service.name,
            "price": turn.tools.quote_words(service, turn.state.get("vehicle", "")),
        }
    return Decision(Act.CANT_HELP, facts)
