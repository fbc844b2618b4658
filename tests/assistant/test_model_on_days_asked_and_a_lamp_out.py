"""With the model reading too: "what days do you have?" while times were offered was the
model's question of the services ("We do A/C recharge, ..."), since the floor reads no intent
in a reply to the times; and "my brake light is out", which the floor reads as work the list
lacks ("brake light replacement"), was matched again out of those words to Brake pad
replacement and booked."""

from __future__ import annotations

import pytest

from assistant.schema import Understanding
from assistant.understanding import merge
from booking.models import Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_models_intent_is_not_taken_for_days_asked():
    asked = "what days do you have"
    assert merge(Understanding(), Understanding(intent="services"), asked).intent is None


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


def test_days_asked_with_the_times_offered_are_listed(shop, model_readings, settings):
    settings.ASSISTANT_MODEL_REPLIES = False  # the reply's words are the template's
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("coolant flush next week")

    reply = say("what days do you have").message.text

    assert model_readings[-1] is not None
    assert reply.startswith("Coolant flush has open times on Monday, December 14"), reply


def test_a_lamp_out_is_said_to_be_work_the_list_lacks(shop, model_readings):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    reply = say("my brake light is out").message.text

    assert model_readings[-1] is not None
    assert reply.startswith("I don't see brake light replacement on our service list"), reply
