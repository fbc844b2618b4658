""" "Call me instead of texting" by text at "Shall I book it?" was not heard: the question came
again and the confirmation was texted. The booking goes on with no text to the customer, who is
told the team will call to confirm; the team is told to. Said after the booking ("You're all
set"), it was not heard either: the number's texts are turned off, as STOP would, and the team
is told to call about the visit."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Customer
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
STAFF = "+13035550142"


@pytest.mark.parametrize("said", ["call me instead of texting", "please call, don't text"])
def test_booked_with_a_call_to_confirm_it(demo_shop, texts_go_to_memory, said):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    text("I need an oil change thursday at 2")
    assert text("Dana Reyes").message.text.endswith("Shall I book it?")

    assert text(said).message.text.endswith(
        "There'll be no text: the team will call you at (303) 555-0177 to confirm. Shall I book it?"
    )
    assert text("yes").message.text == (
        "You're booked, Dana Reyes: Oil change on Thursday, December 10 at 2 PM. No text will "
        "come: the team will call you at (303) 555-0177 to confirm."
    )

    assert Appointment.objects.get().status == Appointment.Status.CONFIRMED
    assert [to for to, _ in texts_go_to_memory] == [STAFF]
    assert "call to confirm" in texts_go_to_memory[0][1]


def test_said_while_the_times_are_offered(demo_shop, texts_go_to_memory):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    text("I need an oil change thursday")

    assert text("don't text, just call me").message.text.startswith(
        "Got it, no texts: the team will call you at (303) 555-0177 to confirm the visit. "
        "Which time works for you on Thursday, December 10"
    )


def test_said_after_the_booking_turns_the_texts_off(demo_shop, texts_go_to_memory):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for said in ["I need an oil change thursday at 2", "Dana Reyes", "yes"]:
        text(said)
    texts_go_to_memory.clear()

    assert text("ok and please call me instead of texting from now on").message.text == (
        "Got it, no more texts to (303) 555-0177: the team will call you about your visit "
        "instead. Text START if you'd like texts again. Is there anything else I can help with?"
    )

    assert Customer.objects.get(phone=PHONE).sms_opt_out
    assert [to for to, _ in texts_go_to_memory] == [STAFF]
    assert "asked to be called about their visit" in texts_go_to_memory[0][1]
    text("START")
    assert not Customer.objects.get(phone=PHONE).sms_opt_out


def test_said_with_no_visit_turns_the_texts_off_and_tells_no_one(demo_shop, texts_go_to_memory):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text("please don't text me").message.text.startswith(
        "Got it, no more texts to (303) 555-0177. Text START if you'd like texts again."
    )
    assert Customer.objects.get(phone=PHONE).sms_opt_out
    assert texts_go_to_memory == []
