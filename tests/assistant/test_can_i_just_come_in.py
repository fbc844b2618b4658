""" "Can I just come in?" was asked which service: it asks about walk-ins, which the owner's
word answers; with work named, the times follow."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

WALK_INS = "Walk-ins are welcome when a bay is free, but with an appointment there's no wait."


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("said", ["can I just come in?", "could we just show up"])
def test_the_owners_word_on_walk_ins(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(WALK_INS)


@pytest.mark.parametrize(
    "said",
    [
        "can I just come in for an oil change?",
        # The owner's word was left out for the times alone.
        "do I need to make an appointment for an oil change",
    ],
)
def test_with_work_named_the_times_follow(demo_shop, said):
    chat = talker(demo_shop, "chat")

    assert chat(said).message.text == (
        f"{WALK_INS} For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
        "Which works for you?"
    )
