"""An owner trying the product on the seeded demo reads a report whose numbers agree: on every
channel the assistant answered at least as many conversations as it booked appointments, and
every appointment it is credited with opens on the conversation that booked it, a short talk
that ends with the booking."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.urls import reverse

from assistant.demo import seed_demo_conversations
from assistant.models import Message
from booking.demo import seed_demo
from booking.models import Appointment

pytestmark = pytest.mark.django_db

# A Monday afternoon in Golden, so the demo's month is the same every run.
NOW = datetime(2026, 11, 23, 14, tzinfo=ZoneInfo("America/Denver"))
ROWS = {"chat": "Website chat", "phone": "Phone calls", "sms": "Texts (SMS)"}


@pytest.fixture(scope="module")
def seeded(django_db_setup, django_db_blocker):
    """One demo for the whole module, rolled back at its end: seeding takes seconds."""
    with django_db_blocker.unblock(), transaction.atomic():
        shop = seed_demo(seed=8, now=NOW).shop
        seed_demo_conversations(shop, now=NOW)
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


def test_each_channel_answered_at_least_the_conversations_that_booked(report_page):
    booked = {line.channel: line.booked for line in report_page.context["report"].lines}
    answered = {row["channel"]: row for row in report_page.context["answered"]}
    page = report_page.content.decode()

    for channel, label in ROWS.items():
        row = answered[label]
        assert row["answered"] >= row["booked"] == booked[channel] > 0, channel
        # What the owner reads, not only what the view computed.
        assert f"<td>{label}</td><td>{row['answered']}</td><td>{row['booked']}</td>" in page


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
