"""A car at the counter: staff book it "now", at the current time rounded up to the next five
minutes, when a bay is free for the whole job (buffers included) inside the hours; a drop-off
is taken now while its morning window is open. Customers keep the slot grid and the notice."""

from __future__ import annotations

import re
from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest
from django.urls import reverse
from django.utils import timezone

from booking import selectors
from booking.availability import walk_in_start
from booking.models import Appointment, Service
from booking.services import BookingError, appointment_book
from tests.factories import book, local, make_customer, make_service

pytestmark = pytest.mark.django_db

BOOK_URL = reverse("dashboard:new_booking", args=["ridgeline"])
THURSDAY = "2026-12-10"


@pytest.fixture
def clock(shop, monkeypatch):
    """Sets the clock to a time on Thursday 10 December 2026, the shop's time."""

    def set_to(hour: int, minute: int):
        now = local(shop, 2026, 12, 10, hour, minute)
        monkeypatch.setattr(timezone, "now", lambda: now)
        return now

    return set_to


@pytest.fixture
def monday(shop):
    """When the day's other bookings were made."""
    return local(shop, 2026, 12, 7, 9)


def open_times(client, service) -> str:
    """The list of open times on Thursday, as text."""
    page = client.get(BOOK_URL, {"service": service.pk, "day": THURSDAY}).content.decode()
    return " ".join(re.sub(r"<[^>]+>", " ", page).split())


def book_now(client, service, *, start="now", phone="(720) 555-0199", name="Walt Kim"):
    form = {
        "service": service.pk,
        "day": THURSDAY,
        "start": start,
        "phone": phone,
        "name": name,
        "vehicle": "2009 Ford Ranger",
    }
    return client.post(BOOK_URL, form, follow=True).content.decode()


def test_now_is_offered_first_rounded_up_to_five_minutes(client, owner, clock, service):
    clock(10, 17)

    times = open_times(client, service)

    assert "Open times on Thursday, December 10 Now (10:20 AM) 10:30 AM 11:00 AM" in times
    assert 'value="now"' in client.get(BOOK_URL, {"service": service.pk}).content.decode()


def test_staff_book_a_walk_in_at_10_17_for_10_20_in_a_free_bay(
    client, owner, clock, shop, service, monday
):
    clock(10, 17)
    book(shop, service, make_customer(shop), local(shop, 2026, 12, 10, 10), monday)  # Bay 1

    page = book_now(client, service)

    assert "Booked." in page
    walk_in = Appointment.objects.get(customer__name="Walt Kim")
    assert walk_in.start == local(shop, 2026, 12, 10, 10, 20)
    assert walk_in.end == local(shop, 2026, 12, 10, 10, 50)
    assert walk_in.bay.name == "Bay 2"
    assert walk_in.channel == Appointment.Channel.STAFF


def test_the_walk_in_shows_on_the_calendar(client, owner, clock, service):
    clock(10, 17)
    book_now(client, service)

    page = client.get(reverse("dashboard:calendar", args=["ridgeline"])).content.decode()

    assert "<strong>10:20 AM – 10:50 AM</strong> Oil change" in page
    assert "Walt Kim · Bay 1" in page
    assert "Next: " in page and "10:20 AM" in page.split("Next: ")[1].split("</p>")[0]


def test_now_means_when_the_form_is_sent_not_when_it_was_shown(client, owner, clock, service):
    clock(10, 14)
    assert "Now (10:15 AM)" in open_times(client, service)

    clock(10, 18)  # the walk-in's phone and car took a while to type
    assert "Booked." in book_now(client, service)

    assert Appointment.objects.get().local_start().strftime("%H:%M") == "10:20"


def test_the_time_shown_for_now_is_also_accepted_as_a_time(client, owner, clock, shop, service):
    clock(10, 17)

    page = book_now(client, service, start=local(shop, 2026, 12, 10, 10, 20).isoformat())

    assert "Booked." in page
    assert Appointment.objects.get().start == local(shop, 2026, 12, 10, 10, 20)


