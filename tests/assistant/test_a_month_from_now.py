""" "Oil change in a month" offered this morning's times: a count of months was not read. It is
the same day a month on, here further ahead than the shop books, and said to be."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("said", ["oil change in a month", "oil change a month from now"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_month_from_now_is_said_to_be_further_than_the_shop_books(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(
        "We book up to 30 days ahead, so Thursday, January 7 is too far out."
    )
