"""At the name question, "just put Mo", "just Al" or "it's for Maria Gonzalez" is the name,
not a question asked again; a first name spelt out and then the surname ("Siobhan, that's S I
O B H A N, Murphy") books the whole name."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("said", "booked_as"),
    [
        ("just put Mo", "Mo"),
        ("put Sam", "Sam"),
        ("just Al", "Al"),
        ("my name is Siobhan, that's S I O B H A N, Murphy", "Siobhan Murphy"),
        ("Greta, spelled G R E T A, Lindqvist", "Greta Lindqvist"),
        # Whom it is for, said as the name: the name asked again.
        ("it's for Maria Gonzalez", "Maria Gonzalez"),
        ("for maria gonzalez", "Maria Gonzalez"),
    ],
)
def test_the_name_is_heard_as_given(shop, channel, said, booked_as):
    say = talker(shop, channel, phone="+13035550177", proven=True)
    say("oil change tomorrow at 10")

    assert "Shall I book it?" in say(said).message.text

    assert say("yes").message.text.startswith(f"You're booked, {booked_as}:")
    assert Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer.name == booked_as
