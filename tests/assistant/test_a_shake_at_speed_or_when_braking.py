""" "My steering wheel shakes at highway speed" was offered the check engine light diagnostic,
as any shake is: a steering wheel that shakes at speed is the wheels' alignment or balance, and
one that shakes as the car stops is the brakes' rotors. A shake at idle is still a look."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

TIMES = "on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. Which works for you?"


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("my steering wheel shakes at highway speed", f"For Wheel alignment {TIMES}"),
        ("car vibrates on the freeway above 60", f"For Wheel alignment {TIMES}"),
        (
            "steering wheel shakes when I brake",
            f"To find what's causing that, we'd start with the Brake inspection. O{TIMES[1:]}",
        ),
        (
            "my brake pedal pulsates when stopping",
            f"To find what's causing that, we'd start with the Brake inspection. O{TIMES[1:]}",
        ),
        (
            "my car shakes when idling",
            "To find what's causing that, we'd start with the Check engine light diagnostic. "
            f"O{TIMES[1:]}",
        ),
    ],
)
def test_the_work_the_shake_points_at_is_offered(demo_shop, said, offered):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(said).message.text == offered
