""" "I'd like to leave a review" is thanked and passed to the team, not asked which service; a
bad review threatened is a complaint."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
THANKS = "Thank you, that means a lot to us!"


def test_a_review_by_text_is_thanked_and_the_team_told(demo_shop, texts_go_to_memory):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("I'd like to leave a review").message.text

    assert reply == (
        f"{THANKS} I've let the team know, and someone will get back to you with where to leave it."
    )
    assert texts_go_to_memory == [
        (
            "+13035550142",
            f'Frontdesk: {PHONE} would like to leave a review: "I\'d like to leave a review"',
        )
    ]


def test_a_review_in_a_chat_gives_the_shops_number(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("where can I leave you guys a review?").message.text == (
        f"{THANKS} The team can tell you where to leave it at (303) 555-0142, or leave your "
        "number here and I'll pass it on."
    )


@pytest.mark.parametrize(
    "said", ["I'm going to leave a bad review", "I'll be leaving a 1-star review"]
)
def test_a_bad_review_is_a_complaint(demo_shop, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(said).message.text == (
        "I'm sorry to hear that. I've passed it to the team, and someone will get back to you "
        "shortly."
    )
