""" "Actually just the oil change is fine" after an oil change and a brake inspection: the brake
inspection was still offered once the oil change was booked. "Just the X", "only the X" and
"skip the Y" take the others off what is under way."""

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


def test_just_the_oil_change_books_only_the_oil_change(shop):
    say = talker(shop, "phone", phone="+13035550350", proven=True)
    say("hi uh i need a oil change and uh a brake inspection on my twenty nineteen rav four")
    narrowed = say("actually just the oil change is fine").message.text
    say("wednesday at noon")
    say("tony russo")

    text = say("yes").message.text

    assert narrowed.startswith("Sure, just the Oil change.")
    assert text.startswith("You're booked") and "Brake inspection" not in text
    assert [a.service.name for a in Appointment.objects.all()] == ["Oil change"]


def test_skip_the_first_offers_the_other(shop):
    say = talker(shop, "chat")
    say("oil change and tire rotation friday")

    text = say("skip the oil change").message.text

    assert text.startswith("Sure, I've taken the Oil change off. For Tire rotation on Friday")


def test_only_the_second_offers_it_alone(shop):
    say = talker(shop, "chat")
    say("oil change and tire rotation friday")
    say("actually only the tire rotation")
    say("the first one")
    say("Dana Lee")
    say("303 555 0101")

    text = say("yes").message.text

    assert text.startswith("You're booked") and "Oil change" not in text
