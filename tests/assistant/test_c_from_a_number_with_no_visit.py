"""A reminder confirmed ("C", "confirm") from a number with no visit on it (a reply from another
phone) was asked which service the car needs. It is told no visit is on this number and asked
the one it was booked under; "ok" or "yes" alone is no such confirmation."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

OTHER_PHONE = "+13035550199"
NOTHING_HERE = (
    "I don't see an upcoming appointment for this number. If it was booked under another "
    "number, what's that number? Or would you like to book one?"
)


@pytest.mark.parametrize("said", ["C", "confirm", "Confirmed."])
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_number_it_was_booked_under_is_asked(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone=OTHER_PHONE, proven=True)

    assert talk(said).message.text == NOTHING_HERE
    assert talk("+13035550177").message.text.startswith(
        "If that number has an appointment with us, we just texted it a six-digit code."
    )


@pytest.mark.parametrize("said", ["ok", "yes"])
def test_ok_alone_is_asked_what_to_book(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=OTHER_PHONE, proven=True)

    assert talk(said).message.text != NOTHING_HERE
