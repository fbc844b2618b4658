"""After booking, "can I also book one for my wife, her car needs brakes checked, tuesday
afternoon" is a visit of her own, on the day she asked: not work added after the customer's
own visit on Friday. Work added with another day said ("also a tire rotation tomorrow") is
booked on that day too."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(
        shop, "Brake inspection", aliases=["brake check", "brakes checked"], price=(29, 49)
    )
    make_service(shop, "Tire rotation", aliases=["rotation"], price=(25, 40))
    return shop


def _booked_in_a_chat(shop):
    say = talker(shop, "chat")
    for text in ("oil change friday at 10", "Dan Smith, 303-555-0142"):
        say(text)
    assert say("yes").message.text.startswith("You're booked, Dan Smith")
    return say


def test_one_for_my_wife_on_another_day_is_hers(shop):
    say = _booked_in_a_chat(shop)

    offered = say(
        "can I also book one for my wife, her car needs brakes checked, tuesday afternoon"
    ).message.text
    confirm = say("first").message.text
    say("yes")
    say("her name is Maria")

    assert offered.startswith("For Brake inspection on Tuesday, December 8 I can do 12 PM")
    assert confirm.startswith(
        "Just to confirm: Brake inspection on Tuesday, December 8 at 12 PM for your wife."
    )
    hers = Appointment.objects.get(service__name="Brake inspection")
    assert hers.notes == "For the customer's wife, Maria. The number is on file as Dan Smith."


def test_also_another_service_on_another_day_is_offered_on_that_day(shop):
    say = _booked_in_a_chat(shop)

    offered = say("can you also do a tire rotation tomorrow?").message.text

    assert offered.startswith("For Tire rotation on Tuesday, December 8 I can do 7:30 AM")


def test_an_oil_change_for_my_wife_too_by_text_is_hers(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change tuesday at 10", "Dana Reyes", "yes"):
        say(text)

    confirm = say("I'd like to book an oil change for my wife too, thursday at 10").message.text

    assert confirm.startswith(
        "Just to confirm: Oil change on Thursday, December 10 at 10 AM for your wife."
    )
