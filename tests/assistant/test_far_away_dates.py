"""A customer who asks for a date at the edge of the calendar gets an answer, not an error."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from assistant.schema import Act
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("asked", ["12/31/9999", "0001-01-01"])
def test_a_date_at_the_edge_of_the_calendar_is_answered(asked):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")

    result = turn.reply(conversation, f"oil change on {asked}", now=now)

    assert result.message.act in (Act.NO_TIMES, Act.OFFER_TIMES)
