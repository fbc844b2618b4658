""" "Front only" after the price of brake pads was read by the model as a name: "Hi, Front
Only! What can I do for you?". Which axle is no one's name."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("said", ["front only", "rear only"])
def test_the_times_are_offered(demo_shop_with_the_model, said):
    say = talker(demo_shop_with_the_model, "chat")
    say("how much for brake pads")

    told = say(said).message.text

    assert told.startswith("For Brake pad replacement on Monday, December 7")
