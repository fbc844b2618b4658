"""A complaint is no booking: work "done wrong", trouble still there after a visit, a card
charged twice were each offered paid work (the brake pads again, a brake inspection, "which
service?") instead of being said sorry to and passed to the team; what the customer says next
of it goes to the team too."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment, Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker
from tests.assistant.test_scenarios import PROFILE

pytestmark = pytest.mark.django_db(transaction=True)

SORRY_IN_A_CHAT = "I'm sorry to hear that. The team can help you directly at (303) 555-0142."


@pytest.fixture
def shop(settings) -> Shop:
    settings.CELERY_TASK_ALWAYS_EAGER = True
    return import_shop(path=PROFILE).shop


def test_work_done_wrong_is_said_sorry_for_not_booked_again(shop):
    say = talker(shop, "chat")

    text = say(
        "The brake job you did on my car last week was done wrong, the pedal feels soft now "
        "and I'm pretty upset"
    ).message.text

    assert text == SORRY_IN_A_CHAT


def test_trouble_still_there_after_a_visit_stays_with_the_team(shop):
    say = talker(shop, "chat")

    first = say("I was there last week for brakes and they are still grinding. Not happy.")
    then = say("yes it was thursday, pads replaced")

    assert first.message.text == SORRY_IN_A_CHAT
    assert "Which works" not in then.message.text and "(303) 555-0142" in then.message.text
    assert not Appointment.objects.exists()


def test_a_card_charged_twice_by_text_is_passed_to_the_team(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("you guys charged my card twice for the same repair, need this fixed").message.text
    more = say("it was $450 on monday").message.text

    assert text.startswith("I'm sorry to hear that.") and "someone will get back to you" in text
    assert "service" not in more and "price" not in more.lower()
    body = OutboundText.objects.filter(to=shop.staff_phone).first().body
    assert "has a complaint" in body and "charged my card twice" in body


def test_a_booking_asked_for_after_the_complaint_is_booked(shop):
    say = talker(shop, "chat")
    say("I was there last week for brakes and they are still grinding. Not happy.")

    text = say("can I book an oil change for friday").message.text

    assert text.startswith("For Oil change on Friday, December 11")
