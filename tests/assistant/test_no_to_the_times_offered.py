""" "No" to "7:30 AM, 8 AM or 8:30 AM. Which works for you?" was asked the same three times
again. None of them works: the next open times are offered, as for "none of those"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(("channel", "said"), [("chat", "no"), ("sms", "nope"), ("phone", "no")])
def test_no_to_the_times_offered_offers_the_next_ones(demo_shop, channel, said):
    say = talker(demo_shop, channel)
    say("oil change wednesday")

    text = say(said).message.text

    assert "Wednesday, December 9" in text
    assert "9 AM, 9:30 AM or 10 AM" in text
