"""The demo shop: a month of history and two weeks of bookings that obey every booking rule."""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import transaction
from django.urls import reverse

from booking.demo import seed_demo
from booking.models import Appointment, Customer, Membership, Shop
from booking.services import appointment_cancel
from booking.signals import appointment_changed

pytestmark = pytest.mark.django_db

Status = Appointment.Status
THANKSGIVING = date(2026, 11, 26)


# A Wednesday morning in Golden, with Thanksgiving in the coming two weeks.
NOW = datetime(2026, 11, 18, 10, tzinfo=ZoneInfo("America/Denver"))


@pytest.fixture(scope="module")
def seeded(django_db_setup, django_db_blocker):
    """One demo for the whole module, rolled back at its end: seeding takes seconds."""
    with django_db_blocker.unblock(), transaction.atomic():
        yield seed_demo(seed=7, now=NOW).shop
        transaction.set_rollback(True)


@pytest.fixture
def shop(seeded, db) -> Shop:
    return seeded


def history(shop: Shop) -> list[tuple]:
    return list(
        shop.appointments.order_by("start", "id").values_list(
            "service__name", "start", "status", "customer__phone", "channel", "final_amount"
        )
    )


def test_it_writes_a_month_of_settled_history(shop):
    past = shop.appointments.filter(start__lt=NOW)

    days = {a.local_start().date() for a in past}
    assert min(days) >= (NOW - timedelta(days=30)).date()
    assert len(days) >= 24  # every day the shop was open
    assert not past.filter(status=Status.CONFIRMED).exists()
    assert past.filter(status=Status.COMPLETED).count() >= 150
    assert past.filter(status=Status.NO_SHOW).exists()
    assert past.filter(status=Status.CANCELLED).exists()
    assert set(past.values_list("channel", flat=True)) == set(Appointment.Channel.values)


def test_nothing_was_booked_before_the_history_begins(shop):
    """The report looks back a month: each visit it counts was booked within it, so the
    conversation that booked a visit is counted with the visit."""
    history_start = datetime.combine(
        NOW.date() - timedelta(days=30), datetime.min.time(), NOW.tzinfo
    )

    assert min(shop.appointments.values_list("created_at", flat=True)) >= history_start


def test_no_electric_car_is_booked_for_work_on_an_engine(shop):
    teslas = shop.appointments.filter(vehicle__contains="Tesla")

    assert teslas.exists()
    assert not teslas.filter(service__name__in=["Oil change", "Timing belt replacement"]).exists()


def test_it_books_the_next_two_weeks(shop):
    upcoming = shop.appointments.filter(start__gte=NOW, status=Status.CONFIRMED)

    assert upcoming.count() >= 20
    assert max(a.start for a in upcoming) < NOW + timedelta(days=14)


def test_completed_visits_were_paid_within_or_near_their_quote(shop):
    completed = list(shop.appointments.filter(status=Status.COMPLETED))

    assert all(a.quoted_min <= a.final_amount <= a.quoted_max * 125 / 100 for a in completed)
    within = [a for a in completed if a.final_amount <= a.quoted_max]
    assert len(within) >= 0.8 * len(completed)


def test_no_two_appointments_share_a_bay_at_once(shop):
    held_a_bay = shop.appointments.exclude(status=Status.CANCELLED).filter(bay__isnull=False)
    by_bay = defaultdict(list)
    for appointment in held_a_bay:
        by_bay[appointment.bay_id].append((appointment.blocked_start, appointment.blocked_end))

    for ranges in by_bay.values():
        ranges.sort()
        assert all(
            end <= next_start for (_, end), (next_start, _) in zip(ranges, ranges[1:], strict=False)
        )
    assert len(by_bay) == 3


def test_every_appointment_keeps_to_the_shops_hours(shop):
    for appointment in shop.appointments.select_related("service"):
        start, end = appointment.local_start(), appointment.end.astimezone(shop.zone)
        day = start.date()
        assert day != THANKSGIVING and day.weekday() != 6
        closing = "13:00" if day.weekday() == 5 else "17:30"
        assert f"{start:%H:%M}" >= ("08:00" if day.weekday() == 5 else "07:30")
        assert f"{end:%H:%M}" <= closing


def test_running_it_again_adds_nothing(shop):
    before = history(shop), Customer.objects.count(), get_user_model().objects.count()

    report = seed_demo(seed=7, now=NOW)

    assert report.booked == 0
    assert (history(shop), Customer.objects.count(), get_user_model().objects.count()) == before


def test_the_same_seed_writes_the_same_history(shop):
    first = history(shop)
    Appointment.objects.all().delete()
    Customer.objects.all().delete()

    seed_demo(seed=7, now=NOW)

    assert history(shop) == first


def test_history_sends_no_texts_but_later_changes_do(shop, django_capture_on_commit_callbacks):
    Appointment.objects.all().delete()
    heard = []

    def listener(sender, appointment, change, **kwargs):
        heard.append(change)

    appointment_changed.connect(listener)
    try:
        with django_capture_on_commit_callbacks(execute=True):
            seed_demo(seed=7, now=NOW)
        with django_capture_on_commit_callbacks(execute=True):
            appointment_cancel(appointment=shop.appointments.filter(status=Status.CONFIRMED)[0])
    finally:
        appointment_changed.disconnect(listener)

    assert shop.appointments.count() > 200
    assert heard == ["cancelled"]


def test_the_owner_signs_in_with_the_password_from_the_environment(client, monkeypatch, capsys):
    monkeypatch.setenv("DEMO_OWNER_PASSWORD", "ridge-demo-2026")

    call_command("seed_demo")

    printed = capsys.readouterr().out
    assert "Sign in as owner (owner), password: ridge-demo-2026" in printed
    assert "Sign in as advisor (staff), password: " in printed
    assert client.login(username="owner", password="ridge-demo-2026")
    roles = dict(Membership.objects.values_list("user__username", "role"))
    assert roles == {"owner": Membership.Role.OWNER, "advisor": Membership.Role.STAFF}


def test_the_owner_opens_every_dashboard_page_on_the_demos_data(client, shop):
    client.force_login(get_user_model().objects.get(username="owner"))
    appointment = shop.appointments.filter(status=Status.CONFIRMED).first()
    customer = appointment.customer
    pages = [
        reverse("dashboard:calendar", args=[shop.slug]),
        reverse("dashboard:catalogue", args=[shop.slug]),
        reverse("dashboard:service_edit", args=[shop.slug, shop.services.first().pk]),
        reverse("dashboard:hours_edit", args=[shop.slug]),
        reverse("dashboard:rules_edit", args=[shop.slug]),
        reverse("dashboard:answers_edit", args=[shop.slug]),
        reverse("dashboard:new_booking", args=[shop.slug]),
        reverse("dashboard:report", args=[shop.slug]),
        reverse("dashboard:customers", args=[shop.slug]),
        reverse("dashboard:customer", args=[shop.slug, customer.pk]),
        reverse("dashboard:appointment", args=[shop.slug, appointment.pk]),
        reverse("dashboard:appointment_move", args=[shop.slug, appointment.pk]),
        reverse("conversations:list", args=[shop.slug]),
        reverse("conversations:texts", args=[shop.slug]),
    ]
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        assert shop.name in response.content.decode(), url
