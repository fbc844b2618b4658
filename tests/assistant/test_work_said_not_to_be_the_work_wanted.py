""" "No not oil change, I meant tire rotation" after the oil change times were offered was read
as both ("First the Oil change, then the Tire rotation"): work named after "not" is the work
not wanted, and the rest of the message says which is."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

ROTATION = (
    "For Tire rotation on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
    "Which works for you?"
)


@pytest.mark.parametrize(
    "said",
    [
        "no not oil change, i meant tire rotation",
        "not an oil change, a tire rotation",
        "actually tire rotation not oil change",
    ],
)
def test_only_the_work_wanted_is_offered(demo_shop, said):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("i need an oil change")

    assert say(said).message.text == ROTATION


def test_trouble_said_with_not_is_still_read(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    told = say("car is not starting, probably the battery").message.text

    assert "Battery replacement" in told
