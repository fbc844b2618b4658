"""A caller or texter whose own number has nothing booked can name the number the visit was
booked under; a code texted to that number and read back proves it, as in a chat."""

from __future__ import annotations

import re

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)
CALLER = "+13035550177"
WIFE = "+13035550188"


@pytest.fixture
def say(texts_go_to_memory):
    shop = make_shop()
    oil = make_service(shop, "Oil change")
    say = talker(shop, "phone", phone=CALLER, proven=True)  # Monday 7 December, 9 AM
    book(shop, oil, make_customer(shop, phone=WIFE), local(shop, 2026, 12, 8, 10), now=say.now)
    return say


def test_the_visit_under_another_number_is_cancelled_once_its_code_is_read_back(say):
    asked = say("hi I'm calling to cancel my appointment").message.text
    say("it's under my wife's number 303 555 0188")
    [body] = [body for to, body in MemoryBackend.sent if to == WIFE and "code" in body]
    confirm = say(re.search(r"\d{6}", body).group()).message.text
    done = say("yes")

    assert asked.startswith("I don't see an upcoming appointment for this number. If it was")
    assert (
        confirm == "Cancel your Oil change on Tuesday, December 8 at 10 AM? Please say yes or no."
    )
    assert done.appointment.status == Appointment.Status.CANCELLED


def test_no_other_number_lets_the_change_go(say):
    say("hi I'm calling to cancel my appointment")

    assert say("no thanks").message.text == "No problem. Is there anything else I can help with?"
    assert not [body for to, body in MemoryBackend.sent if "code" in body]


@pytest.mark.parametrize(
    "asked",
    ["is my wife's appointment still on for tuesday?", "what time is my wife's appointment?"],
)
def test_someone_elses_visit_asked_after_asks_for_its_number(say, asked):
    """ "Is my wife's appointment still on?" was read as a booking for Tuesday."""
    assert say(asked).message.text.startswith(
        "I don't see an upcoming appointment for this number. If it was booked under another "
        "number, what's that number?"
    )
    say("it's 303 555 0188")
    [body] = [body for to, body in MemoryBackend.sent if to == WIFE and "code" in body]

    assert say(re.search(r"\d{6}", body).group()).message.text == (
        "You're booked for Oil change on Tuesday, December 8 at 10 AM."
    )