def test_a_walk_in_is_refused_when_no_bay_is_free_for_the_whole_job(
    client, owner, clock, shop, service, monday
):
    clock(10, 17)
    hour_job = make_service(shop, "Brake inspection", minutes=60)
    book(shop, hour_job, make_customer(shop), local(shop, 2026, 12, 10, 10), monday)  # Bay 1
    book(
        shop,
        service,
        make_customer(shop, "+13035550102", "Luis"),
        local(shop, 2026, 12, 10, 10, 30),
        monday,
    )  # Bay 2, ten minutes into the walk-in's half hour

    times = open_times(client, service)
    page = book_now(client, service)

    assert "Now" not in times and "11:00 AM" in times
    assert "No bay is free now (10:20 AM) for the 30 minutes this job takes." in page
    assert not Appointment.objects.filter(customer__name="Walt Kim").exists()


def test_a_short_job_fits_before_the_next_booking(client, owner, clock, shop, service, monday):
    clock(10, 17)
    hour_job = make_service(shop, "Brake inspection", minutes=60)
    wipers = make_service(shop, "Wiper blades", minutes=10)
    book(shop, hour_job, make_customer(shop), local(shop, 2026, 12, 10, 10), monday)
    book(
        shop,
        service,
        make_customer(shop, "+13035550102", "Luis"),
        local(shop, 2026, 12, 10, 10, 30),
        monday,
    )

    assert "Now (10:20 AM)" in open_times(client, wipers)
    assert "Booked." in book_now(client, wipers)
    assert Appointment.objects.get(customer__name="Walt Kim").bay.name == "Bay 2"


def test_the_buffers_count_for_a_walk_in(client, owner, clock, shop, service, monday):
    shop.bays.filter(name="Bay 2").update(active=False)
    shop.buffer_after_minutes = 10
    shop.save()
    clock(10, 17)
    book(shop, service, make_customer(shop), local(shop, 2026, 12, 10, 11), monday)
    wipers = make_service(shop, "Wiper blades", minutes=30)

    # 10:20-10:50, then ten minutes to clear the bay, meets the 11:00 booking.
    assert "Now (10:20 AM)" in open_times(client, wipers)
    clock(10, 22)
    page = book_now(client, wipers)

    assert "No bay is free now (10:25 AM) for the 30 minutes this job takes." in page
    assert Appointment.objects.count() == 1


def test_the_last_free_bay_is_booked_now_once(client, owner, clock, shop, service):
    shop.bays.filter(name="Bay 2").update(active=False)
    clock(10, 17)

    first = book_now(client, service)
    second = book_now(client, service, phone="(720) 555-0123", name="Ana Diaz")

    assert "Booked." in first
    assert "No bay is free now (10:20 AM)" in second
    assert list(Appointment.objects.values_list("customer__name", flat=True)) == ["Walt Kim"]


def test_no_walk_in_outside_the_hours(client, owner, clock, service):
    clock(17, 10)  # closes at 5:30 PM: no time left for a half-hour job

    times = open_times(client, service)
    page = book_now(client, service)

    assert "Now" not in times and "the times left that day have passed" in times
    assert (
        "The 30 minutes this job takes do not fit in the opening hours from now (5:10 PM)." in page
    )
    assert not Appointment.objects.exists()


def test_before_opening_the_first_time_is_the_opening(client, owner, clock, service):
    clock(7, 0)

    assert "Open times on Thursday, December 10 7:30 AM 8:00 AM" in open_times(client, service)


@pytest.fixture
def dropoff(shop):
    """A brake job left in the 7:30-9:00 window, four hours of labour."""
    return make_service(shop, "Brake job", minutes=240, kind=Service.Kind.DROPOFF)


