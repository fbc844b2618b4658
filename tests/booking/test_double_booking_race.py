"""No double booking, ever: threads with their own database connections race for slots.

The same tests run on SQLite, where IMMEDIATE transactions serialize the writers, and on
PostgreSQL (DATABASE_URL, see scripts/postgres-for-tests.sh), where the exclusion constraint
refuses the overlap that slips between one request's check and its insert.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import time, timedelta
from unittest import mock

import pytest
from django.db import IntegrityError, connection, transaction

from booking import selectors
from booking.models import Appointment, Service
from booking.services import SlotTaken, appointment_hold
from tests import factories
from tests.factories import local, make_customer, make_service, make_shop

RACERS = 20

pytestmark = pytest.mark.django_db(transaction=True)


def postgres_only(test):
    test = pytest.mark.postgres(test)
    return pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL")(test)


def race(attempt: Callable[[int], object], racers: int = RACERS) -> list[object]:
    """Run attempt(0) .. attempt(racers - 1) in threads released together; each thread's
    outcome is what it returned or the exception it raised."""
    barrier = threading.Barrier(racers)
    outcomes: list[object] = [None] * racers

    def run(number: int) -> None:
        try:
            barrier.wait(timeout=30)
            outcomes[number] = attempt(number)
        except Exception as error:
            outcomes[number] = error
        finally:
            connection.close()  # each thread opened its own

    threads = [threading.Thread(target=run, args=(number,)) for number in range(racers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads), "a racer never finished"
    return outcomes


def winners_and_losers(outcomes: list[object]) -> tuple[list[Appointment], list[SlotTaken]]:
    winners = [outcome for outcome in outcomes if isinstance(outcome, Appointment)]
    losers = [outcome for outcome in outcomes if isinstance(outcome, SlotTaken)]
    others = [o for o in outcomes if not isinstance(o, Appointment | SlotTaken)]
    assert others == [], "every racer either books or is told the slot is taken"
    return winners, losers


def customers(shop, count: int = RACERS):
    return [make_customer(shop, f"+1303555{1000 + n}", f"Racer {n}") for n in range(count)]


@pytest.fixture
def shop():
    """One bay, open 09:00-10:00 on Monday 7 December 2026; 09:00 is already booked, so
    09:30 is the last free slot."""
    shop = make_shop(bays=1, weekly={0: [(time(9, 0), time(10, 0))]})
    service = make_service(shop, "Oil change", minutes=30, price=(49, 89))
    book(shop, service, make_customer(shop, "+13035550100"), local(shop, 2026, 12, 7, 9, 0))
    return shop


@pytest.fixture
def service(shop):
    return shop.services.get()


def now_for(shop):
    return local(shop, 2026, 12, 7, 7, 0)


def book(shop, service, customer, start, **extra):
    return factories.book(shop, service, customer, start, now_for(shop), **extra)


def test_twenty_racers_for_the_last_slot_book_it_once(shop, service):
    last = local(shop, 2026, 12, 7, 9, 30)
    racers = customers(shop)

    outcomes = race(lambda n: book(shop, service, racers[n], last, vehicle="Civic"))

    winners, losers = winners_and_losers(outcomes)
    assert len(winners) == 1 and len(losers) == RACERS - 1
    assert all(loser.code == "taken" for loser in losers)
    booked = Appointment.objects.get(start=last)
    assert booked.pk == winners[0].pk and booked.status == Appointment.Status.CONFIRMED
    assert booked.customer in racers and booked.vehicle == "Civic"
    assert booked.quoted_min is not None and booked.blocked_end == booked.end
    assert Appointment.objects.count() == 2


def test_twenty_racers_for_the_last_slot_hold_it_once(shop, service):
    last = local(shop, 2026, 12, 7, 9, 30)

    outcomes = race(
        lambda n: appointment_hold(
            shop=shop, service=service, start=last, channel="phone", now=now_for(shop)
        )
    )

    winners, _ = winners_and_losers(outcomes)
    assert len(winners) == 1
    assert Appointment.objects.filter(status=Appointment.Status.HELD).count() == 1


def test_two_bays_give_the_last_time_to_exactly_two_racers(shop, service):
    shop.bays.create(name="Bay 2")
    last = local(shop, 2026, 12, 7, 9, 30)
    racers = customers(shop)

    outcomes = race(lambda n: book(shop, service, racers[n], last))

    winners, losers = winners_and_losers(outcomes)
    assert len(winners) == 2 and len(losers) == RACERS - 2
    assert {winner.bay_id for winner in winners} == set(shop.bays.values_list("id", flat=True))


def test_racers_for_overlapping_times_on_a_buffered_bay_never_overlap():
    shop = make_shop(
        slug="buffered",
        bays=1,
        slot_minutes=10,
        buffer_before_minutes=5,
        buffer_after_minutes=15,
        weekly={0: [(time(8, 0), time(17, 0))]},
    )
    service = make_service(shop, "Brake pads", minutes=60)
    starts = [local(shop, 2026, 12, 7, 9, 0) + timedelta(minutes=10 * n) for n in range(RACERS)]
    racers = customers(shop)

    outcomes = race(lambda n: book(shop, service, racers[n], starts[n]))

    winners, losers = winners_and_losers(outcomes)
    booked = list(Appointment.objects.order_by("start"))
    assert {a.pk for a in booked} == {winner.pk for winner in winners}
    for earlier, later in zip(booked, booked[1:], strict=False):
        assert earlier.blocked_end <= later.blocked_start, "two bookings share the bay"
    # Nobody was turned away for nothing: each loser's buffered range meets a winner's.
    lost_starts = [s for s, o in zip(starts, outcomes, strict=True) if isinstance(o, SlotTaken)]
    assert len(lost_starts) == len(losers)
    for start in lost_starts:
        wanted = (start - timedelta(minutes=5), start + timedelta(minutes=75))
        assert any(a.blocked_start < wanted[1] and wanted[0] < a.blocked_end for a in booked)


def test_racing_retries_of_one_request_make_one_booking(shop, service):
    last = local(shop, 2026, 12, 7, 9, 30)
    customer = make_customer(shop, "+13035550199")

    outcomes = race(lambda n: book(shop, service, customer, last, idempotency_key="sms-SM123"))

    winners, losers = winners_and_losers(outcomes)
    assert losers == [] and len({winner.pk for winner in winners}) == 1
    assert Appointment.objects.filter(idempotency_key="sms-SM123").count() == 1


def test_racers_for_a_slot_under_an_expired_hold_book_it_once(shop, service):
    last = local(shop, 2026, 12, 7, 9, 30)
    owner, *others = customers(shop)
    held = appointment_hold(
        shop=shop,
        service=service,
        start=last,
        channel="phone",
        customer=owner,
        now=now_for(shop) - timedelta(minutes=30),
    )

    # The hold's owner confirms it late while everyone else tries to book its time.
    outcomes = race(
        lambda n: (
            book(shop, service, owner, last, hold=held)
            if n == 0
            else book(shop, service, others[n - 1], last)
        )
    )

    winners, losers = winners_and_losers(outcomes)
    assert len(winners) == 1 and len(losers) == RACERS - 1
    assert Appointment.objects.filter(start=last).get().status == Appointment.Status.CONFIRMED
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()


def test_racing_drop_offs_stay_within_the_days_bay_hours():
    # Two bays open ten hours: 1200 bay-minutes hold two eight-hour jobs, not three.
    shop = make_shop(slug="dropoffs", bays=2)
    diagnosis = make_service(shop, "Engine diagnosis", minutes=480, kind=Service.Kind.DROPOFF)
    window = local(shop, 2026, 12, 8, 7, 30)
    racers = customers(shop)

    outcomes = race(lambda n: book(shop, diagnosis, racers[n], window))

    winners, losers = winners_and_losers(outcomes)
    assert len(winners) == 2 and len(losers) == RACERS - 2
    assert Appointment.objects.count() == 2


@postgres_only
def test_postgresql_carries_the_exclusion_constraint():
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT contype FROM pg_constraint WHERE conname = 'appointment_no_overlap_per_bay'"
        )
        assert cursor.fetchall() == [("x",)]


@postgres_only
def test_postgresql_refuses_an_overlap_written_past_the_services(shop, service):
    first = Appointment.objects.get()

    def overlapping(status):
        return Appointment(
            shop=shop,
            service=service,
            bay=first.bay,
            status=status,
            start=first.start + timedelta(minutes=15),
            end=first.end + timedelta(minutes=15),
            blocked_start=first.start + timedelta(minutes=15),
            blocked_end=first.end + timedelta(minutes=15),
        )

    for status in (Appointment.Status.CONFIRMED, Appointment.Status.HELD):
        with pytest.raises(IntegrityError, match="appointment_no_overlap_per_bay"):
            with transaction.atomic():
                overlapping(status).save()
    overlapping(Appointment.Status.CANCELLED).save()  # a cancelled one blocks nothing


@postgres_only
def test_a_write_the_constraint_refuses_is_reported_as_slot_taken(shop, service):
    # The check reads a calendar without the 09:00 booking, as if that booking had committed
    # between this request's check and its insert: only the constraint can stop it now.
    def calendar_missing_the_booking(*args, **kwargs):
        kwargs["exclude_ids"] = tuple(Appointment.objects.values_list("pk", flat=True))
        return selectors.shop_calendar(*args, **kwargs)

    with mock.patch("booking.services.shop_calendar", calendar_missing_the_booking):
        with pytest.raises(SlotTaken):
            book(shop, service, make_customer(shop), local(shop, 2026, 12, 7, 9, 0))

    assert Appointment.objects.count() == 1
