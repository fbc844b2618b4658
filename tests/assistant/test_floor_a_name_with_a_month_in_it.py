"""A surname that is a month ("Jo March", "Tom May"), given for the name, is booked as that
name: "Jo March" was read as no name at all and the name asked again; given while the times
are offered it is thanked for, and the times asked again. A month that opens a date ("Dana,
March 3rd") is still the date."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "name"),
    [("Jo March", "Jo March"), ("jo march", "Jo March"), ("Tom May", "Tom May")],
)
def test_a_name_with_a_month_in_it_is_booked_as_the_name(shop, said, name):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    asked_next = say(said).message.text
    say("303 555 0101")
    booked = say("yes").appointment

    assert "name" not in asked_next, asked_next
    assert booked.status == Appointment.Status.CONFIRMED
    assert booked.customer.name == name


def test_given_while_the_times_are_offered_it_is_thanked_for(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday after 2")

    reply = say("Jo March").message.text

    assert reply.startswith("Thanks, Jo. Which time works for you on Friday, December 11")


def test_a_month_that_opens_a_date_is_the_date(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("oil change for Dana, March 3rd").message.text

    assert "March 3" in reply
