""" "Can I wait for it?" asked while the times are offered is answered, and the times are
offered again: the reply ends on the question still open, not on "Would you like to book it?"
as if nothing were under way."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_job_to_wait_for_is_said_so_then_the_times(demo_shop, channel):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel == "sms")
    say("I need an oil change Thursday")

    reply = say("can I wait for it?").message.text

    assert reply == (
        "Yes, you can wait for it: Oil change takes about 30 minutes. Which time works for "
        "you on Thursday, December 10: 7:30 AM, 8 AM or 8:30 AM?"
    )


def test_a_drop_off_job_is_said_so_then_the_time(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need a timing belt Thursday")

    reply = say("can I wait for it?").message.text

    assert reply.startswith("Timing belt replacement is a drop-off job, so it isn't one to wait")
    assert reply.endswith("Does 7:30 AM on Thursday, December 10 work for you?")
