"""What the website chat's two transports share, the JSON HTTP API (assistant/api.py) and the
WebSocket (assistant/chat.py): the shop found by its public widget key, the web pages that may
use it, the rate limits, and a booking as the widget shows it.

Both count against the same limits, so a visitor gets no more messages by switching transport.
"""

from __future__ import annotations

import hmac
from datetime import timedelta

from django.conf import settings
from django.urls import reverse
from django.utils import timezone

from assistant import rate_limits
from assistant.models import Conversation
from booking.models import Appointment, Shop
from booking.selectors import public_url

MAX_REQUEST_BYTES = 100_000  # room for a 20,000-character message in any script
# A reload goes on with the chat; a visitor back days later starts afresh, as the times talked
# about then are gone. A conversation's token is a bearer key to its texts and bookings: one
# leaked or kept by a script works no longer than this after the chat's last message.
RESUME_WITHIN = timedelta(hours=24)


class ChatError(Exception):
    """A request the chat refuses, with a message for the person or program that sent it."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def shop_for_key(slug: str, key: str) -> Shop | None:
    """The shop, if `key` is its widget key. An unknown shop and a wrong key look the same, so
    the chat never confirms which slugs exist."""
    shop = Shop.objects.filter(slug=slug).first()
    if shop is None or not key or not hmac.compare_digest(shop.widget_key, key):
        return None
    return shop


def allows_origin(shop: Shop | None, origin: str) -> bool:
    """Whether a page at `origin` (as the browser sends it: scheme, host, port) may use the
    shop's chat. A shop that lists none is embedded nowhere."""
    return shop is not None and bool(origin) and origin in (shop.widget_origins or [])


def chat_conversation(shop: Shop, access_token: str) -> Conversation | None:
    return Conversation.objects.filter(
        shop=shop, access_token=access_token, channel=Conversation.Channel.CHAT
    ).first()


def resumable(conversation: Conversation) -> bool:
    """Whether a chat may go on: within RESUME_WITHIN of its last message."""
    return conversation.updated_at >= timezone.now() - RESUME_WITHIN


def client_address(forwarded_for: str, remote_addr: str) -> str:
    """The client's address, for rate limits. Behind proxies only the entries they added to
    X-Forwarded-For are trusted; anything further left is what the client claimed."""
    hops = settings.TRUSTED_PROXY_HOPS
    forwarded = [part.strip() for part in forwarded_for.split(",")]
    if hops and len(forwarded) >= hops and forwarded[-hops]:
        return forwarded[-hops]
    return remote_addr or "unknown"


def check_start_rate(sender: str) -> None:
    _count(f"sender:{sender}", rate_limits.PER_SENDER)


def check_message_rate(conversation: Conversation, sender: str) -> None:
    _count(f"sender:{sender}", rate_limits.PER_SENDER)
    _count(f"conversation:{conversation.pk}", rate_limits.PER_CONVERSATION)


def _count(key: str, rule: tuple[int, int]) -> None:
    try:
        rate_limits.count(key, rule)
    except rate_limits.RateLimited as error:
        raise ChatError(429, error.message) from None


def appointment_json(appointment: Appointment | None) -> dict | None:
    if appointment is None:
        return None
    return {
        "service": appointment.service.name,
        "start": appointment.local_start().isoformat(),
        "status": appointment.status,
        "manage_url": public_url(reverse("appointment_manage", args=[appointment.manage_token])),
    }
