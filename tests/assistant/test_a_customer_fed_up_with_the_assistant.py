""" "You're useless" was asked which service the car needs. A customer the assistant has failed
is told sorry and given a person: the team's number, or a call back where the number is known."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("said", ["you're useless", "this bot is stupid", "you're not listening"])
def test_a_chat_is_told_sorry_and_the_teams_number(demo_shop, said):
    say = talker(demo_shop, "chat")
    say("oil change friday")

    assert say(said).message.text == (
        "Sorry I couldn't help. You can reach the team directly at (303) 555-0142, or leave your "
        "number here and I'll have them call you back."
    )


def test_a_caller_is_called_back(demo_shop):
    text = talker(demo_shop, "phone", phone="+13035550177", proven=True)("ur useless").message.text

    assert text == (
        "Sorry I couldn't help. I've let the team know you'd like to talk, and they'll call you "
        "back at (303) 555-0177."
    )
    assert "would like to talk" in OutboundText.objects.get(to=demo_shop.staff_phone).body


def test_asking_for_a_person_is_of_course(demo_shop):
    text = talker(demo_shop, "chat")("i want to talk to a human").message.text

    assert text.startswith("Of course. You can reach the team")
