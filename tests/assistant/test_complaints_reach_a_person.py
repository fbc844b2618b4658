"""An unhappy customer (a bill, work that did not fix the car) is said sorry to and handed to a
person, not offered a booking."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Brake pad replacement", aliases=["brakes"])
    return shop


@pytest.mark.parametrize(
    "message",
    [
        "i was charged twice",
        "you guys did a terrible job on my brakes",
        "my brakes are still squeaking, you didnt fix it",
        "I want a refund",
    ],
)
def test_a_complaint_in_a_chat_gets_the_shops_number(shop, message):
    say = talker(shop, "chat")

    text = say(message).message.text

    assert text == "I'm sorry to hear that. The team can help you directly at (303) 555-0100."


@pytest.mark.parametrize(
    "message", ["my brakes are bad", "brakes please, the last service was great"]
)
def test_trouble_with_the_car_is_no_complaint(shop, message):
    say = talker(shop, "chat")

    assert "sorry" not in say(message).message.text.lower()
