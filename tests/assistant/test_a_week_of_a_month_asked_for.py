""" "Oil change the first week of January" offered today: the week of a month was not read.
It is a stretch offered from its first open day."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said", ["oil change the first week of january", "oil change 1st week in jan"]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_first_week_of_january_is_offered_from_its_first_open_day(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    text = talk(said).message.text

    assert "Saturday, January 2" in text
    assert "December" not in text


@pytest.mark.parametrize(
    "said", ["oil change the last week of december", "oil change last week of the month"]
)
def test_the_last_week_of_the_month_is_offered_from_its_first_open_day(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text.startswith("For Oil change on Saturday, December 26 ")
