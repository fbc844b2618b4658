"""The model wrote "Sorry, we don't offer window tinting" where the templates say only what the
catalog shows: the work is not on the service list (the shop may still do it; the team knows).
Its one voice is now the templates' sentence, and the reply is not finished until it names
what the shop does."""

from __future__ import annotations

import pytest

from assistant.models import Message
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def short_list(demo_shop_with_the_model):
    """A shop of three services and no team number: a plan the model was taught."""
    shop = demo_shop_with_the_model
    shop.staff_phone = ""
    shop.save()
    shop.services.exclude(name__in=["Oil change", "Wheel alignment", "Brake inspection"]).update(
        active=False
    )
    return shop


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        ("do you do window tinting?", "window tinting"),
        ("can you do a smog check", "smog check"),
    ],
)
def test_work_not_listed_is_said_not_to_be_on_the_list(short_list, message, asked):
    said = talker(short_list, "chat")(message).message

    assert said.source == Message.Source.MODEL
    assert said.text == (
        f"I don't see {asked} on our service list. "
        "We do Brake inspection, Oil change and Wheel alignment."
    )
