"""A name and number given in reply to "I can do 7:30 AM. Does that work for you?" take that
time: the booking is confirmed, not the same time offered again."""

from __future__ import annotations

import pytest

from booking.models import Service
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Timing belt", minutes=300, kind=Service.Kind.DROPOFF)
    talk = talker(shop, "chat")
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    "details", ["Jake Morrison 303-555-0187", "it's Jake Morrison, 303 555 0187", "Jake Morrison"]
)
def test_details_for_the_one_time_offered_take_it(say, details):
    offered = say("timing belt on friday")
    assert "Does that work for you?" in offered and "7:30 AM" in offered

    reply = say(details)

    assert "Does that work for you?" not in reply
    if "0187" in details:
        assert reply.startswith("Just to confirm: Timing belt on Friday, December 11 at 7:30 AM.")
    else:
        assert "best mobile number" in reply


def test_a_no_with_a_name_is_no_choice(say):
    say("timing belt on friday")

    reply = say("no, Jake Morrison, can you do monday?")

    assert "Monday" in reply and "Friday" not in reply
