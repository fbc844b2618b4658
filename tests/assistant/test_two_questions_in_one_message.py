"""A message that asks two things gets both answered: the address or the hours first, then the
price or the times, so the reply still ends on its question."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

ADDRESS = "1480 Ridge Rd, Golden, CO"


@pytest.fixture
def shop():
    shop = make_shop(address=ADDRESS, staff_phone="+13035550142")
    make_service(shop, "Oil change", price=(49, 89), aliases=["oil"])
    make_service(shop, "Brake pad replacement", price=(180, 320), aliases=["brakes"])
    return shop


@pytest.mark.parametrize(
    "asked", ["where are you and how much is an oil change", "how much is an oil change, where r u"]
)
def test_the_address_and_a_price(shop, asked):
    say = talker(shop, "chat")

    reply = say(asked).message.text

    assert ADDRESS in reply and "$49 to $89" in reply
    assert reply.index(ADDRESS) < reply.index("$49")
    assert reply.rstrip().endswith("?")


def test_the_hours_and_a_price(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    reply = say("how much for brakes and what are your hours").message.text

    assert "$180 to $320" in reply
    assert "7:30 AM to 5:30 PM" in reply and "Saturday" in reply


def test_a_day_asked_with_the_closing_time_gets_both(shop):
    say = talker(shop, "chat")  # Monday 9 AM

    result = say("i need an oil change tomorrow, what time do you close")

    reply = result.message.text
    assert "5:30 PM" in reply  # Tuesday's hours
    assert "Oil change on Tuesday, December 8" in reply and result.choices  # and its times


def test_the_address_asked_with_a_booking(shop):
    say = talker(shop, "chat")

    result = say("can i bring my truck in friday for an oil change, where are you located")

    assert ADDRESS in result.message.text
    assert "Friday, December 11" in result.message.text and result.choices


def test_the_address_alone_is_only_the_address(shop):
    say = talker(shop, "chat")

    reply = say("where are you located? i had an oil change there last week").message.text

    assert ADDRESS in reply and "$" not in reply


@pytest.mark.parametrize("asked", ["whats ur phone number", "what's your phone number?"])
def test_the_shops_number(shop, asked):
    reply = talker(shop, "chat")(asked).message.text

    assert reply == "You can call us at (303) 555-0142."


@pytest.mark.parametrize(
    "asked", ["whats ur address and phone", "what's your phone number and address?"]
)
def test_the_address_and_the_shops_number(shop, asked):
    reply = talker(shop, "chat")(asked).message.text

    assert reply == f"We're at {ADDRESS}, and you can call us at (303) 555-0142."
