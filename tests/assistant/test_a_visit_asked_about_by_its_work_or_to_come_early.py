""" "What day is my oil change?" of Dana's Friday oil change was offered a second one ("Would
you like another one?"), and "can I come a little early?" was asked which service: the first is
the visit told, the second the times before it on its day. "Can I come in early tomorrow for an
oil change" is still a booking."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    ["what day is my oil change", "what time is my oil change again?", "when's my oil change"],
)
def test_the_visit_asked_about_by_its_work_is_told(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM."
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "can I come a little early",
        "could I get there a bit early on friday?",
        "can I get it done earlier that morning",
    ],
)
def test_coming_early_offers_the_times_before_the_visit(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = talk(said).message.text
    assert reply.startswith("For Oil change on Friday, December 11")
    assert "7:30 AM, 8 AM or 8:30 AM. Which works for you?" in reply


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_early_in_a_day_asked_anew_is_a_booking(demo_shop, channel):
    talk = talker(demo_shop, channel, phone=PHONE)

    assert talk("can I come in early tomorrow for an oil change").message.text.startswith(
        "For Oil change on Tuesday, December 8"
    )
