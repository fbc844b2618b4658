""" "My wife's camry needs an oil change friday at 10" from a number with an oil change booked
got "You're already booked…": another person's car is a new visit, said to be theirs."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("said", "whose"),
    [
        ("my wife's camry needs an oil change friday at 10", "your wife"),
        ("my sons 2015 f150 is due for an oil change, friday at 10", "your son"),
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_second_visit_for_their_car(demo_shop, channel, said, whose):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert "Oil change on Friday, December 11 at 10 AM for " + whose in say(said).message.text
    assert say("yes").message.text.startswith(f"{whose.capitalize()} is booked: Oil change")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 2


def test_the_same_request_again_is_still_asked_about(demo_shop):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say("I need an oil change friday at 10").message.text.startswith(
        "You're already booked for Oil change on Friday, December 11 at 10 AM."
    )
