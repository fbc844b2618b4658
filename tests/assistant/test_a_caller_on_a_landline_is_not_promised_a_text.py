"""A caller whose number takes no texts ("this is a landline", "I don't have a cell phone"):
asked for a mobile number, and with none the visit is booked without a text, said plainly, and
the team told to call. It used to be booked with "You'll get a text confirming it" and the
confirmation texted to the landline."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from assistant.notifications import MemoryBackend
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"
ASKED = (
    "Got it, I won't text this number. Is there a mobile number I can text the confirmation "
    "to? If not, just say no and I'll book it without a text."
)
BOOKED = (
    "You're booked, Sam Ortiz: Oil change on Tuesday, December 8 at 10 AM. I can't text a "
    "confirmation to that number, so please keep a note of it."
)


@pytest.fixture
def call(demo_shop, texts_go_to_memory):
    MemoryBackend.sent.clear()
    return talker(demo_shop, "phone", phone=CALLER, proven=True)


@pytest.mark.parametrize("said", ["this is a landline", "this number can't get texts"])
def test_no_mobile_at_shall_i_book_it_books_without_a_text(call, said):
    call("I need an oil change tomorrow at 10")
    call("Sam Ortiz")

    assert call(said).message.text == ASKED
    assert call("no").message.text.startswith("Just to confirm: Oil change on Tuesday")
    assert call("yes").message.text == BOOKED
    visit = Appointment.objects.get()
    assert visit.status == Appointment.Status.CONFIRMED
    assert "takes no texts" in visit.notes
    assert [to for to, _ in MemoryBackend.sent] == ["+13035550142"]  # the team only
    assert OutboundText.objects.filter(to=CALLER, status="held back").exists()


@pytest.mark.parametrize("then", ["no, just book it", "that's fine, go ahead"])
def test_book_it_said_instead_books_at_once(call, then):
    call("I need an oil change tomorrow at 10")
    call("Sam Ortiz")
    call("this is a landline")

    assert call(then).message.text == BOOKED
    assert [to for to, _ in MemoryBackend.sent] == ["+13035550142"]


@pytest.mark.parametrize(
    "said", ["I don't have a cell phone", "I don't have a cell, it's Sam Ortiz"]
)
def test_no_cell_at_all_is_not_asked_for_one(call, said):
    call("I need an oil change tomorrow at 10")
    if "Sam" not in said:
        call("Sam Ortiz")

    confirm = call(said).message.text
    booked = call("yes").message.text

    assert confirm.endswith(
        "There'll be no text confirmation, so please keep a note of it. Shall I book it?"
    )
    assert booked == BOOKED
    assert [to for to, _ in MemoryBackend.sent] == ["+13035550142"]


@pytest.mark.parametrize("said", ["it's a landline", "that's a home phone, it doesn't take texts"])
def test_said_at_the_name_question_the_name_is_still_taken(call, said):
    call("I need an oil change tomorrow at 10")

    assert call(said).message.text == ASKED
    assert call("Sam Ortiz").message.text.startswith("Just to confirm:")
    assert call("yes").message.text == BOOKED
    assert [to for to, _ in MemoryBackend.sent] == ["+13035550142"]


def test_a_mobile_number_given_gets_the_text(call):
    call("oil change tomorrow at 10")
    call("Sam Ortiz")
    call("this is a landline")

    assert call("yes").message.text == "Great. What's the number, with its area code?"
    confirm = call("720 555 0123").message.text
    booked = call("yes").message.text

    assert "I'll text the confirmation to (720) 555-0123." in confirm
    assert booked.endswith("You'll get a text confirming it.")
    assert "+17205550123" in [to for to, _ in MemoryBackend.sent]
