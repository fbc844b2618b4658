"""A day named with "first thing" or "first available" while other times are offered: that
day's opening, not the first time of those offered ("first" is no place in the list)."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    """Monday 7 December 2026, 9 AM; the shop opens at 7:30 AM on weekdays."""
    shop = make_shop()
    make_service(shop, "Brake inspection", price=(29, 49), aliases=["brakes", "brake check"])
    return talker(shop, "chat")


def held() -> list[str]:
    return [
        f"{a.start.astimezone(a.shop.zone):%a %d %H:%M}"
        for a in Appointment.objects.filter(status=Appointment.Status.HELD)
    ]


def test_book_it_thursday_first_thing_holds_thursdays_opening(say):
    offered = say("my breaks are making noise when i stop").message.text
    assert "Monday, December 7" in offered
    assert "Monday, December 7" in say("how much is that").message.text

    text = say("ok book it thursday first thing").message.text

    assert text.startswith("I'm holding 7:30 AM on Thursday, December 10 for you."), text
    assert held() == ["Thu 10 07:30"]


@pytest.mark.parametrize(
    "said",
    ["first available on friday please", "can you do friday first thing", "friday, first opening"],
)
def test_first_on_another_day_wins_over_the_times_offered(say, said):
    say("I need a brake inspection today")

    text = say(said).message.text

    assert text.startswith("I'm holding 7:30 AM on Friday, December 11 for you."), text
    assert held() == ["Fri 11 07:30"]


def test_the_first_one_still_picks_the_first_time_offered(say):
    say("I need a brake inspection today")

    text = say("the first one").message.text

    assert text.startswith("I'm holding 10 AM on Monday, December 7 for you."), text
