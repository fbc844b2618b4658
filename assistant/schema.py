"""The two jobs the language model does, as data: the contract between the turn pipeline, the
training corpus and the model.

1. Understand: the conversation so far and the customer's new message become one JSON object,
   an `Understanding`. The deterministic floor produces the same object without a model.
2. Respond: a decided dialogue act plus the facts the booking tools returned become a short reply.
   The model must use those facts and no others.

Both are rendered as chat messages (system + user), so the same prompts work for the shop's own
small model and for LLaDA or Dream on a GPU host.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, fields
from datetime import date, datetime, time, timedelta
from enum import StrEnum


class Intent(StrEnum):
    BOOK = "book"
    RESCHEDULE = "reschedule"
    CANCEL = "cancel"
    PRICE = "price"
    HOURS = "hours"
    LOCATION = "location"
    SERVICES = "services"
    STATUS = "status"  # "is my car ready?"
    HUMAN = "human"  # speak to a person
    OTHER = "other"


@dataclass(frozen=True)
class Understanding:
    """What the customer's latest message says. None means the message did not say it."""

    intent: str | None = None  # an Intent value
    service: str | None = None  # the service as the customer said it ("my brakes squeal")
    date: str | None = None  # YYYY-MM-DD, resolved in the shop's zone
    time_from: str | None = None  # HH:MM, inclusive
    time_to: str | None = None  # HH:MM, exclusive
    name: str | None = None
    phone: str | None = None  # E.164
    vehicle: str | None = None  # "2014 Honda Civic"
    answer: str | None = None  # "yes" or "no" to the assistant's last question

    def to_json(self) -> str:
        """Compact, keys in a fixed order, nulls left out: short for the model to write."""
        return json.dumps(
            {k: v for k, v in asdict(self).items() if v is not None},
            separators=(",", ":"),
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> Understanding:
        """Parse and validate a model's output. Raises ValueError on anything malformed, so a
        bad generation never breaks a turn: the caller falls back to the floor."""
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("understanding must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown keys: {sorted(unknown)}")
        for key, value in data.items():
            if value is not None and not isinstance(value, str):
                raise ValueError(f"{key} must be a string")
        if data.get("intent") is not None and data["intent"] not in set(Intent):
            raise ValueError(f"unknown intent {data['intent']!r}")
        if data.get("answer") not in (None, "yes", "no"):
            raise ValueError("answer must be yes or no")
        if data.get("date") is not None:
            date.fromisoformat(data["date"])
        for key in ("time_from", "time_to"):
            if data.get(key) is not None:
                time.fromisoformat(data[key])
        return cls(**data)


class Act(StrEnum):
    """What the assistant decided to say; the facts fill it in."""

    GREET = "greet"
    ASK_SERVICE = "ask_service"
    ASK_DAY = "ask_day"
    ASK_NAME = "ask_name"
    ASK_PHONE = "ask_phone"
    ASK_VEHICLE = "ask_vehicle"
    OFFER_TIMES = "offer_times"  # facts: service, day, times (up to 3)
    NO_TIMES = "no_times"  # facts: service, day, reason, next_day, next_times
    CONFIRM = "confirm"  # facts: service, day, time, price; asks for an explicit yes
    BOOKED = "booked"  # facts: service, day, time, name
    QUOTE = "quote"  # facts: service, price
    HOURS = "hours"  # facts: hours
    LOCATION = "location"  # facts: address
    SERVICES = "services"  # facts: services
    ALREADY_BOOKED = "already_booked"  # facts: service, day, time
    CHOOSE_APPOINTMENT = "choose_appointment"  # facts: appointments
    NO_APPOINTMENT = "no_appointment"  # the verified number has nothing upcoming
    # facts: appointments (the verified number's upcoming ones), acknowledged (they said "see
    # you then" to what they were told)
    APPOINTMENTS = "appointments"
    CONFIRM_CANCEL = "confirm_cancel"  # facts: service, day, time
    ASK_CODE = "ask_code"  # a one-time code was texted to the appointment's number
    CANCELLED = "cancelled"  # facts: service, day, time
    RESCHEDULED = "rescheduled"  # facts: service, day, time
    UNKNOWN_SERVICE = "unknown_service"  # facts: asked, services
    HANDOFF = "handoff"  # facts: phone (the shop's)
    TAKE_MESSAGE = "take_message"
    FAREWELL = "farewell"  # the customer said goodbye; facts: booked (if they booked)
    CANT_HELP = "cant_help"  # a request outside the rules (free work, other people's numbers)
    # facts: answer (the owner's own words on a common question), or phone (the shop's, when
    # the owner gave no answer and there is no number to call the customer back on)
    SHOP_ANSWER = "shop_answer"


class Channel(StrEnum):
    CHAT = "chat"
    PHONE = "phone"
    SMS = "sms"


@dataclass(frozen=True)
class ResponsePlan:
    act: str  # an Act value
    facts: dict[str, str]  # every value already in the words to say ("Tuesday, December 1")
    channel: str = Channel.CHAT
    shop: str = ""


# The most new tokens each job may take. The longest understanding is about 100 tokens (a
# phone number alone is 12, a digit each); the calendar in its prompt leaves a 512-position model
# room for seven blocks of 16 after the longest prompts, not eight.
UNDERSTAND_TOKENS = 112
REPLY_TOKENS = 128

UNDERSTAND_SYSTEM = (
    "You read a customer's message to an auto repair shop and write one JSON object with the "
    "keys that the message states: intent, service, date, time_from, time_to, name, phone, "
    "vehicle, answer. Dates are YYYY-MM-DD and times HH:MM (24-hour)."
)
RESPOND_SYSTEM = (
    "You are the front desk of an auto repair shop. Write the reply for the act below, using "
    "only the facts given, every fact that the act needs, and nothing else. Be short and friendly."
)


def question_asked(reply: str) -> str:
    """The question that ends the assistant's last reply ("Shall I book it?"), or "" when it
    asked none. The understanding prompt carries only that, as the corpus does: the whole
    reply's prices and times were copied by the small model into its reading of a bare "yes"."""
    sentences = re.findall(r"[^.!?]*[.!?]+", reply.strip())
    last = sentences[-1].strip() if sentences else ""
    return last if last.endswith("?") else ""


TODAY_LINE = re.compile(r"^Today: \w+ (\d{4}-\d{2}-\d{2})", re.MULTILINE)
QUESTION_LINE = re.compile(r"^Assistant: (.*)$", re.MULTILINE)


def understand_messages(*, now: datetime, last_question: str, message: str) -> list[dict]:
    """The understanding prompt. `now` is the shop's local time: relative dates ("tomorrow")
    are resolved against it."""
    context = f"Today: {now:%A %Y-%m-%d} {now:%H:%M}\n{coming_days(now.date())}"
    if last_question:
        context += f"Assistant: {last_question}\n"
    return [
        {"role": "system", "content": UNDERSTAND_SYSTEM},
        {"role": "user", "content": f"{context}Customer: {message}"},
    ]


def coming_days(today: date) -> str:
    """The rest of this week and the next, dated, for the understanding prompt. Counting from
    today to "next thu" was the small model's most frequent mistake, even on phrasings it was
    trained on; with the days listed it copies the date."""

    def dated(days: range) -> str:
        # Month and day only, as they go into the JSON; the year where it is not today's.
        return ", ".join(
            f"{day:%a %m-%d}" if day.year == today.year else f"{day:%a %Y-%m-%d}"
            for day in (today + timedelta(days=n) for n in days)
        )

    to_sunday = 6 - today.weekday()
    this_week = f"This week: {dated(range(1, to_sunday + 1))}\n" if to_sunday else ""
    return f"{this_week}Next week: {dated(range(to_sunday + 1, to_sunday + 8))}\n"


def customer_message(messages: list[dict]) -> str:
    """The customer's message in an understanding prompt (understand_messages' `message`)."""
    return messages[-1]["content"].split("Customer: ", 1)[1]


def prompt_today(messages: list[dict]) -> date:
    """The day an understanding prompt was written on (understand_messages' `now`)."""
    return date.fromisoformat(TODAY_LINE.search(messages[-1]["content"]).group(1))


def prompt_question(messages: list[dict]) -> str:
    """The assistant's question in an understanding prompt (understand_messages'
    `last_question`), or "" where it asked none."""
    asked = QUESTION_LINE.search(messages[-1]["content"])
    return asked.group(1) if asked else ""


def understanding_vocabulary(messages: list[dict]) -> list[str]:
    """The texts an understanding's tokens come from, for constrained decoding: the JSON of
    every key, intent and answer, digits with the date, time and phone punctuation, and the
    prompt itself (a service, name or vehicle is copied as the customer wrote it). A model held
    to these cannot write a name or a vehicle from its training data instead of the message's."""
    keys = {f.name: "+0123456789-:" for f in fields(Understanding)}
    shapes = [Understanding(**keys).to_json(), *"0123456789"]
    shapes += [Understanding(**{key: value}).to_json() for key, value in keys.items()]
    shapes += [Understanding(intent=intent).to_json() for intent in Intent]
    shapes += [Understanding(answer=answer).to_json() for answer in ("yes", "no")]
    return [*shapes, messages[-1]["content"]]


def respond_messages(plan: ResponsePlan) -> list[dict]:
    facts = "\n".join(f"{key}: {value}" for key, value in plan.facts.items())
    content = f"Shop: {plan.shop}\nChannel: {plan.channel}\nAct: {plan.act}\n{facts}".rstrip()
    return [
        {"role": "system", "content": RESPOND_SYSTEM},
        {"role": "user", "content": content},
    ]
