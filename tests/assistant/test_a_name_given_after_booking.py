"""A name given right after a booking made under the name on file (a family's phone) goes on the
visit for the shop to see, and books nothing more; the customer's own name made fuller renames
them, as it would at booking."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Customer
from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550178"


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Maria Gonzalez")
    return shop


def booked_by_phone(shop):
    say = talker(shop, "phone", phone=PHONE, proven=True)
    say("oil change wednesday at 11")
    assert say("yeah that's fine").message.text.startswith("You're booked, Maria Gonzalez")
    return say


def test_another_name_is_noted_on_the_visit(shop):
    say = booked_by_phone(shop)

    reply = say("it's Robert, R O B E R T, Smith").message.text

    assert reply == (
        "Thanks, Robert Smith. I've put your name on your Oil change on Wednesday, December 9"
        " at 11 AM."
    )
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert "Booked by Robert Smith: the number is on file as Maria Gonzalez." in visit.notes
    assert Customer.objects.get(phone=PHONE).name == "Maria Gonzalez"
    assert Appointment.objects.count() == 1


def test_their_own_name_made_fuller_renames_them(shop):
    Customer.objects.filter(phone=PHONE).update(name="Maria")
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("oil change wednesday at 11")
    say("yes")

    say("it's Maria Gonzalez")

    assert Customer.objects.get(phone=PHONE).name == "Maria Gonzalez"
    assert Appointment.objects.get().notes == ""


def test_their_own_name_again_is_only_thanked(shop):
    say = booked_by_phone(shop)

    reply = say("Maria Gonzalez").message.text

    assert "Is there anything else I can help with?" in reply
    assert Appointment.objects.count() == 1
