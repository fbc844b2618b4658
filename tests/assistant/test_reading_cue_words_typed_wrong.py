"""A word that says what the customer wants, typed two letters the wrong way round or a letter
off ("opne the 28th?", "what kind of wokr do you do", "hat can you fix", "Ravi Stenbury
herre", "2 wud be great"), and "it's the Honda" after "the oil change", which had made a
price question a request to move a visit: each was answered as something else."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker
from tests.assistant.test_scenarios import PROFILE

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop(settings) -> Shop:
    """The demo shop, as the scripted customers find it."""
    settings.CELERY_TASK_ALWAYS_EAGER = True
    return import_shop(path=PROFILE).shop


CATALOG = "We do A/C recharge"


def test_open_typed_opne_asks_the_hours_of_that_day(shop):
    reply = talker(shop, "chat")("opne the 28th?").message.text
    assert "Monday, December 28" in reply and "open" in reply, reply
    assert "Which service" not in reply, reply


@pytest.mark.parametrize("said", ["what kind of wokr do you do", "hat can you fix"])
def test_what_work_is_done_asked_with_a_typo_lists_the_services(shop, said):
    reply = talker(shop, "chat")(said).message.text
    assert CATALOG in reply, reply


def test_a_name_before_here_typed_twice_is_not_asked_again(shop):
    say = talker(shop, "chat")
    reply = say("Ravi Stenbury herre - trying to book an oil change tuesday at 9am").message.text
    assert "What name" not in reply, reply
    for text in ["303 555 0101", "yes"]:
        reply = say(text).message.text
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert booked.customer.name == "Ravi Stenbury"


def test_a_time_said_would_be_great_in_shorthand_is_held(shop):
    reply = talker(shop, "chat")("oil change tomorrow, 2 wud be great").message.text
    assert "holding 2 PM on Tuesday, December 8" in reply, reply


def test_a_price_asked_with_the_car_after_it_is_a_price_not_a_move(shop):
    reply = talker(shop, "chat")("price check on the oil change it's the Honda Accord").message.text
    assert "$49 to $89" in reply, reply
    assert "phone number on the appointment" not in reply, reply


def test_book_typed_boko_asks_for_the_work_named(shop):
    reply = talker(shop, "chat")("trying to boko a sunroof repair tmrw").message.text
    assert "I don't see sunroof repair on our service list" in reply, reply
