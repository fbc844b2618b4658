"""A name or number put right just after booking ("sorry my number is actually ...", "oops I
spelled my name wrong, it's ...") mends the visit: its number moves and the confirmation goes
there, the name is respelt. Neither is read as another booking, nor as a car with "something
wrong"."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Customer
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Check engine light diagnostic", aliases=["diagnostic"])
    return shop


def _booked_in_a_chat(shop):
    say = talker(shop, "chat")
    for text in ("oil change thursday at 11", "Kim Nguyen", "303-555-0170"):
        say(text)
    assert say("yes").message.text.startswith("You're booked, Kim Nguyen")
    return say


def _visit() -> Appointment:
    return Appointment.objects.get(status=Appointment.Status.CONFIRMED, service__name="Oil change")


@pytest.mark.parametrize(
    "said",
    ["sorry my number is actually 303-555-0171", "wait I typed my number wrong, it's 3035550171"],
)
def test_a_number_put_right_in_a_chat_moves_the_visit(shop, said):
    say = _booked_in_a_chat(shop)

    result = say(said)

    assert result.message.text == (
        "Thanks, I've changed the number on your Oil change on Thursday, December 10 at 11 AM to "
        "(303) 555-0171, and texted the confirmation there."
    )
    assert (_visit().customer.name, _visit().customer.phone) == ("Kim Nguyen", "+13035550171")
    assert Appointment.objects.count() == 1  # no second booking


def test_the_same_number_again_only_says_the_visit(shop):
    say = _booked_in_a_chat(shop)

    text = say("303-555-0170").message.text

    assert text == "You're booked for Oil change on Thursday, December 10 at 11 AM."


def test_another_number_by_text_is_noted_and_the_visit_stays_on_the_texters(shop):
    say = talker(shop, "sms", phone="+13035550188", proven=True)
    say("oil change thursday at 11")
    say("Bob")
    say("yes")

    text = say("my other number is 720-555-0100").message.text

    assert text.startswith("Thanks, I've noted (720) 555-0100 on your Oil change")
    assert _visit().customer.phone == "+13035550188"
    assert "(720) 555-0100" in _visit().notes


def test_a_caller_asking_for_the_text_at_their_cell_gets_it_there(shop):
    say = talker(shop, "phone", phone="+13035550188", proven=True)
    say("oil change thursday at 11")
    say("Bob")
    say("yes")

    text = say("can you text the confirmation to my cell instead, 720-555-0100").message.text

    assert "to (720) 555-0100, and texted the confirmation there." in text
    assert _visit().customer.phone == "+17205550100"


@pytest.mark.parametrize(
    "said", ["oops I spelled my name wrong, it's Kim Nguyenn", "sorry, it's Kim Nguyenn"]
)
def test_a_name_respelt_in_a_chat_renames_the_visits_customer(shop, said):
    say = _booked_in_a_chat(shop)

    text = say(said).message.text

    assert text == (
        "Thanks, Kim Nguyenn. I've put your name on your Oil change on Thursday, December 10 at "
        "11 AM."
    )
    assert _visit().customer.name == "Kim Nguyenn"
    assert _visit().notes == ""


def test_a_typed_number_with_other_visits_is_not_renamed(shop):
    owner = make_customer(shop, "+13035550170", "Kim Nguyen")
    rotation = make_service(shop, "Tire rotation")
    book(shop, rotation, owner, local(shop, 2026, 12, 18, 10), local(shop, 2026, 12, 6, 9))
    say = _booked_in_a_chat(shop)

    say("oops I spelled my name wrong, it's Kim Nguyenn")

    assert Customer.objects.get(phone="+13035550170").name == "Kim Nguyen"
    assert "Booked by Kim Nguyenn" in _visit().notes
