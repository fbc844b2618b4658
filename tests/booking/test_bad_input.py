"""Bad input gets a clear error that names the problem, and nothing is stored."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from decimal import Decimal

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from booking.models import Appointment, OpeningHours, Service, Shop, SpecialHours
from booking.services import BookingError, appointment_book, customer_for_phone
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(weekly={0: [(time(8, 0), time(12, 0))]})


def test_a_naive_start_is_refused_and_nothing_is_booked(shop):
    with pytest.raises(BookingError) as refused:
        appointment_book(
            shop=shop,
            service=make_service(shop),
            start=datetime(2026, 12, 7, 9, 0),
            customer=make_customer(shop),
            channel="chat",
            now=local(shop, 2026, 12, 7, 7, 0),
        )

    assert refused.value.code == "invalid"
    assert "time zone" in refused.value.message
    assert not Appointment.objects.exists()


def test_an_appointment_with_naive_times_fails_validation(shop):
    start = datetime(2026, 12, 7, 9, 0)
    appointment = Appointment(
        shop=shop,
        service=make_service(shop),
        start=start,
        end=start + timedelta(minutes=30),
        blocked_start=start,
        blocked_end=start + timedelta(minutes=30),
    )

    with pytest.raises(ValidationError) as refused:
        appointment.full_clean(exclude=["uid"])

    assert "time zone" in str(refused.value.message_dict["start"])


def test_an_appointment_that_ends_before_it_starts_is_refused_by_the_database(shop):
    start = local(shop, 2026, 12, 7, 9, 0)

    with pytest.raises(IntegrityError), transaction.atomic():
        Appointment.objects.create(
            shop=shop,
            service=make_service(shop),
            start=start,
            end=start - timedelta(minutes=30),
            blocked_start=start - timedelta(minutes=30),
            blocked_end=start,
        )

    assert not Appointment.objects.exists()


def test_an_unknown_time_zone_is_named_in_the_error():
    shop = Shop(name="Mars Motors", slug="mars", timezone="Mars/Olympus_Mons")

    with pytest.raises(ValidationError) as refused:
        shop.full_clean()

    assert "'Mars/Olympus_Mons' is not an IANA time zone" in str(refused.value.message_dict)


def test_negative_buffers_are_refused():
    shop = Shop(name="Ridge", slug="ridge", timezone="America/Denver", buffer_after_minutes=-10)

    with pytest.raises(ValidationError) as refused:
        shop.full_clean()

    assert "buffer_after_minutes" in refused.value.message_dict


def test_a_negative_duration_is_refused(shop):
    service = Service(shop=shop, name="Oil", duration_minutes=-30, price_min=1, price_max=2)

    with pytest.raises(ValidationError) as refused:
        service.full_clean()

    assert "duration_minutes" in refused.value.message_dict


def test_the_database_refuses_a_negative_duration_and_stores_nothing(shop):
    with pytest.raises(IntegrityError), transaction.atomic():
        Service.objects.create(
            shop=shop, name="Oil", duration_minutes=-30, price_min=1, price_max=2
        )

    assert not Service.objects.exists()


def test_a_price_min_above_price_max_is_refused(shop):
    service = Service(
        shop=shop, name="Oil", duration_minutes=30, price_min=Decimal(90), price_max=Decimal(50)
    )

    with pytest.raises(ValidationError) as refused:
        service.full_clean()

    assert refused.value.message_dict["price_min"] == ["price_min is above price_max."]


def test_the_database_refuses_a_price_min_above_price_max_and_stores_nothing(shop):
    with pytest.raises(IntegrityError), transaction.atomic():
        Service.objects.create(
            shop=shop, name="Oil", duration_minutes=30, price_min=Decimal(90), price_max=Decimal(50)
        )

    assert not Service.objects.exists()


@pytest.mark.parametrize(
    ("open_", "close"),
    [
        (time(11, 0), time(14, 0)),  # starts inside 8 AM-noon
        (time(7, 0), time(9, 0)),  # ends inside it
        (time(7, 0), time(13, 0)),  # covers it
        (time(9, 0), time(10, 0)),  # lies inside it
        (time(6, 0), time(0, 0)),  # until midnight
    ],
)
def test_overlapping_opening_hours_for_one_weekday_are_refused(shop, open_, close):
    hours = OpeningHours(shop=shop, weekday=0, open=open_, close=close)

    with pytest.raises(ValidationError) as refused:
        hours.full_clean()

    assert "overlaps 8:00 AM-12:00 PM" in str(refused.value)


def test_hours_that_meet_without_overlapping_are_fine(shop):
    OpeningHours(shop=shop, weekday=0, open=time(12, 0), close=time(17, 0)).full_clean()
    OpeningHours(shop=shop, weekday=0, open=time(6, 0), close=time(8, 0)).full_clean()
    OpeningHours(shop=shop, weekday=1, open=time(9, 0), close=time(10, 0)).full_clean()


def test_hours_can_be_edited_without_overlapping_themselves(shop):
    hours = shop.opening_hours.get()
    hours.close = time(13, 0)

    hours.full_clean()


def test_a_range_until_midnight_overlaps_a_later_one(shop):
    OpeningHours.objects.create(shop=shop, weekday=2, open=time(18, 0), close=time(0, 0))

    with pytest.raises(ValidationError):
        OpeningHours(shop=shop, weekday=2, open=time(20, 0), close=time(22, 0)).full_clean()


def test_a_closing_time_before_opening_is_refused(shop):
    with pytest.raises(ValidationError) as refused:
        OpeningHours(shop=shop, weekday=3, open=time(17, 0), close=time(8, 0)).full_clean()

    assert "Closing time 8:00 AM is not after opening time 5:00 PM" in str(refused.value)


def test_overlapping_special_hours_for_one_date_are_refused(shop):
    day = date(2026, 12, 24)
    SpecialHours.objects.create(shop=shop, date=day, open=time(8, 0), close=time(12, 0))

    with pytest.raises(ValidationError):
        SpecialHours(shop=shop, date=day, open=time(10, 0), close=time(14, 0)).full_clean()
    SpecialHours(
        shop=shop, date=day + timedelta(days=1), open=time(10, 0), close=time(14, 0)
    ).full_clean()


def test_a_malformed_phone_number_creates_no_customer(shop):
    with pytest.raises(BookingError) as refused:
        customer_for_phone(shop=shop, phone="303-555-0142", name="Dana")

    assert refused.value.code == "invalid" and "phone" in refused.value.message
    assert not shop.customers.exists()


def test_a_customer_learns_a_name_given_later(shop):
    first = customer_for_phone(shop=shop, phone="+13035550142")
    again = customer_for_phone(shop=shop, phone="+13035550142", name="Dana Reyes")

    assert again.pk == first.pk
    first.refresh_from_db()
    assert first.name == "Dana Reyes"
