""" "I don't need the tire rotation anymore" while it is being booked lets its time go and
books nothing; "take the tire rotation off my appointment" cancels a rotation booked (once
confirmed), and of a visit without one says so: never times offered for the work let go."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, book_fridays_visit, local, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Tire rotation", aliases=["rotation"], price=(25, 40))
    book_fridays_visit(shop, oil, PHONE)
    return shop


def test_the_second_service_let_go_at_its_yes_is_not_booked(shop):
    say = talker(shop, "chat")
    for text in ("oil change and tire rotation thursday at 10", "Dan Smith, 303-555-0142"):
        say(text)
    say("yes")
    assert say("yes").message.text.startswith("Just to confirm: Tire rotation")

    text = say("actually I don't need the tire rotation anymore").message.text
    say("yes")

    assert text == "No problem, I've let that time go. Is there anything else I can help with?"
    assert (
        not Appointment.objects.filter(service__name="Tire rotation")
        .exclude(status=Appointment.Status.CANCELLED)
        .exists()
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_work_not_on_the_visit_is_said_to_be_not_on_it(shop, channel):
    say = talker(shop, channel, phone=PHONE, proven=True)

    text = say("can you take the tire rotation off my appointment").message.text

    assert text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM, with no Tire rotation on "
        "it, so there's nothing to take off."
    )
    assert Appointment.objects.count() == 1


def test_a_rotation_booked_is_cancelled_once_confirmed(shop):
    rotation = shop.services.get(name="Tire rotation")
    customer = shop.customers.get(phone=PHONE)
    book(shop, rotation, customer, local(shop, 2026, 12, 11, 10, 30), local(shop, 2026, 12, 6, 9))
    say = talker(shop, "sms", phone=PHONE, proven=True)

    asked = say("please take the tire rotation off my visit").message.text
    say("yes")

    assert (
        asked
        == "Cancel your Tire rotation on Friday, December 11 at 10:30 AM? Please say yes or no."
    )
    assert Appointment.objects.get(service=rotation).status == Appointment.Status.CANCELLED
    assert Appointment.objects.get(service__name="Oil change").status == "confirmed"
