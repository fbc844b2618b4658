"""The JSON HTTP API over the conversation core, authenticated by the shop's public widget key.

A conversation's id in URLs is its access token, not its row id, so the widget key (which is
public: it sits in the shop's web page) never lets one visitor read or write another's chat.

Browsers may call it from the shop's own web pages (its widget origins) and from nowhere else:
a request that names another origin is refused before anything runs. Requests without an
Origin (servers, curl) are not browsers' and need only the key.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from assistant import turn
from assistant.json_body import json_object
from assistant.models import Conversation
from assistant.website_chat import (
    MAX_REQUEST_BYTES,
    ChatError,
    allows_origin,
    appointment_json,
    chat_conversation,
    check_message_rate,
    check_start_rate,
    client_address,
    resumable,
    shop_for_key,
)
from booking.models import Shop
from booking.phones import normalize_phone

# How long a browser may reuse a preflight's answer before asking again.
PREFLIGHT_MAX_AGE_SECONDS = 600


def api_view(view):
    """JSON in, JSON out; every error a JSON body with a clear message and its status. The view
    is called with the shop whose widget key the request carries."""

    @csrf_exempt
    @require_http_methods(["POST", "OPTIONS"])
    def wrapped(request: HttpRequest, slug: str, *args, **kwargs) -> HttpResponse:
        origin = request.headers.get("Origin", "")
        if origin and not allows_origin(Shop.objects.filter(slug=slug).first(), origin):
            return JsonResponse(
                {"error": f"{origin} is not one of the websites allowed to use this shop's chat."},
                status=403,
            )
        if request.method == "OPTIONS":
            response = _preflight()
        else:
            try:
                response = view(request, _shop(request, slug), *args, **kwargs)
            except ChatError as error:
                response = JsonResponse({"error": error.message}, status=error.status)
        if origin:
            # Errors too, so the widget can read what went wrong.
            response["Access-Control-Allow-Origin"] = origin
        patch_vary_headers(response, ["Origin"])
        return response

    return wrapped


def _preflight() -> HttpResponse:
    response = HttpResponse(status=204)
    response["Access-Control-Allow-Methods"] = "POST"
    response["Access-Control-Allow-Headers"] = "Content-Type, X-Widget-Key"
    response["Access-Control-Max-Age"] = str(PREFLIGHT_MAX_AGE_SECONDS)
    return response


@api_view
def conversations(request: HttpRequest, shop: Shop) -> JsonResponse:
    check_start_rate(_sender(request))
    body = _json(request)
    phone = ""
    if body.get("customer_phone"):
        # Only text is read as a number: str() of a list or an object would have its digits.
        typed = body["customer_phone"]
        phone = normalize_phone(typed) if isinstance(typed, str) else ""
        if not phone:
            raise ChatError(400, "customer_phone is not a phone number, like +13035550142.")
    conversation, greeting = turn.start(shop, Conversation.Channel.CHAT, customer_phone=phone)
    if phone:
        # Contact details as typed: not proof of who is asking.
        conversation.state["phone"] = phone
        conversation.save(update_fields=["state"])
    return JsonResponse({"id": conversation.access_token, "reply": greeting.text}, status=201)


@api_view
def messages(request: HttpRequest, shop: Shop, conversation_id: str) -> JsonResponse:
    conversation = chat_conversation(shop, conversation_id)
    if conversation is None:
        raise ChatError(404, "No such conversation.")
    if not resumable(conversation):
        # As the WebSocket does: the widget starts a new conversation on this answer.
        raise ChatError(410, "This conversation has ended; start a new one.")
    check_message_rate(conversation, _sender(request))
    body = _json(request)
    text = body.get("text")
    if not isinstance(text, str):
        raise ChatError(400, 'Send {"text": "..."} with the customer\'s message.')
    message_id = body.get("message_id", "")
    if not isinstance(message_id, str):
        raise ChatError(400, "message_id must be a string.")
    if "\x00" in text or "\x00" in message_id:
        # PostgreSQL stores no text holding one: the write would fail halfway through the turn.
        raise ChatError(400, "The message holds a NUL character (\\u0000), which no message takes.")
    result = turn.reply(conversation, text, delivery_id=message_id)
    return JsonResponse(
        {
            "reply": result.message.text if result.message else None,
            "appointment": appointment_json(result.appointment),
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
        raise ChatError(401, "Send the shop's widget key in the X-Widget-Key header.")
    shop = shop_for_key(slug, key)
    if shop is None:
        raise ChatError(401, "The widget key does not match this shop.")
    return shop


def _json(request: HttpRequest) -> dict:
    return json_object(request, MAX_REQUEST_BYTES, ChatError)


def _sender(request: HttpRequest) -> str:
    return client_address(
        request.headers.get("X-Forwarded-For", ""), request.META.get("REMOTE_ADDR", "")
    )
