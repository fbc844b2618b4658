""" "Can we make it a synthetic oil change instead?" of Dana's Friday oil change was offered a
second oil change ("Would you like another one?"): it asks for the work the visit already is,
so what it covers is said. Other work asked for instead still swaps the visit's."""

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
    ],
)
def test_what_the_visit_covers_is_said(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    price = "49 to 89 dollars" if channel == "phone" else "$49 to $89"

    assert talk(said).message.text == (
        "Your Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid "
        f"top-off. It usually runs {price}."
    )


def test_other_work_instead_swaps_the_visits(demo_shop, danas_friday_oil_change):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text("can you make it a tire rotation instead").message.text == (
        "Just to confirm: your visit on Friday, December 11 at 10 AM for the Tire rotation "
        "instead of the Oil change? Please say yes or no."
    )
