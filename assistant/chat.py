"""The website chat over a WebSocket, at ws/chat/<slug>/?key=<the shop's widget key>.

The handshake is refused (403) unless the key is the shop's and the page's Origin is one of the
shop's widget origins: the widget key is public, so the origin is what keeps other websites
from putting the shop's assistant on their pages. Then JSON frames, one object each:

    -> {"type": "start"}                          a new conversation
    -> {"type": "start", "conversation": TOKEN}   go on with an earlier one (a page reload)
    <- {"type": "started", "conversation": TOKEN, "resumed": false, "reply": GREETING,
        "messages": [{"role": "assistant", "text": GREETING}]}
       resumed: "resumed": true, no "reply", "messages" the transcript so far, and
       "appointments" the upcoming ones it booked
    -> {"type": "message", "text": "...", "id": "<the client's message id>"}
    <- {"type": "delta", "text": "..."}           each piece as the reply is written
    <- {"type": "reply", "text": FULL, "choices": [...], "appointment": {...} | null,
        "duplicate": false}
    <- {"type": "error", "message": "..."}        a bad frame or a rate limit; the socket stays

The deltas joined are the reply's text; the reply frame is still the one to keep. A message id
sent twice is answered once ("duplicate": true, no deltas).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.utils import timezone

from assistant import turn
from assistant.models import Conversation, Message
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
from booking.models import Appointment, Shop

log = logging.getLogger(__name__)

# The transcript a resumed chat redraws: the end of a long one is what the visitor needs.
RESUME_MESSAGES = 100


class ChatConsumer(AsyncWebsocketConsumer):
    async def connect(self) -> None:
        self.conversation: Conversation | None = None
        slug = self.scope["url_route"]["kwargs"]["slug"]
        query = parse_qs(self.scope.get("query_string", b"").decode("latin-1"))
        headers = dict(self.scope.get("headers", []))
        origin = headers.get(b"origin", b"").decode("latin-1")
        self.shop = await _off_the_loop(shop_for_key, slug, query.get("key", [""])[0])
        if self.shop is None or not allows_origin(self.shop, origin):
            log.info("website chat for %r refused from origin %r", slug, origin)
            await self.close()  # before accepting: the handshake is refused with 403
            return
        client = self.scope.get("client") or ("", 0)
        forwarded = headers.get(b"x-forwarded-for", b"").decode("latin-1")
        self.sender = client_address(forwarded, client[0])
        await self.accept()

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        try:
            frame = _read_frame(text_data)
            if frame["type"] == "start":
                await self._start(frame)
            elif frame["type"] == "message":
                await self._answer(frame)
            else:
                raise ChatError(400, 'Unknown frame type: send "start" or "message".')
        except ChatError as error:
            await self._send({"type": "error", "message": error.message})

    async def _start(self, frame: dict) -> None:
        token = frame.get("conversation", "")
        if not isinstance(token, str):
            raise ChatError(400, "conversation must be the text the started frame gave.")
        self.conversation, started = await _off_the_loop(
            _start_or_resume, self.shop, token, self.sender
        )
        await self._send(started)

    async def _answer(self, frame: dict) -> None:
        if self.conversation is None:
            raise ChatError(400, 'Send {"type": "start"} first: there is no conversation yet.')
        text, message_id = frame.get("text"), frame.get("id", "")
        if not isinstance(text, str):
            raise ChatError(400, 'Send {"type": "message", "text": "..."} with your message.')
        if not isinstance(message_id, str):
            raise ChatError(400, "id must be a string.")
        # The turn runs in a worker thread; each piece is handed back to the event loop as it
        # is written, so the visitor reads the start of the reply while the rest is decided.
        send = async_to_sync(self._send)
        replied = await _off_the_loop(
            _reply,
            self.conversation,
            text,
            message_id,
            self.sender,
            lambda piece: send({"type": "delta", "text": piece}),
        )
        await self._send(replied)

    async def _send(self, frame: dict) -> None:
        await self.send(text_data=json.dumps(frame))


async def _off_the_loop(function: Callable[..., Any], *args: Any) -> Any:
    """Run ORM work in a worker thread of its own, as the voice relay does: a turn may wait
    seconds on the engine, and in the one thread that thread-sensitive calls share it would hold
    up every other chat and call in the process."""
    return await database_sync_to_async(function, thread_sensitive=False)(*args)


def _read_frame(text: str | None) -> dict:
    if text is None:
        raise ChatError(400, "Send text frames of JSON, not binary ones.")
    if len(text) > MAX_REQUEST_BYTES:
        raise ChatError(413, f"The frame is over {MAX_REQUEST_BYTES:,} characters.")
    try:
        frame = json.loads(text)
    except (json.JSONDecodeError, RecursionError):  # RecursionError: nested thousands deep
        raise ChatError(400, 'The frame is not valid JSON, like {"type": "start"}.') from None
    if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
        raise ChatError(400, 'Each frame must be a JSON object with a "type".')
    return frame


def _start_or_resume(shop: Shop, token: str, sender: str) -> tuple[Conversation, dict]:
    check_start_rate(sender)
    conversation = chat_conversation(shop, token) if token else None
    if conversation is not None and resumable(conversation):
        transcript = conversation.messages.order_by("-created_at", "-id")[:RESUME_MESSAGES]
        return conversation, {
            "type": "started",
            "conversation": conversation.access_token,
            "resumed": True,
            "messages": [_said(message) for message in reversed(transcript)],
            # What this chat booked, so the link to see or change it is drawn again too.
            "appointments": [appointment_json(booked) for booked in _booked_by(conversation)],
        }
    conversation, greeting = turn.start(shop, Conversation.Channel.CHAT)
    return conversation, {
        "type": "started",
        "conversation": conversation.access_token,
        "resumed": False,
        "reply": greeting.text,
        "messages": [_said(greeting)],
    }


def _booked_by(conversation: Conversation) -> list[Appointment]:
    return list(
        Appointment.objects.filter(
            pk__in=conversation.state.get("booked", []),
            status=Appointment.Status.CONFIRMED,
            start__gt=timezone.now(),
        ).order_by("start")
    )


def _said(message: Message) -> dict:
    return {"role": message.role, "text": message.text}


def _reply(
    conversation: Conversation,
    text: str,
    message_id: str,
    sender: str,
    on_text: Callable[[str], None],
) -> dict:
    check_message_rate(conversation, sender)
    result = turn.reply(conversation, text, delivery_id=message_id, on_text=on_text)
    return {
        "type": "reply",
        "text": result.message.text if result.message else None,
        "choices": result.choices,
        "appointment": appointment_json(result.appointment),
        "duplicate": result.duplicate,
    }
