"""Three replies that missed what was said:
- "I got a recall notice for my airbag" was asked which service; recall work is the maker's,
  done free by its dealers, and the customer is told so ("I don't recall" is no recall).
- "How much is a new one?" with a battery's times offered said "I don't see one replacement
  on our service list"; it is the battery's price, then the times again.
- "2014 Subaru Outback" just after a price got the same price word for word; the car is heard
  as the one the price is for."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

RECALL = (
    "Recall repairs are done free of charge by a dealer for your car's make, so that's the "
    "place to book one. Is there anything else I can help with?"
)


@pytest.fixture
def talk(demo_shop):
    return talker(demo_shop, "sms", phone="+13035550166", proven=True)


@pytest.mark.parametrize(
    "said",
    [
        "I got a recall notice for my airbag",
        "can you do recall work on my ford",
        "is there a recall on the 2015 jeep cherokee",
        "my car was recalled",
    ],
)
def test_a_recall_is_the_dealers_work(talk, said):
    assert talk(said).message.text == RECALL


def test_not_recalling_is_no_recall(talk):
    assert talk("I don't recall what time my appointment is").message.text != RECALL


def test_a_new_one_is_the_service_under_way(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550166", proven=True)
    talk("my battery keeps dying")

    reply = talk("how much is a new one").message.text

    assert reply == (
        "Battery replacement usually runs 150 to 280 dollars. Which time works for you on "
        "Monday, December 7: 10 AM, 10:30 AM or 11 AM?"
    )


def test_a_new_one_with_nothing_under_way_asks_which(talk):
    assert talk("how much is a new one").message.text == (
        "Happy to give you a price. Which service is it for?"
    )


@pytest.mark.parametrize(
    ("car", "price"),
    [("2014 Subaru Outback", "$49 to $89"), ("it's a 2016 BMW X3", "$56 to $102")],
)
def test_a_car_said_after_the_price_is_heard(talk, car, price):
    talk("how much is an oil change")

    reply = talk(car).message.text

    named = car.removeprefix("it's a ")
    assert reply.startswith(f"Oil change usually runs {price} for your {named}. ")
