"""With the model reading too, a person the customer asks after is not taken for the customer:
"hi is Carlos working today" was read with the name Carlos, which the floor does not read, and
a booking that followed would have gone under Carlos without asking the customer's name."""

from __future__ import annotations

import pytest

from assistant import tasks
from assistant.understanding_grammar import UnderstandingGrammar
from booking.models import Appointment, Shop
from tests.assistant import test_scenarios as scripted
from tests.assistant.customers import talker


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("hi is Carlos working today", "Carlos"),
        ("Is Dee in? need my brakes looked at", "Dee"),
        ("hey, was Mike the one who did my alignment", "Mike"),
    ],
)
def test_someone_asked_after_is_no_name_to_read(message, name):
    assert not UnderstandingGrammar(message).allows(f'{{"name":"{name[:2]}')


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("my name is Carlos", "Carlos"),
        ("it is Carlos, need brakes", "Carlos"),
        ("Carlos here, is the shop open saturday", "Carlos"),
    ],
)
def test_the_customers_own_name_after_is_is_still_read(message, name):
    assert UnderstandingGrammar(message).accepts(f'{{"name":"{name}"}}')


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


@pytest.mark.django_db(transaction=True)
def test_a_booking_after_asking_for_someone_asks_the_customers_name(shop, monkeypatch):
    read = []
    understanding = tasks.model_understanding
    monkeypatch.setattr(
        tasks, "model_understanding", lambda **kw: read.append(understanding(**kw)) or read[-1]
    )
    say = talker(shop, "sms", phone=scripted.PHONE, proven=True)
    say("hi is Carlos working today")
    assert read[-1] is not None  # the model read it too
    say("ok, I need an oil change tuesday")
    reply = say("first").message.text
    assert "What name" in reply, reply
    assert not Appointment.objects.filter(customer__name="Carlos").exists()
