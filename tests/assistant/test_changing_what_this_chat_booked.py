"""In a website chat the number is only typed, so changing an appointment takes a texted code;
what the chat itself booked a moment ago can be moved or cancelled without one."""

from __future__ import annotations

from datetime import timedelta

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, make_customer

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def chat(shop):
    return talker(shop, "chat")


def book_in_chat(say):
    say("oil change Wednesday at 11am")
    say("Dana Reyes")
    say("303-555-0177")
    return say("yes").appointment


def test_what_this_chat_booked_is_moved_without_a_code(chat):
    booked = book_in_chat(chat)

    replies = [chat("can i swtich it to friday instead"), chat("10am"), chat("yes")]
    moved = replies[-1].appointment

    assert not any("code" in r.message.text for r in replies)
    assert moved.pk == booked.pk
    assert moved.local_start().strftime("%A %H:%M") == "Friday 10:00"


def test_what_this_chat_booked_is_cancelled_without_a_code(chat):
    booked = book_in_chat(chat)

    asked = chat("actually please cancel my appointment").message.text
    cancelled = chat("yes").appointment

    assert "code" not in asked
    assert cancelled.pk == booked.pk and cancelled.status == Appointment.Status.CANCELLED


def test_an_appointment_booked_elsewhere_still_needs_the_code(shop, chat):
    customer = make_customer(shop, PHONE)
    earlier = book(
        shop,
        shop.services.get(),
        customer,
        (chat.now + timedelta(days=3)).replace(hour=14),
        chat.now - timedelta(days=5),
    )

    reply = chat(f"i need to cancel my appointment, my number is {PHONE}").message.text

    assert "six-digit code" in reply
    earlier.refresh_from_db()
    assert earlier.status == Appointment.Status.CONFIRMED


def test_goodbye_instead_of_the_code_drops_the_change(chat):
    chat(f"i need to move my appointment, my number is {PHONE}")

    reply = chat("thanks bye").message.text
    after = chat("how much is an oil change?").message.text

    assert "code" not in reply
    assert "$" in after and "code" not in after


def test_another_day_at_the_same_time_keeps_the_booked_time(chat):
    booked = book_in_chat(chat)

    confirm = chat("can we do friday instead, same time?").message.text
    moved = chat("yes").appointment

    assert "Friday" in confirm and "11 AM" in confirm
    assert moved.pk == booked.pk
    assert moved.local_start().strftime("%A %H:%M") == "Friday 11:00"
