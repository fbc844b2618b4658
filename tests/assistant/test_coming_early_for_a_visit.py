""" "Is it ok if I come 15 minutes early?": it is, with the visit said back; not a question left
for the team, nor the visit moved to earlier times ("can I come a bit earlier?" still is)."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

FINE = "That's fine: come in a little early and we'll check your car in."


@pytest.mark.parametrize(
    "asked",
    [
        "is it ok if I come 15 minutes early?",
        "I might show up like 10 min early, is that ok",
        "I'll be there 20 minutes early friday",
    ],
)
def test_coming_early_is_fine_and_the_visit_stays(dana_says, asked):
    texts_before = OutboundText.objects.count()

    reply = dana_says(asked)

    assert reply == f"{FINE} You're booked for Oil change on Friday, December 11 at 10 AM."
    assert OutboundText.objects.count() == texts_before  # nothing for the team to answer
    visit = Appointment.objects.get()
    assert visit.local_start().strftime("%A %H:%M") == "Friday 10:00"


def test_a_chat_visitor_is_told_it_is_fine_without_proving_their_number(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("can I come in 15 minutes early for my appointment?").message.text

    assert reply == f"{FINE} Is there anything else I can help with?"


def test_a_visit_asked_to_be_earlier_is_still_offered_earlier_times(dana_says):
    assert dana_says("can I come a bit early?").startswith(
        "For Oil change on Friday, December 11 I can do 7:30 AM"
    )


@pytest.mark.parametrize(
    "asked",
    [
        "Is it ok if I come a little early, like 9:45?",
        "could I get there a little early friday, around 9:30?",
    ],
)
def test_a_little_early_at_a_time_just_before_the_visit_is_arriving(dana_says, asked):
    # It was read as a move to 9:45, which is not on the half hours: "9:45 isn't available".
    reply = dana_says(asked)

    assert reply == f"{FINE} You're booked for Oil change on Friday, December 11 at 10 AM."
    assert Appointment.objects.get().local_start().strftime("%A %H:%M") == "Friday 10:00"


def test_a_little_early_at_a_time_hours_before_is_a_move(dana_says):
    assert dana_says("can I come a little early, like 8?") == (
        "Just to confirm: move your Oil change to Friday, December 11 at 8 AM? "
        "Please say yes or no."
    )
