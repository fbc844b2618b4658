"""How long a job takes and whether the customer can wait for it, asked alone or with its
price: a waiting job says yes, a drop-off job says when to bring the car."""

from __future__ import annotations

import pytest

from booking.models import Service
from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Wheel alignment", minutes=60, price=(99, 149), aliases=["alignment"])
    make_service(shop, "Timing belt", minutes=300, price=(450, 900), kind=Service.Kind.DROPOFF)
    return shop


def test_price_and_how_long_in_one_question_are_both_answered(shop):
    say = talker(shop, "chat")

    text = say("what do you charge for an alignment and how long does it take").message.text

    assert "takes about an hour" in text and "$99 to $149" in text


@pytest.mark.parametrize("question", ["can i wait for it?", "is there a waiting room"])
def test_a_waiting_job_can_be_waited_for(shop, question):
    say = talker(shop, "chat")
    say("how much is an alignment")

    text = say(question).message.text

    assert text.startswith("Yes, you can wait for it: Wheel alignment takes about an hour")


def test_a_drop_off_job_says_when_to_bring_the_car(shop):
    say = talker(shop, "chat")
    say("how much is a timing belt")

    text = say("can i wait for it?").message.text

    assert "drop-off job" in text and "between 7:30 AM and 9 AM" in text
    assert "you can wait" not in text


def test_waiting_for_a_job_just_booked(shop):
    make_customer(shop, PHONE, "Dana Reyes")
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("alignment wednesday at 11am")
    say("yes")

    text = say("can i wait for it?").message.text

    assert text == "Yes, you can wait for it: your Wheel alignment takes about an hour."
