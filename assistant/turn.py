"""One turn of a conversation, the same on every channel: understand -> decide -> respond.

Transports (the chat WebSocket, Twilio voice and SMS, the JSON API) call `start` and `reply`,
and a voice transport `cut_short` when the caller talks over a reply.
"""

from __future__ import annotations

import re
import time as clock
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from assistant import respond
from assistant.cues import ARE_YOU_THERE, ONE_MOMENT, REACTION, REACTION_MEANS, SAY_AGAIN
from assistant.models import Conversation, Message
from assistant.policy import Decision, Turn, decide
from assistant.schema import Act, question_asked
from assistant.tasks import load_the_model_in_the_background, queue_text
from assistant.tools import ShopTools
from assistant.understanding import understand
from booking import services
from booking.models import Appointment, Service, Shop

MAX_MESSAGE_CHARS = 1000
# After this many turns in a row without progress the assistant offers a person.
STALL_TURNS = 3
OFFER_A_PERSON = " If it's easier, I can have someone from the shop call you back."
TRIMMED_NOTICE = "That message was very long, so I read only the start of it. "
NUL = "\x00"


@dataclass
class TurnResult:
    message: Message | None  # None for a duplicate whose first delivery is still being answered
    appointment: Appointment | None
    first_text_ms: int
    full_reply_ms: int
    duplicate: bool = False
    choices: list[str] = field(default_factory=list)


def start(
    shop: Shop,
    channel: str,
    *,
    customer_phone: str = "",
    verified_phone: str = "",
    external_id: str = "",
    greet: bool = True,
) -> tuple[Conversation, Message | None]:
    """Open a conversation and greet, unless the channel never sends a greeting (a text is
    answered with the reply alone): the transcript holds only what the customer was sent."""
    conversation = Conversation.objects.create(
        shop=shop,
        channel=channel,
        customer_phone=customer_phone or verified_phone,
        verified_phone=verified_phone,
        external_id=external_id,
    )
    conversation.state = {"conversation_id": conversation.pk}
    conversation.save(update_fields=["state"])
    load_the_model_in_the_background()
    if not greet:
        return conversation, None
    text = respond.template(Act.GREET, {}, channel=channel, shop=shop.name)
    greeting = Message.objects.create(
        conversation=conversation,
        role=Message.Role.ASSISTANT,
        text=text,
        source=Message.Source.TEMPLATE,
        act=Act.GREET,
    )
    return conversation, greeting


def reply(
    conversation: Conversation,
    text: str,
    *,
    delivery_id: str = "",
    now: datetime | None = None,
    on_text: Callable[[str], None] | None = None,
) -> TurnResult:
    """Answer one customer message. `on_text` receives the reply as it is written, piece by
    piece, so a transport can show or speak it before it is complete."""
    started = clock.monotonic()
    now = now or timezone.now()
    # No person types a NUL (a paste or a client's bug puts it there) and PostgreSQL stores no
    # text holding one: dropped, the customer is answered as they meant, not told of a
    # character they cannot see.
    text, delivery_id = text.replace(NUL, ""), delivery_id.replace(NUL, "")
    # Looked up as stored: a longer id would never match itself and break the unique constraint.
    delivery_id = delivery_id[: Message._meta.get_field("delivery_id").max_length]
    with transaction.atomic():
        conversation = (
            Conversation.objects.select_for_update(of=("self",))
            .select_related("shop")
            .get(pk=conversation.pk)
        )
        if delivery_id:
            if conversation.messages.filter(delivery_id=delivery_id).exists():
                return TurnResult(_answer_to(conversation, delivery_id), None, 0, 0, duplicate=True)
        cleaned, trimmed = _clean(text)
        Message.objects.create(
            conversation=conversation,
            role=Message.Role.CUSTOMER,
            text=text[:20_000],
            source=Message.Source.CUSTOMER,
            delivery_id=delivery_id,
        )
        decision, outbox = _decide(conversation, cleaned, now)
    # The reply is written outside the transaction: the engine may take a while, and the
    # booking it talks about is already committed.
    # Whatever is said ahead of the written reply goes out at once, as its first text.
    preface = TRIMMED_NOTICE if trimmed else ""
    preface += f"{decision.preface} " if decision.preface else ""
    if preface and on_text:
        on_text(preface)
    preface_ms = int((clock.monotonic() - started) * 1000)
    written = respond.write(
        decision.act,
        decision.facts,
        channel=conversation.channel,
        shop=conversation.shop.name,
        on_text=on_text,
    )
    first_text_ms = written.first_text_ms + int((written.started - started) * 1000)
    reply_text = preface + written.text
    if conversation.turns_without_progress >= STALL_TURNS and decision.act != Act.HANDOFF:
        reply_text += OFFER_A_PERSON
        if on_text:
            on_text(OFFER_A_PERSON)
    full_ms = int((clock.monotonic() - started) * 1000)
    message = Message.objects.create(
        conversation=conversation,
        role=Message.Role.ASSISTANT,
        text=reply_text,
        source=written.source,
        act=decision.act,
        model_rejected=written.rejected,
        first_text_ms=preface_ms if preface else first_text_ms,
        full_reply_ms=full_ms,
        tokens=written.tokens,
        model_passes=written.passes,
    )
    for phone, body, kind, appointment_id in outbox:
        queue_text(
            shop=conversation.shop, to=phone, body=body, kind=kind, appointment_id=appointment_id
        )
    return TurnResult(
        message, decision.appointment, message.first_text_ms or 0, full_ms, choices=decision.choices
    )


