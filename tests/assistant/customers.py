"""Scripted customers: each follows a goal, answers what the assistant asks, and is judged by
the database's end state (as τ-bench does), not by the assistant's wording."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from assistant import turn
from assistant.models import Conversation, Message
from assistant.notifications import MemoryBackend
from booking.models import Shop

MAX_TURNS = 14


def talker(shop: Shop, channel: str, *, phone: str = "", proven: bool = False):
    """A conversation on `channel` at 09:00 on Monday 7 December 2026, the shop's time, and a
    function that says one message in it and returns the turn's result: for tests that read
    each reply. `proven`: the channel proved `phone` (a text, a call); a chat's is only typed."""
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(
        shop, channel, customer_phone=phone, verified_phone=phone if proven else ""
    )

    def say(text: str) -> turn.TurnResult:
        conversation.refresh_from_db()
        return turn.reply(conversation, text, now=now)

    say.now = now
    return say


@dataclass
class Customer:
    """A customer who opens with `says[0]`, then says the rest in order while the assistant still
    expects something, and answers its questions from `answers` (keyed by what it expects)."""

    name: str
    says: list[str]
    answers: dict[str, str] = field(default_factory=dict)
    channel: str = "chat"
    phone: str = "+13035550177"  # the number they text or call from, or type when asked
    check: Callable[[Shop, Conversation], object] | None = None


@dataclass
class Transcript:
    conversation: Conversation
    lines: list[str]

    def __str__(self) -> str:
        return "\n".join(self.lines)


def run(customer: Customer, shop: Shop, now: datetime) -> Transcript:
    verified = customer.phone if customer.channel in ("sms", "phone") else ""
    conversation, greeting = turn.start(
        shop, customer.channel, customer_phone=verified, verified_phone=verified
    )
    lines = [f"assistant: {greeting.text}"]
    queue = list(customer.says)
    for _ in range(MAX_TURNS):
        conversation.refresh_from_db()
        text = queue.pop(0) if queue else _answer(customer, conversation)
        if text is None:
            break
        result = turn.reply(conversation, text, now=now)
        lines += [f"customer: {text}", f"assistant: {result.message.text}"]
    conversation.refresh_from_db()
    return Transcript(conversation, lines)


def _answer(customer: Customer, conversation: Conversation) -> str | None:
    expecting = conversation.state.get("expecting")
    if expecting is None:
        return None
    if expecting == "code" and "code" in customer.answers:
        return customer.answers["code"]
    if expecting == "code":
        # The customer reads only texts sent to their own phone.
        mine = [body for to, body in MemoryBackend.sent if to == customer.phone]
        code = re.search(r"\b\d{6}\b", mine[-1]) if mine else None
        return code.group() if code else None
    if expecting == "phone":
        return customer.answers.get("phone", customer.phone)
    return customer.answers.get(expecting)


def last_reply(conversation: Conversation) -> str:
    return conversation.messages.filter(role=Message.Role.ASSISTANT).last().text
