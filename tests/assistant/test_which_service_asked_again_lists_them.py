""" "I need new tires" (not listed) then "four", "any brand", or "idk" then "my car": the same
"which service does your car need?" came back each time, leading nowhere. Asked a second time,
the question comes with the list of services to choose from."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

ASKED = "What can we help with: which service does your car need?"


@pytest.fixture
def say(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550166", proven=True)
    return lambda text: talk(text).message.text


def test_the_second_time_the_services_are_listed(say):
    assert say("idk") == ASKED

    listed = say("my car")

    assert listed.startswith("We do A/C recharge, Battery replacement, Brake inspection")
    assert listed.endswith("and Wheel alignment. What does your car need?")


def test_after_work_not_listed_the_services_are_listed(say):
    assert say("I need new tires").startswith("I don't see tire replacement on our service list")

    assert say("four").startswith("We do A/C recharge, Battery replacement")


def test_once_listed_the_question_is_asked_plainly(say):
    say("idk")
    say("my car")

    assert say("hmm") == ASKED
