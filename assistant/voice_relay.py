"""A phone call's talk over Twilio ConversationRelay: Twilio turns the caller's speech into
text prompts and speaks the text we send back, token by token, as it is written.

The handshake must carry the shop's X-Twilio-Signature over this wss:// URL. The first frame,
`setup`, names the conversation the voice webhook opened (its access token, as a custom
parameter). Each final `prompt` is one turn; its reply is streamed as `text` frames, the last
with `last: true`. An `interrupt` cuts the transcript's last reply to what the caller heard.
Once the assistant has said goodbye, and the caller says nothing more, it ends the session
(`end`), and the call with it (`voice_ended`); a caller silent after a reply is asked again, and
after a few such asks told so and let go the same way. Keys pressed on the keypad come one
`dtmf` frame a digit, and are read together once the caller stops pressing (or presses #).
"""

from __future__ import annotations

import asyncio
import json
import logging

from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from assistant import turn
from assistant.models import Conversation, Message
from assistant.schema import Act
from assistant.twilio_auth import signed_by_twilio, twilio_websocket_url
from booking.models import Shop

log = logging.getLogger(__name__)

# Twilio ends a session the moment `end` arrives, without waiting for the words sent before it
# to be spoken: the goodbye is given this long to be heard (an unhurried speaking voice).
WORDS_SPOKEN_PER_SECOND = 2.5
PAUSE_AFTER_GOODBYE_SECONDS = 1.5
# How long after the last key pressed the keys are read: long enough to key in a number.
KEYS_PAUSE_SECONDS = 2.0
# Twilio sends nothing while the caller is silent: without a clock of our own, a caller who
# put the phone down, or a line gone dead, would hold the call open. After this long of silence
# once a reply was spoken, the question waiting is asked again; after SILENT_ASKS of those the
# assistant says it hears nothing and ends the call (and `voice_ended` texts them, as for any
# caller who hung up).
SILENCE_SECONDS = 10.0
SILENT_ASKS = 2
NOBODY_THERE = "Sorry, I can't hear anything, so I'll hang up now. Please call us back any time."


def keyed_words(keys: str) -> str:
    """What keys pressed say: 0 alone asks for a person, as on any phone menu; one other digit
    picks that place among the times offered ("#2", never 2 PM); more (a number keyed in) are
    read as they are."""
    if keys == "0":
        return "I'd like to talk to a person (pressed 0)"
    return f"#{keys}" if len(keys) == 1 else keys


class VoiceRelayConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self) -> None:
        self.conversation: Conversation | None = None
        self.hanging_up: asyncio.Task | None = None
        self.silence: asyncio.Task | None = None
        self.silent_asks = 0
        self.keys = ""
        self.keys_read: asyncio.Task | None = None
        slug = self.scope["url_route"]["kwargs"]["slug"]
        self.shop = await database_sync_to_async(Shop.objects.filter(slug=slug).first)()
        headers = dict(self.scope.get("headers", []))
        signature = headers.get(b"x-twilio-signature", b"").decode("latin-1")
        url = twilio_websocket_url(self.scope["path"])
        if self.shop is None or not signed_by_twilio(self.shop, url, {}, signature):
            await self.close()  # before accepting: the handshake is refused with 403
            return
        await self.accept()

    async def disconnect(self, code) -> None:
        self._stay_on_the_line()
        self._stop_waiting()
        if self.keys_read is not None:
            self.keys_read.cancel()

    async def receive_json(self, frame, **kwargs) -> None:
        kind = frame.get("type") if isinstance(frame, dict) else None
        if kind in ("prompt", "interrupt", "dtmf"):
            self._stay_on_the_line()  # the caller is still talking: not goodbye after all
            self._stop_waiting()
            self.silent_asks = 0
        if kind == "setup":
            await self._setup(frame)
        elif kind == "prompt" and frame.get("last", True):
            await self._answer(str(frame.get("voicePrompt", "")))
        elif kind == "dtmf":
            await self._key_pressed(str(frame.get("digit", ""))[:1])
        elif kind == "interrupt" and self.conversation is not None:
            heard = str(frame.get("utteranceUntilInterrupt", ""))
            await database_sync_to_async(turn.cut_short)(self.conversation, heard)
        elif kind == "error":
            log.warning("ConversationRelay error: %s", str(frame.get("description", ""))[:200])

    async def _setup(self, frame: dict) -> None:
        parameters = frame.get("customParameters") or {}
        token = parameters.get("conversation", "") if isinstance(parameters, dict) else ""
        self.conversation = await database_sync_to_async(
            Conversation.objects.filter(
                shop=self.shop, channel=Conversation.Channel.PHONE, access_token=str(token)
            ).first
        )()
        if self.conversation is None:
            log.warning("ConversationRelay setup for shop %s named no conversation", self.shop.slug)
            await self.close()
            return
        greeting = await database_sync_to_async(
            self.conversation.messages.filter(role=Message.Role.ASSISTANT).first
        )()
        self._wait_for_words(greeting.text if greeting else "")

    async def _answer(self, heard: str) -> None:
        if self.conversation is None:
            return  # a prompt before setup: Twilio never sends one
        # A thread of its own: the shared one that thread-sensitive calls use would make every
        # call in the process wait for the others' turns, and keep the engine from batching them.
        said = await database_sync_to_async(self._reply, thread_sensitive=False)(heard)
        await self.send_json({"type": "text", "token": "", "last": True})
        if said is not None and said.act == Act.FAREWELL:
            self.hanging_up = asyncio.create_task(self._hang_up_after(said.text))
        elif said is not None:
            self._wait_for_words(said.text)

    async def _key_pressed(self, key: str) -> None:
        if self.keys_read is not None:
            self.keys_read.cancel()
            self.keys_read = None
        if key == "#":
            await self._read_keys()
        elif key == "*":
            self.keys = ""  # start again
        elif key.isdigit():
            self.keys += key
            self.keys_read = asyncio.create_task(self._read_keys_after_a_pause())

    async def _read_keys_after_a_pause(self) -> None:
        await asyncio.sleep(KEYS_PAUSE_SECONDS)
        self.keys_read = None  # answering now: a key pressed meanwhile must not cut it short
        await self._read_keys()

    async def _read_keys(self) -> None:
        keys, self.keys = self.keys, ""
        if keys:
            await self._answer(keyed_words(keys))

    def _reply(self, heard: str) -> Message | None:
        # Runs in a worker thread: each piece is handed back to the event loop as it is written,
        # so Twilio starts speaking the first sentence while the rest is being decided.
        send = async_to_sync(self.send_json)
        return turn.reply(
            self.conversation,
            heard,
            on_text=lambda piece: send({"type": "text", "token": piece, "last": False}),
        ).message

    async def _hang_up_after(self, goodbye: str) -> None:
        words = len(goodbye.split())
        await asyncio.sleep(words / WORDS_SPOKEN_PER_SECOND + PAUSE_AFTER_GOODBYE_SECONDS)
        await self.send_json({"type": "end", "handoffData": json.dumps({"reason": "goodbye"})})

    def _wait_for_words(self, spoken: str) -> None:
        """Start the silence clock once `spoken` has been said."""
        self._stop_waiting()
        seconds = len(spoken.split()) / WORDS_SPOKEN_PER_SECOND + SILENCE_SECONDS
        self.silence = asyncio.create_task(self._after_silence(seconds))

    async def _after_silence(self, seconds: float) -> None:
        await asyncio.sleep(seconds)
        self.silence = None  # answering now: its own reply starts the clock again
        if self.silent_asks < SILENT_ASKS:
            self.silent_asks += 1
            await self._answer("")  # an empty turn asks again what waits for an answer
            return
        await self.send_json({"type": "text", "token": NOBODY_THERE, "last": True})
        self.hanging_up = asyncio.create_task(self._hang_up_after(NOBODY_THERE))

    def _stop_waiting(self) -> None:
        if self.silence is not None:
            self.silence.cancel()
            self.silence = None

    def _stay_on_the_line(self) -> None:
        if self.hanging_up is not None:
            self.hanging_up.cancel()
            self.hanging_up = None
