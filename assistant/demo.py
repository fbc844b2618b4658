"""The demo shop's first conversations: a few customers talk to the assistant when the demo
starts, on each channel, so the owner's Conversations page, Texts page and report show what it
does. Each is a real conversation through `turn.reply`, answered as any other is; nothing is
written into the transcripts by hand."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.utils import timezone

from assistant import turn
from assistant.models import Conversation
from booking.models import Shop

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


def seed_demo_conversations(shop: Shop, now: datetime | None = None) -> int:
    """Run the demo customers against `shop` unless it has conversations already (so running
    the demo again adds none); returns how many conversations were had."""
    if Conversation.objects.filter(shop=shop).exists():
        return 0
    now = now or timezone.now()
    for customer in CUSTOMERS:
        _talk(shop, customer, now)
    return len(CUSTOMERS)


def _talk(shop: Shop, customer: DemoCustomer, now: datetime) -> None:
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
            return
        turn.reply(conversation, text, now=now)
