"""A price asked for a kind of car the owner prices apart ("how much for an oil change on a
diesel?"), with no car of the customer's named, is that kind's price, not the one for any car."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("asked", "quoted"),
    [
        ("how much for an oil change on a diesel?", "Oil change usually runs $59 to $107"),
        (
            "what do you charge for oil changes on diesel trucks",
            "Oil change usually runs $59 to $107",
        ),
        ("how much is a brake inspection on a diesel", "Brake inspection usually runs $35 to $59"),
    ],
)
def test_the_kind_asked_about_is_priced_by_the_owners_rule(demo_shop, asked, quoted):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text.startswith(f"{quoted} for a diesel.")


def test_without_the_kind_the_price_is_the_shops_own(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("how much for an oil change?").message.text.startswith(
        "Oil change usually runs $49 to $89."
    )
