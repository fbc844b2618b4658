"""A bare "ok" or "ok thanks" to three times offered held the first of them, as if picked; a
front desk asks which one. A "yes" or an "ok please" still takes the first, and an "ok" to one
time offered takes it."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker
from tests.assistant.test_scenarios import PROFILE

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop(settings) -> Shop:
    settings.CELERY_TASK_ALWAYS_EAGER = True
    return import_shop(path=PROFILE).shop


def _held():
    return Appointment.objects.filter(status=Appointment.Status.HELD).exists()


def test_ok_after_the_price_and_the_times_asks_which(shop):
    say = talker(shop, "phone", phone="+13035550350", proven=True)
    say("uh brakes")
    say("how much is that")

    text = say("ok").message.text

    assert "holding" not in text and not _held()
    assert text.startswith("Which time works for you on Monday, December 7")


@pytest.mark.parametrize("said", ["ok thanks", "thanks", "got it"])
def test_thanks_to_the_times_is_welcomed_and_holds_nothing(shop, said):
    say = talker(shop, "chat")
    say("need an allignment and a tranmission service")

    text = say(said).message.text

    assert "holding" not in text and not _held()
    assert "10 AM, 10:30 AM or 11 AM" in text


@pytest.mark.parametrize("said", ["yes", "ok please"])
def test_a_yes_to_the_times_still_takes_the_first(shop, said):
    say = talker(shop, "chat")
    say("oil change friday")

    assert say(said).message.text.startswith("I'm holding 7:30 AM on Friday")
