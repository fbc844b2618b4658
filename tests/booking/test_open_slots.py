"""Slot search over the real tables: which appointments, bays and busy times block a time, and
what the assistant is told about a day with none."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pytest

from booking import selectors
from booking.availability import Reason
from booking.models import Appointment, Bay, BusyCalendar, BusyTime, Closure, Service
from tests.factories import local, make_service, make_shop, wall_times

pytestmark = pytest.mark.django_db

MONDAY = date(2026, 12, 7)
TUESDAY = date(2026, 12, 8)


def friday_noon(shop) -> datetime:
    return local(shop, 2026, 12, 4, 12)


def book(shop, service, start, *, bay=None, status=Appointment.Status.CONFIRMED, expires=None):
    """An appointment row as booking leaves it: its blocked range includes the shop's buffers,
    and a waiting job takes a bay (the first unless told)."""
    if bay is None and service.kind == Service.Kind.WAITER:
        bay = shop.bays.first()
    return Appointment.objects.create(
        shop=shop,
        service=service,
        bay=bay,
        start=start,
        end=start + service.duration,
        blocked_start=start - timedelta(minutes=shop.buffer_before_minutes),
        blocked_end=start + service.duration + timedelta(minutes=shop.buffer_after_minutes),
        status=status,
        hold_expires_at=expires,
    )


def monday_times(shop, service, now=None) -> list[str]:
    slots = selectors.open_slots(
        shop, service, now=now or friday_noon(shop), from_day=MONDAY, to_day=MONDAY, limit=100
    )
    return wall_times(shop, slots)


@pytest.fixture
def shop():
    return make_shop(bays=1)


@pytest.fixture
def oil_change(shop):
    return make_service(shop, minutes=60)


def test_a_confirmed_appointment_blocks_its_time(shop, oil_change):
    book(shop, oil_change, local(shop, 2026, 12, 7, 10))
    times = monday_times(shop, oil_change)
    assert "10:00" not in times and "09:30" not in times
    assert "09:00" in times and "11:00" in times


def test_a_live_hold_blocks_its_time(shop, oil_change):
    now = friday_noon(shop)
    held = Appointment.Status.HELD
    book(shop, oil_change, local(shop, 2026, 12, 7, 10), status=held, expires=now + timedelta(1))
    assert "10:00" not in monday_times(shop, oil_change, now)


def test_an_expired_hold_does_not_block(shop, oil_change):
    now = friday_noon(shop)
    held = Appointment.Status.HELD
    book(shop, oil_change, local(shop, 2026, 12, 7, 10), status=held, expires=now)
    assert "10:00" in monday_times(shop, oil_change, now)


@pytest.mark.parametrize("status", [Appointment.Status.CANCELLED, Appointment.Status.NO_SHOW])
def test_a_cancelled_or_missed_appointment_does_not_block(shop, oil_change, status):
    book(shop, oil_change, local(shop, 2026, 12, 7, 10), status=status)
    assert "10:00" in monday_times(shop, oil_change)


def test_the_shops_buffers_keep_room_around_a_booking():
    shop = make_shop(slug="buffered", bays=1, buffer_after_minutes=15)
    service = make_service(shop, minutes=60)
    book(shop, service, local(shop, 2026, 12, 7, 10))  # blocked 10:00-11:15
    times = monday_times(shop, service)
    assert "08:30" in times and "09:00" not in times  # 09:00-10:00 plus 15 reaches 10:15
    assert "11:00" not in times and "11:30" in times


def test_a_bay_set_inactive_is_not_offered():
    shop = make_shop(slug="two-bays", bays=2)
    service = make_service(shop, minutes=60)
    bay_1, bay_2 = shop.bays.order_by("name")
    Bay.objects.filter(pk=bay_1.pk).update(active=False)
    book(shop, service, local(shop, 2026, 12, 7, 10), bay=bay_2)
    slots = selectors.open_slots(shop, service, now=friday_noon(shop), to_day=MONDAY, limit=100)
    assert {slot.bay for slot in slots} == {bay_2.pk}
    assert "10:00" not in monday_times(shop, service)


def test_a_shop_wide_busy_time_blocks_the_shop(shop, oil_change):
    calendar = BusyCalendar.objects.create(shop=shop, name="Owner", url="https://example.com/a")
    BusyTime.objects.create(
        calendar=calendar, start=local(shop, 2026, 12, 7, 12), end=local(shop, 2026, 12, 7, 14)
    )
    times = monday_times(shop, oil_change)
    assert not {"11:30", "12:00", "13:00", "13:30"} & set(times)
    assert "11:00" in times and "14:00" in times


def test_a_bays_busy_time_blocks_only_that_bay():
    shop = make_shop(slug="two-bays", bays=2)
    service = make_service(shop, minutes=60)
    bay_1, bay_2 = shop.bays.order_by("name")
    calendar = BusyCalendar.objects.create(
        shop=shop, bay=bay_1, name="Lift inspection", url="https://example.com/b"
    )
    BusyTime.objects.create(
        calendar=calendar, start=local(shop, 2026, 12, 7, 7), end=local(shop, 2026, 12, 7, 18)
    )
    slots = selectors.open_slots(shop, service, now=friday_noon(shop), to_day=MONDAY, limit=100)
    monday = [s for s in slots if s.start.astimezone(shop.zone).date() == MONDAY]
    assert len(monday) == 19 and {s.bay for s in monday} == {bay_2.pk}


def test_a_busy_time_from_the_night_before_blocks_the_morning(shop, oil_change):
    calendar = BusyCalendar.objects.create(shop=shop, name="Owner", url="https://example.com/c")
    BusyTime.objects.create(
        calendar=calendar, start=local(shop, 2026, 12, 7, 20), end=local(shop, 2026, 12, 8, 9)
    )
    slots = selectors.open_slots(shop, oil_change, now=friday_noon(shop), from_day=TUESDAY)
    assert slots[0].start == local(shop, 2026, 12, 8, 9)


def test_slot_search_reads_on_past_a_fully_booked_week(shop, oil_change):
    day = MONDAY
    while day < date(2026, 12, 17):
        start = datetime.combine(day, time(7), tzinfo=shop.zone)
        Appointment.objects.create(
            shop=shop,
            service=oil_change,
            bay=shop.bays.first(),
            start=start,
            end=start + timedelta(hours=11),
            blocked_start=start,
            blocked_end=start + timedelta(hours=11),
        )
        day += timedelta(days=1)
    slots = selectors.open_slots(shop, oil_change, now=friday_noon(shop), from_day=MONDAY)
    assert len(slots) == 10
    assert slots[0].start == local(shop, 2026, 12, 17, 7, 30)


def test_a_full_dropoff_day_is_full_and_the_next_open_day_follows(shop):
    brakes = make_service(shop, "Brake job", minutes=600, kind=Service.Kind.DROPOFF)
    book(shop, brakes, local(shop, 2026, 12, 7, 7, 30))  # 600 of Monday's 600 bay-minutes
    assert selectors.day_openings(shop, brakes, MONDAY, now=friday_noon(shop)).reason == (
        Reason.FULL
    )
    following = selectors.next_open_day(
        shop, brakes, after=date(2026, 12, 6), now=friday_noon(shop)
    )
    assert following.day == TUESDAY
    assert following.slots[0].start == local(shop, 2026, 12, 8, 7, 30)


def test_day_openings_says_a_closed_day_is_closed_and_why(shop, oil_change):
    Closure.objects.create(shop=shop, date=MONDAY, reason="Staff training")
    monday = selectors.day_openings(shop, oil_change, MONDAY, now=friday_noon(shop))
    assert (monday.reason, monday.note) == (Reason.CLOSED, "Staff training")


def test_the_next_open_day_skips_the_weekend_and_a_closure(shop, oil_change):
    Closure.objects.create(shop=shop, date=MONDAY, reason="Staff training")
    saturday = date(2026, 12, 5)
    following = selectors.next_open_day(shop, oil_change, after=saturday, now=friday_noon(shop))
    assert following.day == TUESDAY
    assert wall_times(shop, following.slots)[0] == "07:30"


def test_slots_found_before_dst_ends_are_at_the_right_time_after_it():
    shop = make_shop(slug="chicago", timezone="America/Chicago", bays=1)
    service = make_service(shop, minutes=60)
    now = local(shop, 2026, 10, 30, 12)  # CDT
    slots = selectors.open_slots(shop, service, now=now, from_day=date(2026, 11, 2), limit=1)
    assert slots[0].start == datetime(2026, 11, 2, 13, 30, tzinfo=UTC)  # 07:30 CST
