""" "Ok that one" to the times offered for "what's the latest you have thursday" was asked
which time, again at every answer after: the latest of them is the one meant, and held; "ok" to
those offered for "what's the earliest next week?", the earliest."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("said", ["ok that one", "perfect, I'll take it", "yes"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_latest_is_held(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("I need an oil change")
    assert "4 PM, 4:30 PM or 5 PM" in talk("whats the latest you have thursday").message.text

    assert talk(said).message.text.startswith("I'm holding 5 PM on Thursday, December 10 for you.")


@pytest.mark.parametrize("said", ["ok", "that one", "yes"])
def test_the_earliest_is_held(demo_shop, said):
    talk = talker(demo_shop, "chat")
    talk("wheel alignment")
    assert "7:30 AM, 8 AM or 8:30 AM" in talk("what's the earliest next week?").message.text

    assert talk(said).message.text.startswith("I'm holding 7:30 AM on Monday, December 14 for you.")


def test_that_one_of_times_offered_alone_is_still_asked_which(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("oil change friday")

    assert talk("that one").message.text == (
        "Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"
    )
