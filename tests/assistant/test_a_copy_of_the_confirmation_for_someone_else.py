"""After the booking, "can you text my husband the confirmation too? his number is ..." moved
the visit to his number: the customer's own reminders and changes went to him. A copy asked
for ("too", "as well", "a copy") now goes to that number once, the visit staying the
customer's, and one asked for without a number asks for it first."""

from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_customer

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
HIS = "+17205550199"
COPIED = (
    "Done: I've texted the confirmation for your Oil change on Friday, December 11 at 10 AM to "
    "(720) 555-0199 as well. Reminders and changes still come to this number."
)


def _booked(shop, channel: str = "sms"):
    say = talker(shop, channel, phone=PHONE, proven=channel != "chat")
    say("oil change friday 10am")
    say("Dana Reyes")
    if channel == "chat":
        say("303 555 0177")
    assert say("yes").message.text.startswith("You're booked")
    MemoryBackend.sent.clear()
    return say


def _texted(shop) -> list[str]:
    return [to for to, _ in MemoryBackend.sent if to != shop.staff_phone]


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "can you text my husband the confirmation too? his number is 720-555-0199",
        "send a copy to my husband at 720 555 0199",
        "please also text it to my husband, 720.555.0199",
        "my husband's number is 720-555-0199, text him too",
    ],
)
def test_a_copy_goes_to_his_number_and_the_visit_stays_hers(demo_shop, channel, said):
    say = _booked(demo_shop, channel)

    assert say(said).message.text == COPIED

    visit = Appointment.objects.get()
    assert visit.customer.phone == PHONE
    assert (
        visit.notes == "The confirmation was also texted to (720) 555-0199, as the customer asked."
    )
    assert _texted(demo_shop) == [HIS]
    [(_, body)] = [sent for sent in MemoryBackend.sent if sent[0] == HIS]
    assert "your Oil change is confirmed for Friday, December 11 at 10 AM" in body


@pytest.mark.parametrize(
    ("asked", "question"),
    [
        (
            "can you text my husband the confirmation too?",
            "Sure: what's your husband's number? I'll text the confirmation there too.",
        ),
        (
            "could you send her a copy",
            "Sure: what number should I text a copy of the confirmation to?",
        ),
    ],
)
def test_a_copy_asked_for_without_a_number_asks_for_it(demo_shop, asked, question):
    say = _booked(demo_shop)

    assert say(asked).message.text == question
    assert say("it's 720 555 0199").message.text == COPIED

    assert Appointment.objects.get().customer.phone == PHONE
    assert _texted(demo_shop) == [HIS]


def test_never_mind_to_the_number_sends_no_copy(demo_shop):
    say = _booked(demo_shop)
    say("can you text my husband the confirmation too?")

    reply = say("never mind").message.text

    assert "Is there anything else I can help with?" in reply
    assert _texted(demo_shop) == []
    assert Appointment.objects.get().notes == ""


def test_someone_coming_too_is_not_asked_for_a_number(demo_shop):
    say = _booked(demo_shop)

    reply = say("my husband will come too").message.text

    assert "number" not in reply
    assert _texted(demo_shop) == []


@pytest.mark.parametrize("number", ["stopped", "abroad"])
def test_a_number_the_shop_may_not_text_gets_no_copy_and_is_noted(demo_shop, number):
    his = HIS if number == "stopped" else "+44 7911 123456"
    if number == "stopped":
        him = make_customer(demo_shop, HIS, "Luis Reyes")
        him.sms_opt_out = True
        him.save()
    say = _booked(demo_shop)

    reply = say(f"text my husband the confirmation too, his number is {his}").message.text

    assert reply.startswith("I can't text ")
    assert reply.endswith(
        "from here, so I've noted it on your Oil change on Friday, December 11 at 10 AM for the "
        "team. Your confirmation and reminders come to this number."
    )
    assert _texted(demo_shop) == []
    visit = Appointment.objects.get()
    assert visit.customer.phone == PHONE
    assert "it was not texted there" in visit.notes
