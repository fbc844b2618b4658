"""A service added to a visit that ends at closing time is never offered while the car is still
in the first job: another day's times are offered, and the day of the visit is said to be full."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

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
