"""A day at the very edge of the calendar (typed by a customer or put in a URL) is answered
with its reason, not an overflow."""

from __future__ import annotations

from datetime import date

import pytest

from booking.availability import Reason
from booking.selectors import day_openings, next_open_day
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


def test_the_last_date_there_is_lies_beyond_the_horizon():
    shop = make_shop()
    service = make_service(shop)
    assert day_openings(shop, service, date.max).reason == Reason.BEYOND_HORIZON


def test_the_first_date_there_is_has_passed():
    shop = make_shop()
    service = make_service(shop)
    assert day_openings(shop, service, date.min).reason == Reason.PAST


def test_no_day_opens_after_the_last_date_there_is():
    shop = make_shop()
    service = make_service(shop)
    assert next_open_day(shop, service, after=date.max) is None
