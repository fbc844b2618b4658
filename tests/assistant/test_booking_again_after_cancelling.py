"""A customer who cancels and then books the same time again in one conversation gets a real
booking, not the cancelled one back; one who asks to move the visit just cancelled has its
service booked again."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from booking.models import Appointment
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


def test_booking_the_cancelled_time_again_books_it():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "sms", customer_phone=PHONE, verified_phone=PHONE)

    def say(text: str) -> turn.TurnResult:
        conversation.refresh_from_db()
        return turn.reply(conversation, text, now=now)

    say("oil change Wednesday at 11am")
    say("Dana Reyes")
    first = say("yes").appointment
    say("cancel my appointment")
    say("yes")
    say("oil change Wednesday at 11am")
    again = say("yes").appointment

    assert again.pk != first.pk
    assert again.status == Appointment.Status.CONFIRMED
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()


@pytest.mark.parametrize(("channel", "proven"), [("sms", PHONE), ("chat", "")])
def test_moving_the_visit_just_cancelled_books_its_service_again(channel, proven):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, channel, customer_phone=PHONE, verified_phone=proven)

    def say(text: str) -> turn.TurnResult:
        conversation.refresh_from_db()
        return turn.reply(conversation, text, now=now)

    say("oil change Wednesday at 11am")
    say("Dana Reyes")
    if not proven:
        say("303-555-0177")
    first = say("yes").appointment
    say("cancel my appointment")
    say("yes")
    confirm = say("actually wait, can I move it to friday instead at 10am").message.text
    again = say("yes").appointment

    assert "oil change" in confirm.lower()
    assert "Friday" in confirm and "10 AM" in confirm and "code" not in confirm
    assert again.pk != first.pk and again.status == Appointment.Status.CONFIRMED
    assert again.local_start().strftime("%A %H:%M") == "Friday 10:00"
