""" "I have an appointment on friday and I was wondering if you could also do an alignment" was
told the visit and nothing more: the alignment is offered right after Friday's oil change. "I
booked an oil change for friday, can I also get a tire rotation at 11" was offered a second oil
change: the rotation is held at 11."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "I have an appointment on friday and I was wondering if you could also do an alignment",
        "I've got an appointment friday, can you add an alignment to it?",
    ],
)
def test_the_work_is_offered_after_the_visit(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=True)

    reply = talk(said).message.text

    assert reply.startswith("For Wheel alignment on Friday, December 11")
    assert "10:30 AM" in reply


def test_work_also_asked_at_an_hour_is_that_work(demo_shop, danas_friday_oil_change):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    said = "I booked an oil change for friday, can I also get a tire rotation at 11"
    assert text(said).message.text == (
        "Just to confirm: Tire rotation on Friday, December 11 at 11 AM. It usually runs $25 to "
        "$40, final price after we look at the car. Shall I book it?"
    )
