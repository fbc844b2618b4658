""" "Is 10 still good?" of Dana's Friday 10 AM oil change was passed to the team, and "I'm
calling to confirm", "did I book for friday or saturday?" or "ok so friday at 10 then" were
asked which service: each is the visit told back. ("I won't be able to come at 10, is 3 ok?"
asked which day: test_a_time_that_cant_be_made_moves_the_visit.py.)"""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "is 10 still good?",
        "are we still on for 10?",
        "is friday still ok?",
        "is my oil change still on?",
        "still good for friday morning?",
        "yeah hi I wanted to double check what time I'm coming in",
        "yo is my thing still friday at 10",
        "hi um yeah I'm calling to confirm",
        "what was my appointment for again",
        "did I book for friday or saturday?",
        "wait is my appointment friday or thursday",
        "Ok so friday at 10 then. what do i do with the keys",
        "do I need to be there at 10 exactly",
        "do I have anything booked",
        "Are you guys still doing my oil change at 10 friday",
        "you still expecting me friday?",
        "I booked an oil change for friday at 10",
        # The "is" left out: asked whether to move it or book something new.
        "friday still good?",
        "friday at 10 still on?",
    ],
)
def test_the_visit_asked_whether_it_stands_is_told(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM."
    )
