"""The text to the shop's staff phone names the customer when the shop knows them, beside the
number to call back."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment, Customer
from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def staff_text(shop) -> str:
    return OutboundText.objects.get(
        to=shop.staff_phone, kind=OutboundText.Kind.MESSAGE_FOR_OWNER
    ).body


def test_a_known_number_is_named_to_the_staff(shop):
    make_customer(shop, PHONE, "Maria Lopez")
    say = talker(shop, "sms", phone=PHONE, proven=True)

    say("is my car ready?")

    assert staff_text(shop).startswith(f"Frontdesk: Maria Lopez ({PHONE}) left a message:")


def test_an_unknown_number_is_given_as_it_is(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    say("is my car ready?")

    assert staff_text(shop).startswith(f"Frontdesk: {PHONE} left a message:")


def test_a_chat_visitor_without_a_number_is_named_by_the_number_they_leave(shop):
    say = talker(shop, "chat")

    say("can i talk to a real person")
    # Nothing the team could answer yet: the visitor is asked for a number first.
    assert not OutboundText.objects.filter(to=shop.staff_phone).exists()
    say("303-555-0177")

    assert staff_text(shop).startswith(f"Frontdesk: {PHONE} would like a call back")


def test_someone_else_on_a_known_number_renames_no_one_and_the_shop_is_told(shop):
    make_customer(shop, PHONE, "Maria Lopez")
    say = talker(shop, "sms", phone=PHONE, proven=True)

    say("oil change wednesday at 10")
    say("Sean O'Brien")
    say("yes")

    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert visit.customer.name == "Maria Lopez"
    assert "Booked by Sean O'Brien" in visit.notes
    told = OutboundText.objects.get(to=shop.staff_phone, body__startswith="Frontdesk booked")
    assert "Booked by Sean O'Brien" in told.body


def test_their_own_name_made_fuller_on_a_known_number_is_kept(shop):
    make_customer(shop, PHONE, "Maria")
    say = talker(shop, "sms", phone=PHONE, proven=True)

    say("oil change wednesday at 10, it's Maria Lopez")
    say("yes")

    assert Customer.objects.get(phone=PHONE).name == "Maria Lopez"


def test_a_caller_who_asks_for_a_person_is_called_back(shop):
    """The shop's phone has just rung unanswered: its number is no help, a call back is."""
    say = talker(shop, "phone", phone=PHONE, proven=True)

    reply = say("can i talk to a real person").message.text

    assert "call you back at (303) 555-0177" in reply
    assert shop.staff_phone[-4:] not in reply
    assert staff_text(shop).startswith(f"Frontdesk: {PHONE} would like to talk to someone")
