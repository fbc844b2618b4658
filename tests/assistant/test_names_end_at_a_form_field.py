"""A name typed as a form's field ends where the next field begins: "name: jen w  phone: (720)
555-0033" was booked as "Jen W Phone"."""

from __future__ import annotations

import pytest

from booking.models import Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("name: jen w  phone: (720) 555-0033", "Jen W"),
        ("Name: Jen Walsh Cell: 720-555-0033", "Jen Walsh"),
        ("jen walsh number: 7205550033", "Jen Walsh"),
    ],
)
def test_a_field_label_ends_the_name(shop, said, name):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    say(said)
    booked = say("yes")

    assert booked.appointment.customer.name == name
    assert booked.appointment.customer.phone == "+17205550033"
    assert f"You're booked, {name}:" in booked.message.text
