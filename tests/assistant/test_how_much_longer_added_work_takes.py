""" "How much longer will it take if I add a tire rotation?" was given the rotation's price
only: how long it takes is said too."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    [
        "how much longer will it take if I add a tire rotation",
        "how much more time does a tire rotation add",
    ],
)
def test_how_long_and_the_price(demo_shop, danas_friday_oil_change, said):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert text(said).message.text == (
        "Tire rotation takes about 30 minutes and usually runs $25 to $40. Would you like to "
        "book it?"
    )
