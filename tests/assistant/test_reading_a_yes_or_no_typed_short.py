"""A short yes or no to "Shall I book it?" typed a letter off or as texted ("ofc", "okie", "ye"):
"sre" and "oky" were read as nothing at all (the time was held and the question asked again),
and "not realy" too, where the customer had said no."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker
from tests.assistant.test_scenarios import PROFILE

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop(settings) -> Shop:
    """The demo shop, as the scripted customers find it."""
    settings.CELERY_TASK_ALWAYS_EAGER = True
    return import_shop(path=PROFILE).shop


def _asked_to_book(shop):
    say = talker(shop, "chat")
    for text in ["oil change tuesday at 9am", "Dana Lee", "303 555 0101"]:
        reply = say(text).message.text
    assert "Shall I book it?" in reply, reply
    return say


@pytest.mark.parametrize(
    "said", ["sre", "oky", "yse", "sur", "ofc", "ofcourse", "okie", "ye", "yh", "course"]
)
def test_a_yes_typed_a_letter_off_books(shop, said):
    reply = _asked_to_book(shop)(said).message.text
    assert "You're booked" in reply, reply
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 1


@pytest.mark.parametrize("said", ["not realy", "nop"])
def test_a_no_typed_a_letter_off_books_nothing_and_asks_another_time(shop, said):
    reply = _asked_to_book(shop)(said).message.text
    assert "Shall I book it?" not in reply and "You're booked" not in reply, reply
    assert "other day or time" in reply, reply
    assert not Appointment.objects.filter(status=Appointment.Status.CONFIRMED).exists()
