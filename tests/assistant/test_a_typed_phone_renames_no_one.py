"""A number typed into a chat proves nothing: booking with it neither renames the customer on
file nor shows the visitor the name we have for that number; the shop's notes say who booked."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from booking.models import Appointment
from tests.factories import make_customer

pytestmark = pytest.mark.django_db


def book_in_a_chat(shop, name: str, phone: str = "303 555 0101"):
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")
    for text in ["oil change Wednesday at 11am", name, phone]:
        conversation.refresh_from_db()
        turn.reply(conversation, text, now=now)
    conversation.refresh_from_db()
    return turn.reply(conversation, "yes", now=now)


def test_a_chat_booking_with_someone_elses_number_keeps_their_name(shop):
    dana = make_customer(shop, phone="+13035550101", name="Dana Reyes")

    booked = book_in_a_chat(shop, "Mallory")

    assert booked.appointment.status == Appointment.Status.CONFIRMED
    dana.refresh_from_db()
    assert dana.name == "Dana Reyes"
    assert "Dana" not in booked.message.text
    assert booked.appointment.customer == dana
    assert booked.appointment.notes == ("Booked by Mallory: the number is on file as Dana Reyes.")


@pytest.mark.parametrize("name", ["Dana Reyes", "dana", "Reyes"])
def test_the_name_on_file_given_again_needs_no_note(shop, name):
    make_customer(shop, phone="+13035550101", name="Dana Reyes")

    assert book_in_a_chat(shop, name).appointment.notes == ""
