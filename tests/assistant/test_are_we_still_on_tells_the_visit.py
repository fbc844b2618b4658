""" "Are we still on for friday?" of Dana's Friday 10 AM oil change was read as a new booking
("which service does your car need?"), as was "is my appointment at 10 or 10:30?"; each asks
whether and when the visit stands, and is told it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "are we still on for friday?",
        "we still good for friday?",
        "is it still on for friday",
        "is my appointment at 10 or 10:30?",
        "did my appointment get moved?",
        "was my appointment changed",
    ],
)
def test_the_visit_is_told(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM."
    )


def test_a_light_still_on_is_no_visit_asked_of(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = talk("my check engine light is still on").message.text

    assert "You're booked for" not in reply
