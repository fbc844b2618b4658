"""Each booking a customer makes (in a chat, by text or on a call) is texted to the shop's
phone, so the team under a hood knows a car is coming; a booking staff make, or a shop that
turned it off, sends none."""

from __future__ import annotations

import pytest

from assistant import text_limits
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

STAFF_PHONE = "+13035550100"
PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone=STAFF_PHONE)
    make_service(shop, "Oil change", aliases=["oil"])
    make_customer(shop, PHONE, "Dana Reyes")
    return shop


def monday(shop):
    """09:00 on Monday 7 December 2026, the talker's moment, whatever the clock says."""
    return local(shop, 2026, 12, 7, 9)


def texts_to_the_shop(sent):
    return [body for to, body in sent if to == STAFF_PHONE]


def book_by_text(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("oil change wednesday at 11am, 2015 ford focus")
    return say("yes").appointment


def test_a_customers_booking_is_texted_to_the_shop(shop, texts_go_to_memory):
    assert book_by_text(shop) is not None

    assert texts_to_the_shop(texts_go_to_memory) == [
        "Frontdesk booked Oil change for Dana Reyes (+13035550177), 2015 Ford Focus, "
        "on Wednesday, December 9 at 11 AM, by sms."
    ]


def test_a_booking_staff_make_is_not_texted_to_the_shop(shop, texts_go_to_memory):
    oil, dana = shop.services.get(), shop.customers.get()

    book(shop, oil, dana, local(shop, 2026, 12, 9, 11), monday(shop), channel="staff")

    assert texts_to_the_shop(texts_go_to_memory) == []


def test_a_shop_that_turned_it_off_is_not_texted(shop, texts_go_to_memory):
    shop.text_new_bookings = False
    shop.save()

    assert book_by_text(shop) is not None

    assert texts_to_the_shop(texts_go_to_memory) == []
    assert any(to == PHONE for to, _ in texts_go_to_memory)  # the customer's confirmation


def test_bookings_past_twenty_an_hour_are_not_texted_to_the_shop(shop, texts_go_to_memory):
    # A script booking visit after visit in new chats must not ring a mechanic's phone all day.
    oil = shop.services.get()
    for n in range(text_limits.BOOKING_NEWS_PER_HOUR + 3):
        customer = make_customer(shop, f"+130355502{n:02d}", f"Customer {n}")
        book(shop, oil, customer, local(shop, 2026, 12, 9 + n // 8, 8 + n % 8), monday(shop))

    told = texts_to_the_shop(texts_go_to_memory)
    assert len(told) == text_limits.BOOKING_NEWS_PER_HOUR == 20
    assert Appointment.objects.filter(shop=shop).count() == 23  # every booking stands
