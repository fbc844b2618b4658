""" "A brake inspection and an oil change on friday, the oil change first" offered the brake
inspection first: the service the customer says should come first is booked first."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        (
            "Can I get a brake inspection and oil change on Friday, the oil change first",
            "First the Oil change, then the Brake inspection. For Oil change on Friday",
        ),
        (
            "brake inspection and oil change friday, do the oil first",
            "First the Oil change, then the Brake inspection. For Oil change on Friday",
        ),
        (
            "oil change and a tire rotation, start with the rotation",
            "First the Tire rotation, then the Oil change. For Tire rotation on Monday",
        ),
        # "First thing" is when, not which.
        (
            "brake inspection and oil change friday first thing",
            "First the Brake inspection, then the Oil change. I'm holding 7:30 AM on Friday",
        ),
    ],
)
def test_the_work_said_to_come_first_is_booked_first(demo_shop, said, offered):
    assert talker(demo_shop, "sms", phone="+13035550177", proven=True)(
        said
    ).message.text.startswith(offered)
