"""A start at the very edge of the calendar, sent by a client that was never offered it, is
refused with its reason, not an overflow."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from booking.services import BookingError, appointment_book
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("start", "reason"),
    [
        (datetime(9999, 12, 31, 23, 0, tzinfo=UTC), "beyond_horizon"),
        (datetime(1, 1, 1, 12, 0, tzinfo=UTC), "past"),
    ],
)
def test_a_start_at_the_edge_of_the_calendar_is_refused(start, reason):
    shop = make_shop()
    with pytest.raises(BookingError) as refused:
        appointment_book(
            shop=shop,
            service=make_service(shop),
            start=start,
            customer=make_customer(shop),
            channel="staff",
        )
    assert refused.value.code == reason
