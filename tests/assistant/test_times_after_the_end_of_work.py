""" "I work till 5 on friday, anything after that?" was offered 5 PM, when the customer is
still at work, and "I'm off at 4 on weekdays, got anything later?" held 4 PM as a time named.
The end of work is a bound the visit comes after: the times after it are offered, and where
there are none after it, the day's latest time is said and the next day's times offered."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "I need an oil change. I'm off at 4 on weekdays, got anything later?",
        "oil change please, I get off work at 4",
        "i need an oil change, i work until 4 today",
    ],
)
def test_the_times_after_work_are_offered_not_the_end_of_work_held(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    text = talk(said).message.text

    assert "Monday, December 7" in text
    assert "4:30 PM or 5 PM" in text
    assert "4 PM" not in text
    assert not Appointment.objects.exists()


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize(
    "said", ["i work till 5 on friday, anything after that?", "my shift ends at 5 on friday"]
)
def test_none_after_the_end_of_work_is_said(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("oil change please")

    assert talk(said).message.text == (
        "Sorry, the latest we can start on Friday, December 11 is 5 PM. For Oil change on "
        "Saturday, December 12 I can do 8 AM, 8:30 AM or 9 AM. Which works for you?"
    )


def test_an_hour_off_work_with_a_half_is_kept(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    talk("tire rotation thursday")

    assert talk("I get off work at 3:30, anything after?").message.text == (
        "For Tire rotation on Thursday, December 10, I have 4 PM, 4:30 PM or 5 PM. "
        "Which works for you?"
    )
