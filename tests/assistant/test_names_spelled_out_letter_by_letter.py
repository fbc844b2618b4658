"""A name said, then spelt letter by letter after "spelled" (as callers do), is the name
spelt: "its uh mark spelled m a r c" was booked as "Mark Spelled M" (and, with the name read,
"spelled" was taken for a "smelled" of the check engine light)."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("its uh mark spelled m a r c", "Marc"),
        ("Mark, spelled M-A-R-C", "Marc"),
        ("it's kristin that's k r i s t e n", "Kristen"),
        ("john smith spelt s m y t h", "John Smyth"),
    ],
)
def test_the_spelling_is_the_name_booked(shop, said, name):
    say = talker(shop, "phone", phone="+13035550352", proven=True)
    say("oil change wednesday at 9am")

    confirm = say(said).message.text
    booked = say("yes")

    assert "Shall I book it?" in confirm and "Oil change" in confirm, confirm
    assert booked.appointment.status == Appointment.Status.CONFIRMED
    assert booked.appointment.service.name == "Oil change"
    assert booked.appointment.customer.name == name
    assert f"You're booked, {name}:" in booked.message.text
