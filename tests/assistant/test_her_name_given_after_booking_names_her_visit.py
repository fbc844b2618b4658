"""The name of the one a visit is for, given after it is booked ("her name is Maria"), makes
the visit hers in its notes, as it reads had the name come before the booking: not a "Their
name:" line under it, nor "booked by Maria" as though she were on the phone."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Brake inspection", aliases=["brake check"], price=(29, 49))
    book_fridays_visit(shop, oil, PHONE)
    return shop


def _latest() -> Appointment:
    return Appointment.objects.filter(status=Appointment.Status.CONFIRMED).order_by("pk").last()


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_wifes_name_after_her_visit_is_booked_names_it(shop, channel):
    say = talker(shop, channel, phone=PHONE, proven=True)
    say("my wife also needs an oil change on friday")
    say("right after mine")
    say("yes")

    named = say("her name is Maria").message.text

    assert (
        named
        == "Thanks, I've put Maria's name on the Oil change on Friday, December 11 at 10:30 AM."
    )
    assert _latest().notes == "For the customer's wife, Maria. The number is on file as Dana Reyes."
    assert _latest().customer.name == "Dana Reyes"


def test_her_name_on_a_visit_not_known_to_be_hers_says_it_is_hers(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("brake check thursday at 2")
    say("yes")

    named = say("my wife's name is Maria, it's her car").message.text

    assert (
        named
        == "Thanks, I've put Maria's name on the Brake inspection on Thursday, December 10 at 2 PM."
    )
    assert _latest().notes == "For the customer's wife, Maria. The number is on file as Dana Reyes."
