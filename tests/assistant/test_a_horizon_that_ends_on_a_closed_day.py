"""A day asked for past the booking horizon, where the horizon's last day is a Sunday the shop
is closed: the times offered are the Saturday's before, the last day it can book."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change mid january", "Friday, January 15"),
        ("can I get an oil change on january 20", "Wednesday, January 20"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_last_open_day_before_a_closed_sunday_is_offered(demo_shop, channel, said, day):
    demo_shop.horizon_days = 34  # up to Sunday, January 10
    demo_shop.save(update_fields=["horizon_days"])
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(
        f"We book up to 34 days ahead, so {day} is too far out. The last open times for Oil "
        "change are on Saturday, January 9 at 8 AM"
    )
