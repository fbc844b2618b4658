"""The demo's first conversations: real turns through the assistant on every channel, so the
owner's Conversations page, Texts page and report show what it does; running the demo again
adds none."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.core.management import call_command
from django.urls import reverse

from assistant.dashboard import answered_by_channel
from assistant.demo import CUSTOMERS, seed_demo_conversations
from assistant.models import Conversation, Message, OutboundText
from booking.demo import seed_demo
from booking.models import Appointment, Membership
from tests.assistant.demo_talks import todays_conversations

# Texts are sent once a turn commits.
pytestmark = pytest.mark.django_db(transaction=True)

# A Tuesday morning in Golden: tomorrow is a working day.
NOW = datetime(2026, 12, 8, 8, 0, tzinfo=ZoneInfo("America/Denver"))


@pytest.fixture
def shop(settings):
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    return seed_demo(seed=3, now=NOW).shop


def test_the_demo_customers_talk_book_and_show_on_the_owners_pages(shop, client, settings):
    # As the demo runs: the model reads and writes today's conversations.
    settings.ASSISTANT_MODEL_REPLIES = settings.ASSISTANT_MODEL_UNDERSTANDS = True

    had = seed_demo_conversations(shop, now=NOW)

    # The history's conversations (test_demo_history_conversations.py) booked its customers' visits;
    # the month's others booked nothing (test_demo_conversations_add_up.py).
    history = Conversation.objects.filter(
        appointments__customer__phone__regex=r"^\+1(303|720)"
    ).distinct()
    conversations = todays_conversations(shop)
    assert had.today == len(CUSTOMERS) == conversations.count()
    assert Conversation.objects.filter(shop=shop).count() == had.history + had.asked + had.today
    assert set(conversations.values_list("channel", flat=True)) == {"chat", "phone", "sms"}
    for conversation in conversations:
        roles = list(conversation.messages.values_list("role", flat=True))
        assert Message.Role.CUSTOMER in roles and roles[-1] == Message.Role.ASSISTANT
        # A text opens with the customer's text; a chat and a call with the greeting.
        opener = Message.Role.CUSTOMER if conversation.channel == "sms" else Message.Role.ASSISTANT
        assert roles[0] == opener
    # The model wrote today's replies, the templates the month before (else the demo would
    # take minutes to start).
    replies = Message.objects.filter(role=Message.Role.ASSISTANT).exclude(act="greet")
    written = replies.filter(source=Message.Source.MODEL)
    assert written.filter(conversation__in=conversations).count() > len(CUSTOMERS)
    assert not written.exclude(conversation__in=conversations).exists()
    # Four of them book, each confirmed by text; the Tesla gets a tire rotation, no oil change.
    booked = Appointment.objects.filter(customer__phone__startswith="+1970")
    assert booked.count() == 4
    confirmed = OutboundText.objects.filter(kind=OutboundText.Kind.CONFIRMATION)
    assert sorted(confirmed.values_list("to", flat=True)) == sorted(
        booked.values_list("customer__phone", flat=True)
    )
    tesla = booked.get(customer__phone="+19705550163")
    assert (tesla.service.name, tesla.vehicle) == ("Tire rotation", "Tesla Model 3")
    # The report counts them with the visits booked earlier today, and the owner reads them.
    rows = answered_by_channel(shop, shop.today(), shop.today())
    start, end = shop.days_span(shop.today(), shop.today())
    earlier_today = Conversation.objects.filter(
        shop=shop, created_at__gte=start, created_at__lt=end
    ).exclude(pk__in=conversations.values("pk"))
    booked_earlier_today = history.filter(created_at__gte=start, created_at__lt=end)
    assert sum(row["answered"] for row in rows) == len(CUSTOMERS) + earlier_today.count()
    assert sum(row["booked"] for row in rows) == 4 + booked_earlier_today.count()
    client.force_login(Membership.objects.get(shop=shop, role=Membership.Role.OWNER).user)
    # Found by the customer's number: the history's newer conversations fill the first page, as
    # its visits were booked up to NOW, days after they talked by the test machine's clock.
    page = client.get(
        reverse("conversations:list", args=[shop.slug]), {"phone": "970-555-0142"}
    ).content.decode()
    assert "how much for brake pads on a 2017 honda civic?" in page
    page = client.get(reverse("conversations:list", args=[shop.slug])).content.decode()
    assert "Text (SMS)" in page


def test_running_the_demo_again_adds_no_conversations(shop):
    call_command("seed_demo_conversations")
    count = Conversation.objects.count()

    call_command("seed_demo_conversations")

    assert Conversation.objects.count() == count > 0
