"""A parent books for a child who has a number of their own ("an oil change for my son's car,
his name is Jake, his number is 303-555-0199"): the visit is Jake's, under his name and number,
his number gets the confirmation, and the notes say who booked it and how to reach them. The
parent's own number is never renamed to the child's name."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Customer
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PARENT = "+13035550111"
SON = "+13035550199"
ASKED = (
    "I want to book an oil change for my son's car, his name is Jake, his number is 303-555-0199"
)


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _booked() -> Appointment:
    return Appointment.objects.get(status=Appointment.Status.CONFIRMED)


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_parents_text_or_call_books_the_visit_under_the_son(shop, channel, texts_go_to_memory):
    say = talker(shop, channel, phone=PARENT, proven=True)
    say(ASKED)

    confirm = say("friday at 9").message.text
    booked = say("yes").message.text

    assert confirm.startswith(
        "Just to confirm: Oil change on Friday, December 11 at 9 AM for Jake."
    )
    assert booked.startswith("Jake is booked: Oil change on Friday, December 11 at 9 AM.")
    assert "We'll text the confirmation to Jake at (303) 555-0199." in booked
    visit = _booked()
    assert (visit.customer.name, visit.customer.phone) == ("Jake", SON)
    assert visit.notes == "Booked by (303) 555-0111 (the customer is their son)."
    assert [to for to, _ in texts_go_to_memory] == [SON]
    assert not Customer.objects.filter(phone=PARENT, name="Jake").exists()


def test_a_parents_own_details_in_a_chat_go_in_the_notes(shop):
    say = talker(shop, "chat")
    say(ASKED)
    say("friday at 9")

    confirm = say("Sarah Lee, 303-555-0111").message.text
    booked = say("yes").message.text

    assert confirm.startswith(
        "Just to confirm: Oil change on Friday, December 11 at 9 AM for Jake."
    )
    assert booked.startswith("Jake is booked")
    visit = _booked()
    assert (visit.customer.name, visit.customer.phone) == ("Jake", SON)
    assert visit.notes == "Booked by Sarah Lee, (303) 555-0111 (the customer is their son)."
    assert not Customer.objects.filter(phone=PARENT).exists()


def test_her_name_and_cell_given_when_the_number_is_asked_are_hers(shop):
    say = talker(shop, "chat")
    say("hi I'm Sarah, I need an oil change for my daughter's car")
    say("thursday at 2")

    confirm = say("her name is Emma Lee and her cell is 720-555-0123").message.text
    say("yes")

    assert confirm.startswith(
        "Just to confirm: Oil change on Thursday, December 10 at 2 PM for Emma Lee."
    )
    visit = _booked()
    assert (visit.customer.name, visit.customer.phone) == ("Emma Lee", "+17205550123")
    assert visit.notes == "Booked by Sarah (the customer is their daughter)."


def test_the_next_visit_booked_is_the_parents_own(shop):
    say = talker(shop, "chat")
    say(ASKED)
    say("friday at 9")
    say("Sarah Lee, 303-555-0111")
    say("yes")

    confirm = say("and an oil change for me on friday at 10").message.text
    booked = say("yes").message.text

    assert confirm.startswith("Just to confirm: Oil change on Friday, December 11 at 10 AM.")
    assert booked.startswith("You're booked, Sarah Lee")
    mine = Appointment.objects.get(customer__phone=PARENT)
    assert mine.customer.name == "Sarah Lee"


def test_with_only_the_parents_number_the_visit_is_on_it_for_the_son(shop):
    say = talker(shop, "chat")
    say("book an oil change for my son, his name is Jake, my number is 303-555-0111")

    confirm = say("thursday at 9").message.text
    booked = say("yes").message.text

    assert confirm.startswith(
        "Just to confirm: Oil change on Thursday, December 10 at 9 AM for Jake."
    )
    assert booked.startswith("Jake is booked")
    visit = _booked()
    assert visit.customer.phone == PARENT
    assert visit.customer.name != "Jake"
    assert visit.notes == "For the customer's son, Jake."


def test_an_employees_name_and_number_are_his(shop):
    say = talker(shop, "chat")
    say("book an oil change for my employee's car, his name is Luis, number 303-555-0155")
    say("thursday at 9")
    say("yes")

    visit = _booked()
    assert (visit.customer.name, visit.customer.phone) == ("Luis", "+13035550155")
    assert visit.notes == "Booked by someone else (the customer is their employee)."


def test_a_friend_named_in_an_earlier_message_is_whom_the_visit_is_for(shop):
    say = talker(shop, "chat")
    say("Hi, I'm booking for my friend, oil change thursday at 9")
    say("her name is Ana")

    confirm = say("her number is 720-555-0177").message.text
    booked = say("yes").message.text

    assert confirm.startswith(
        "Just to confirm: Oil change on Thursday, December 10 at 9 AM for Ana."
    )
    assert booked.startswith("Ana is booked")
    visit = _booked()
    assert (visit.customer.name, visit.customer.phone) == ("Ana", "+17205550177")
    assert visit.notes == "Booked by someone else (the customer is their friend)."


def test_a_daughter_named_with_her_relation_is_not_taken_for_the_parent(shop):
    say = talker(shop, "sms", phone=PARENT, proven=True)
    say("Book an oil change for my daughter Emily on Saturday")

    confirm = say("yes").message.text
    say("her cell is 720 555 0190")
    booked = say("yes").message.text

    assert confirm.startswith(
        "Just to confirm: Oil change on Saturday, December 12 at 8 AM for Emily."
    )
    assert booked.startswith("Emily is booked")
    visit = _booked()
    assert (visit.customer.name, visit.customer.phone) == ("Emily", "+17205550190")
    assert visit.notes == "Booked by (303) 555-0111 (the customer is their daughter)."
