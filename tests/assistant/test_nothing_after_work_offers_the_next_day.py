"""Nothing open after the end of work on the day asked ("work till 5 on friday, anything
after that?") said "nothing's open after 5 PM" and then offered 4 PM and 4:30 PM. The day's
latest time is said, then the next open day's times: after work on a weekday where it has
any, its first times otherwise, and any time on a Saturday."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said", ["work till 5 on friday, anything after that?", "I work until 5 on friday"]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_saturday_after_a_friday_with_nothing_after_work(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("oil change")

    text = talk(said).message.text

    assert text.startswith("Sorry, the latest we can start on Friday, December 11 is 5 PM.")
    assert "Saturday, December 12" in text
    assert "8 AM, 8:30 AM or 9 AM" in text


@pytest.mark.parametrize("said", ["I work till 5 on wednesday", "i get off work at 5 on wednesday"])
def test_the_next_weekday_after_a_weekday_with_nothing_after_work(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change")

    assert talk(said).message.text == (
        "Sorry, the latest we can start on Wednesday, December 9 is 5 PM. For Oil change on "
        "Thursday, December 10 I can do 7:30 AM, 8 AM or 8:30 AM. Which works for you?"
    )
