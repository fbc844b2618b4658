""" "Oil change tomorrow after school" and "tmrw aft" by text were offered the morning's first
times. "After school" is from three on, and "aft" is the afternoon."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said", ["oil change tomorrow after school", "can you do my oil change tomorrow after school"]
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_after_school_is_from_three_on(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        "For Oil change on Tuesday, December 8 I can do 3 PM, 3:30 PM or 4 PM. Which works for you?"
    )


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change tmrw aft", "Tuesday, December 8"),
        ("can u do an oil change wed aftn", "Wednesday, December 9"),
    ],
)
def test_aft_by_text_is_the_afternoon(demo_shop, said, day):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk(said).message.text == (
        f"For Oil change on {day} I can do 12 PM, 12:30 PM or 1 PM. Which works for you?"
    )
