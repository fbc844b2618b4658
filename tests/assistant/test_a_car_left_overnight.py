"""A car left the evening before is worked on the next morning: "drop it off tonight for an
oil change tomorrow" is told how to leave it and offered tomorrow's first times, not the
evening's."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

KEYS = "Leave the keys in the drop box by the door."


@pytest.fixture
def shop():
    shop = make_shop(answers={"after_hours": KEYS})
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Tire rotation", aliases=["tires"])
    return shop


@pytest.mark.parametrize(
    ("said", "offer"),
    [
        (
            "I'd like to drop it off tonight for an oil change tomorrow",
            "For Oil change on Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM.",
        ),
        (
            "can i drop my car off tonight after you close? need an oil change",
            "For Oil change on Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM.",
        ),
        (
            "I want to drop my truck off this evening after you close for a tire rotation on"
            " wednesday",
            "For Tire rotation on Wednesday, December 9 I can do 7:30 AM, 8 AM or 8:30 AM.",
        ),
        (
            "can I leave my car after hours tonight? I need an oil change thursday",
            "For Oil change on Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM.",
        ),
        (
            "can i drop my car off wednesday night for an oil change",
            "For Oil change on Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM.",
        ),
    ],
)
def test_a_car_left_overnight_is_offered_the_mornings_times(shop, said, offer):
    say = talker(shop, "chat")

    text = say(said).message.text

    assert text.startswith(KEYS)
    assert offer in text


def test_an_evening_visit_asked_for_is_still_the_evenings(shop):
    say = talker(shop, "chat")

    text = say("oil change tomorrow evening").message.text

    assert "For Oil change on Tuesday, December 8 I can do" in text
    assert "7:30 AM" not in text


def test_the_night_before_the_visit_booked_is_told_how_to_leave_the_car(shop):
    customer = make_customer(shop, "+13035550177", "Dana Reyes")
    oil = shop.services.get(name="Oil change")
    book(shop, oil, customer, local(shop, 2026, 12, 11, 10), local(shop, 2026, 12, 1, 9))
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("is it ok if I drop it off thursday night instead").message.text

    assert text.startswith(KEYS)
    assert Appointment.objects.get().start == local(shop, 2026, 12, 11, 10)  # kept as booked
