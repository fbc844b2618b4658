"""Proof of who is asking: the number a text or call comes from, or a code texted to it."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import datetime, timedelta

from django.conf import settings

from assistant.cues import NO_CODE_CAME
from assistant.models import Conversation, OutboundText
from assistant.policy.answers import handoff
from assistant.policy.state import Decision, Turn, ask_phone
from assistant.schema import Act
from assistant.text_limits import may_text_unproven, texts_there
from booking.phones import phone_words

CODE_LIFETIME = timedelta(minutes=10)
CODE_TRIES = 5
CODES_PER_CONVERSATION = 3
CODES_PER_PHONE_PER_HOUR = 3


def name_as_on_file(turn: Turn, name: str) -> str:
    """ "It's Dana" on a number proven to be Dana Reyes's: the full name on file, so a booking
    does not cut the surname off the customer's record; "REYES DANA" there, surname first as
    a form asks for it, is the name on file too."""
    if not turn.verified_phone:
        return name
    on_file = turn.tools.name_on_file(turn.verified_phone)
    if " " not in on_file:
        return name
    if " " in name:
        same_words = sorted(name.casefold().split()) == sorted(on_file.casefold().split())
        return on_file if same_words else name
    first = on_file.split(" ", 1)[0]
    return on_file if first.casefold() == name.casefold() else name


def prove_identity(turn: Turn) -> Decision:
    """A number typed into a chat is not proof: text a one-time code to it and ask for it back.
    The reply is the same whether or not the number has appointments, so the chat cannot be used
    to learn who is booked."""
    state = turn.state
    phone = state.get("phone")
    if not phone:
        return ask_phone(turn, {"purpose": "verify"})
    none_came = NO_CODE_CAME.search(turn.text) is not None
    if none_came and state.get("code_resent"):
        return handoff(turn)  # a second code did not come either: a person can help
    resent = none_came and _code_pending(turn, phone)
    if _code_pending(turn, phone) and not resent:
        # One live code at a time: a chat must not become a way to flood someone with texts.
        state["expecting"] = "code"
        return Decision(Act.ASK_CODE, {})
    too_many = (
        state.get("codes_sent", 0) >= CODES_PER_CONVERSATION
        or _codes_lately(turn, phone) >= CODES_PER_PHONE_PER_HOUR
    )
    if too_many:
        return handoff(turn)
    if not texts_there(turn.tools.shop, phone):
        # A number abroad or at a premium rate: said so, and another asked for.
        state.pop("phone", None)
        return ask_phone(turn, {"purpose": "verify", "unreadable": "yes"})
    if not may_text_unproven(turn.tools.shop, phone, turn.tools.now):
        return handoff(turn)  # the shop's day of texts to typed numbers is spent
    state["codes_sent"] = state.get("codes_sent", 0) + 1
    code = f"{secrets.randbelow(1_000_000):06d}"
    state["code_hash"] = code_hash(code, phone)
    state["code_phone"] = phone
    state["code_expires"] = (turn.tools.now + CODE_LIFETIME).isoformat()
    state["code_tries"] = 0
    state["expecting"] = "code"
    body = f"{turn.tools.shop.name}: your code is {code}. It expires in 10 minutes."
    turn.outbox.append((phone, body, OutboundText.Kind.ONE_TIME_CODE, None))
    if resent:
        # "I didn't get a code": one new code, once, and the number said back, as a number
        # typed wrong is the likeliest reason.
        state["code_resent"] = True
        return Decision(Act.ASK_CODE, {"resent_to": phone_words(phone)})
    return Decision(Act.ASK_CODE, {})


def _code_pending(turn: Turn, phone: str) -> bool:
    state = turn.state
    if state.get("code_phone") != phone or not state.get("code_hash"):
        return False
    return turn.tools.now < datetime.fromisoformat(state["code_expires"])


def _codes_lately(turn: Turn, phone: str) -> int:
    """Codes texted to `phone` in the last hour from any conversation: a new chat is one request
    away, so the per-conversation cap alone would not stop a flood."""
    shop = turn.tools.shop
    sent = OutboundText.objects.filter(
        shop=shop,
        to=phone,
        kind=OutboundText.Kind.ONE_TIME_CODE,
        created_at__gt=turn.tools.now - timedelta(hours=1),
    ).count()
    # A code is recorded only once the worker has sent it, after this turn commits: chats opened
    # together (or while the worker is behind) would each count none and each text a code. The
    # codes other chats hold unexpired are counted too, one turn issuing a code at a time.
    shop.lock()
    held = Conversation.objects.filter(
        shop=shop, state__code_phone=phone, state__has_key="code_hash"
    ).exclude(pk=turn.state.get("conversation_id"))
    pending = sum(
        turn.tools.now < datetime.fromisoformat(expires)
        for expires in held.values_list("state__code_expires", flat=True)
        if isinstance(expires, str)
    )
    return max(sent, pending)


def code_hash(code: str, phone: str) -> str:
    return hmac.new(
        settings.SECRET_KEY.encode(), f"{phone}:{code}".encode(), hashlib.sha256
    ).hexdigest()
