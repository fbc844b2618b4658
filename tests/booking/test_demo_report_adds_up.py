"""On the demo's month, the recovered-revenue report's two tables agree for any period the owner
picks: the appointments the assistant booked and the conversations that booked them are counted
on the same days, whatever day the visits are."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.urls import reverse

from assistant.demo import seed_demo_conversations
from booking.demo import seed_demo

pytestmark = pytest.mark.django_db

# A Wednesday morning in Golden: a fixed day, so that the demo's month is the same every run.
NOW = datetime(2026, 11, 18, 10, tzinfo=ZoneInfo("America/Denver"))
LABELS = {"Website chat": "chat", "Phone calls": "phone", "Texts (SMS)": "sms"}


@pytest.fixture(scope="module")
def seeded(django_db_setup, django_db_blocker):
    """One demo for the whole module, rolled back at its end: seeding takes seconds."""
    with django_db_blocker.unblock(), transaction.atomic():
        shop = seed_demo(seed=11, now=NOW).shop
        seed_demo_conversations(shop, now=NOW)
        yield shop
        transaction.set_rollback(True)


@pytest.fixture
def owner_client(client, seeded, db):
    client.force_login(get_user_model().objects.get(username="owner"))
    return client


def tables(client, shop, first_day, last_day) -> tuple[dict[str, int], dict[str, int]]:
    """The appointments table's "Booked" and the conversations table's "Booked work", each by
    channel, for the days asked."""
    page = client.get(
        reverse("dashboard:report", args=[shop.slug]),
        {"from": str(first_day), "to": str(last_day)},
    )
    appointments = {line.channel: line.booked for line in page.context["report"].lines}
    conversations = {LABELS[row["channel"]]: row["booked"] for row in page.context["answered"]}
    return appointments, conversations


def test_the_month_adds_up(owner_client, seeded):
    today = NOW.date()

    appointments, conversations = tables(owner_client, seeded, today - timedelta(days=30), today)

    assert appointments == conversations
    assert sum(appointments.values()) > 150


@pytest.mark.parametrize("days_back", [1, 7, 14])
def test_the_last_days_add_up(owner_client, seeded, days_back):
    today = NOW.date()

    appointments, conversations = tables(
        owner_client, seeded, today - timedelta(days=days_back), today
    )

    assert appointments == conversations
    assert sum(appointments.values()) > 0


def test_each_day_adds_up(owner_client, seeded):
    for days_back in range(31):
        day = NOW.date() - timedelta(days=days_back)
        appointments, conversations = tables(owner_client, seeded, day, day)
        assert appointments == conversations, day
