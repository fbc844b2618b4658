"""A customer with a visit booked asks for the same work for someone else's car ("my wife also
needs an oil change"): times are offered at once, "right after mine" picks the time their own
visit ends, and the name then given is the one the visit is for."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, book_fridays_visit, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    # Friday, December 11 at 10 AM; the conversation is on Monday, December 7 at 9 AM.
    book_fridays_visit(shop, oil, PHONE)
    return shop


def _confirmed(shop):
    return list(
        Appointment.objects.filter(shop=shop, status=Appointment.Status.CONFIRMED).order_by("start")
    )


def test_the_wifes_oil_change_right_after_mine_goes_under_her_name(shop):
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    def say(text):
        return talk(text).message.text

    offered = say("my wife also needs an oil change for her car on friday, can you fit her in too")
    confirm = say("right after mine")
    named = say("her name is Maria Reyes")
    booked = say("yes")

    assert "already booked" not in offered
    assert offered.startswith("For Oil change on Friday, December 11 I can do")
    assert confirm.startswith(
        "Just to confirm: Oil change on Friday, December 11 at 10:30 AM for your wife."
    )
    assert named.startswith(
        "Just to confirm: Oil change on Friday, December 11 at 10:30 AM for Maria Reyes."
    )
    assert booked.startswith("Maria Reyes is booked: Oil change on Friday, December 11 at 10:30")
    mine, hers = _confirmed(shop)
    assert hers.start == mine.end == local(shop, 2026, 12, 11, 10, 30)
    assert "For the customer's wife, Maria Reyes." in hers.notes
    assert hers.customer.name == "Dana Reyes"  # the number's name is not hers


def test_her_name_given_after_her_visit_is_booked_goes_on_it(shop):
    talk = talker(shop, "phone", phone=PHONE, proven=True)
    talk("my wife also needs an oil change on friday")
    talk("right after mine")
    booked = talk("yes").message.text

    named = talk("her name is Maria").message.text

    assert booked.startswith("Your wife is booked: Oil change on Friday, December 11 at 10:30")
    assert (
        named
        == "Thanks, I've put Maria's name on the Oil change on Friday, December 11 at 10:30 AM."
    )
    assert "Maria" in _confirmed(shop)[1].notes
    assert shop.customers.get(phone=PHONE).name == "Dana Reyes"


def test_right_after_mine_answers_would_you_like_another_one(shop):
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    asked = talk("oil change friday").message.text
    confirm = talk("right after mine").message.text
    talk("yes")

    assert "Would you like another one" in asked
    assert confirm.startswith("Just to confirm: Oil change on Friday, December 11 at 10:30 AM.")
    mine, second = _confirmed(shop)
    assert second.start == mine.end


def test_my_wifes_car_right_after_mine_on_friday_is_the_visits_work(shop):
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    offered = talk("can you do my wife's car right after mine on friday?").message.text

    assert offered.startswith("For Oil change on Friday, December 11 I can do 10:30 AM")


def test_a_taken_time_right_after_mine_offers_the_next_ones(shop):
    oil = shop.services.get()
    other = make_customer(shop, "+13035550999", "Pat Doe")
    for _ in range(2):  # both bays
        book(shop, oil, other, local(shop, 2026, 12, 11, 10, 30), local(shop, 2026, 12, 6, 9))
    talk = talker(shop, "sms", phone=PHONE, proven=True)
    talk("my wife also needs an oil change on friday")

    reply = talk("right after mine").message.text

    assert "holding" not in reply
    assert "11 AM" in reply and "10:30 AM" not in reply.split("I can do")[-1]
    assert Appointment.objects.filter(status=Appointment.Status.HELD).count() == 0


@pytest.mark.parametrize(
    "asked",
    [
        "I need to add my husband's car too, same time if possible. He needs an oil change",
        "can you do my husband's car at the same time? oil change too",
    ],
)
def test_the_same_time_for_another_car_is_the_visits_own_time(shop, asked):
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    text = talk(asked).message.text

    assert text.startswith(
        "Just to confirm: Oil change on Friday, December 11 at 10 AM for your husband."
    )
