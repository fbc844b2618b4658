"""The revenue report also shows the conversations the assistant answered on each channel, and
how many booked work: the calls nobody at the shop picked up, turned into appointments."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from assistant import turn
from assistant.models import Conversation
from tests.factories import book, local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


def rows(page: str) -> dict[str, tuple[int, int]]:
    """Each channel's conversations answered and those that booked work."""
    table = page.split("Conversations it answered")[1]
    found = re.findall(r"<tr><td>([^<]+)</td><td>(\d+)</td><td>(\d+)</td><td>\d+</td>", table)
    return {label: (int(answered), int(booked)) for label, answered, booked in found}


def test_the_report_counts_each_channels_conversations_and_those_that_booked(client):
    shop = make_shop()
    service = make_service(shop)
    customer = make_customer(shop)
    monday = local(shop, 2030, 1, 7, 7)
    visits = iter(
        book(shop, service, customer, local(shop, 2030, 1, 8, hour), monday)
        for hour in (8, 9, 10, 11)
    )
    talks = [("phone", 1), ("phone", 0), ("phone", 2), ("sms", 0), ("chat", 1)]
    for channel, booked in talks:
        conversation, _ = turn.start(shop, channel, verified_phone="+13035550177")
        conversation.appointments.add(*(next(visits) for _ in range(booked)))
    old, _ = turn.start(shop, "chat")  # before the report's days
    Conversation.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=90))
    turn.start(make_shop(slug="rival"), "phone")  # another shop's call
    client.force_login(make_user("olive", shop=shop))

    page = client.get(reverse("dashboard:report", args=[shop.slug])).content.decode()

    assert rows(page) == {"Website chat": (1, 1), "Phone calls": (3, 2), "Texts (SMS)": (1, 0)}
