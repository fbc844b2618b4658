"""The JSON HTTP API over the conversation core, authenticated by the shop's public widget key.

A conversation's id in URLs is its access token, not its row id, so the widget key (which is
public: it sits in the shop's web page) never lets one visitor read or write another's chat.
"""

from __future__ import annotations

import hmac
import json

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from assistant import turn
from assistant.models import Conversation
from booking.models import Appointment, Shop
from booking.phones import normalize_phone
from booking.selectors import public_url

MAX_BODY_BYTES = 100_000  # room for a 20,000-character message in any script
RATE_PER_CONVERSATION = (20, 60)  # messages, seconds
RATE_PER_SENDER = (60, 60)


class ApiError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def api_view(view):
    """JSON in, JSON out; every error a JSON body with a clear message and its status."""

    @csrf_exempt
    @require_POST
    def wrapped(request: HttpRequest, *args, **kwargs) -> JsonResponse:
        try:
            return view(request, *args, **kwargs)
        except ApiError as error:
            return JsonResponse({"error": error.message}, status=error.status)

    return wrapped


@api_view
def conversations(request: HttpRequest, slug: str) -> JsonResponse:
    shop = _shop(request, slug)
    _limit(f"sender:{_sender(request)}", RATE_PER_SENDER)
    body = _json(request)
    phone = ""
    if body.get("customer_phone"):
        phone = normalize_phone(str(body["customer_phone"]))
        if not phone:
            raise ApiError(400, "customer_phone is not a phone number, like +13035550142.")
    conversation, greeting = turn.start(shop, Conversation.Channel.CHAT, customer_phone=phone)
    if phone:
        # Contact details as typed: not proof of who is asking.
        conversation.state["phone"] = phone
        conversation.save(update_fields=["state"])
    return JsonResponse({"id": conversation.access_token, "reply": greeting.text}, status=201)


@api_view
def messages(request: HttpRequest, slug: str, conversation_id: str) -> JsonResponse:
    shop = _shop(request, slug)
    conversation = Conversation.objects.filter(
        shop=shop, access_token=conversation_id, channel=Conversation.Channel.CHAT
    ).first()
    if conversation is None:
        raise ApiError(404, "No such conversation.")
    _limit(f"sender:{_sender(request)}", RATE_PER_SENDER)
    _limit(f"conversation:{conversation.pk}", RATE_PER_CONVERSATION)
    body = _json(request)
    text = body.get("text")
    if not isinstance(text, str):
        raise ApiError(400, 'Send {"text": "..."} with the customer\'s message.')
    message_id = body.get("message_id", "")
    if not isinstance(message_id, str):
        raise ApiError(400, "message_id must be a string.")
    result = turn.reply(conversation, text, delivery_id=message_id)
    return JsonResponse(
        {
            "reply": result.message.text if result.message else None,
            "appointment": _appointment_json(result.appointment),
            "choices": result.choices,
            "duplicate": result.duplicate,
            "timings": {
                "first_text_ms": result.first_text_ms,
                "full_reply_ms": result.full_reply_ms,
            },
        }
    )


def _shop(request: HttpRequest, slug: str) -> Shop:
    key = request.headers.get("X-Widget-Key", "")
    if not key:
        raise ApiError(401, "Send the shop's widget key in the X-Widget-Key header.")
    shop = Shop.objects.filter(slug=slug).first()
    # The same answer for an unknown shop and a wrong key: the API does not confirm slugs.
    if shop is None or not hmac.compare_digest(shop.widget_key, key):
        raise ApiError(401, "The widget key does not match this shop.")
    return shop


def _json(request: HttpRequest) -> dict:
    if len(request.body) > MAX_BODY_BYTES:
        raise ApiError(413, f"The request body is over {MAX_BODY_BYTES:,} bytes.")
    if not request.body:
        return {}
    try:
        body = json.loads(request.body)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise ApiError(400, "The request body is not valid JSON.") from None
    if not isinstance(body, dict):
        raise ApiError(400, "The request body must be a JSON object.")
    return body


def _sender(request: HttpRequest) -> str:
    """The client's address, for rate limits. Behind proxies only the entries they added to
    X-Forwarded-For are trusted; anything further left is what the client claimed."""
    hops = settings.TRUSTED_PROXY_HOPS
    forwarded = [part.strip() for part in request.headers.get("X-Forwarded-For", "").split(",")]
    if hops and len(forwarded) >= hops and forwarded[-hops]:
        return forwarded[-hops]
    return request.META.get("REMOTE_ADDR", "unknown")


def _limit(key: str, rule: tuple[int, int]) -> None:
    allowed, seconds = rule
    cache_key = f"rate:{key}"
    cache.add(cache_key, 0, timeout=seconds)
    try:
        count = cache.incr(cache_key)
    except ValueError:  # expired between add and incr
        cache.set(cache_key, 1, timeout=seconds)
        count = 1
    if count > allowed:
        raise ApiError(
            429, f"Too many messages; please wait a minute. (limit {allowed} per {seconds} s)"
        )


def _appointment_json(appointment: Appointment | None) -> dict | None:
    if appointment is None:
        return None
    return {
        "service": appointment.service.name,
        "start": appointment.local_start().isoformat(),
        "status": appointment.status,
        "manage_url": public_url(reverse("appointment_manage", args=[appointment.manage_token])),
    }
