""" "Oil change mid january" with a 30-day booking horizon offered today's times without a
word, as if they were in January. How far ahead the shop books is said, then the times of
the last day it can book are offered."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change mid january", "Friday, January 15"),
        ("I need an oil change the second week of january", "Friday, January 8"),
        ("oil change in late january", "Wednesday, January 27"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_stretch_past_the_horizon_is_said_to_be_so(demo_shop, channel, said, day):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    text = talk(said).message.text

    assert text.startswith(
        f"We book up to 30 days ahead, so {day} is too far out. The last open times for Oil "
        "change are on Wednesday, January 6 at 7:30 AM, 8 AM or 8:30 AM."
    )


def test_a_stretch_within_the_horizon_is_still_offered_plainly(demo_shop):
    talk = talker(demo_shop, "chat")

    text = talk("oil change the first week of january").message.text

    assert text.startswith("For Oil change on Saturday, January 2 I can do 8 AM")
