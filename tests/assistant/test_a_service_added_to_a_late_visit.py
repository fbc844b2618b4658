"""A service added to a visit that ends at closing time is never offered while the car is still
in the first job: another day's times are offered, and the day of the visit is said to be full."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Battery replacement", minutes=30, aliases=["battery"])
    make_service(shop, "Brake inspection", minutes=30, aliases=["brakes"])
    return shop


def test_a_service_added_to_the_last_visit_of_the_day_is_offered_after_it(shop):
    say = talker(shop, "chat")
    say("battery replacement wednesday at 5pm")
    say("Ana Ruiz")
    say("303-555-0142")
    booked = say("yes").appointment
    assert booked.local_start().strftime("%A %H:%M") == "Wednesday 17:00"

    text = say("also can you check my brakes while it's there").message.text

    assert text.startswith(
        "There's no time left on Wednesday, December 9 after that visit. The next open times for "
        "Brake inspection are on Thursday, December 10 at 7:30 AM, 8 AM or 8:30 AM."
    )


@pytest.mark.parametrize(
    "asked",
    [
        "hey I booked brakes for thursday, can I add a battery to that",
        "can you add a battery to my thursday appointment",
    ],
)
def test_of_several_visits_the_one_named_gets_the_service_added(shop, asked):
    phone = "+13035550177"
    customer = make_customer(shop, phone, "Ana Ruiz")
    brakes = shop.services.get(name="Brake inspection")
    oil = make_service(shop, "Oil change")
    say = talker(shop, "sms", phone=phone, proven=True)  # Monday 7 December, 9 AM
    booked_on = say.now - timedelta(days=1)
    book(shop, oil, customer, local(shop, 2026, 12, 8, 8), booked_on)  # the next visit
    book(shop, brakes, customer, local(shop, 2026, 12, 10, 10), booked_on)

    text = say(asked).message.text

    assert text.startswith("For Battery replacement on Thursday, December 10 I can do 10:30 AM")
