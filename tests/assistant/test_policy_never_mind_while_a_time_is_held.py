""" "Never mind, I'm out of town friday. forget it" with Friday's 3 PM held: the day named read
as a new day asked for, so the giving up was missed and the number was asked next. The hold is
let go and said to be."""

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


def test_never_mind_the_day_held_lets_the_time_go(shop):
    say = talker(shop, "chat")
    say("I need an alignment on friday")
    held = say("3pm").message.text

    text = say("oh never mind, I just realized I'm out of town friday. forget it").message.text

    assert held.startswith("I'm holding 3 PM")
    assert text == "No problem, I've let that time go. Is there anything else I can help with?"
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()


def test_never_mind_this_day_for_another_still_books(shop):
    say = talker(shop, "chat")
    say("I need an alignment on friday")

    text = say("never mind friday, how about saturday").message.text

    assert text.startswith("For Wheel alignment on Saturday, December 12")
