"""After "yes" to "Shall I book it?", "use her number 720 555 0199 instead" was read as a day
to move the visit to ("What day would you like instead?"), and "text my wife at ..." on a text
was only noted, with "so the team can reach you there": the visit now goes under her number,
its confirmation texted there, and whoever booked it stays in its notes. A customer's own
other number on a text is noted, and they are told the texts still come to this number."""

from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
HERS = "+17205550199"


def _booked(shop, channel: str):
    say = talker(shop, channel, phone=PHONE, proven=channel != "chat")
    say("I need an oil change for my wife friday 10am")
    say("Ana Reyes")
    if channel == "chat":
        say("303 555 0177")
    assert say("yes").message.text.startswith("You're booked")
    MemoryBackend.sent.clear()
    return say


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "use her number 720 555 0199 instead",
        "oh and text my wife at 720-555-0199",
        "can you text her at 720.555.0199 instead",
    ],
)
def test_her_number_takes_the_visit_and_its_confirmation(demo_shop, channel, said):
    say = _booked(demo_shop, channel)

    reply = say(said).message.text

    assert reply == (
        "Thanks, I've changed the number on your Oil change on Friday, December 11 at 10 AM to "
        "(720) 555-0199, and texted the confirmation there."
    )
    visit = Appointment.objects.get()
    assert visit.customer.phone == HERS
    assert "Booked by Ana Reyes, (303) 555-0177." in visit.notes
    assert [to for to, _ in MemoryBackend.sent if to != demo_shop.staff_phone] == [HERS]


@pytest.mark.parametrize("said", ["use my work number 720 555 0199 instead", "720 555 0199"])
def test_a_texters_own_other_number_is_noted_and_said_not_to_get_the_texts(demo_shop, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for text in ("oil change friday 10am", "Dana Reyes", "yes"):
        say(text)

    reply = say(said).message.text

    assert reply == (
        "Thanks, I've noted (720) 555-0199 on your Oil change on Friday, December 11 at 10 AM, "
        "so the team can reach you there. Texts about it still come to this number."
    )
    assert Appointment.objects.get().customer.phone == PHONE
