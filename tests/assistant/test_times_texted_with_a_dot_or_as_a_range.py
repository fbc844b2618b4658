""" "Tomorrow at 12.30" was offered the morning's first times, "tomorrow 8am-10am" held 8 AM as
if no range were said, and "sat morn" offered today. A time texted with a dot is that time, a
range after a day is a range, and "morn" is the morning."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("oil change tomorrow at 12.30", "12:30 PM on Tuesday, December 8"),
        ("oil change fri 1.30pm", "1:30 PM on Friday, December 11"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_time_texted_with_a_dot_is_held(demo_shop, channel, said, held):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        f"I'm holding {held} for you. What name should I put it under?"
    )


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("oil change tomorrow 8am-10am", "Tuesday, December 8 I can do 8 AM, 8:30 AM or 9 AM"),
        ("oil change thurs 1pm-3pm", "Thursday, December 10 I can do 1 PM, 1:30 PM or 2 PM"),
    ],
)
def test_a_range_after_a_day_offers_times_in_it(demo_shop, said, offered):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk(said).message.text == f"For Oil change on {offered}. Which works for you?"


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("Oil change sat morn", "Saturday, December 12 I can do 8 AM, 8:30 AM or 9 AM"),
        ("oil change tmrw morn", "Tuesday, December 8 I can do 7:30 AM, 8 AM or 8:30 AM"),
    ],
)
def test_morn_is_the_morning(demo_shop, said, offered):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk(said).message.text == f"For Oil change on {offered}. Which works for you?"
