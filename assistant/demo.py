"""The demo shop's conversations: those that booked the visits its history says the assistant
booked (by chat, phone and text), and a few customers who talk to the assistant when the demo
starts, on each channel, so the owner's Conversations page, Texts page and report show what it
does and agree with the calendar. Each is a real conversation through `turn.reply`, answered as
any other is; nothing is written into the transcripts by hand."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from assistant import turn
from assistant.models import Conversation, Message
from assistant.words import time_words
from booking.models import Appointment, Shop

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


def seed_demo_conversations(shop: Shop, now: datetime | None = None) -> DemoConversations:
    """Give the shop's history its conversations and run the demo customers against `shop`,
    unless it has conversations already (so running the demo again adds none)."""
    if Conversation.objects.filter(shop=shop).exists():
        return DemoConversations(0, 0)
    now = now or timezone.now()
    history, rebooked = _history(shop)
    for customer in CUSTOMERS:
        _talk(shop, customer, now)
    return DemoConversations(history, len(CUSTOMERS), rebooked)


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


def _history(shop: Shop) -> tuple[int, int]:
    """Each visit that booking/demo.py says the assistant booked gets the conversation that
    booked it: its customer asks for it at the moment it was booked, and the assistant answers
    as it would have then. Returns how many got one, and how many none could book."""
    visits = list(
        Appointment.objects.filter(shop=shop, channel__in=Conversation.Channel.values)
        .filter(conversations=None, customer__isnull=False)
        .exclude(status=Appointment.Status.HELD)
        .select_related("shop", "service", "customer")
        .order_by("created_at", "pk")
    )
    transcripts: dict[int, _Transcript | None] = {}
    with transaction.atomic():
        # Newest first, forgetting as it goes what was booked and who was first heard of since:
        # the shop as each visit found it, without deleting the month again for every visit.
        for number, visit in reversed(list(enumerate(visits))):
            shop.appointments.filter(created_at__gte=visit.created_at).delete()
            shop.customers.filter(created_at__gte=visit.created_at).delete()
            transcripts[visit.pk] = _conversation_that_booked(visit, ASKING[visit.channel], number)
        # The calendar is back as it was; only the transcripts are kept.
        transaction.set_rollback(True)
    had = rebooked = 0
    with transaction.atomic():
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
    return had, rebooked


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
        transcript = _Transcript(
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
        transaction.set_rollback(True)
    if booked != [(visit.service_id, visit.start)]:
        return None
    return transcript


def _keep(transcript: _Transcript, visit: Appointment) -> Conversation:
    """Record the transcript as the conversation that booked `visit`, ending when it was booked."""
    conversation = Conversation.objects.create(shop=visit.shop, **transcript.conversation)
    conversation.appointments.add(visit)
    messages = Message.objects.bulk_create(
        Message(conversation=conversation, **message) for message in transcript.messages
    )
    times = _message_times(messages, conversation.channel, ends=visit.created_at)
    for message, at in zip(messages, times, strict=True):
        message.created_at = at
    Message.objects.bulk_update(messages, ["created_at"])
    # The state names the conversation and what it booked: this one and the visit, not the
    # conversation and booking that were rolled back.
    state = {**conversation.state, "conversation_id": conversation.pk, "booked": [visit.pk]}
    Conversation.objects.filter(pk=conversation.pk).update(
        state=state, created_at=times[0], updated_at=times[-1]
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
