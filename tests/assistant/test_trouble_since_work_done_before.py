""" "I hear a noise after my oil change" offered another oil change, and "my check engine light
came on after my oil change" an oil change beside the diagnostic. Work said as done before
the trouble began is when it began: the trouble gets its look. Where nothing else is asked
for, or more work is, the work named stands."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

LOOK = "To find what's causing that, we'd start with the Check engine light diagnostic. On"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "I hear a noise after my oil change",
        "ever since my last oil change the car makes a ticking noise",
        "after my tire rotation the car shakes",
    ],
)
def test_trouble_since_work_done_before_gets_its_look_alone(demo_shop, channel, said):
    text = talker(demo_shop, channel, phone="+13035550177")(said).message.text

    assert text.startswith(LOOK)
    assert "Oil change" not in text and "Tire rotation" not in text


def test_the_engine_light_since_an_oil_change_is_the_diagnostic_alone(demo_shop):
    text = talker(demo_shop, "chat")(
        "my check engine light came on after my oil change"
    ).message.text

    assert text.startswith("For Check engine light diagnostic on Monday, December 7")
    assert "Oil change" not in text


@pytest.mark.parametrize(
    ("said", "service"),
    [
        ("it's been 5000 miles since my last oil change", "For Oil change on Monday, December 7"),
        ("since my last oil change was in june, I need another one", "For Oil change on Monday"),
        (
            "after my oil change can you also check my brakes",
            "First the Oil change, then the Brake",
        ),
    ],
)
def test_work_asked_for_beside_work_done_before_stands(demo_shop, said, service):
    """The month the last one was done ("was in june") is no day asked for either."""
    assert talker(demo_shop, "chat")(said).message.text.startswith(service)
