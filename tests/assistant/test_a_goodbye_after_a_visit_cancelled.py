""" "No thanks bye" or "no thanks" just after a visit was cancelled was asked "which service
does your car need?", as if it opened a new conversation. Both say goodbye; so does "no bye"
to "Shall I book it?", which was asked for another day."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize("said", ["no thanks bye", "no thanks", "nope, that's all. bye"])
def test_a_no_after_cancelling_says_goodbye(demo_shop, danas_friday_oil_change, channel, said):
    say = talker(demo_shop, channel, phone="+13035550177", proven=True)
    say("cancel my appointment")
    assert say("yes").message.act == "cancelled"

    goodbye = say(said).message

    assert goodbye.act == "farewell"
    assert goodbye.text.startswith("Thanks for ")


def test_no_bye_to_shall_i_book_it_is_a_no(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550199", proven=True)
    say("oil change tomorrow at 9")
    say("Sam Lee")

    reply = say("no bye").message.text

    assert reply.startswith("No problem, I haven't booked that time. Thanks for contacting")
