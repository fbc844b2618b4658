"""Of Dana's Friday 10 AM oil change, "cancel friday and book monday" only cancelled (Monday
dropped), and "can it be moved to 8am?" or "need to push friday's appt to next week" were read
as a new booking; each moves the visit. "Can I move my appointment up?" asked what day, where
it wants the soonest times before it; "can I get a later time on friday?" was a new booking,
and offers Friday's times after the visit."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    ["cancel friday and book monday", "can you cancel my appointment friday and put me in monday"],
)
def test_cancel_and_book_a_day_moves_it_there(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text.startswith("For Oil change on Monday, December 14")


def test_cancel_and_book_a_day_at_a_time_asks_to_confirm(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("cancel friday and book me monday at 9").message.text == (
        "Just to confirm: move your Oil change to Monday, December 14 at 9 AM? "
        "Please say yes or no."
    )


def test_cancel_and_book_other_work_is_still_a_cancel(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("cancel my oil change and book a tire rotation monday").message.text == (
        "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize("said", ["can it be moved to 8am", "could that be changed to 8?"])
def test_can_it_be_moved_asks_to_confirm(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "Just to confirm: move your Oil change to Friday, December 11 at 8 AM? "
        "Please say yes or no."
    )


@pytest.mark.parametrize(
    "said", ["need to push friday's appt to next week", "bump friday's appointment to next week"]
)
def test_a_visit_named_by_its_day_is_moved(demo_shop, danas_friday_oil_change, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert "Which works for you?" in talk(said).message.text


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("can I get a later time on friday", "10:30 AM, 11 AM or 11:30 AM"),
        ("could I have an earlier time", "7:30 AM, 8 AM or 8:30 AM"),
        ("can we make it a bit later", "10:30 AM, 11 AM or 11:30 AM"),
    ],
)
def test_a_later_or_earlier_time_is_of_its_day(
    demo_shop, danas_friday_oil_change, channel, said, offered
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply.startswith("For Oil change on Friday, December 11")
    assert f"{offered}. Which works for you?" in reply


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize("said", ["can I move my appointment up", "could you bump it up?"])
def test_moved_up_offers_the_soonest_times(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text.startswith(
        "For Oil change on Monday, December 7" + ("," if channel == "phone" else "")
    )
