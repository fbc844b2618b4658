"""After a price, "is that with the water pump?" or "is that with a filter?" is what the price
covers (the owner's description), not the times of the service; "ok thanks, I'll think about
it" to "Would you like to book it?" books nothing, where "ok" used to read as a yes."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "chat"])
def test_is_that_with_the_water_pump(demo_shop, channel):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel == "sms")
    asked = "Hi I'm looking for a quote on a timing belt for a 2012 honda accord"
    assert talk(asked).message.text.startswith("Timing belt replacement usually runs $450 to $900.")

    reply = talk("is that with the water pump").message.text

    assert "water pump where it is driven by the belt" in reply
    assert "7:30 AM" not in reply
    assert talk("ok thanks ill think about it").message.text == (
        "No problem. Is there anything else I can help with?"
    )


def test_is_that_with_a_filter_while_times_are_offered(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change")

    reply = talk("is that with a filter").message.text

    assert reply.startswith(
        "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter"
    )
    assert reply.endswith(
        "Which time works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"
    )
