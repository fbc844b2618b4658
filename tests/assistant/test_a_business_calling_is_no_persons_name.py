"""A caller who says which firm is calling ("this is Acme Plumbing", "this is Joe's Diner
calling") was booked under the firm's name as if it were theirs, and it could rename the
customer on file. The person's name is asked for; a firm's name asked for in so many words
("put it under my company name") is still booked."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Customer
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "opening",
    [
        "hi this is Acme Plumbing, I need an oil change friday at 10am",
        "yeah this is Ridgeline Landscaping LLC, need an oil change friday at 10am",
    ],
)
@pytest.mark.parametrize("channel", ["phone", "sms"])
def test_the_persons_name_is_asked_for(demo_shop, channel, opening):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert say(opening).message.text == (
        "I'm holding 10 AM on Friday, December 11 for you. What name should I put it under?"
    )
    say("Joe Marino")
    assert say("yes").message.text.startswith("You're booked, Joe Marino: Oil change")
    assert Appointment.objects.get().customer.name == "Joe Marino"


def test_a_person_from_a_firm_is_booked_under_their_own_name(demo_shop):
    say = talker(demo_shop, "phone", phone=PHONE, proven=True)
    say("hi this is Dana from Acme Plumbing, our van needs an oil change friday at 10am")
    say("10")

    assert say("yes").message.text.startswith("You're booked, Dana: Oil change")


@pytest.mark.parametrize("said", ["this is Joe's Diner calling", "this is Acme Plumbing"])
def test_a_known_customer_is_not_renamed(demo_shop, said):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, "phone", phone=PHONE, proven=True)
    say(said)
    say("can I move my appointment to friday at 2")
    say("yes")

    assert Customer.objects.get().name == "Dana Reyes"


def test_a_company_name_asked_for_is_booked(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("oil change friday 10am")
    say("put it under my company name, Reyes Landscaping")

    assert say("yes").message.text.startswith("You're booked, Reyes Landscaping: Oil change")
