"""Twilio's webhooks: texts in, calls in, and the delivery reports of texts we sent.

Every request must carry the shop's X-Twilio-Signature (`twilio_auth`). Incoming texts and calls
find their shop by the number they were sent to; delivery reports by the slug in the callback
URL we gave Twilio. A text is answered in the webhook's own TwiML. A call rings the shop first
while it is open; when nobody picks up (or after hours) the assistant answers over
ConversationRelay (`voice_relay`), which does the speech to text and text to speech.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import datetime, timedelta

from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from twilio.twiml import TwiML
from twilio.twiml.messaging_response import MessagingResponse
from twilio.twiml.voice_response import Connect, VoiceResponse

from assistant import rate_limits, turn
from assistant.cues import A_PHOTO, TEXTS_OFF
from assistant.models import Conversation, Message, OutboundText
from assistant.notifications import OPTED_OUT_ERROR
from assistant.tasks import queue_text
from assistant.text_limits import may_text_the_staff, opted_out
from assistant.twilio_auth import signed_by_twilio, twilio_url, twilio_websocket_url
from assistant.words import day_words, time_words
from booking.models import Customer, Service, Shop
from booking.phones import normalize_phone
from booking.selectors import is_open_at, upcoming_appointments
from booking.services import customer_for_phone

log = logging.getLogger(__name__)

# A text within this long of the last one goes on with the same conversation.
SMS_CONVERSATION_GAP = timedelta(hours=24)
# Unless a reminder went out since, and this long after the conversation's last text: a reply
# then answers the reminder. One sent while they were still texting leaves their talk as it was.
STILL_TEXTING = timedelta(minutes=30)
# How long the shop's phone rings before the assistant picks up (Twilio's <Dial timeout>).
RING_STAFF_SECONDS = 15
# What Twilio itself takes as opting out on a long code: it answers, and from then on blocks
# every text from the shop's number to the sender.
TWILIO_OPT_OUT = re.compile(
    r"^\W*(?:stop|stopall|unsubscribe|cancel|end|quit|revoke|optout)\W*$", re.IGNORECASE
)
CANCEL = re.compile(r"^\W*cancel\W*$", re.IGNORECASE)
# What Twilio itself takes as opting back in: it lifts its block on the number.
TWILIO_OPT_IN = re.compile(r"^\W*(?:start|yes|unstop)\W*$", re.IGNORECASE)
# How many of a number's latest texts are read back for the one that turned its texts off.
OPT_OUT_LOOKBACK = 200
# How far along a text Twilio's delivery reports say it is. They can arrive out of order (a
# late "sent" after "undelivered"): one that says less than what is known already is old news.
DELIVERY_STAGE = {
    "queued": 1,
    "accepted": 1,
    "scheduled": 1,
    "sending": 2,
    "sent": 3,
    "delivered": 4,
    "undelivered": 4,
    "failed": 4,
    "read": 5,
}


def twilio_webhook(find_shop: Callable[[HttpRequest, dict], Shop | None]):
    """A view Twilio calls: POST only, signed with the shop's auth token, TwiML back."""

    def decorate(view: Callable[..., TwiML | HttpResponse]):
        @csrf_exempt
        @require_POST
        def wrapped(request: HttpRequest, **kwargs) -> HttpResponse:
            shop = find_shop(request, kwargs)
            if shop is None:
                return HttpResponse("No shop answers at this number.", status=404)
            signature = request.headers.get("X-Twilio-Signature", "")
            if not signed_by_twilio(
                shop, twilio_url(request.get_full_path()), request.POST, signature
            ):
                return HttpResponse("The request is not signed by Twilio.", status=403)
            answer = view(request, shop, **kwargs)
            if isinstance(answer, HttpResponse):
                return answer
            return HttpResponse(str(answer), content_type="text/xml")

        return wrapped

    return decorate


def _shop_called(request: HttpRequest, kwargs: dict) -> Shop | None:
    number = normalize_phone(request.POST.get("To", ""))
    return Shop.objects.filter(twilio_number=number).first() if number else None


def _shop_in_url(request: HttpRequest, kwargs: dict) -> Shop | None:
    return Shop.objects.filter(slug=kwargs["slug"]).first()


# Texts --------------------------------------------------------------------------------------


