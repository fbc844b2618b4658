"""Rescheduling moves an appointment: the same UID, the next SEQUENCE, the old time freed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import transaction

from booking.models import Appointment, PriceAdjustment
from booking.services import (
    BookingError,
    SlotTaken,
    appointment_cancel,
    appointment_reschedule,
)
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(bays=1, buffer_after_minutes=10)


@pytest.fixture
def service(shop):
    return make_service(shop, "Brake pads", minutes=60, price=(150, 250))


def test_it_moves_the_appointment_keeping_its_uid(shop, appointment, now):
    uid = appointment.uid
    new_start = local(shop, 2026, 12, 8, 13, 0)

    moved = appointment_reschedule(appointment=appointment, start=new_start, now=now)

    moved.refresh_from_db()
    assert moved.pk == appointment.pk and moved.uid == uid
    assert moved.start == new_start and moved.end == new_start + timedelta(minutes=60)
    assert moved.blocked_end == moved.end + timedelta(minutes=10)
    assert moved.sequence == 1
    assert moved.status == Appointment.Status.CONFIRMED


def test_each_move_bumps_the_sequence(shop, appointment, now):
    appointment_reschedule(appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now)
    moved = appointment_reschedule(
        appointment=appointment, start=local(shop, 2026, 12, 9, 9, 0), now=now
    )

    assert moved.sequence == 2


def test_it_frees_the_old_time(shop, service, appointment, now):
    appointment_reschedule(appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now)

    taker = book(shop, service, make_customer(shop, "+13035550102"), appointment.start, now)

    assert taker.start == local(shop, 2026, 12, 7, 9, 0)


def test_it_can_move_onto_time_it_occupies_itself(shop, appointment, now):
    # One bay: 09:30-10:30 overlaps the appointment's own 09:00-10:10; only others block.
    moved = appointment_reschedule(
        appointment=appointment, start=local(shop, 2026, 12, 7, 9, 30), now=now
    )

    assert moved.start == local(shop, 2026, 12, 7, 9, 30)
    assert Appointment.objects.count() == 1


def test_it_refuses_a_time_someone_else_holds(shop, service, appointment, now):
    book(shop, service, make_customer(shop, "+13035550102"), local(shop, 2026, 12, 7, 11, 0), now)

    with pytest.raises(SlotTaken):
        appointment_reschedule(
            appointment=appointment, start=local(shop, 2026, 12, 7, 10, 30), now=now
        )

    appointment.refresh_from_db()
    assert appointment.start == local(shop, 2026, 12, 7, 9, 0) and appointment.sequence == 0


def test_it_revalidates_the_new_time(shop, appointment, now):
    with pytest.raises(BookingError) as refused:
        appointment_reschedule(
            appointment=appointment, start=local(shop, 2026, 12, 13, 9, 0), now=now
        )

    assert refused.value.code == "closed"


def test_a_cancelled_appointment_cannot_be_moved(shop, appointment, now):
    appointment_cancel(appointment=appointment)

    with pytest.raises(BookingError) as refused:
        appointment_reschedule(
            appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now
        )

    assert refused.value.code == "not_active"


def test_a_stale_copy_of_a_cancelled_appointment_cannot_bring_it_back(shop, appointment, now):
    appointment_cancel(appointment=Appointment.objects.get(pk=appointment.pk))

    with pytest.raises(BookingError) as refused:
        appointment_reschedule(
            appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now
        )

    assert refused.value.code == "not_active"
    assert Appointment.objects.get().status == Appointment.Status.CANCELLED


def test_it_keeps_the_quoted_price(shop, service, now):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="diesel", percent=20)
    appointment = book(
        shop,
        service,
        make_customer(shop),
        local(shop, 2026, 12, 7, 9, 0),
        now,
        vehicle="F-250 diesel",
    )

    moved = appointment_reschedule(
        appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now
    )

    assert (moved.quoted_min, moved.quoted_max) == (180, 300)


def test_a_move_is_announced_only_once_committed(
    shop, appointment, now, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        appointment_reschedule(
            appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now
        )
        assert announced == []

    assert announced == [(appointment.pk, "rescheduled")]


def test_a_rolled_back_move_is_not_announced(
    shop, appointment, now, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            appointment_reschedule(
                appointment=appointment, start=local(shop, 2026, 12, 8, 9, 0), now=now
            )
            raise RuntimeError("the caller's own write failed")

    assert callbacks == [] and announced == []
    appointment.refresh_from_db()
    assert appointment.start == local(shop, 2026, 12, 7, 9, 0)


def test_other_work_at_the_same_time_takes_its_own_length_and_price(shop, service, now):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="diesel", percent=20)
    inspection = make_service(shop, "Brake inspection", minutes=30, price=(30, 50))
    start = local(shop, 2026, 12, 7, 9, 0)
    appointment = book(shop, service, make_customer(shop), start, now, vehicle="F-250 diesel")

    swapped = appointment_reschedule(
        appointment=appointment, start=start, service=inspection, now=now
    )

    swapped.refresh_from_db()
    assert swapped.pk == appointment.pk and swapped.service == inspection
    assert swapped.end == start + timedelta(minutes=30)
    assert (swapped.quoted_min, swapped.quoted_max) == (36, 60)
    assert swapped.sequence == appointment.sequence + 1


def test_other_work_too_long_for_the_time_is_refused_and_nothing_changes(shop, service, now):
    longer = make_service(shop, "Timing belt", minutes=600)
    start = local(shop, 2026, 12, 7, 9, 0)
    appointment = book(shop, service, make_customer(shop), start, now)

    with pytest.raises(BookingError):
        appointment_reschedule(appointment=appointment, start=start, service=longer, now=now)

    appointment.refresh_from_db()
    assert appointment.service == service and appointment.end == start + timedelta(minutes=60)
