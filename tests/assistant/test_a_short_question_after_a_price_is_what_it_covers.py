"""A short question about the job just priced ("just the front brakes?", "synthetic?") was
taken as asking to book it: the times were offered, the question unanswered. It is answered
with what the job covers, from the owner's description; another job asked about ("and a tire
rotation?") is priced, and a day asked for is still offered its times."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PADS = (
    "Brake pad replacement: New pads on one axle, rotors measured; price per axle, rotors "
    "extra if needed. It usually runs $180 to $320. Would you like to book it?"
)
OIL = (
    "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid top-off. "
    "It usually runs $49 to $89. Would you like to book it?"
)


@pytest.mark.parametrize(
    ("priced", "asked", "told"),
    [
        ("how much for brakes", "just the front brakes?", PADS),
        ("how much for brakes", "is that just the front brakes?", PADS),
        ("how much for an oil change", "synthetic?", OIL),
        ("how much for an oil change", "do you use synthetic?", OIL),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_what_the_job_covers_is_said(demo_shop, channel, priced, asked, told):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    say(priced)

    assert say(asked).message.text == told


def test_another_job_asked_about_is_priced(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change")

    assert say("and a tire rotation?").message.text.startswith(
        "Tire rotation usually runs $25 to $40."
    )


def test_a_day_asked_for_is_offered_its_times(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("how much for an oil change")

    assert say("can I come in friday?").message.text.startswith(
        "For Oil change on Friday, December 11 I can do"
    )
