"""What every part of the policy shares: the turn, the decision, and the goal under way."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

from assistant.cues import DAYS_SHIFTED, NO_PHONE, PUSHED, SHIFTED, YES_ALONE
from assistant.schema import Act, Understanding
from assistant.tools import ShopTools
from assistant.understand.calendar_words import NUMBER_WORDS
from assistant.understand.phones import with_spoken_digits
from assistant.understand.times import span
from booking import services
from booking.models import Appointment, Service
from booking.phones import phone_words

LOOKUP = "lookup"
RESEND = "resend"  # the confirmation texted again, once the number is proven


# Asked at "What name should I put it under?" or the number's question: why it is wanted ("why
# do you need my name", "why do you need that", "do I have to give my name", "what's it for").
WHAT_IS_ASKED = r"(?:it|that|this|one|(?:my|a|the) (?:name|(?:phone |cell )?number))"
ASKS_WHY_NEEDED = re.compile(
    r"^\W*(?:(?:but|and|um+|uh+|wait|hm+)\W+)?why\W*$"
    r"|\bwhy (?:do|would|does|did) (?:you|u|ya|you guys|the shop|they) (?:even |really )?"
    r"(?:need|want|ask|have to (?:know|have))\b"
    r"|\bwhy (?:do|would) i (?:need|have) to (?:give|say|tell|share)\b"
    r"|\bwhy (?:my|a|the|do you need (?:a|my)) (?:name|(?:phone |cell )?number)\b"
    rf"|\bwhat(?:'s| is| do you need| do you want| would you need) {WHAT_IS_ASKED} for\b"
    r"|^\W*what for\W*$"
    r"|\bdo i (?:really )?(?:have|need) to(?: (?:give|say|tell|share|provide)(?: (?:you|u))?"
    rf"(?: {WHAT_IS_ASKED})?)?\W*$"
    rf"|\b(?:is|'s) {WHAT_IS_ASKED} (?:really )?(?:necessary|required|needed|mandatory)\b"
    r"|\bdo (?:you|u) (?:really |even )?need (?:my|a|the) (?:name|(?:phone |cell )?number)\b",
    re.I,
)


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
    tied_service_ids: tuple[int, ...] = ()  # services its words fit equally, to ask which
    not_offered: str | None = None  # work asked for beside them that the catalog lacks
    added_to: int | None = None  # the booked service whose visit another is added to
    # "Right after mine", said of the times or another visit offered: the time the visit ends.
    right_after: datetime | None = None
    # Texts to send once the turn is saved: (phone, body, OutboundText kind, the visit it is
    # about or None).
    outbox: list[tuple[str, str, str, int | None]] = field(default_factory=list)


@dataclass
class Decision:
    act: Act
    facts: dict[str, str] = field(default_factory=dict)
    appointment: Appointment | None = None
    verified_phone: str = ""  # set when this turn proved a number
    # Replies the customer can tap instead of typing (the offered times, in words the floor reads).
    choices: list[str] = field(default_factory=list)
    # Said before the act's reply, word for word: the owner's answer to a question asked beside
    # a booking.
    preface: str = ""


def start_goal(turn: Turn, goal: str) -> None:
    """A new goal starts clean: a time held for the old one is let go."""
    forget_choice(turn)
    turn.state["goal"] = goal
    for key in ("target_id", "booked_day", "book_instead", "not_before", "swap_to"):
        turn.state.pop(key, None)


def forget_choice(turn: Turn) -> None:
    """The customer moved on from the time they had chosen: let the hold go."""
    state = turn.state
    hold_id = state.pop("hold_id", None)
    if hold_id:
        hold = Appointment.objects.filter(pk=hold_id, status=Appointment.Status.HELD).first()
        if hold is not None:
            services.appointment_cancel(appointment=hold, now=turn.tools.now)
    state.pop("chosen", None)
    state.pop("confirming", None)
    state.pop("offered", None)


def ask_phone(turn: Turn, facts: dict[str, str]) -> Decision:
    """Ask for a number; asked already and given digits that are no number ("426-234-4515",
    whose area code does not exist), say so instead of asking the same again. The digits of a
    car ("it's a 2015 Ford F150") are no try at a number."""
    asked = turn.state.get("expecting") == "phone"
    if asked and (NO_PHONE.search(turn.text) or ASKS_WHY_NEEDED.search(turn.text)):
        # Why a number is needed, and the shop's own number for one who would rather call.
        staff = turn.tools.shop.staff_phone
        facts = {**facts, "needed": "yes"} | ({"phone": phone_words(staff)} if staff else {})
    elif asked and tries_a_number(turn):
        facts = {**facts, "unreadable": "yes"}
    elif asked and YES_ALONE.match(turn.text):
        facts = {**facts, "which": "yes"}  # "sure", as if asked whether to text: the number
    turn.state["expecting"] = "phone"
    return Decision(Act.ASK_PHONE, facts)


CLOCK_TIME = re.compile(r"\b\d{1,2}:[0-5]\d\b|\b\d{1,2}\s*[ap]\.?m\b", re.I)


def tries_a_number(turn: Turn) -> bool:
    """Whether the message holds three digits or more, typed or said ("five five five ..."),
    besides those of the car."""
    # "12:30" or "1pm" at the number question is another time, not a number mistyped.
    digits = re.findall(r"\d+", CLOCK_TIME.sub(" ", with_spoken_digits(turn.text)))
    for number in re.findall(r"\d+", turn.state.get("vehicle") or ""):
        if number in digits:
            digits.remove(number)
    return len("".join(digits)) >= 3


def shift_asked(text: str) -> timedelta | None:
    """ "30 min later", "push it back an hour", "move it up half an hour", "a day early": how
    far, and which way (earlier is negative), or None."""
    days = DAYS_SHIFTED.search(text)
    if days is not None:
        count = (days.group("count") or days.group("count_moved")).lower()
        said_way = (days.group("way") or days.group("way_moved") or "later").lower()
        way = -1 if said_way in ("early", "earlier", "sooner", "before", "up", "forward") else 1
        amount = 1 if count in ("a", "an") else NUMBER_WORDS.get(count) or int(count)
        return way * timedelta(days=amount)
    found = SHIFTED.search(text) or PUSHED.search(text)
    if found is None:
        return None
    said_way = found.group("way")
    if said_way is None and found.group("verb").lower() not in ("push", "bump"):
        return None  # "move it an hour" says not which way
    way = -1 if (said_way or "").lower() in ("earlier", "up", "forward") else 1
    return way * span(found.group("count"), found.group("unit"))


def moved_by(
    turn: Turn, understanding: Understanding, start: datetime, shift: timedelta
) -> Understanding:
    """The message read as if it had named `start` moved by `shift`."""
    moved = turn.tools.local(start) + shift
    return replace(
        understanding,
        date=moved.date().isoformat(),
        time_from=moved.strftime("%H:%M"),
        time_to=None,
        answer=None,
    )


PER_AXLE = re.compile(r"\bper axle\b|\ban axle\b|\beach axle\b", re.I)


def axles_priced(turn: Turn, service: Service) -> int:
    """How many axles the price is for: two for "front and back brakes" of a job the shop prices
    per axle (a customer quoted one axle's price for two was surprised at the counter)."""
    both = turn.state.get("both_axles") and PER_AXLE.search(service.description or "")
    return 2 if both else 1
