""" "The monday after Christmas" was offered Saturday the 26th, "the day before Christmas" and
"before Christmas" were read as Christmas itself (closed), and "between Christmas and New
Year's" as New Year's Day; "after the holidays" offered today. A day said beside another is
the day it names."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CHANNELS = ["chat", "sms", "phone"]


def offered_on(text: str, day: str) -> bool:
    return text.startswith(f"For Tire rotation on {day}")


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("can I get a tire rotation the day before christmas", "Thursday, December 24"),
        ("tire rotation the day before christmas eve please", "Wednesday, December 23"),
        ("tire rotation the monday after christmas", "Monday, December 28"),
        ("tire rotation the friday before christmas", "Friday, December 18"),
    ],
)
@pytest.mark.parametrize("channel", CHANNELS)
def test_a_day_said_beside_a_holiday_is_offered(demo_shop, channel, said, day):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert offered_on(talk(said).message.text, day)


@pytest.mark.parametrize(
    "said",
    [
        "tire rotation between christmas and new years",
        "I need a tire rotation sometime between christmas and new year's",
    ],
)
def test_the_days_between_two_holidays_are_offered_from_the_first(demo_shop, said):
    talk = talker(demo_shop, "chat")

    text = talk(said).message.text

    assert offered_on(text, "Saturday, December 26")
    assert "closed" not in text


@pytest.mark.parametrize(
    "said", ["tire rotation before christmas", "can you rotate my tires by friday"]
)
def test_a_day_said_as_the_latest_offers_the_soonest_times(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert offered_on(talk(said).message.text, "Monday, December 7")


@pytest.mark.parametrize(
    "said", ["tire rotation after the holidays", "can I get my tires rotated after holidays"]
)
def test_after_the_holidays_is_offered_from_after_new_years_day(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert offered_on(talk(said).message.text, "Saturday, January 2")
