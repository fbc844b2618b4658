""" "Can you do noon thirty on thursday for an oil change" held noon: the minutes said after
"noon" were dropped. They are the time's, as after an hour."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("can you do noon thirty on thursday for an oil change", "12:30 PM"),
        ("oil change thursday, noon thirty please", "12:30 PM"),
        ("oil change thursday at noon", "12 PM"),
    ],
)
def test_the_minutes_after_noon_are_the_times(demo_shop, said, held):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(said).message.text == (
        f"I'm holding {held} on Thursday, December 10 for you. What name should I put it under?"
    )
