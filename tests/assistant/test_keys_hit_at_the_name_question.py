"""Keys hit to get past "What name should I put it under?" ("asdf", "qwerty", "jjjj", "aaa
bbb") were taken as the customer's name: the booking went on under "Asdf". The name is asked
again, in a word, and a real name after it is taken."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("mash", ["asdf", "qwerty", "jjjj", "aaa bbb"])
def test_keys_hit_are_asked_again(demo_shop, channel, mash):
    say = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    say("I need an oil change friday at 10am")

    assert say(mash).message.text == "What name should I put it under?"


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_real_name_after_them_is_booked(demo_shop, channel):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)
    say("I need an oil change friday at 10am")
    say("asdf")

    assert say("Dana Reyes").message.text.startswith("Just to confirm: Oil change")
    assert say("yes").message.text.startswith("You're booked, Dana Reyes: Oil change")
    assert Appointment.objects.get().customer.name == "Dana Reyes"


@pytest.mark.parametrize("ok", ["k", "kk"])
def test_k_for_ok_is_no_name(demo_shop, ok):
    """ "k" was booked as "K", and the real name after it made "Danny K"."""
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need an oil change friday at 10am")

    assert say(ok).message.text == "What name should I put it under?"
    say("Danny")
    say("yes")
    assert Appointment.objects.get().customer.name == "Danny"


@pytest.mark.parametrize("name", ["Ng", "Bo Li", "Ann", "K Smith"])
def test_short_names_are_still_names(demo_shop, name):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need an oil change friday at 10am")
    say(name)
    say("yes")

    assert Appointment.objects.get().customer.name == name
