""" "Nothing later?" of Thursday morning's times offered the same times again. It asks for the
times after those offered, as "anything later?" does."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("asked", ["nothing later?", "nothing later than that?"])
def test_the_times_after_those_offered(demo_shop, channel, asked):
    talk = talker(demo_shop, channel)
    talk("oil change thursday")

    text = talk(asked).message.text

    assert "Thursday, December 10" in text
    assert "9 AM, 9:30 AM or 10 AM" in text
