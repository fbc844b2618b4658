"""A car already at the shop, asked about ("how much is the repair going to be?"), is the
team's to answer, as "is my car ready?" is: passed on, with no price list or booking."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550166"
STAFF = "+13035550100"


@pytest.mark.parametrize(
    "said",
    [
        "my car is at your shop right now can you tell me how much the repair is going to be",
        "you guys have my truck, what's it gonna cost?",
        "hi, I'm calling about my car, you guys have it right now",
        # Left there already: not a new visit's times.
        "I dropped my keys off last night for my oil change, did you get them?",
        "left the car in the lot this morning for the oil change",
        # Work approved on a car the team has: it was "which service?".
        "ok go ahead with the repair",
    ],
)
def test_the_bill_of_a_car_at_the_shop_is_passed_to_the_team(said):
    shop = make_shop(staff_phone=STAFF)
    make_service(shop, "Oil change", aliases=["oil"])
    talk = talker(shop, "phone", phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert OutboundText.objects.filter(to=STAFF, body__contains="car at the shop").exists()
    # The next question is heard as any other.
    assert "49 to 89" in talk("and how much is an oil change?").message.text


def test_more_work_while_the_car_is_in_today_is_for_the_team(demo_shop):
    """ "Can you also check the brakes while it's there?" of the car in this morning offered a
    new brake inspection visit."""
    oil = demo_shop.services.get(name="Oil change")
    book(demo_shop, oil, make_customer(demo_shop, PHONE), local(demo_shop, 2026, 12, 7, 8))
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = talk("can you also check the brakes while it's there?").message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert Appointment.objects.count() == 1


def test_with_no_car_in_it_is_a_booking(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = talk("oil change friday, can you check the brakes while it's there?").message.text

    assert reply.startswith("First the Oil change, then the Brake inspection.")
