"""The owner's view of every conversation and its transcript, of the texts sent, and of the
conversations the assistant answered on each channel (the revenue report shows them)."""

from __future__ import annotations

from datetime import timedelta

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import (
    Count,
    ExpressionWrapper,
    F,
    FloatField,
    Max,
    Min,
    OuterRef,
    Prefetch,
    Q,
    QuerySet,
    Subquery,
)
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST

from assistant.models import Conversation, Message, OutboundText
from assistant.text_limits import TYPED_NUMBER_TEXTS_PER_DAY
from assistant.transcript_times import short_moment, started_words, transcript_lines
from booking.dashboard import member_shop, with_status_words
from booking.models import Appointment, Customer, Shop
from booking.phones import normalize_phone

# How long the Texts page says a day's limit on texts to unproven numbers was reached.
LIMIT_NOTICE_DAYS = 7


@login_required
def conversation_list(request: HttpRequest, slug: str) -> HttpResponse:
    """Every conversation, newest first, with what the customer first wrote and what it booked;
    `phone` keeps one customer's (the customer page links here), `person` those to call back
    (they asked for a person, or left the team a question, a message or a complaint)."""
    shop = member_shop(request, slug)
    conversations = Conversation.objects.filter(shop=shop)
    phone = normalize_phone(request.GET.get("phone", ""))
    if phone:
        conversations = conversations.filter(customer_phone=phone)
    person = request.GET.get("person") == "1"
    if person:
        conversations = conversations.filter(handed_off=True, called_back_at__isnull=True)
    opened_with = Message.objects.filter(
        conversation=OuterRef("pk"), role=Message.Role.CUSTOMER
    ).order_by("pk")
    # The name the shop knows the number by: who to call back, not only a number.
    known_as = Customer.objects.filter(shop=shop, phone=OuterRef("customer_phone"))
    # What each one booked, so the owner sees which talks turned into work without opening them.
    booked = Appointment.objects.select_related("service", "shop").order_by("pk")
    conversations = (
        conversations.annotate(
            message_count=Count("messages"),
            first_message_at=Min("messages__created_at"),
            last_message_at=Max("messages__created_at"),
            opened_with=Subquery(opened_with.values("text")[:1]),
            customer_name=Subquery(known_as.values("name")[:1]),
        )
        .prefetch_related(Prefetch("appointments", queryset=booked))
        .order_by("-updated_at")
    )
    page = Paginator(conversations, 50).get_page(request.GET.get("page"))
    today = shop.today()
    for conversation in page:
        last = conversation.last_message_at or conversation.updated_at
        started = conversation.first_message_at or conversation.created_at
        conversation.last_words = short_moment(last, shop.zone, today)
        conversation.started_words = started_words(started, last, shop.zone, today)
    # How many wait for a call, on every listing: on a busy day the front desk sees the
    # number grow without opening the list.
    to_call_back = Conversation.objects.filter(
        shop=shop, handed_off=True, called_back_at__isnull=True
    ).count()
    return render(
        request,
        "assistant/conversations.html",
        {
            "shop": shop,
            "page": page,
            "phone": phone,
            "person": person,
            "to_call_back": to_call_back,
        },
    )


@login_required
def conversation_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    shop = member_shop(request, slug)
    conversation = get_object_or_404(Conversation, shop=shop, pk=pk)
    customer = Customer.objects.filter(shop=shop, phone=conversation.customer_phone).first()
    # Through the shop's manager each booking knows its shop: its local time costs no query.
    booked = shop.appointments.filter(conversations=conversation).select_related("service")
    return render(
        request,
        "assistant/conversation.html",
        {
            "shop": shop,
            "conversation": conversation,
            "customer": customer if conversation.customer_phone else None,
            "booked": booked.order_by("pk"),
            "transcript": transcript_lines(
                _with_reply_seconds(conversation.messages.all()), shop.zone, shop.today()
            ),
            "started": short_moment(conversation.created_at, shop.zone, shop.today()),
            "called_back": conversation.called_back_at
            and short_moment(conversation.called_back_at, shop.zone, shop.today()),
        },
    )


def _with_reply_seconds(messages: QuerySet[Message]) -> QuerySet[Message]:
    """Each reply's time to answer in seconds, as the owner reads it: "answered in 0.4 s"."""
    seconds = ExpressionWrapper(F("full_reply_ms") / 1000.0, output_field=FloatField())
    return messages.annotate(reply_seconds=seconds)


@login_required
@require_POST
def conversation_called_back(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Someone at the shop called the customer back: it leaves the list of those to call back
    (until the customer asks for the team again)."""
    shop = member_shop(request, slug)
    conversation = get_object_or_404(Conversation, shop=shop, pk=pk, handed_off=True)
    conversation.called_back_at = timezone.now()
    conversation.save(update_fields=["called_back_at"])
    messages.success(request, "Marked as called back.")
    # Back to those still waiting: the front desk works down the list, one call after another.
    return redirect(reverse("conversations:list", args=[shop.slug]) + "?person=1")


@login_required
def text_list(request: HttpRequest, slug: str) -> HttpResponse:
    """Every text sent for the shop (confirmations, reminders, messages for the team), newest
    first, with the ones that failed or were skipped and why."""
    shop = member_shop(request, slug)
    texts = OutboundText.objects.filter(shop=shop).order_by("-created_at", "-id")
    page = Paginator(texts, 50).get_page(request.GET.get("page"))
    # Days the limit on texts to numbers nobody proved was reached: told once a day, not once
    # a text (a flood would bury the page).
    since = shop.today() - timedelta(days=LIMIT_NOTICE_DAYS)
    held_back_days = shop.typed_number_days.filter(day__gt=since, held_back__gt=0)
    return render(
        request,
        "assistant/texts.html",
        {
            "shop": shop,
            "page": page,
            "texts": with_status_words(page),
            "held_back_days": held_back_days,
            "typed_number_limit": TYPED_NUMBER_TEXTS_PER_DAY,
        },
    )


def answered_by_channel(shop: Shop, first_day, last_day) -> list[dict]:
    """The conversations the assistant answered between two local days, on each channel (a phone
    one is a call nobody at the shop picked up), how many booked work (as the appointments
    table counts it: held times are not booked yet) and how many of those bookings are still to
    come or done."""
    start, end = shop.days_span(first_day, last_day)
    rows = {
        channel: {"channel": label, "answered": 0, "booked": 0, "kept": 0}
        for channel, label in Conversation.Channel.choices
    }
    conversations = Conversation.objects.filter(
        shop=shop, created_at__gte=start, created_at__lt=end
    )
    booked = ~Q(appointments__status=Appointment.Status.HELD)
    # A booking cancelled or not shown up for is worth nothing: only those kept are valued.
    kept = Q(appointments__status__in=(Appointment.Status.CONFIRMED, Appointment.Status.COMPLETED))
    counted = conversations.annotate(
        booked=Count("appointments", filter=booked), kept=Count("appointments", filter=kept)
    )
    for channel, booked_count, kept_count in counted.values_list("channel", "booked", "kept"):
        rows[channel]["answered"] += 1
        rows[channel]["booked"] += bool(booked_count)
        rows[channel]["kept"] += bool(kept_count)
    labels = {"chat": "Website chat", "phone": "Phone calls", "sms": "Texts (SMS)"}
    return [row | {"channel": labels.get(channel, row["channel"])} for channel, row in rows.items()]
