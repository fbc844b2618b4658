"""With the model reading too, the name booked is a name, written as the floor writes one:
"its for my wife jen" in reply to "What name should I put it under?" was booked as "wife jen"
(the floor read no name, and the model copied whose car it is with the name); "- sam holridge
here", which the floor missed, was booked and said back as "sam holridge"."""

from __future__ import annotations

import pytest

from assistant.schema import Understanding
from assistant.understand.people import looks_like_name
from assistant.understanding import merge
from assistant.understanding_grammar import UnderstandingGrammar
from booking.models import Appointment, Shop
from tests.assistant import test_scenarios as scripted
from tests.assistant.customers import talker


@pytest.mark.parametrize(
    ("message", "copied"),
    [
        ("its for my wife jen", "wife jen"),
        ("put it under my husband kurt", "husband kurt"),
        ("Mom Linda", "Mom Linda"),
    ],
)
def test_whose_car_it_is_is_no_part_of_a_name(message, copied):
    assert not looks_like_name(copied)
    assert merge(Understanding(), Understanding(name=copied), message).name is None
    grammar = UnderstandingGrammar(message)
    assert not grammar.allows(f'{{"name":"{copied.split()[0]}')
    assert grammar.accepts(f'{{"name":"{copied.split()[1]}"}}')  # the name itself may be read


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


def _held_and_asked_the_name(shop):
    say = talker(shop, "sms", phone=scripted.PHONE, proven=True)
    say("oil change tuesday")
    assert "What name" in say("first").message.text
    return say


@pytest.mark.django_db(transaction=True)
def test_whose_car_it_is_is_not_booked_as_the_name(shop, model_readings):
    say = _held_and_asked_the_name(shop)
    reply = say("its for my wife jen").message.text
    assert model_readings[-1] is not None  # the model read it too
    if "Shall I book it?" in reply:
        say("yes")
    booked = Appointment.objects.filter(status=Appointment.Status.CONFIRMED).first()
    assert booked is None or "wife" not in booked.customer.name.lower(), booked.customer.name


@pytest.mark.django_db(transaction=True)
def test_a_name_the_model_read_in_lower_case_is_booked_as_a_name_is_written(shop, model_readings):
    say = _held_and_asked_the_name(shop)
    assert "Shall I book it?" in say("- sam holridge here").message.text
    assert model_readings[-1] is not None and model_readings[-1].name == "sam holridge"
    reply = say("yes").message.text
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert booked.customer.name == "Sam Holridge"
    assert "Sam Holridge" in reply, reply