# What a booking under way is, to go on with it on another channel (the time held is not: it
# is let go when the call ends).
CARRIED_ON = ("goal", "service_id", "date", "time_from", "time_to", "name", "vehicle")


def booking_cut_off(conversation: Conversation) -> Service | None:
    """The service a call was booking when it ended before the booking did, or None."""
    state = conversation.state
    if state.get("goal") != "book" or conversation.handed_off:
        return None
    return conversation.shop.services.filter(pk=state.get("service_id"), active=True).first()


def carry_on(call: Conversation, texts: Conversation) -> None:
    """The booking a dropped call had under way goes on in the caller's texts: the time held
    is let go now (not when its hold runs out), and a reply picks up where the call stopped."""
    hold = Appointment.objects.filter(
        pk=call.state.get("hold_id"), status=Appointment.Status.HELD
    ).first()
    if hold is not None:
        services.appointment_cancel(appointment=hold)
    texts.state = {
        **texts.state,
        **{key: call.state[key] for key in CARRIED_ON if call.state.get(key)},
    }
    texts.save(update_fields=["state"])


def cut_short(conversation: Conversation, heard: str) -> None:
    """The caller interrupted the last reply after hearing `heard`: the transcript keeps what
    they heard, so what the assistant said and what the caller was told stay the same."""
    last = conversation.messages.filter(role=Message.Role.ASSISTANT).last()
    heard = heard.strip()
    if last and heard and last.text.startswith(heard) and last.text != heard:
        last.text = heard + " …"
        last.save(update_fields=["text"])


def _decide(conversation: Conversation, text: str, now: datetime) -> tuple[Decision, list]:
    tools = ShopTools.for_shop(conversation.shop, now)
    state = dict(conversation.state)
    booked_before = set(state.get("booked", []))
    last_question = (
        conversation.messages.filter(role=Message.Role.ASSISTANT)
        .values_list("text", flat=True)
        .last()
    )
    reading = understand(
        text,
        now=tools.local(now),
        services=tools.catalog(),
        expecting=state.get("expecting"),
        last_question=question_asked(last_question or ""),
    )
    understanding = reading.understanding
    turn = Turn(
        tools=tools,
        channel=conversation.channel,
        state=state,
        verified_phone=conversation.verified_phone,
        text=text,
        service_id=reading.service_id,
        also_service_ids=reading.also_service_ids,
        tied_service_ids=reading.tied_service_ids,
        not_offered=reading.not_offered,
    )
    if not text:
        decision = _heard_again(state, "nothing")
    elif ARE_YOU_THERE.match(text):
        decision = _heard_again(state, "here?")
    elif SAY_AGAIN.search(text):
        decision = _heard_again(state, "again?")
    elif ONE_MOMENT.match(text):
        decision = Decision(Act.GREET, {"moment": "yes"})
    else:
        decision = decide(turn, understanding)
    conversation.state = state
    if decision.verified_phone:
        conversation.verified_phone = decision.verified_phone
    if understanding.phone and not conversation.customer_phone:
        conversation.customer_phone = understanding.phone
    _track_progress(conversation, decision)
    conversation.save()
    booked_now = set(state.get("booked", [])) - booked_before
    if booked_now:
        conversation.appointments.add(*booked_now)
    return decision, turn.outbox


