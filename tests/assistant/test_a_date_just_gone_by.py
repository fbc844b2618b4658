""" "Oil change on December 2nd" asked on December 7 was read as next December's and answered
"Thursday, December 2 is further ahead than we book". A date said without its year that fell
in the last month is the one gone by, and said to be."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change on december 2nd", "Wednesday, December 2"),
        ("can I get an oil change 12/3", "Thursday, December 3"),
        ("oil change nov 30", "Monday, November 30"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_date_just_gone_by_is_said_to_have_passed(demo_shop, channel, said, day):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(f"{day} has already passed.")


def test_a_date_long_gone_is_next_years(demo_shop):
    talk = talker(demo_shop, "chat")

    assert talk("oil change on march 3").message.text.startswith(
        "We book up to 30 days ahead, so Wednesday, March 3 is too far out."
    )
