""" "Ben" at "Shall I book it?" on a number on file as "Tim" booked "Tim Ben": a first name given
after the name on file is who is booking, not a surname for it. A surname alone ("Smith") still
completes the name on file, and a surname after a first name typed here completes that."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_customer

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def tim_texts(demo_shop):
    make_customer(demo_shop, PHONE, "Tim")
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("coolant flush friday at 1")
    return say


# "Nia" and "Liam" are newer than the census's list of names, and were read as surnames.
@pytest.mark.parametrize("name", ["Ben", "Nia", "Liam"])
def test_a_first_name_is_who_books(tim_texts, name):
    assert tim_texts(name).message.text == (
        f"Just to confirm: Coolant flush on Friday, December 11 at 1 PM for {name}. It usually "
        "runs $119 to $179, final price after we look at the car. Shall I book it?"
    )
    tim_texts("ok")

    assert Appointment.objects.get().customer.name == "Tim"


def test_a_surname_completes_the_name_on_file(tim_texts):
    assert "for Tim Smith." in tim_texts("Smith").message.text


def test_a_surname_after_a_first_name_typed_here_completes_it(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday at 3")
    say("Sam")
    say("303-555-0111")

    assert "for Sam Patel." in say("Patel").message.text
