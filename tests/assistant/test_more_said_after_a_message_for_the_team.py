"""After the assistant has passed something to the team (a tow, a call back about a bill), what
the customer says next of it is added to that message, not answered with the same words again
or with "which service?"; a bill higher than the quote is a complaint for the team, not a
price to give."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
PASSED = "I'll pass that to the team and someone will get back to you shortly."
ADDED = "Thanks, I've added that for the team, and someone will get back to you shortly."
WITH_THE_TEAM = (
    "The team has your message, and someone will get back to you shortly. "
    "Is there anything else I can help with?"
)


@pytest.mark.parametrize("channel", ["phone", "sms"])
def test_more_of_a_tow_is_added_for_the_team(demo_shop, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk("yeah I need a tow").message.text == PASSED
    assert talk("my car broke down on the highway").message.text == ADDED
    assert talk("ok so what should I do").message.text == WITH_THE_TEAM
    assert talk("no").message.text.endswith("Have a good day!")


@pytest.mark.parametrize(
    "said", ["it was way more than the quote", "you charged me more than you quoted"]
)
def test_a_bill_above_the_quote_is_a_complaint(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("can someone call me about my bill")

    reply = talk(said).message.text

    assert reply == (
        "I'm sorry to hear that. I've passed it to the team, and someone will get back to you "
        "shortly."
    )
    assert "price" not in reply
