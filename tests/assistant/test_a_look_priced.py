""" "Is there a charge to look at my car?" was asked which service: a look at the car is the
shop's diagnostic, whose price is said. A look at a part the shop inspects is that inspection."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

CAVEAT = "The final price is confirmed after we look at the car. Would you like to book it?"


@pytest.mark.parametrize(
    ("asked", "priced"),
    [
        (
            "is there a charge to look at my car?",
            "Check engine light diagnostic usually runs $89 to $149.",
        ),
        (
            "how much to check out my truck, it's making noise",
            "Check engine light diagnostic usually runs $89 to $149.",
        ),
        ("how much to look at my brakes", "Brake inspection usually runs $29 to $49."),
    ],
)
def test_the_look_is_priced(demo_shop, asked, priced):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(asked).message.text == f"{priced} {CAVEAT}"
