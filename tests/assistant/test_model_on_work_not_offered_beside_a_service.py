"""With the model reading too, work asked for beside a service the shop does is still said to be
work it does not offer: the merged reading kept the floor's service but dropped what else the
floor had found ("an oil change and a state inspection" was offered oil change times alone,
while with the model off the customer heard "Sorry, we don't offer state inspection")."""

from __future__ import annotations

import pytest

from booking.models import Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


@pytest.mark.parametrize(
    ("message", "not_offered"),
    [
        ("oil change and a state inspection", "state inspection"),
        ("can you do an alignment and a window tint on thursday", "window tint"),
        ("need a battery and a smog check", "smog check"),
    ],
)
def test_work_the_shop_lacks_beside_a_service_is_said(shop, model_readings, message, not_offered):
    say = talker(shop, "chat")
    reply = say(message).message.text
    assert model_readings and model_readings[0] is not None  # the model read it too
    assert f"I don't see {not_offered} on our service list" in reply, reply
    assert "I can do" in reply or "I have" in reply, reply  # and the times for the rest
