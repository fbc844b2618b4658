""" "Make that 2 cars" with Friday's 2 PM held for an oil change was read as nothing: the time
was held again and the second car dropped. It is a second car asked for, as "make that 2 oil
changes" is: said to follow, and offered once the first is booked."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

SECOND = "First the Oil change for one car, then the other's. I'm holding that time for you."


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said", ["make that 2 cars", "actually it's for 2 cars", "it's for both our cars actually"]
)
def test_the_second_car_is_said_to_follow(demo_shop, channel, said):
    say = talker(demo_shop, channel)
    say("I need an oil change friday at 2")

    assert say(said).message.text.startswith(SECOND)


def test_it_is_offered_once_the_first_is_booked(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("I need an oil change friday at 2")
    say("make that 2 cars")
    say("Dana Reyes")

    booked = say("yes").message.text

    assert booked.endswith("Would you like to book the Oil change for your second car as well?")
