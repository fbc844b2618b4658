"""A customer whose number said STOP was told "We'll text you a confirmation" on booking, "I've
texted your confirmation again" when they asked, and "We'll text you the new time" on a move,
though nothing is sent to that number. They are told no text comes; the team still hears of the
booking, and once the number says START its reminder goes out again."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant.models import OutboundText
from assistant.reminders import send_due_reminders
from booking.models import Customer
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
STAFF = "+13035550142"
VISIT = "Oil change on Tuesday, December 8 at 10 AM"


@pytest.fixture
def unsubscribed(demo_shop):
    Customer.objects.create(shop=demo_shop, phone=PHONE, name="Dana Reyes", sms_opt_out=True)
    return demo_shop


def book_tomorrow_at_10(talk) -> str:
    talk("oil change tomorrow at 10")
    talk("Dana Reyes")
    talk(PHONE)
    return talk("yes").message.text


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_no_confirmation_is_promised(unsubscribed, texts_go_to_memory, channel):
    talk = talker(unsubscribed, channel, phone=PHONE, proven=channel != "chat")

    assert book_tomorrow_at_10(talk) == (
        f"You're booked, Dana Reyes: {VISIT}. I can't text a confirmation to that number, so "
        "please keep a note of it."
    )
    assert talk("can you text me the confirmation?").message.text == (
        f"I can't text your confirmation again, but you're booked for {VISIT}, under "
        "(303) 555-0177."
    )
    assert talk("can we move it to 11").message.text.endswith("Please say yes or no.")
    assert talk("yes").message.text == (
        "Done: your Oil change is now on Tuesday, December 8 at 11 AM."
    )

    assert [to for to, _ in texts_go_to_memory] == [STAFF]
    confirmation = OutboundText.objects.get(kind=OutboundText.Kind.CONFIRMATION)
    assert confirmation.status == "skipped"  # the owner sees why it was not sent


def test_start_brings_the_reminder_back(unsubscribed, texts_go_to_memory):
    talk = talker(unsubscribed, "sms", phone=PHONE, proven=True)
    book_tomorrow_at_10(talk)
    assert talk("START").message.text.startswith("You'll get texts from Ridgeline Auto Repair")
    texts_go_to_memory.clear()

    send_due_reminders(now=datetime(2026, 12, 7, 10, 0, tzinfo=unsubscribed.zone))

    [(to, body)] = texts_go_to_memory
    assert to == PHONE
    assert "your Oil change is tomorrow, Tuesday, December 8 at 10 AM." in body
