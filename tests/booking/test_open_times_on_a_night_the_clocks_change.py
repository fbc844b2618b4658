"""On the night the clocks go back, a shop open around the clock has each time from 1 to 2 AM
twice: the open times say which is which ("1:00 AM MDT", "1:00 AM MST"), and on the other
days they are plain "9:00 AM"."""

from __future__ import annotations

import re
from datetime import date

import pytest
from django.urls import reverse

from tests.factories import make_shop_open_around_the_clock

pytestmark = pytest.mark.django_db

FALL_BACK = date(2030, 11, 3)  # 2 AM MDT is 1 AM MST in Denver
SPRING_FORWARD = date(2030, 3, 10)  # 2 AM MST is 3 AM MDT


@pytest.fixture
def shop():
    return make_shop_open_around_the_clock()


def times_offered(client, service, day) -> list[str]:
    url = reverse("dashboard:new_booking", args=["ridgeline"])
    page = client.get(url, {"service": service.pk, "day": day.isoformat()}).content.decode()
    return [" ".join(label.split()) for label in re.findall(r'name="start"[^>]*>([^<]+)', page)]


def test_the_hour_the_clocks_go_back_is_offered_twice_each_named(client, owner, service):
    offered = times_offered(client, service, FALL_BACK)

    assert offered[2:6] == ["1:00 AM MDT", "1:30 AM MDT", "1:00 AM MST", "1:30 AM MST"]
    assert len(offered) == len(set(offered))


def test_the_hour_the_clocks_skip_is_not_offered(client, owner, service):
    offered = times_offered(client, service, SPRING_FORWARD)

    assert offered[3:5] == ["1:30 AM MST", "3:00 AM MDT"]


def test_a_day_without_a_change_names_no_zone(client, owner, service):
    offered = times_offered(client, service, date(2030, 11, 6))

    assert offered[18] == "9:00 AM"