@twilio_webhook(_shop_called)
def sms(request: HttpRequest, shop: Shop) -> TwiML:
    answer = MessagingResponse()
    sender = normalize_phone(request.POST.get("From", ""))
    if not sender:
        return answer
    body = request.POST.get("Body", "")
    if not body.strip() and request.POST.get("NumMedia", "0") != "0":
        # A photo alone (a dashboard light, a dent) is no words to read: the transcript says
        # what came, and the assistant asks what the visit is for.
        body = A_PHOTO
    sid = request.POST.get("MessageSid", "")
    conversation = text_conversation(shop, sender)
    if TWILIO_OPT_OUT.match(body):
        # Twilio has answered it and sends the number nothing more from this shop, our answer
        # included: the shop's record says the same ("CANCEL" too, which Twilio reads so).
        new = _keep_unanswered(conversation, body, sid)
        customer = customer_for_phone(shop=shop, phone=sender, rename=False)
        customer.sms_opt_out = True
        customer.save(update_fields=["sms_opt_out"])
        if new and CANCEL.match(body):
            _tell_the_shop_of_a_cancel(shop, sender)
        return answer
    if TWILIO_OPT_IN.match(body) and _blocked_by_twilio(shop, sender):
        # Twilio delivers to the number again ("YES" too, which Twilio reads so): the shop's
        # record follows, or the confirmation of what they book next would never be sent.
        Customer.objects.filter(shop=shop, phone=sender, sms_opt_out=True).update(sms_opt_out=False)
    try:
        rate_limits.count(f"sms:{shop.pk}:{sender}", rate_limits.PER_CONVERSATION)
    except rate_limits.RateLimited:
        # A flood is not answered text for text: each answer costs the shop a text.
        log.warning("texts from …%s to shop %s over the rate limit", sender[-4:], shop.slug)
        _keep_unanswered(conversation, body, sid)
        return answer
    result = turn.reply(conversation, body, delivery_id=sid)
    # A message delivered twice was answered the first time.
    if result.duplicate or result.message is None:
        return answer
    answer.message(result.message.text)
    return answer


def _blocked_by_twilio(shop: Shop, phone: str) -> bool:
    """Whether the number's texts were last turned off by a word Twilio itself takes (its
    "YES" lifts that), not by words only the assistant read ("STOP ALL", "stop texting me"),
    which a "yes" to "Shall I book it?" does not undo. With no such text on record (Twilio
    refused a text with its opted-out error), it is Twilio's."""
    said = Message.objects.filter(
        conversation__shop=shop,
        conversation__channel=Conversation.Channel.SMS,
        conversation__verified_phone=phone,
        role=Message.Role.CUSTOMER,
    ).order_by("-pk")
    for text in said.values_list("text", flat=True)[:OPT_OUT_LOOKBACK]:
        if TWILIO_OPT_OUT.match(text):
            return True
        if TEXTS_OFF.search(text):
            return False
    return True


def _tell_the_shop_of_a_cancel(shop: Shop, phone: str) -> None:
    """ "CANCEL" in answer to a reminder most likely means the visit, but Twilio has read it as
    opting out, and no answer of ours can reach the number now: a person has to call."""
    visit = upcoming_appointments(shop, phone=phone).order_by("start").first()
    if visit is None or not shop.staff_phone:
        return
    local = visit.local_start()
    body = (
        f"Frontdesk: {visit.customer.name or phone} ({phone}) texted CANCEL, which Twilio takes "
        f"as unsubscribing from the shop's texts; they may mean their {visit.service.name} on "
        f"{day_words(local.date())} at {time_words(local)}. Please call them to check."
    )
    queue_text(
        shop=shop,
        to=shop.staff_phone,
        body=body,
        kind=OutboundText.Kind.MESSAGE_FOR_OWNER,
        appointment_id=visit.pk,
    )


def _keep_unanswered(conversation: Conversation, body: str, sid: str) -> bool:
    """A text left unanswered still goes in the transcript, for the shop to read, once: whether
    this delivery was its first."""
    sid = sid[: Message._meta.get_field("delivery_id").max_length]
    if sid and conversation.messages.filter(delivery_id=sid).exists():
        return False
    conversation.messages.create(
        role=Message.Role.CUSTOMER,
        source=Message.Source.CUSTOMER,
        text=body[:20_000],
        delivery_id=sid,
    )
    return True


def text_conversation(shop: Shop, phone: str) -> Conversation:
    """The conversation a text from `phone` belongs to: the one it was having with the shop
    lately, or a new one. The number a text came from proves who is texting."""
    # Texts sent a second apart arrive together: one looks while the other starts, one at a
    # time per shop (the shop's row locked; on SQLite every write transaction is serialized).
    with transaction.atomic():
        Shop.objects.select_for_update().filter(pk=shop.pk).first()
        recent = (
            Conversation.objects.filter(
                shop=shop,
                channel=Conversation.Channel.SMS,
                verified_phone=phone,
                updated_at__gte=timezone.now() - SMS_CONVERSATION_GAP,
            )
            .order_by("-updated_at")
            .first()
        )
        if recent and not _reminded_since(shop, phone, recent.updated_at):
            return recent
        conversation, _ = turn.start(
            shop, Conversation.Channel.SMS, verified_phone=phone, greet=False
        )
        return conversation


