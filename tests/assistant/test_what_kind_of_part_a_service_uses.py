""" "What kind of oil do you use?" went to the team, as a question of parts the owner left no
answer on; the oil change's own description says what it uses, and is the answer. A brand,
which the description does not name, is still the team's to say."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def say(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550166", proven=True)
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    "asked", ["what kind of oil do you use", "what type of oil do you put in?"]
)
def test_the_kind_is_the_descriptions(say, asked):
    assert say(asked).startswith(
        "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid top-off. "
        "It usually runs $49 to $89."
    )


def test_a_brand_is_the_teams(say):
    assert say("what brand of brake pads do you use") == (
        "I'll pass that to the team and someone will get back to you shortly."
    )
