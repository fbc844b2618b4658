""" "Are you guys still doing my oil change?" was read as "dying", a battery's trouble, and a
check engine light diagnostic was held: "doing" names no work."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said", ["are you doing oil changes today?", "are you guys still doing oil changes today"]
)
def test_only_the_work_named_is_offered(demo_shop, said):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert text(said).message.text == (
        "For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. Which works "
        "for you?"
    )


def test_a_dying_battery_is_still_the_battery(demo_shop):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert text("my battery is dying").message.text.startswith(
        "For Battery replacement on Monday, December 7"
    )
