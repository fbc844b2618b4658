"""Limits on the texts a shop pays for that anyone could ask for.

The website chat is open to the whole internet and a new chat is one request away, so a limit
per conversation or per number stops no one who types a new number into each new chat: an SMS
pumping scheme makes the shop pay for a text to each of thousands of premium or far-away
numbers. A number the channel proved (the SMS sender, the caller ID, a code typed back) is the
customer's own; one typed in (or said on a call beside the caller's own) is texted only in the
shop's own country and only so many times a day. The staff phone and a visit's confirmation
have limits of their own. Each limit is decided before the reply is written, so the customer is
never told about a text that is not sent.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

import phonenumbers
from django.db.models import F
from django.utils import timezone
from phonenumbers import PhoneNumberType

from assistant.models import OutboundText, TypedNumberDay
from assistant.notifications import appointment_text
from booking.models import Appointment, Customer, Shop

log = logging.getLogger(__name__)

# Texts a day to numbers nobody proved (codes, the address, booking confirmations). A small
# shop's chat books a dozen or two visits on its busiest day; far past that, someone is
# harvesting texts, and the owner is told on the Texts page.
TYPED_NUMBER_TEXTS_PER_DAY = 50
# The US and Canada text each other at home rates, but share +1 with the Caribbean, whose
# numbers are the classic SMS pumping destinations: the calling code alone is not enough.
SAME_COUNTRY = ({"US", "CA"},)
NORTH_AMERICA = 1  # the calling code of the shared numbering plan
# Numbers that cost whoever texts them extra, by design.
COSTLY_NUMBER_TYPES = {PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST}
# Where numbers are read when the shop has none of its own to say (booking.phones).
DEFAULT_REGION = "US"

# A person asked for, or a question left for the team, texts the staff phone at most once in
# this long per conversation: the later ones are in the transcript the call-back list links to.
STAFF_TEXT_EVERY = timedelta(minutes=10)
# And at most this many an hour from all the shop's conversations together (new chats cost an
# attacker nothing); the rest are still listed to call back.
STAFF_TEXTS_PER_HOUR = 20

# The team's text about each booking a customer made is sent at most this many times an hour: a
# script booking visit after visit in new chats would ring a mechanic's phone each time. The
# rest are on the calendar, where every booking is.
BOOKING_NEWS_PER_HOUR = 20

# "I never got the confirmation" texts it again at most this many times a visit.
CONFIRMATION_RESENDS = 2

# A visit's moves are texted at most this many times a day: a chat moving one visit back and
# forth would text its number at every move. Later moves are still said in the chat and on the
# visit's page.
MOVES_TEXTED_PER_DAY = 3

# The status of a confirmation decided against: the visit's number gets no texts about it.
HELD_BACK = "held back"
# What Twilio reports of a text that never reached the phone, or what we record of one it
# refused to send.
NOT_DELIVERED = ("undelivered", "failed")


def shop_region(shop: Shop) -> str:
    """The country the shop texts from: its Twilio number's, else its staff phone's."""
    for number in (shop.twilio_number, shop.staff_phone):
        region = _region(number or "")
        if region:
            return region
    return DEFAULT_REGION


def texts_there(shop: Shop, phone: str) -> bool:
    """Whether a number nobody proved may be texted at all: in the shop's own country, and not
    a premium-rate line."""
    try:
        number = phonenumbers.parse(phone)
    except phonenumbers.NumberParseException:
        return False
    if phonenumbers.number_type(number) in COSTLY_NUMBER_TYPES:
        return False
    ours = shop_region(shop)
    if number.country_code != phonenumbers.country_code_for_region(ours):
        return False
    if number.country_code != NORTH_AMERICA:
        return True  # +44 is Britain, Guernsey, Jersey and Man alike, texted at home rates
    theirs = phonenumbers.region_code_for_number(number)
    return theirs == ours or any({theirs, ours} <= regions for regions in SAME_COUNTRY)


def may_text_unproven(shop: Shop, phone: str, now: datetime) -> bool:
    """Whether to text a number nobody proved; yes counts it against the shop's day. Called
    inside the turn's transaction: the day's row is locked while it is counted."""
    if not texts_there(shop, phone):
        log.info(
            "shop %s: no text to an unproven number in %s (…%s): outside the shop's country "
            "or premium rate",
            shop.slug,
            _region(phone) or "?",
            phone[-4:],
        )
        return False
    day, _ = TypedNumberDay.objects.select_for_update().get_or_create(
        shop=shop, day=shop.today(now)
    )
    if day.sent >= TYPED_NUMBER_TEXTS_PER_DAY:
        if not day.held_back:
            log.warning(
                "shop %s: %d texts to unproven numbers today, the day's limit; the rest are "
                "held back (…%s first)",
                shop.slug,
                day.sent,
                phone[-4:],
            )
        TypedNumberDay.objects.filter(pk=day.pk).update(held_back=F("held_back") + 1)
        return False
    TypedNumberDay.objects.filter(pk=day.pk).update(sent=F("sent") + 1)
    return True


def may_text_the_staff(shop: Shop, state: dict, now: datetime) -> bool:
    """Whether this conversation may text the staff phone now; yes is noted in its state."""
    last = state.get("staff_texted_at")
    if last and now < datetime.fromisoformat(last) + STAFF_TEXT_EVERY:
        log.info("shop %s: staff phone texted by this conversation lately; not again", shop.slug)
        return False
    this_hour = OutboundText.objects.filter(
        shop=shop,
        kind=OutboundText.Kind.MESSAGE_FOR_OWNER,
        appointment__isnull=True,  # a booking's own news for the team is not asked for
        # Stamped on the clock, not the turn's `now` (a test's or a replay's moment).
        created_at__gt=timezone.now() - timedelta(hours=1),
    ).count()
    if this_hour >= STAFF_TEXTS_PER_HOUR:
        log.warning(
            "shop %s: %d texts to the staff phone this hour, the limit; the rest wait on the "
            "call-back list",
            shop.slug,
            this_hour,
        )
        return False
    state["staff_texted_at"] = now.isoformat()
    return True


def may_text_booking_news(shop: Shop) -> bool:
    """Whether the staff phone may be texted about one more booking a customer made."""
    this_hour = OutboundText.objects.filter(
        shop=shop,
        kind=OutboundText.Kind.MESSAGE_FOR_OWNER,
        appointment__isnull=False,
        created_at__gt=timezone.now() - timedelta(hours=1),
    ).count()
    if this_hour >= BOOKING_NEWS_PER_HOUR:
        log.warning(
            "shop %s: %d bookings texted to the staff phone this hour, the limit; the rest are "
            "on the calendar",
            shop.slug,
            this_hour,
        )
        return False
    return True


def may_resend_confirmation(state: dict, visit: Appointment, *, proven: str, now: datetime) -> bool:
    """Whether "I never got the confirmation" may text it again; yes is noted in the state
    (the text is recorded only once the worker sends it, after the turn)."""
    if held_back(visit) or visit.customer is None or opted_out(visit.shop, visit.customer.phone):
        return False
    if visit.texts.filter(to=visit.customer.phone, status__in=NOT_DELIVERED).exists():
        # Twilio could not deliver to that number before: the customer is told the number
        # the visit is under instead, to catch a wrong one, not that a text is on its way.
        return False
    sent = OutboundText.objects.filter(
        appointment=visit, kind=OutboundText.Kind.CONFIRMATION
    ).count()
    resent = state.get("confirmations_resent", {})
    count = max(sent - 1, resent.get(str(visit.pk), 0))  # the first one is not a resend
    if count >= CONFIRMATION_RESENDS:
        log.info("shop %s: confirmation of visit %s resent enough", visit.shop.slug, visit.pk)
        return False
    phone = visit.customer.phone
    if phone != proven and not may_text_unproven(visit.shop, phone, now):
        return False
    state["confirmations_resent"] = {**resent, str(visit.pk): count + 1}
    return True


def confirms_by_text(shop: Shop, visit: Appointment, *, proven: str, now: datetime) -> bool:
    """Whether a visit just booked is confirmed by text: always to the number the channel
    proved (`proven`); to another only as the limits above allow. One not texted is recorded,
    held back, so no text about it (a change, a reminder) goes to that number later."""
    phone = visit.customer.phone if visit.customer else ""
    if phone and opted_out(shop, phone):
        # Nothing is sent to a number that said STOP (`send_text` records the confirmation
        # as skipped), and nothing held back either: after START its reminder goes again.
        return False
    if not phone or phone == proven or may_text_unproven(shop, phone, now):
        return True
    OutboundText.objects.create(
        shop=shop,
        appointment=visit,
        to=phone,
        body=appointment_text(visit, "is confirmed for"),
        kind=OutboundText.Kind.CONFIRMATION,
        backend="",
        status=HELD_BACK,
        error=(
            f"not sent: the day's limit of {TYPED_NUMBER_TEXTS_PER_DAY} texts to numbers typed "
            "in was reached"
            if texts_there(shop, phone)
            else "not sent: a number typed in, abroad or premium rate"
        ),
    )
    return False


def held_back(visit: Appointment) -> bool:
    return visit.texts.filter(status=HELD_BACK).exists()


def opted_out(shop: Shop, phone: str) -> bool:
    """Whether the number turned the shop's texts off (STOP): a reply must not promise one."""
    return Customer.objects.filter(shop=shop, phone=phone, sms_opt_out=True).exists()


def texts_a_move(visit: Appointment) -> bool:
    """Whether the visit's number is texted that it moved. Asked by the turn, for its reply,
    and again as the move is announced: the move's own text is not recorded until the worker
    sends it, so both count the same earlier ones."""
    if held_back(visit) or (visit.customer and opted_out(visit.shop, visit.customer.phone)):
        return False
    moves = visit.texts.filter(
        kind=OutboundText.Kind.CHANGE, created_at__gt=timezone.now() - timedelta(days=1)
    ).count()
    if moves >= MOVES_TEXTED_PER_DAY:
        log.info(
            "shop %s: visit %s moved %d times today; not texted", visit.shop_id, visit.pk, moves
        )
        return False
    return True


def _region(phone: str) -> str:
    try:
        return phonenumbers.region_code_for_number(phonenumbers.parse(phone)) or ""
    except phonenumbers.NumberParseException:
        return ""
