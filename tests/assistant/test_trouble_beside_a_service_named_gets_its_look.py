""" "Can you check the noise and do an oil change": the noise was dropped, read as the oil's,
and only the oil change offered. Trouble said apart from the service named gets its own look,
booked first, and the service after it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "can you check the noise and do an oil change",
        "there's a weird noise, also need an oil change",
        "oil change and can you look at a rattle I'm hearing",
    ],
)
def test_trouble_beside_a_service_is_looked_at_first(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177")

    assert talk(said).message.text.startswith(
        "To find what's causing that, we'd start with the Check engine light diagnostic, then "
        "the Oil change. On Monday, December 7"
    )


@pytest.mark.parametrize("said", ["my oil is making a noise", "I hear a noise after my oil change"])
def test_trouble_of_the_part_itself_asks_for_no_second_service(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert ", then the Oil change" not in talk(said).message.text


@pytest.mark.parametrize(
    ("said", "first", "then"),
    [
        ("I need an alignment and my check engine light is on", "Wheel alignment", "Check engine"),
        ("my check engine light is on and I need an alignment", "Check engine", "Wheel alignment"),
    ],
)
def test_the_engine_light_beside_work_named_in_one_word_asks_for_both(demo_shop, said, first, then):
    """The engine light was read as trouble of the alignment, which was dropped."""
    text = talker(demo_shop, "chat")(said).message.text

    assert text.startswith(f"First the {first}")
    assert f", then the {then}" in text


def test_a_part_guessed_at_as_the_engine_lights_cause_is_no_second_service(demo_shop):
    text = talker(demo_shop, "chat")(
        "check engine light on, could it be the transmission"
    ).message.text

    assert "Transmission" not in text and "Check engine light diagnostic" in text
