""" "What name do you have for me?" at "Shall I book it?" was passed to the team, and "what
number will you text?" after the booking too: the name and number are said, and the booking
goes on where it was."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("said", ["what name do you have for me?", "what number are you using?"])
def test_while_booking(demo_shop, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("oil change friday 10am")
    say("Dana Reyes")

    reply = say(said).message.text

    assert reply.startswith("I have it under Dana Reyes, (303) 555-0177. Just to confirm:")
    assert reply.endswith("Shall I book it?")
    assert say("yes").message.text.startswith("You're booked, Dana Reyes")


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said", ["what name is my appointment under?", "what number will you text?"]
)
def test_of_a_visit_booked(demo_shop, channel, said):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert say(said).message.text == (
        "Your Oil change on Friday, December 11 at 10 AM is under Dana Reyes, (303) 555-0177. "
        "Is there anything else I can help with?"
    )
