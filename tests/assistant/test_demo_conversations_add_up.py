"""An owner trying the product on the seeded demo reads a report whose numbers agree and look
like a shop's: on every channel the assistant answered more conversations than it booked
appointments (a third or so of a month's book nothing: a price asked, the hours, a question for
the team), every appointment it is credited with opens on the conversation that booked it, a
short talk that ends with the booking, and the conversations that booked nothing were called
back when they asked for it."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.urls import reverse

from assistant.demo import ASKED_NUMBERS, _asks, seed_demo_conversations
from assistant.models import Conversation, Message
from booking.demo import seed_demo
from booking.models import Appointment
from booking.selectors import is_open_at
from tests.assistant.demo_talks import todays_conversations

pytestmark = pytest.mark.django_db

# A Monday afternoon in Golden, so the demo's month is the same every run.
NOW = datetime(2026, 11, 23, 14, tzinfo=ZoneInfo("America/Denver"))
ROWS = {"chat": "Website chat", "phone": "Phone calls", "sms": "Texts (SMS)"}


@pytest.fixture(scope="module")
def seeded(django_db_setup, django_db_blocker):
    """One demo for the whole module, rolled back at its end: seeding takes seconds."""
    with django_db_blocker.unblock(), transaction.atomic():
        shop = seed_demo(seed=8, now=NOW).shop
        # What seeding said it did, to hold the pages to it.
        shop.demo_conversations = seed_demo_conversations(shop, now=NOW)
        yield shop
        transaction.set_rollback(True)


@pytest.fixture
def report_page(client, seeded, db):
    client.force_login(get_user_model().objects.get(username="owner"))
    today = NOW.date()
    return client.get(
        reverse("dashboard:report", args=[seeded.slug]),
        {"from": str(today - timedelta(days=30)), "to": str(today)},
    )


def assistant_visits(shop):
    return shop.appointments.filter(channel__in=list(ROWS)).exclude(status=Appointment.Status.HELD)


def booked_nothing(shop):
    """The month's conversations that booked nothing (not those of the customers who talk as
    the demo starts)."""
    today = todays_conversations(shop).values("pk")
    return Conversation.objects.filter(shop=shop, appointments=None).exclude(pk__in=today)


def test_each_channel_answered_more_conversations_than_it_booked(report_page):
    booked = {line.channel: line.booked for line in report_page.context["report"].lines}
    answered = {row["channel"]: row for row in report_page.context["answered"]}
    page = report_page.content.decode()

    for channel, label in ROWS.items():
        row = answered[label]
        assert row["answered"] > row["booked"] == booked[channel] > 0, channel
        # What the owner reads, not only what the view computed.
        assert f"<td>{label}</td><td>{row['answered']}</td><td>{row['booked']}</td>" in page


def test_a_third_or_so_of_the_months_conversations_booked_nothing(report_page, seeded):
    rows = report_page.context["answered"]
    answered = sum(row["answered"] for row in rows)
    booked = sum(row["booked"] for row in rows)

    assert 0.30 <= (answered - booked) / answered <= 0.40
    # The customers who talk as the demo starts do so at the machine's today, after NOW.
    assert answered - booked == booked_nothing(seeded).count() == seeded.demo_conversations.asked


def test_the_conversations_that_booked_nothing_are_real_ones_over_the_month(seeded):
    conversations = booked_nothing(seeded).prefetch_related("messages")
    acts, days = set(), set()

    for conversation in conversations:
        transcript = list(conversation.messages.all())
        said = [m for m in transcript if m.role == Message.Role.CUSTOMER]
        assert said and transcript[-1].role == Message.Role.ASSISTANT
        replies = {m.act for m in transcript if m.role == Message.Role.ASSISTANT}
        assert not replies & {"confirm", "booked", "ask_name"}, conversation
        acts |= replies
        # Said in the shop's opening hours, within a few minutes.
        assert is_open_at(seeded, transcript[0].created_at), conversation.created_at
        assert transcript[-1].created_at - transcript[0].created_at < timedelta(minutes=5)
        assert conversation.created_at == transcript[0].created_at <= NOW
        days.add(seeded.local(conversation.created_at).date())
        if conversation.channel != "chat":
            # From the customer's own number, apart from the history's and today's customers'.
            assert conversation.verified_phone == conversation.customer_phone
            assert conversation.customer_phone in ASKED_NUMBERS
    # Prices turned down, the hours, the address, the shop's answers, a question left for the
    # team, a call back asked for, a caller who hangs up or had the wrong number.
    assert {"quote", "hours", "location", "shop_answer", "take_message", "handoff"} <= acts
    assert {"farewell", "unknown_service"} <= acts
    assert len(days) >= 20
    assert set(conversations.values_list("channel", flat=True)) == set(ROWS)
    # Most often a price asked and turned down.
    turned_down = [
        conversation
        for conversation in conversations
        if [m.act for m in conversation.messages.all()][-3:] == ["quote", "", "ask_service"]
    ]
    assert len(turned_down) >= 0.25 * conversations.count()
    # Nobody who booked nothing became a customer on file.
    assert not seeded.customers.filter(phone__in=ASKED_NUMBERS).exists()


def test_nothing_that_booked_nothing_waits_to_be_called_back_unless_asked_today(seeded, client, db):
    asked_for_the_team = booked_nothing(seeded).filter(handed_off=True)
    waiting = asked_for_the_team.filter(called_back_at__isnull=True)
    called_back = asked_for_the_team.filter(called_back_at__isnull=False)

    assert called_back.count() >= 3
    for conversation in called_back:
        last = conversation.messages.order_by("created_at").last().created_at
        assert last < conversation.called_back_at <= NOW
        # Called back the same day, in opening hours.
        assert seeded.local(conversation.called_back_at).date() == seeded.local(last).date()
        assert is_open_at(seeded, conversation.called_back_at - timedelta(seconds=1))
    for conversation in waiting:
        assert seeded.local(conversation.created_at).date() == NOW.date()
    # The front desk's list holds them and the customers who asked as the demo started.
    client.force_login(get_user_model().objects.get(username="owner"))
    page = client.get(reverse("conversations:list", args=[seeded.slug]), {"person": "1"})
    today = todays_conversations(seeded).filter(handed_off=True, called_back_at__isnull=True)
    assert page.context["to_call_back"] == waiting.count() + today.count()


def test_the_same_shop_and_moment_ask_the_same(seeded):
    first, again = _asks(seeded, NOW, 200), _asks(seeded, NOW, 200)

    assert first == again and len(first) == round(200 * 35 / 65)
    assert [ask.at for ask in first] == sorted(ask.at for ask in first)


def test_every_visit_the_assistant_booked_has_the_conversation_it_came_from(seeded):
    visits = assistant_visits(seeded).select_related("customer", "service")

    assert visits.count() > 150
    for visit in visits.prefetch_related("conversations"):
        (conversation,) = visit.conversations.all()
        assert conversation.channel == visit.channel
        if visit.channel != Appointment.Channel.CHAT:
            # A call or a text is from the customer's own number.
            assert conversation.verified_phone == visit.customer.phone


def test_a_booking_conversation_reads_as_one(seeded):
    """The customer asks, the assistant says back the time and price, the customer says yes,
    and it is booked under the customer's name, all within a few minutes."""
    for channel in ROWS:
        visit = assistant_visits(seeded).filter(channel=channel).order_by("created_at")[0]
        transcript = list(visit.conversations.get().messages.all())

        customer_says = [m.text for m in transcript if m.role == Message.Role.CUSTOMER]
        assert visit.service.name.lower() in customer_says[0].lower()
        acts = [m.act for m in transcript if m.role == Message.Role.ASSISTANT]
        assert acts[-2:] == ["confirm", "booked"]
        assert re.search(r"\$?\d+ to \$?\d+", transcript[-3].text), transcript[-3].text
        assert visit.customer.name in transcript[-1].text
        assert transcript[-1].created_at - transcript[0].created_at < timedelta(minutes=10)