def _reminded_since(shop: Shop, phone: str, last_texted: datetime) -> bool:
    """Whether a reminder went to `phone` once the conversation had gone quiet: a text after it
    answers the reminder ("C", "yes"), not the question the conversation was last left on (a
    price, times offered)."""
    return (
        OutboundText.objects.filter(
            shop=shop,
            to=phone,
            kind=OutboundText.Kind.REMINDER,
            created_at__gt=last_texted + STILL_TEXTING,
        )
        .exclude(status__in=("skipped", "failed"))
        .exists()
    )


@twilio_webhook(_shop_in_url)
def text_status(request: HttpRequest, shop: Shop, slug: str) -> HttpResponse:
    """A delivery report for a text we sent (queued, sent, delivered, undelivered, failed)."""
    status = request.POST.get("MessageStatus", "")[:20]
    error = request.POST.get("ErrorCode", "")
    text = OutboundText.objects.filter(
        shop=shop, provider_id=request.POST.get("MessageSid", "")
    ).first()
    if text and status and not _older_news(status, text.status):
        text.status = status
        if error:
            text.error = f"Twilio error {error}"[:500]
        text.save(update_fields=["status", "error"])
        if error == OPTED_OUT_ERROR:
            # The number replied STOP to Twilio itself: send it nothing more.
            Customer.objects.filter(shop=shop, phone=text.to).update(sms_opt_out=True)
    return HttpResponse(status=204)


def _older_news(reported: str, known: str) -> bool:
    return DELIVERY_STAGE.get(reported, 0) < DELIVERY_STAGE.get(known, 0)


# Calls --------------------------------------------------------------------------------------


@twilio_webhook(_shop_called)
def voice(request: HttpRequest, shop: Shop) -> TwiML:
    """A call to the shop's number: the shop's phone rings first while it is open."""
    if shop.staff_phone and is_open_at(shop, timezone.now()):
        answer = VoiceResponse()
        dial = answer.dial(
            timeout=RING_STAFF_SECONDS,
            action=reverse("twilio_voice_unanswered"),
            caller_id=request.POST.get("From") or None,
        )
        dial.number(shop.staff_phone)
        return answer
    return _assistant_answers(request, shop)


@twilio_webhook(_shop_called)
def voice_unanswered(request: HttpRequest, shop: Shop) -> TwiML:
    """The end of ringing the shop: a call someone took is over, a caller who gave up while it
    rang is texted back; any other call is the assistant's."""
    if request.POST.get("DialCallStatus") == "completed" or _caller_hung_up(request):
        if _caller_hung_up(request) and request.POST.get("DialCallStatus") != "completed":
            text_back_missed_call(shop, normalize_phone(request.POST.get("From", "")))
        answer = VoiceResponse()
        answer.hangup()
        return answer
    return _assistant_answers(request, shop)


def _caller_hung_up(request: HttpRequest) -> bool:
    return request.POST.get("CallStatus") in ("completed", "canceled")


def _assistant_answers(request: HttpRequest, shop: Shop) -> TwiML:
    caller = normalize_phone(request.POST.get("From", ""))
    call_sid = request.POST.get("CallSid", "")[:80]
    # One conversation a call: the same webhook again (Twilio retrying it, or a request
    # replayed) goes on with the call's conversation rather than open a second one.
    conversation = (
        Conversation.objects.filter(
            shop=shop, channel=Conversation.Channel.PHONE, external_id=call_sid
        ).first()
        if call_sid
        else None
    )
    if conversation is not None and conversation.verified_phone == caller:
        greeting = conversation.messages.filter(role=Message.Role.ASSISTANT).order_by("pk").first()
    else:
        conversation, greeting = turn.start(
            shop,
            Conversation.Channel.PHONE,
            verified_phone=caller,  # caller ID is the proof the phone channel has
            external_id=call_sid,
        )
    answer = VoiceResponse()
    connect = Connect(action=reverse("twilio_voice_ended"))
    relay = connect.conversation_relay(
        url=twilio_websocket_url(f"/ws/twilio/relay/{shop.slug}/"),
        welcome_greeting=greeting.text,
        interruptible="any",
        dtmf_detection=True,  # else Twilio sends no keys pressed (0 for a person, a time's place)
    )
    relay.parameter(name="conversation", value=conversation.access_token)
    answer.append(connect)
    return answer


