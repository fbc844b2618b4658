""" "Need brakes checked, they feel soft" was told "I don't see they feel soft on our service
list": the second clause is the brakes' own trouble (a soft pedal), said of the work asked for,
not other work. Work the shop lacks beside a service is still said (see
test_model_on_work_not_offered_beside_a_service.py)."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "service"),
    [
        ("Need brakes checked, they feel soft", "Brake inspection"),
        ("need my brakes checked, they're making noise", "Brake inspection"),
        ("need tires rotated, they look worn", "Tire rotation"),
    ],
)
def test_only_the_work_is_offered(demo_shop, said, service):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say(said).message.text == (
        f"For {service} on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
        "Which works for you?"
    )
