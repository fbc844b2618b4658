""" "You did my brakes last year, now I need an oil change" offered the brakes first, then the
oil change: work the shop did before is no work asked for, where other work is."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("you did my brakes last year, now I need an oil change", "For Oil change on Monday"),
        (
            "you guys replaced my battery a few months ago. I need an alignment and a tire rotation",
            "First the Wheel alignment, then the Tire rotation. For Wheel alignment on Monday",
        ),
        (
            "you did my oil change last time, I need another oil change and a tire rotation",
            "First the Oil change, then the Tire rotation. For Oil change on Monday",
        ),
        (
            "I need brakes and an oil change",
            "First the Brake pad replacement, then the Oil change. For Brake pad replacement on",
        ),
    ],
)
def test_only_the_work_asked_for_is_offered(demo_shop, said, offered):
    assert talker(demo_shop, "chat")(said).message.text.startswith(offered)
