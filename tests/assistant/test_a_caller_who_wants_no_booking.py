"""A customer who, offered times, says "no thanks" or "no, that's all" wants no booking: the
assistant lets it go and asks whether there is anything else, where it used to repeat the
times; "never mind" after a service the shop does not offer is let go the same way. A bare
"no" still asks for other times, and a "no" to "anything else?" ends the call."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
LET_GO = "No problem. Is there anything else I can help with?"


@pytest.mark.parametrize(
    "said", ["no thanks", "no that's all thanks", "nah I'm good", "not interested"]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_no_thanks_to_the_times_offered_lets_the_booking_go(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    assert "Which works for you?" in talk("I need an oil change").message.text
    talk("wednesday")

    assert talk(said).message.text == LET_GO
    assert not Appointment.objects.filter(shop=demo_shop).exists()
    if channel == "phone":
        assert talk("no").message.text == (
            "Thanks for calling Ridgeline Auto Repair. Have a good day!"
        )


def test_a_bare_no_to_the_times_is_not_the_booking_let_go(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")

    assert talk("no").message.text != LET_GO


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_never_mind_after_work_not_offered_is_let_go(demo_shop, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    assert talk("hey do you guys do state inspections").message.text.startswith(
        "I don't see state inspections on our service list."
    )

    assert talk("alright never mind then").message.text == LET_GO


@pytest.mark.parametrize("said", ["nvm", "lol nvm"])
def test_texting_shorthand_for_never_mind_to_which_service_is_let_go(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    assert "which service" in talk("ok").message.text

    assert talk(said).message.text == LET_GO


@pytest.mark.parametrize("said", ["no", "no thanks", "nothing", "nothing really"])
@pytest.mark.parametrize("channel", ["chat", "phone"])
def test_nothing_wanted_after_the_greeting_is_a_goodbye(demo_shop, channel, said):
    """ "No thanks" to the greeting's "What can I do for you?" asked which service, then
    listed them all."""
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")

    assert talk(said).message.text.startswith("Thanks for c")


def test_a_text_that_opens_with_no_is_not_taken_for_a_goodbye(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("no").message.text == "What can we help with: which service does your car need?"
