""" "Actually can you make it synthetic" of the oil change booked was offered a second oil change
("You're already booked ... Would you like another one?"). A choice the service's description
offers ("conventional or synthetic oil") is noted on the visit for the team, and said so."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def visit(demo_shop):
    return book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)


@pytest.mark.parametrize(
    "said", ["actually can you make it synthetic", "can i get full synthetic on my oil change"]
)
def test_the_choice_is_noted_on_the_visit(demo_shop, visit, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "Got it: I've noted that you'd like synthetic for your Oil change on Friday, "
        "December 11 at 10 AM."
    )
    visit.refresh_from_db()
    assert "The customer asked for synthetic." in visit.notes
    assert Appointment.objects.count() == 1


@pytest.mark.parametrize("said", ["can i get it done earlier", "I want to cancel"])
def test_words_of_no_choice_are_no_note(demo_shop, visit, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert "noted" not in talk(said).message.text
    visit.refresh_from_db()
    assert visit.notes == ""


def test_a_choice_asked_with_a_move_is_noted_and_the_visit_moved(demo_shop, visit):
    """ "Can I switch my oil change to a synthetic one and move it to 2pm?" said what an oil
    change covers, and neither noted the choice nor moved the visit."""
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk(
        "Can I switch my oil change to a synthetic one and move it to 2pm?"
    ).message.text == (
        "I've noted that you'd like synthetic. Just to confirm: move your Oil change to Friday, "
        "December 11 at 2 PM? Please say yes or no."
    )
    talk("yes")

    visit.refresh_from_db()
    assert "The customer asked for synthetic." in visit.notes
    assert visit.start.astimezone(demo_shop.zone).hour == 14
