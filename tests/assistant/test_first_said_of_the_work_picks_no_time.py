""" "Can you test it first before replacing?" with a battery's times offered held the first of
them: "first" was read as a place in the list. Said of the work it picks nothing, and the times
are asked about again; "the first", "that first one" and "first then" still pick it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

OFFERED = "Monday, December 7: 10 AM, 10:30 AM or 11 AM?"


@pytest.mark.parametrize(
    "said", ["can you test it first before replacing", "can you check it first"]
)
def test_first_said_of_the_work_holds_no_time(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("my battery keeps dying")

    reply = talk(said)

    assert reply.message.act == "offer_times"
    assert reply.message.text.endswith(f"Which time works for you on {OFFERED}")


@pytest.mark.parametrize("said", ["I'll take the first", "that first one", "first then", "first"])
def test_the_first_of_the_times_is_still_picked(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change")

    reply = talk(said).message.text

    assert reply.startswith("I'm holding 10 AM on Monday, December 7 for you.")