@twilio_webhook(_shop_called)
def voice_ended(request: HttpRequest, shop: Shop) -> TwiML:
    """ConversationRelay's session is over (the caller hung up, or it failed): end the call."""
    conversation = Conversation.objects.filter(
        shop=shop,
        channel=Conversation.Channel.PHONE,
        external_id=request.POST.get("CallSid", "")[:80],
    ).first()
    failed = request.POST.get("SessionStatus") == "failed" and not _caller_hung_up(request)
    # A caller still on the line when the session failed gets a person rather than a dead end.
    put_through = failed and bool(shop.staff_phone) and is_open_at(shop, timezone.now())
    # The caller's silence asked about (an empty turn) is nothing said.
    said_nothing = (
        conversation is not None
        and not conversation.messages.filter(role=Message.Role.CUSTOMER).exclude(text="").exists()
    )
    cut_off = conversation and conversation.verified_phone and turn.booking_cut_off(conversation)
    if put_through:
        pass
    elif cut_off and _first_report_of_its_end(conversation):
        text_back_cut_off_call(shop, conversation, cut_off)
    elif said_nothing or failed:
        # Hung up on the greeting: most such callers ring the next shop on their list.
        text_back_missed_call(shop, normalize_phone(request.POST.get("From", "")))
    answer = VoiceResponse()
    if failed:
        log.warning("ConversationRelay session for shop %s failed", shop.slug)
        if put_through:
            answer.say(
                "Sorry, something went wrong on our end. Let me put you through to the team."
            )
            answer.dial(timeout=RING_STAFF_SECONDS).number(shop.staff_phone)
        else:
            answer.say(
                f"Sorry, something went wrong on our end. We'll text you, so you can go on with "
                f"{shop.name} by text."
            )
    answer.hangup()
    return answer


def _first_report_of_its_end(call: Conversation) -> bool:
    """Whether the call's end is reported for the first time: Twilio retries a webhook it got no
    answer to in time, and the caller is texted about their booking once."""
    with transaction.atomic():
        locked = Conversation.objects.select_for_update().get(pk=call.pk)
        if locked.state.get("ended"):
            return False
        locked.state = {**locked.state, "ended": True}
        locked.save(update_fields=["state"])
    call.state = locked.state
    return True


def text_back_cut_off_call(shop: Shop, call: Conversation, service: Service) -> None:
    """A call that ended with a booking under way (a dropped line, a caller pulled away): the
    caller is texted to finish it there, and their reply goes on from where the call stopped
    (one who takes no texts is called back)."""
    caller = call.verified_phone
    if call.state.get("no_texts") or opted_out(shop, caller):
        _call_back_cut_off_call(shop, call, service)
        return
    turn.carry_on(call, text_conversation(shop, caller))
    body = (
        f"{shop.name}: sorry we got cut off before your {service.name} was booked. Reply here "
        "with a day and time that suit you, and we'll finish booking it."
    )
    queue_text(shop=shop, to=caller, body=body, kind=OutboundText.Kind.MISSED_CALL)


def _call_back_cut_off_call(shop: Shop, call: Conversation, service: Service) -> None:
    """A call cut off before its booking from a number that takes no texts (a landline, as the
    caller said, or one that replied STOP): no text would reach them, so the team is asked to
    call back, and the call is on the call-back list. The time held runs out on its own."""
    Conversation.objects.filter(pk=call.pk).update(handed_off=True, called_back_at=None)
    if not shop.staff_phone or not may_text_the_staff(shop, dict(call.state), timezone.now()):
        return
    name = call.state.get("name", "")
    who = f"{name} ({call.verified_phone})" if name else call.verified_phone
    body = (
        f"Frontdesk: a call from {who} was cut off before their {service.name} was booked, "
        "and the number takes no texts. Please call them back."
    )
    queue_text(shop=shop, to=shop.staff_phone, body=body, kind=OutboundText.Kind.MESSAGE_FOR_OWNER)


def text_back_missed_call(shop: Shop, caller: str) -> None:
    """One text a day to a caller who hung up before saying what they wanted, inviting them to
    go on by text (answered by the assistant like any other)."""
    if not caller:
        return
    start_of_today, _ = shop.days_span(shop.today(), shop.today())
    already = OutboundText.objects.filter(
        shop=shop, to=caller, kind=OutboundText.Kind.MISSED_CALL, created_at__gte=start_of_today
    )
    if already.exists():
        return
    if is_open_at(shop, timezone.now()):
        body = (
            f"{shop.name}: sorry we missed your call! Reply here to book, or to ask about prices "
            "and hours, and we'll answer right away."
        )
    else:
        body = (
            f"{shop.name}: thanks for calling. We're closed right now, but you can book or ask "
            "about prices and hours by replying here at any time."
        )
    queue_text(shop=shop, to=caller, body=body, kind=OutboundText.Kind.MISSED_CALL)
