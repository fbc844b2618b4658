""" "What time can I bring it?" with the times offered was passed to the team as a question it
could not answer ("I've passed your question to the team"); with a visit booked it was read as
nothing. It asks when to come: the times offered again, or the visit's time."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)  # the team is texted once a turn commits

PHONE = "+13035550177"


@pytest.mark.parametrize("asked", ["what time can i bring it", "when should we bring her?"])
def test_with_the_times_offered_they_are_said_again(demo_shop, asked):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("brake inspection tomorrow")

    assert talk(asked).message.text == (
        "Which time works for you on Tuesday, December 8: 7:30 AM, 8 AM or 8:30 AM?"
    )
    assert not OutboundText.objects.exists()  # nothing for the team


def test_with_a_visit_booked_its_time_is_said(demo_shop):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("what time can i bring it").message.text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM."
    )
