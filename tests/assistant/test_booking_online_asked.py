""" "Can I schedule online?" asks how to book, not for work called "online": the booking starts
here, said to be possible here, with no "Sorry, we don't offer online"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    [
        "can I schedule online?",
        "do you do online booking?",
        "can I make an appointment through your website?",
        "Can I book online?",
        "can I make an appointment by text?",
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_which_service_is_asked(demo_shop, channel, asked):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone="+13035550177" if proven else "", proven=proven)

    assert say(asked).message.text == (
        "Yes, I can book it for you right here. Which service does your car need?"
    )
    assert say("oil change").message.text.startswith("For Oil change on Monday, December 7")


def test_a_service_named_gets_its_times(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("can I book an oil change online?").message.text.startswith(
        "For Oil change on Monday, December 7 I can do"
    )
