""" "Not tomorrow, the day after" was offered tomorrow's times (the day after the one offered,
today), and "tomorrow doesn't work, the day after?" the same. The day after is the one after
the day just ruled out."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said", ["not tomorrow, the day after", "tomorrow doesn't work, the day after?"]
)
def test_the_day_after_tomorrow_ruled_out_is_wednesday(demo_shop, channel, said):
    talk = talker(demo_shop, channel)
    talk("oil change please")

    assert "Wednesday, December 9" in talk(said).message.text


def test_the_day_after_a_weekday_ruled_out(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk("oil change, not friday, the day after").message.text == (
        "For Oil change on Saturday, December 12 I can do 8 AM, 8:30 AM or 9 AM. "
        "Which works for you?"
    )


def test_the_day_after_alone_is_still_after_the_day_offered(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change please")

    assert talk("how about the day after?").message.text.startswith(
        "For Oil change on Tuesday, December 8"
    )
