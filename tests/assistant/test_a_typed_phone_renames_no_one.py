"""A number typed into a chat proves nothing: booking with it neither renames the customer on
file nor shows the visitor the name we have for that number."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from booking.models import Appointment
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


def test_a_chat_booking_with_someone_elses_number_keeps_their_name():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    dana = make_customer(shop, phone="+13035550101", name="Dana Reyes")
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")

    for text in ["oil change Wednesday at 11am", "Mallory", "303 555 0101"]:
        conversation.refresh_from_db()
        turn.reply(conversation, text, now=now)
    conversation.refresh_from_db()
    booked = turn.reply(conversation, "yes", now=now)

    assert booked.appointment.status == Appointment.Status.CONFIRMED
    dana.refresh_from_db()
    assert dana.name == "Dana Reyes"
    assert "Dana" not in booked.message.text
