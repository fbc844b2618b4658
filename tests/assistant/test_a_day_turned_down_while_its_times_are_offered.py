""" "Any day but wednesday", "wednesday's no good" while Wednesday's times are offered: the
soonest times of another day, not Wednesday's again; a day turned down of two offered leaves
the other's times."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    ["any day but wednesday", "actually wednesday's no good, something else?", "not wednesday"],
)
def test_the_soonest_other_days_times_are_offered(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")
    talk("wednesday")

    reply = talk(said).message.text

    assert "Wednesday" not in reply
    assert "Oil change on Monday, December 7" in reply
    assert "10 AM, 10:30 AM or 11 AM" in reply


@pytest.mark.parametrize("said", ["thursday is out, friday?", "thursday doesn't work. friday?"])
def test_a_day_turned_down_beside_another_is_that_other(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("I need an oil change")
    talk("thursday")

    reply = talk(said).message.text

    assert reply == (
        "For Oil change on Friday, December 11 I can do 7:30 AM, 8 AM or 8:30 AM. "
        "Which works for you?"
    )


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("said", ["not friday", "friday doesn't work"])
def test_one_of_two_days_offered_turned_down_leaves_the_other(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("I need an oil change")
    talk("end of the week")

    reply = talk(said).message.text

    assert reply == "Which time works for you on Thursday, December 10: 7:30 AM or 8 AM?"
    assert "holding 8 AM on Thursday, December 10" in talk("8 please").message.text
