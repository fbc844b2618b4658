""" "Who will work on my brakes friday" was read as a booking only, the question dropped. The
times are offered and the question goes to the team."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("asked", "times"),
    [
        ("who will work on my brakes friday", "For Brake pad replacement on Friday, December 11"),
        (
            "which mechanic would do my oil change tomorrow?",
            "For Oil change on Tuesday, December 8",
        ),
    ],
)
def test_texted_the_question_goes_to_the_team_and_the_times_follow(demo_shop, asked, times):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say(asked).message.text

    assert reply.startswith(f"I've passed your question to the team. {times}"), reply
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told == f'Frontdesk: {PHONE} asked: "{asked}"'


def test_in_a_chat_it_goes_on_the_booking(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("who will work on my brakes friday").message.text

    assert reply.startswith(
        "I'll put your question on the booking for the team. For Brake pad replacement on Friday"
    ), reply
