"""Asked for an oil change with one already booked on the number, the customer is asked
"Would you like another one?"; "can you make it later" or "I need to reschedule that one" in
answer was taken as a no. They move the visit booked; a yes or a no still books another or
lets it go."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
ANOTHER = (
    "You're already booked for Oil change on Friday, December 11 at 10 AM. "
    "Would you like another one, say for a second car?"
)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize("said", ["can you make it later", "could we make it a bit later?"])
def test_later_offers_the_times_after_the_visit(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    assert talk("I need an oil change").message.text == ANOTHER

    reply = talk(said).message.text

    assert reply.startswith("For Oil change on Friday, December 11")
    assert "10:30 AM, 11 AM or 11:30 AM. Which works for you?" in reply


def test_reschedule_that_one_asks_the_day(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("I need an oil change")

    assert talk("I need to reschedule that one").message.text == (
        "Your Oil change is on Friday, December 11 at 10 AM. What day would you like instead?"
    )


def test_no_thanks_still_lets_it_go(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("I need an oil change")

    assert talk("no thanks").message.text == "No problem. Is there anything else I can help with?"
