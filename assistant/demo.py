"""The demo shop's conversations: those that booked the visits its history says the assistant
booked (by chat, phone and text), the month's many that booked nothing (a price asked and no
booking, the hours, the address, a question for the team, a caller who asked to be called back),
and a few customers who talk to the assistant when the demo starts, on each channel, so the
owner's Conversations page, Texts page and report show what it does and agree with the calendar.
Each is a real conversation through `turn.reply`, answered as any other is; nothing is written
into the transcripts by hand."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from django.db import transaction
from django.test.utils import override_settings
from django.utils import timezone

from assistant import turn
from assistant.models import Conversation, Message
from assistant.words import time_words
from booking.availability import MIDNIGHT
from booking.demo import ELECTRIC_MAKES, ENGINE_WORK, HISTORY_DAYS, VEHICLES
from booking.models import Appointment, Shop
from booking.selectors import hours_on

log = logging.getLogger(__name__)

MOST_TURNS = 10


@dataclass(frozen=True)
class DemoCustomer:
    """Says `says` in order, then answers what the assistant asks from `answers` (keyed by
    what it expects: "time", "name", "phone", "answer"); stops when nothing is expected."""

    channel: str
    phone: str
    says: tuple[str, ...]
    answers: dict[str, str] = field(default_factory=dict)


BOOKS = {"time": "the first one", "answer": "yes"}
# Numbers in 970 555-0100..0199, set aside for fiction, which the demo's history (303 and 720)
# leaves to new customers.
CUSTOMERS = (
    DemoCustomer(
        "phone",
        "+19705550131",
        ("hi, my check engine light came on this morning, can you take a look at it tomorrow?",),
        {**BOOKS, "name": "Marcus Webb"},
    ),
    DemoCustomer(
        "chat",
        "",
        ("how much for brake pads on a 2017 honda civic?", "yes please"),
        {**BOOKS, "name": "Elena Ruiz", "phone": "970-555-0142"},
    ),
    DemoCustomer(
        "sms",
        "+19705550157",
        ("Hi! Can I get an oil change tomorrow morning?",),
        {**BOOKS, "name": "Tom Becker"},
    ),
    DemoCustomer(
        "chat",
        "",
        ("oil change for my tesla model 3", "oh right. a tire rotation then, friday afternoon"),
        {**BOOKS, "name": "Priya Natarajan", "phone": "970-555-0163"},
    ),
    DemoCustomer(
        "sms",
        "+19705550178",
        ("do you take walk-ins?", "ok thanks"),
    ),
    DemoCustomer(
        "phone",
        "+19705550184",
        ("hi, is my car ready yet? it's the grey Subaru Outback", "ok thank you"),
    ),
    DemoCustomer(
        "chat",
        "",
        ("what are your hours on saturday?", "great, thanks!"),
    ),
)

# How the history's customers ask for their visit, taken in turn: "{a_service}" is "an oil
# change", "{car}" the car, "{when}" "tomorrow at 9 AM" or "on Friday at 2:30 PM".
ASKING = {
    Conversation.Channel.CHAT: (
        "Hi, can I book {a_service} for my {car} {when}?",
        "do you have anything {when}? need {a_service}, it's a {car}",
        "{a_service} for my {car} {when} please",
    ),
    Conversation.Channel.SMS: (
        "Hi, can I get {a_service} {when}? It's for my {car}",
        "Need {a_service} on my {car}, {when} if you can",
    ),
    Conversation.Channel.PHONE: (
        "hi, I'd like to bring my {car} in for {a_service} {when}",
        "yeah hi, I need {a_service} for my {car}, could I come in {when}?",
    ),
}
# The month's conversations that booked nothing, by channel, each with how often it comes in
# (its weight) and what the customer says in turn: "{a_service}" and "{car}" are a service and a
# car drawn for it, "{phone}" the customer's number, "{no_thanks}" a way to turn the price down.
ASKED = {
    Conversation.Channel.CHAT: (
        (6, ("how much is {a_service} for a {car}?", "{no_thanks}")),
        (4, ("what do you charge for {a_service}?", "{no_thanks}")),
        (2, ("what time do you close today?", "thanks")),
        (2, ("what's your address?", "thank you")),
        (2, ("do you take credit cards?", "great, thanks")),
        (1, ("can I wait while you do an oil change?", "perfect, thanks")),
        # A question only the team can answer: a chat without a number is given the shop's.
        (1, ("do you offer towing?",)),
        (1, ("can someone call me back at {phone}? it's about my transmission",)),
    ),
    Conversation.Channel.SMS: (
        (5, ("How much for {a_service} on my {car}?", "{no_thanks}")),
        (3, ("price for {a_service}?", "{no_thanks}")),
        (2, ("Are you open Saturday?", "thanks")),
        (1, ("what's your address?", "thx")),
        (1, ("Do you give military discounts?", "thanks!")),
        (1, ("Do you work on diesels?", "ok thanks")),
        (1, ("Do you offer towing?",)),
        (1, ("can someone call me? my car is making a grinding noise",)),
    ),
    Conversation.Channel.PHONE: (
        (5, ("hi, how much would {a_service} be on my {car}?", "{no_thanks}")),
        (3, ("yeah hi, what do you charge for {a_service}?", "no thanks, I'll call back")),
        (2, ("hi, where are you located?", "ok thanks")),
        (2, ("are you open tomorrow?", "ok thank you, bye")),
        (1, ("what are your hours?", "ok thank you, bye")),
        (1, ("can I drop my car off after hours?", "ok great thanks")),
        (1, ("what's the warranty on brake work?", "ok thanks")),
        (1, ("do you guys offer towing?",)),
        (2, ("can someone call me back about my transmission? it's slipping",)),
        (1, ("do you do state emissions testing?",)),
        (1, ("sorry, wrong number",)),
        # A caller who hangs up when the assistant answers.
        (1, ("hello?",)),
    ),
}
NO_THANKS = (
    "no thanks",
    "no thanks, just checking prices",
    "no thanks, that's more than I wanted to spend",
    "ok thanks",
)
# How the month's conversations come in: most by phone, many by chat, fewer by text.
ASKED_CHANNELS = {
    Conversation.Channel.PHONE: 40,
    Conversation.Channel.CHAT: 35,
    Conversation.Channel.SMS: 20,
}
# Of all the month's conversations, the share that booked nothing (a shop's is a third or more).
ASKED_SHARE = 0.35
# Numbers in 719 555-0100..0199, set aside for fiction, apart from the history's (303 and 720)
# and today's customers' (970).
ASKED_NUMBERS = [f"+17195550{n}" for n in range(100, 200)]
ASKED_SEED = 2026

# Seconds between the assistant's last message and the customer's next one, by channel.
ANSWERING_SECONDS = {
    Conversation.Channel.CHAT: 20,
    Conversation.Channel.SMS: 50,
    Conversation.Channel.PHONE: 3,
}


@dataclass(frozen=True)
class DemoConversations:
    history: int  # conversations that booked the visits the demo's history credits them with
    today: int  # customers who talked to the assistant as the demo started
    # Visits no conversation could book as recorded: now the shop's own (see `_history`).
    rebooked_by_staff: int = 0
    asked: int = 0  # the month's conversations that booked nothing


def seed_demo_conversations(shop: Shop, now: datetime | None = None) -> DemoConversations:
    """Give the shop's history its conversations and run the demo customers against `shop`,
    unless it has conversations already (so running the demo again adds none)."""
    if Conversation.objects.filter(shop=shop).exists():
        return DemoConversations(0, 0)
    now = now or timezone.now()
    # The month's hundreds of conversations by templates and the floor: through the model on this
    # CPU they would hold the demo's start for minutes. The customers of today talk to it.
    with override_settings(ASSISTANT_MODEL_REPLIES=False, ASSISTANT_MODEL_UNDERSTANDS=False):
        history, rebooked, asked = _history(shop, now)
    for customer in CUSTOMERS:
        _talk(shop, customer, now)
    return DemoConversations(history, len(CUSTOMERS), rebooked, asked)


def _talk(shop: Shop, customer: DemoCustomer, now: datetime) -> Conversation:
    proven = customer.phone if customer.channel != Conversation.Channel.CHAT else ""
    # A text conversation opens with the customer's text, as one from Twilio does.
    conversation, _ = turn.start(
        shop,
        customer.channel,
        customer_phone=proven,
        verified_phone=proven,
        greet=customer.channel != Conversation.Channel.SMS,
    )
    queue = list(customer.says)
    for _ in range(MOST_TURNS):
        conversation.refresh_from_db()
        expecting = conversation.state.get("expecting")
        text = queue.pop(0) if queue else customer.answers.get(expecting or "")
        if not text:
            break
        turn.reply(conversation, text, now=now)
    conversation.refresh_from_db()
    return conversation


# The history -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Transcript:
    """What was said in a conversation, and what it knew at its end, to be kept for a visit."""

    conversation: dict
    messages: list[dict]


def _history(shop: Shop, now: datetime) -> tuple[int, int, int]:
    """Each visit that booking/demo.py says the assistant booked gets the conversation that
    booked it: its customer asks for it at the moment it was booked, and the assistant answers
    as it would have then. Between them, over the month's opening hours, customers ask what
    books nothing (`_asks`), answered as the shop was then too. Returns how many visits got a
    conversation, how many none could book, and how many conversations booked nothing."""
    visits = list(
        Appointment.objects.filter(shop=shop, channel__in=Conversation.Channel.values)
        .filter(conversations=None, customer__isnull=False)
        .exclude(status=Appointment.Status.HELD)
        .select_related("shop", "service", "customer")
        .order_by("created_at", "pk")
    )
    asks = _asks(shop, now, len(visits))
    moments = [(visit.created_at, "visit", number) for number, visit in enumerate(visits)]
    moments += [(ask.at, "ask", number) for number, ask in enumerate(asks)]
    transcripts: dict[int, _Transcript | None] = {}
    asked: dict[int, _Transcript | None] = {}
    with transaction.atomic():
        # Newest first, forgetting as it goes what was booked and who was first heard of since:
        # the shop as each conversation found it, without deleting the month again for each.
        for at, kind, number in sorted(moments, reverse=True):
            shop.appointments.filter(created_at__gte=at).delete()
            shop.customers.filter(created_at__gte=at).delete()
            if kind == "ask":
                asked[number] = _asked(shop, asks[number])
                continue
            visit = visits[number]
            transcripts[visit.pk] = _conversation_that_booked(visit, ASKING[visit.channel], number)
        # The calendar is back as it was; only the transcripts are kept.
        transaction.set_rollback(True)
    had = rebooked = skipped = 0
    with transaction.atomic():
        for number, ask in enumerate(asks):
            transcript = asked[number]
            if transcript is None:
                # Never expected (the tests hold it to that): the report would count a booking
                # that is not on the calendar.
                log.warning("%s booked something; it is left out of the demo.", ask.customer)
                skipped += 1
                continue
            _keep_asked(shop, transcript, ask, now)
        for visit in visits:
            transcript = transcripts[visit.pk]
            if transcript is None:
                # Never expected (the tests hold every seed's history to it), but a visit
                # credited to the assistant with no conversation would make the report lie.
                log.warning("No conversation books %s; it is recorded as the shop's own.", visit)
                Appointment.objects.filter(pk=visit.pk).update(channel=Appointment.Channel.STAFF)
                rebooked += 1
                continue
            _keep(transcript, visit)
            had += 1
    return had, rebooked, len(asks) - skipped


def _conversation_that_booked(
    visit: Appointment, asking: tuple[str, ...], number: int
) -> _Transcript | None:
    """The conversation in which `visit`'s customer books it, had as at the time it was booked;
    None when however they ask, the assistant books something else. A customer misunderstood
    says it another way, and last without naming the car (the assistant reads a "2013 Dodge
    Grand Caravan" wanting a timing belt as wanting a diagnostic too)."""
    phrasings = [asking[(number + turn) % len(asking)] for turn in range(len(asking))]
    cars = [visit.vehicle, "car"] if visit.vehicle else ["car"]
    for car in cars:
        for phrasing in phrasings:
            said = phrasing.format(
                a_service=_with_article(visit.service.name.lower()),
                car=car,
                when=_when_words(visit, visit.created_at),
            )
            transcript = _ask(visit, said)
            if transcript is not None:
                return transcript
    return None


def _ask(visit: Appointment, said: str) -> _Transcript | None:
    """The customer asks for `visit` with `said` and answers what the assistant asks, at the time
    it was booked; the transcript when the assistant books just that visit. Every write is
    rolled back: the visit is on the calendar already, and the texts sent then are no news now."""
    customer = visit.customer
    demo_customer = DemoCustomer(
        visit.channel,
        customer.phone,
        (said,),
        {
            # The time the visit is at, should the assistant offer a few.
            "time": time_words(visit.local_start()),
            "name": customer.name,
            "phone": f"{customer.phone[2:5]}-{customer.phone[5:8]}-{customer.phone[8:]}",
            "answer": "yes",
        },
    )
    shop = visit.shop
    # The shop is as it was then (`_history`): the visits booked since (this one among them) and
    # customers first heard of since are not there to be found or told about.
    with transaction.atomic():
        conversation = _talk(shop, demo_customer, visit.created_at)
        booked = list(conversation.appointments.values_list("service_id", "start"))
        transcript = _transcript(conversation)
        transaction.set_rollback(True)
    if booked != [(visit.service_id, visit.start)]:
        return None
    return transcript


def _transcript(conversation: Conversation) -> _Transcript:
    return _Transcript(
        conversation={
            "channel": conversation.channel,
            "customer_phone": conversation.customer_phone,
            "verified_phone": conversation.verified_phone,
            "state": conversation.state,
            "turns_without_progress": conversation.turns_without_progress,
            "handed_off": conversation.handed_off,
        },
        messages=list(
            conversation.messages.order_by("created_at", "id").values(
                "role",
                "text",
                "source",
                "act",
                "model_rejected",
                "first_text_ms",
                "full_reply_ms",
                "tokens",
                "model_passes",
            )
        ),
    )


def _keep(transcript: _Transcript, visit: Appointment) -> Conversation:
    """Record the transcript as the conversation that booked `visit`, ending when it was booked."""
    conversation = _record(visit.shop, transcript, ends=visit.created_at, booked=[visit.pk])
    conversation.appointments.add(visit)
    return conversation


def _record(
    shop: Shop, transcript: _Transcript, *, ends: datetime, booked: list[int], **fields
) -> Conversation:
    """The transcript as a conversation of `shop` whose last message is at `ends`."""
    conversation = Conversation.objects.create(shop=shop, **transcript.conversation)
    messages = Message.objects.bulk_create(
        Message(conversation=conversation, **message) for message in transcript.messages
    )
    times = _message_times(messages, conversation.channel, ends=ends)
    for message, at in zip(messages, times, strict=True):
        message.created_at = at
    Message.objects.bulk_update(messages, ["created_at"])
    # The state names the conversation and what it booked: this one and its visit, not the
    # conversation and booking that were rolled back.
    state = {**conversation.state, "conversation_id": conversation.pk, "booked": booked}
    Conversation.objects.filter(pk=conversation.pk).update(
        state=state, created_at=times[0], updated_at=times[-1], **fields
    )
    return conversation


def _message_times(messages: list[Message], channel: str, *, ends: datetime) -> list[datetime]:
    """When each message was written, the last (the booking) at `ends`: a customer answers a
    while after the assistant asks, and the assistant answers as fast as it did."""
    seconds, elapsed = [], 0.0
    for position, message in enumerate(messages):
        if position and message.role == Message.Role.CUSTOMER:
            elapsed += ANSWERING_SECONDS[channel]
        elif message.role == Message.Role.ASSISTANT:
            elapsed += (message.full_reply_ms or 0) / 1000
        seconds.append(elapsed)
    return [ends - timedelta(seconds=elapsed - at) for at in seconds]


# The month's conversations that booked nothing ---------------------------------------------


@dataclass(frozen=True)
class _Ask:
    """A customer who talks to the assistant at `at` and books nothing; someone at the shop
    calls them back at `called_back` should they leave the team a question or ask for a call."""

    customer: DemoCustomer
    at: datetime
    called_back: datetime | None


def _asks(shop: Shop, now: datetime, booked: int) -> list[_Ask]:
    """The month's conversations that booked nothing, beside the `booked` that did: a share of
    all of them (ASKED_SHARE), at moments spread over the opening hours of the month to `now`,
    on each channel, from their own numbers. The same shop and `now` give the same ones."""
    count = round(booked * ASKED_SHARE / (1 - ASKED_SHARE))
    windows = _open_windows(shop, now)
    open_seconds = sum((end - start).total_seconds() for start, end in windows)
    if not count or not open_seconds:
        return []
    rng = random.Random(ASKED_SEED)
    services = list(shop.services.filter(active=True).order_by("name"))
    numbers = rng.sample(ASKED_NUMBERS, len(ASKED_NUMBERS))
    asks = []
    for number in range(count):
        start, end = _moment_in(windows, rng.uniform(0, open_seconds))
        at = start + (end - start) * rng.random()
        channel = rng.choices(list(ASKED_CHANNELS), list(ASKED_CHANNELS.values()))[0]
        weights, scripts = zip(*ASKED[channel], strict=True)
        script = rng.choices(scripts, weights)[0]
        car = rng.choice(VEHICLES)
        electric = any(make in car for make in ELECTRIC_MAKES)
        service = rng.choice(
            [s for s in services if not (electric and s.name in ENGINE_WORK)] or services
        )
        phone = numbers[number % len(numbers)]
        words = {
            "a_service": _with_article(service.name.lower()),
            "car": car,
            "phone": f"{phone[2:5]}-{phone[5:8]}-{phone[8:]}",
            "no_thanks": rng.choice(NO_THANKS),
        }
        proven = phone if channel != Conversation.Channel.CHAT else ""
        customer = DemoCustomer(channel, proven, tuple(said.format(**words) for said in script))
        # The team calls back within the hour or two, before closing; one asked for just now
        # waits on the list to call back.
        called_back = at + min(end - at, timedelta(minutes=rng.uniform(15, 90)))
        asks.append(_Ask(customer, at, called_back if called_back < now else None))
    return sorted(asks, key=lambda ask: ask.at)


def _open_windows(shop: Shop, now: datetime) -> list[tuple[datetime, datetime]]:
    """The shop's opening hours over the demo's month to `now`, each from a few minutes after
    it opens (a conversation started then ends a little later)."""
    today = shop.today(now)
    windows = []
    for offset in range(HISTORY_DAYS, -1, -1):
        day = today - timedelta(days=offset)
        for hours in hours_on(shop, day)[0]:
            start = datetime.combine(day, hours.open, tzinfo=shop.zone) + timedelta(minutes=10)
            end = _close_of(day, hours.close, shop)
            end = min(end, now)
            if start < end:
                windows.append((start, end))
    return windows


def _close_of(day: date, close: time, shop: Shop) -> datetime:
    if close == MIDNIGHT:
        return datetime.combine(day + timedelta(days=1), time(0), tzinfo=shop.zone)
    return datetime.combine(day, close, tzinfo=shop.zone)


def _moment_in(
    windows: list[tuple[datetime, datetime]], seconds: float
) -> tuple[datetime, datetime]:
    """The window in which `seconds` of open time, counted from the first window, fall."""
    for start, end in windows:
        length = (end - start).total_seconds()
        if seconds <= length:
            return start, end
        seconds -= length
    return windows[-1]


def _asked(shop: Shop, ask: _Ask) -> _Transcript | None:
    """What was said when `ask`'s customer talked to the assistant, at the time they did; None
    should it have booked something after all. Every write is rolled back with the history's
    (`_history`)."""
    conversation = _talk(shop, ask.customer, ask.at)
    if conversation.appointments.exists():
        return None
    return _transcript(conversation)


def _keep_asked(shop: Shop, transcript: _Transcript, ask: _Ask, now: datetime) -> Conversation:
    """Record a conversation that booked nothing, ending at `ask.at`; one that left the team
    something to call about was called back, unless that is still to come at `now`."""
    called_back = ask.called_back if transcript.conversation["handed_off"] else None
    return _record(shop, transcript, ends=ask.at, booked=[], called_back_at=called_back)


def _when_words(visit: Appointment, booked_at: datetime) -> str:
    """ "tomorrow at 9 AM", "on Friday at 2:30 PM", or with the date for a day more than a week
    ahead: how a customer asks for the visit's time on the day they booked it."""
    start = visit.local_start()
    day, asked_on = start.date(), booked_at.astimezone(visit.shop.zone).date()
    ahead = (day - asked_on).days
    if ahead == 0:
        said = "today"
    elif ahead == 1:
        said = "tomorrow"
    elif ahead < 7:
        said = f"on {day:%A}"
    else:
        said = f"on {day:%A}, {day:%B} {day.day}"
    return f"{said} at {time_words(start)}"


def _with_article(words: str) -> str:
    return f"{'an' if words[:1] in 'aeiou' else 'a'} {words}"
