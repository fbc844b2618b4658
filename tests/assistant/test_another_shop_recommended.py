""" "Can you recommend a good tire shop?" was offered tire rotation times: it asks for another
shop's work, which is said not to be on the list, with the nearest the shop does."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

TEAM = "the team can tell you about the rest at (303) 555-0142."


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        (
            "can you recommend a good tire shop?",
            f"I don't see tire sales on our service list. The nearest we do is Tire rotation; {TEAM}",
        ),
        (
            "can you recommend a transmission shop",
            "I don't see transmission repair on our service list. The nearest we do is "
            f"Transmission fluid service; {TEAM}",
        ),
    ],
)
def test_the_work_is_not_on_the_list(demo_shop, asked, told):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(asked).message.text == told


def test_work_asked_for_beside_it_is_offered(demo_shop):
    say = talker(demo_shop, "chat")

    told = say("I need an oil change. also can you recommend a tire place?").message.text

    assert told.startswith("For Oil change on Monday, December 7 I can do 10 AM")
