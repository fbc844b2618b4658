""" "Can we make it a synthetic oil change instead?" of Dana's Friday oil change was offered a
second oil change ("Would you like another one?"): it asks for the work the visit already is,
so the choice its description offers ("conventional or synthetic oil") is noted on the visit.
Other work asked for instead still swaps the visit's."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "Can we make it a synthetic oil change instead",
        "can you switch it to a full synthetic oil change",
        "can I get full synthetic for my oil change on friday?",
    ],
)
def test_the_choice_is_noted_on_the_visit(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "Got it: I've noted that you'd like synthetic for your Oil change on Friday, "
        "December 11 at 10 AM."
    )
    danas_friday_oil_change.refresh_from_db()
    assert "The customer asked for synthetic." in danas_friday_oil_change.notes


def test_its_price_asked_with_the_choice_is_what_it_covers(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("what's the price on my oil change if I want synthetic").message.text == (
        "Your Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid "
        "top-off. It usually runs $49 to $89."
    )


def test_other_work_instead_swaps_the_visits(demo_shop, danas_friday_oil_change):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text("can you make it a tire rotation instead").message.text == (
        "Just to confirm: your visit on Friday, December 11 at 10 AM for the Tire rotation "
        "instead of the Oil change? Please say yes or no."
    )
