""" "Will you text me a reminder?" was passed to the team, or asked which service: the shop
texts one `reminder_hours` before each visit, which is said (and the booking under way goes
on). A shop that sends none leaves it to the team, and "I didn't get a reminder" has the
confirmation texted again."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
SAID = "Yes, we text a reminder the day before the visit."


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "asked",
    [
        "will you text me a reminder the day before?",
        "do I get a reminder?",
        "do you guys send reminders?",
        # "Reminder" was work not on the list.
        "can I get a reminder the day before?",
    ],
)
def test_the_reminder_is_said(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")

    assert talk(asked).message.text == f"{SAID} Is there anything else I can help with?"


def test_said_while_the_times_are_offered(demo_shop):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    text("I need an oil change friday")

    assert text("will I get a reminder?").message.text == (
        f"{SAID} Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"
    )


@pytest.mark.parametrize("held", ["Dana Reyes", None])
def test_the_day_before_said_of_it_is_no_day_for_the_visit_held(demo_shop, held):
    """ "Can I get a reminder the day before?" with Friday held moved it to Thursday."""
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    text("oil change friday")
    text("10:30")
    if held:
        text(held)

    asked = text("can I get a reminder the day before?").message.text

    assert asked.startswith(SAID)
    assert "Thursday" not in asked
    assert ("Friday, December 11 at 10:30 AM" in asked) == bool(held)


def test_a_shop_that_sends_none_leaves_it_to_the_team(demo_shop, texts_go_to_memory):
    demo_shop.reminder_hours = 0
    demo_shop.save()
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text("do I get a reminder?").message.text == (
        "I'll pass that to the team and someone will get back to you shortly."
    )
    assert "asked about a reminder" in texts_go_to_memory[-1][1]


def test_a_reminder_missed_resends_the_confirmation(demo_shop, danas_friday_oil_change):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text("I didn't get a reminder").message.text == (
        "I've texted your confirmation again to (303) 555-0177: Oil change on Friday, "
        "December 11 at 10 AM."
    )
