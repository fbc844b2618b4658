""" "How much is a tire rotation, and can I wait for it?" is answered whole: the price, and
whether the job can be waited for (a drop-off job says when to bring the car), not the price
alone."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    ["how much is a tire rotation and can I wait for it?", "tire rotation price? can I wait?"],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_job_to_wait_for(demo_shop, channel, asked):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone="+13035550177" if proven else "", proven=proven)

    assert say(asked).message.text == (
        "Yes, you can wait for it: Tire rotation takes about 30 minutes and usually runs $25 to "
        "$40. Would you like to book it?"
    )


def test_a_drop_off_job_is_said_not_to_be_waited_for(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert say("how much for a timing belt, can I wait for it?").message.text == (
        "Timing belt replacement is a drop-off job, so it isn't one to wait for: bring the car "
        "between 7:30 AM and 9 AM and we'll call you when it's ready (it takes about 5 hours). "
        "It usually runs 450 to 900 dollars. Would you like to book it?"
    )
