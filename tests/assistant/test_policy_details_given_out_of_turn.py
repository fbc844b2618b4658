"""Details given before they are asked: "make that a brake inspection instead" with 10 AM held
for an oil change offered the brake inspection's times, though 10 AM was free for it; and a name
or a number given while times are offered was met with the same question, as if unheard."""

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


def test_another_service_instead_keeps_the_time_held(shop):
    say = talker(shop, "chat")
    say("I'd like an oil change friday at 10")

    text = say("actually make that a brake inspection instead").message.text

    assert text == (
        "Sure, the Brake inspection instead. I'm holding 10 AM on Friday, December 11 for you. "
        "What name should I put it under?"
    )
    [held] = Appointment.objects.filter(status=Appointment.Status.HELD)
    assert held.service.name == "Brake inspection"


def test_a_name_and_number_given_with_the_times_are_kept(shop):
    say = talker(shop, "chat")
    say("I'd like an oil change friday")

    name = say("Pete Sampras").message.text
    number = say("3035554321").message.text
    text = say("10am").message.text

    assert name.startswith("Thanks, Pete. Which time works")
    assert number.startswith("Thanks, I've got your number. Which time works")
    assert text.startswith("Just to confirm: Oil change on Friday, December 11 at 10 AM")
