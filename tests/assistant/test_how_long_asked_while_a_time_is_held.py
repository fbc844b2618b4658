""" "How long does it take?" at "Shall I book it?" was passed to the team ("someone will get
back to you"): the service's own time is said, then the question waiting is asked again."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("asked", ["how long does it take?", "how long will that take"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_how_long_then_shall_i_book_it(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=True)
    talk("oil change tomorrow at 8")
    assert talk("Sue Park").message.text.endswith("Shall I book it?")

    reply = talk(asked).message.text

    assert reply.startswith("Oil change takes about 30 minutes. Just to confirm: Oil change on")
    assert reply.endswith("Shall I book it?")
    assert talk("yes").message.text.startswith("You're booked, Sue Park: Oil change on Tuesday")


def test_how_long_then_the_name_asked_again(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    talk("oil change tomorrow at 8")

    assert talk("how long is the wait").message.text == (
        "Oil change takes about 30 minutes. What name should I put it under?"
    )