def test_a_drop_off_is_taken_now_while_the_window_is_open(client, owner, clock, shop, dropoff):
    clock(8, 12)

    times = open_times(client, dropoff)
    page = book_now(client, dropoff)

    assert "Now (8:15 AM)" in times
    assert "Booked." in page
    left = Appointment.objects.get()
    assert left.start == local(shop, 2026, 12, 10, 8, 15)
    assert left.end == local(shop, 2026, 12, 10, 9)
    assert left.bay is None


def test_a_drop_off_is_not_taken_after_the_window(client, owner, clock, dropoff):
    clock(10, 17)

    times = open_times(client, dropoff)
    page = book_now(client, dropoff)

    assert "the times left that day have passed" in times
    assert "Drop-offs are left from 7:30 AM to 9:00 AM, not now (10:20 AM)." in page
    assert not Appointment.objects.exists()


def test_customers_are_offered_no_walk_in_time(clock, shop, service):
    now = clock(10, 17)

    customers = selectors.day_openings(shop, service, shop.today(), now=now)
    staff = selectors.day_openings(shop, service, shop.today(), by_staff=True, now=now)

    assert customers.walk_in is None
    assert customers.slots[0].start == local(shop, 2026, 12, 10, 11, 30)  # an hour's notice
    assert staff.walk_in is not None and staff.slots[0] == staff.walk_in


def test_customers_cannot_book_off_the_grid(shop, service, customer):
    # From the Monday before, so no notice stands in the way: only the grid does.
    with pytest.raises(BookingError, match="not a bookable start time"):
        appointment_book(
            shop=shop,
            service=service,
            start=local(shop, 2026, 12, 10, 10, 20),
            customer=customer,
            channel=Appointment.Channel.CHAT,
            now=local(shop, 2026, 12, 7, 9),
        )
    assert not Appointment.objects.exists()


def test_a_customer_cannot_move_their_visit_off_the_grid(client, clock, shop, service, monday):
    clock(10, 17)
    visit = book(shop, service, make_customer(shop), local(shop, 2026, 12, 10, 15), monday)
    url = reverse("appointment_manage", args=[visit.manage_token])

    off_grid = client.post(url, {"start": local(shop, 2026, 12, 10, 11, 35).isoformat()})
    now = client.post(url, {"start": "now"})

    assert "not a bookable start time" in off_grid.content.decode()
    assert "Pick one of the open times." in now.content.decode()
    visit.refresh_from_db()
    assert visit.start == local(shop, 2026, 12, 10, 15)


def test_staff_move_a_visit_to_now(client, owner, clock, shop, service, monday):
    clock(10, 17)
    visit = book(shop, service, make_customer(shop), local(shop, 2026, 12, 10, 15), monday)
    url = reverse("dashboard:appointment_move", args=["ridgeline", visit.pk])

    assert "Now (10:20 AM)" in client.get(url).content.decode()
    page = client.post(url, {"start": "now"}, follow=True).content.decode()

    assert "Moved to Thursday, December 10, 10:20 AM." in page
    visit.refresh_from_db()
    assert visit.start == local(shop, 2026, 12, 10, 10, 20)


@pytest.mark.parametrize(
    ("zone", "clock_reads", "walk_in"),
    [
        ("America/Denver", "10:17:00", "10:20"),
        ("America/Denver", "10:15:00", "10:15"),
        ("America/Denver", "10:15:01", "10:20"),
        ("Asia/Kathmandu", "10:17:00", "10:20"),  # UTC+5:45
        ("America/St_Johns", "23:58:00", "00:00"),  # UTC-3:30, and past midnight
    ],
)
def test_now_is_the_next_five_minutes_on_the_shops_clock(zone, clock_reads, walk_in):
    at = datetime.combine(date(2026, 12, 10), time.fromisoformat(clock_reads), ZoneInfo(zone))

    assert f"{walk_in_start(at).astimezone(ZoneInfo(zone)):%H:%M}" == walk_in