def _heard_again(state: dict, heard: str) -> Decision:
    """`heard` is "nothing" (an empty message, a caller's silence), "here?" ("are you there?")
    or "again?" ("can you repeat that?", "you're breaking up"): the question waiting for an
    answer asked again, or what was last said; with nothing waiting, what we can help with; a
    greeting only where nothing was said yet, saying who is answering to someone who asked."""
    who = {"identity": "yes"} if heard == "here?" else {}
    last_said = state.get("last_said")
    if not last_said:
        return Decision(Act.GREET, who)
    act, facts = last_said[:2]
    if heard != "again?" and (not state.get("expecting") or act == Act.GREET):
        act, facts = (Act.GREET, who) if who else (Act.ASK_SERVICE, {})
    return Decision(Act(act), facts, preface=PREFACES[heard])


PREFACES = {
    "nothing": "Sorry, I didn't catch that.",
    "here?": "Yes, I'm here.",
    "again?": "Sorry about that.",
}


def _asks_which_service(act: str, facts: dict, preface: str) -> bool:
    plain = not facts or (act == Act.SERVICES and "prices" not in facts)
    return act in (Act.ASK_SERVICE, Act.SERVICES) and plain and not preface


def _track_progress(conversation: Conversation, decision: Decision) -> None:
    # The assistant saying the same thing again is a conversation going nowhere; a price for
    # one service, then another's, then how long it takes, is a customer getting answers, and
    # so is the address said before the question waiting is asked again.
    if decision.facts.get("moment"):
        return  # "Sure, take your time": what waits for an answer is still the last thing said
    said = [str(decision.act), decision.facts, decision.preface]
    last = conversation.state.get("last_said")
    # "Which service?" and the list it is chosen from are one question asked again.
    asks_again = last and _asks_which_service(*last) and _asks_which_service(*said)
    if last != said and not asks_again:
        conversation.turns_without_progress = 0
    else:
        conversation.turns_without_progress += 1
    conversation.state["last_said"] = said
    # Asking for a person, or a question left for the team: someone should call them back.
    left_for_the_team = decision.act == Act.TAKE_MESSAGE and not decision.facts.get("late")
    asked_the_team = conversation.state.pop("asked_the_team", False)
    if decision.act == Act.HANDOFF or left_for_the_team or asked_the_team:
        conversation.handed_off = True
        conversation.called_back_at = None


def _answer_to(conversation: Conversation, delivery_id: str) -> Message | None:
    asked = conversation.messages.filter(delivery_id=delivery_id).first()
    if asked is None:
        return None
    return (
        conversation.messages.filter(role=Message.Role.ASSISTANT, id__gt=asked.id)
        .order_by("id")
        .first()
    )


SKIN_TONE = re.compile("[\U0001f3fb-\U0001f3ff\ufe0f]")
EMOJI_ALONE = {
    SKIN_TONE.sub("", said): means
    for said, means in REACTION_MEANS.items()
    if not any(letter.isascii() and letter.isalpha() for letter in said)
}


def _clean(text: str) -> tuple[str, bool]:
    """Strip and trim: the model never sees more than MAX_MESSAGE_CHARS of one message. A
    reaction to one of our texts is read as what it means, not as our own words quoted back
    (their times and prices would be read as the customer's)."""
    text = " ".join(text.split())
    reaction = REACTION.fullmatch(text)
    if reaction:
        said = (reaction.group("verb") or reaction.group("emoji")).lower()
        text = REACTION_MEANS.get(said, "ok")
    # "👍" (or "👍🏽") texted on its own says what the same reaction would.
    text = EMOJI_ALONE.get(SKIN_TONE.sub("", text), text)
    if len(text) > MAX_MESSAGE_CHARS:
        return text[:MAX_MESSAGE_CHARS], True
    return text, False
