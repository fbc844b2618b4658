"""The demo's history agrees with itself: every visit on the calendar that the assistant booked
(by chat, phone or text) has the conversation that booked it, and the owner's recovered-revenue
report counts the same bookings in its appointments and in its conversations.

The demo is seeded as `./scripts/demo` seeds it, around the machine's own today, since the
report's default period is counted from it."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.urls import reverse

from assistant.demo import CUSTOMERS, seed_demo_conversations
from assistant.models import Conversation, Message
from assistant.words import day_words, time_words
from booking.demo import seed_demo
from booking.models import Appointment, Customer
from booking.services import appointment_book
from tests.assistant.demo_talks import todays_conversations
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

ASSISTANT_CHANNELS = ("chat", "phone", "sms")


@pytest.fixture(scope="module")
def seeded(django_db_setup, django_db_blocker):
    """One demo for the whole module, rolled back at its end: seeding takes seconds."""
    with django_db_blocker.unblock(), transaction.atomic():
        shop = seed_demo(seed=5).shop
        yield shop, seed_demo_conversations(shop)
        transaction.set_rollback(True)


@pytest.fixture
def shop(seeded, db):
    return seeded[0]


@pytest.fixture
def owner_client(client, shop):
    client.force_login(get_user_model().objects.get(username="owner"))
    return client


def history_visits(shop):
    return shop.appointments.filter(channel__in=ASSISTANT_CHANNELS).exclude(
        customer__phone__startswith="+1970"  # the customers who talk as the demo starts
    )


def test_every_visit_the_assistant_booked_has_the_conversation_that_booked_it(shop, seeded):
    visits = list(history_visits(shop).select_related("service").prefetch_related("conversations"))

    assert seeded[1].history == len(visits) > 150
    assert seeded[1].rebooked_by_staff == 0
    for visit in visits:
        (conversation,) = visit.conversations.all()
        assert conversation.channel == visit.channel
        transcript = list(conversation.messages.all())
        said = [m.text for m in transcript if m.role == Message.Role.CUSTOMER]
        assert visit.service.name.lower() in said[0].lower()
        # It ends as the visit was booked, with the assistant saying what it booked.
        last = transcript[-1]
        local = visit.local_start()
        assert last.act == "booked" and last.created_at == visit.created_at
        assert visit.service.name in last.text
        assert day_words(local.date()) in last.text and time_words(local) in last.text
        assert conversation.created_at < visit.created_at
        assert [m.created_at for m in transcript] == sorted(m.created_at for m in transcript)


def test_the_shops_own_bookings_have_no_conversation(shop):
    staff = shop.appointments.filter(channel=Appointment.Channel.STAFF)

    assert staff.count() > 20
    assert not staff.filter(conversations__isnull=False).exists()


def test_the_recovered_revenue_report_adds_up(owner_client, shop):
    page = owner_client.get(reverse("dashboard:report", args=[shop.slug]))

    report, answered = page.context["report"], page.context["answered"]
    booked_work = {row["channel"]: row["booked"] for row in answered}
    by_channel = {line.label: line.booked for line in report.lines}
    # The same bookings, counted by their visits and by the conversations that made them.
    assert booked_work == {
        "Website chat": by_channel["Website chat"],
        "Phone calls": by_channel["Phone"],
        "Texts (SMS)": by_channel["Text (SMS)"],
    }
    assert report.booked == sum(booked_work.values()) > 150
    assert report.revenue > Decimal(10_000)
    assert f"${report.revenue:,.2f}" in page.content.decode()


def test_the_owner_reads_what_the_customer_said_from_a_visits_page(owner_client, shop):
    visit = history_visits(shop).filter(status=Appointment.Status.COMPLETED, channel="chat")[0]

    page = owner_client.get(reverse("dashboard:appointment", args=[shop.slug, visit.pk]))

    conversation = visit.conversations.get()
    link = reverse("conversations:detail", args=[shop.slug, conversation.pk])
    assert f'href="{link}">what the customer said' in page.content.decode()
    transcript = owner_client.get(link).content.decode()
    assert visit.customer.name in transcript
    assert f"{visit.customer.phone[2:5]}-{visit.customer.phone[5:8]}" in transcript
    assert "You&#x27;re booked" in transcript


def test_a_number_is_asked_its_name_only_the_first_time_it_books(shop):
    texted = history_visits(shop).filter(channel="sms").select_related("customer")
    firsts = [
        visit
        for visit in texted
        if not visit.customer.appointments.filter(created_at__lt=visit.created_at).exists()
    ]

    assert firsts and len(firsts) < len(texted)
    for visit in texted:
        acts = list(visit.conversations.get().messages.values_list("act", flat=True))
        assert ("ask_name" in acts) == (visit in firsts)


def test_the_demo_customers_still_talk_after_the_history(shop, seeded):
    today = todays_conversations(shop)

    assert seeded[1].today == len(CUSTOMERS) == today.count()
    assert Appointment.objects.filter(customer__phone__startswith="+1970").count() == 4
    # Besides them, the month's conversations booked its visits or nothing.
    month = Conversation.objects.filter(shop=shop).exclude(pk__in=today.values("pk"))
    assert month.exclude(appointments=None).distinct().count() == seeded[1].history
    assert month.filter(appointments=None).count() == seeded[1].asked > 0


def test_a_visit_no_conversation_could_have_booked_becomes_the_shops_own():
    """A history written by hand (not booking/demo.py) with a chat booking made inside the
    shop's notice, which the assistant refuses: the report must not credit the assistant."""
    shop = make_shop(slug="elsewhere", min_notice_minutes=120)
    service = make_service(shop, "Oil change", aliases=["oil"])
    day = next(
        shop.today() - timedelta(days=n)
        for n in range(3, 10)
        if (shop.today() - timedelta(days=n)).weekday() < 5
    )
    booked_at = datetime.combine(day, time(9, 30), shop.zone)
    customer = Customer.objects.create(shop=shop, phone="+13035550111", name="Dana Reyes")
    visit = appointment_book(
        shop=shop,
        service=service,
        start=datetime.combine(day, time(10), shop.zone),
        customer=customer,
        channel=Appointment.Channel.CHAT,
        vehicle="2014 Honda Civic",
        by_staff=True,
        now=booked_at,
    )
    Appointment.objects.filter(pk=visit.pk).update(created_at=booked_at)

    had = seed_demo_conversations(shop)

    assert (had.history, had.rebooked_by_staff) == (0, 1)
    visit.refresh_from_db()
    assert visit.channel == Appointment.Channel.STAFF and not visit.conversations.exists()
