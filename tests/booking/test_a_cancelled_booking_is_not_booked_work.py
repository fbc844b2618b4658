"""A conversation whose booking was cancelled (or not shown up for) brought no work: the report
counts it booked, as the appointments table does, but not still booked and not at a repair
order, and the conversations list shows the booking struck out."""

from __future__ import annotations

import re
from datetime import datetime, time
from decimal import Decimal

import pytest
from django.urls import reverse

from assistant.models import Conversation, Message
from booking import services
from booking.models import Appointment
from booking.services import appointment_cancel, appointment_complete
from tests.factories import book, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop(slug="ridgeline", bays=3)
    make_service(shop, "Oil change")
    return shop


@pytest.fixture
def owner(client, shop):
    client.force_login(make_user("olive", shop=shop))
    return client


@pytest.fixture
def booked_by(shop, next_wednesday):
    """Books an oil change next Wednesday at an hour, as the assistant does in a conversation."""

    def book_in_conversation(channel: str, phone: str, hour: int) -> Appointment:
        conversation = Conversation.objects.create(shop=shop, channel=channel, customer_phone=phone)
        Message.objects.create(
            conversation=conversation, role=Message.Role.CUSTOMER, text="oil change wednesday?"
        )
        customer = make_customer(shop, phone, "Dana Reyes")
        start = datetime.combine(next_wednesday, time(hour), shop.zone)
        visit = book(shop, shop.services.get(), customer, start, channel=channel)
        conversation.appointments.add(visit)
        return visit

    return book_in_conversation


def conversations_row(owner, channel_label: str) -> str:
    page = owner.get(reverse("dashboard:report", args=["ridgeline"])).content.decode()
    return re.search(rf"<tr><td>{re.escape(channel_label)}</td>.*?</tr>", page)[0]


@pytest.mark.parametrize(("channel", "label"), [("sms", "Texts (SMS)"), ("chat", "Website chat")])
def test_a_cancelled_booking_is_not_valued_as_work(owner, shop, channel, label, booked_by):
    appointment_cancel(appointment=booked_by(channel, "+13035550177", 9))

    row = conversations_row(owner, label)

    assert row == f"<tr><td>{label}</td><td>1</td><td>1</td><td>0</td><td>$0</td></tr>"


def test_only_the_bookings_kept_count(owner, shop, booked_by):
    appointment_cancel(appointment=booked_by("sms", "+13035550177", 9))
    booked_by("sms", "+13035550178", 10)
    done = booked_by("sms", "+13035550179", 11)
    appointment_complete(appointment=done, final_amount=Decimal("120"), now=done.end)

    row = conversations_row(owner, "Texts (SMS)")

    assert row == "<tr><td>Texts (SMS)</td><td>3</td><td>3</td><td>2</td><td>$570</td></tr>"


def test_the_conversations_list_strikes_out_a_cancelled_booking(owner, shop, booked_by):
    cancelled = booked_by("sms", "+13035550177", 9)
    appointment_cancel(appointment=cancelled)
    kept = booked_by("chat", "+13035550178", 10)

    page = owner.get(reverse("conversations:list", args=["ridgeline"])).content.decode()

    day = cancelled.local_start().strftime("%b %-d")
    cancelled_url = reverse("dashboard:appointment", args=["ridgeline", cancelled.pk])
    kept_url = reverse("dashboard:appointment", args=["ridgeline", kept.pk])
    assert (
        f'<span class="muted"><s><a href="{cancelled_url}">Oil change, {day}</a></s> '
        "cancelled</span>" in page
    )
    assert f'<td><a href="{kept_url}">Oil change, {day}</a></td>' in page


def test_the_transcript_strikes_out_a_no_show(owner, shop, booked_by):
    visit = booked_by("chat", "+13035550177", 9)
    services.appointment_mark_no_show(appointment=visit, now=visit.end)
    conversation = visit.conversations.get()

    url = reverse("conversations:detail", args=["ridgeline", conversation.pk])
    page = owner.get(url).content.decode()

    when = visit.local_start().strftime("%a %b %-d, %-I:%M %p")
    visit_url = reverse("dashboard:appointment", args=["ridgeline", visit.pk])
    assert (
        f'Booked: <span class="muted"><s><a href="{visit_url}">Oil change, {when}</a></s> '
        "no-show</span>" in page
    )
