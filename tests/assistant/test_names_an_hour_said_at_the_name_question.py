"""An hour said in reply to "What name should I put it under?" is no name: a caller held at 10
AM who said "eleven" (meaning 11 AM) was booked as "Eleven". The hour is the time wanted: the
hold moves to it, and the name is asked again."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


@pytest.mark.parametrize("said", ["eleven", "11", "at eleven"])
def test_an_hour_at_the_name_question_moves_the_hold_and_asks_the_name_again(shop, said):
    say = talker(shop, "phone", phone="+13035550350", proven=True)
    assert "What name" in say("i need an oil change wednesday at 10").message.text

    reply = say(said).message.text

    assert "11 AM" in reply and "What name" in reply, reply
    held = Appointment.objects.get(status=Appointment.Status.HELD)
    assert held.start.astimezone(shop.zone).hour == 11
    say("Dana Reyes")
    booked = say("yes").appointment
    assert booked.customer.name == "Dana Reyes"
    assert booked.start.astimezone(shop.zone).hour == 11


def test_a_number_word_is_never_booked_as_the_name(shop):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    say("twelve")

    assert not Appointment.objects.filter(customer__name__iexact="twelve").exists()
    assert "Twelve" not in say("yes").message.text
