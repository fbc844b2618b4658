"""A service advisor's busy day at the front desk: who is coming next, the cars done to mark, a
walk-in booked without losing what was typed, and pages that stay quick however many cars the
day holds."""

from __future__ import annotations

import re
from datetime import UTC

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from booking.models import Appointment, Closure, Membership
from tests.factories import book, local, make_customer, make_service, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def advisor(client, shop):
    """A service advisor (staff, not the owner), signed in on `client`."""
    user = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    client.force_login(user)
    return user


@pytest.fixture
def the_day(shop, service):
    """Thursday's cars, booked on Monday: Dana at 7:30 and Luis at 9:00 (both started, neither
    marked yet), Priya at 10:30 and Tom at 1:00 PM still to come, and Mei on Tuesday at 9:00,
    started and forgotten."""
    monday = local(shop, 2026, 12, 7, 9)
    people = {}
    for name, phone, start in (
        ("Dana Reyes", "+13035550101", local(shop, 2026, 12, 10, 7, 30)),
        ("Luis Ortega", "+13035550102", local(shop, 2026, 12, 10, 9)),
        ("Priya Patel", "+13035550103", local(shop, 2026, 12, 10, 10, 30)),
        ("Tom Becker", "+13035550104", local(shop, 2026, 12, 10, 13)),
        ("Mei Lindqvist", "+13035550105", local(shop, 2026, 12, 8, 9)),
    ):
        people[name] = book(shop, service, make_customer(shop, phone, name), start, monday)
    return people


def calendar_page(client, **query) -> str:
    return client.get(reverse("dashboard:calendar", args=["ridgeline"]), query).content.decode()


def front_desk(page: str) -> str:
    """The calendar's box for today, as text."""
    start = page.index('id="front-desk"')
    box = re.sub(r"</?(a|strong)\b[^>]*>", "", page[start : page.index("</div>", start)])
    return " ".join(re.sub(r"<[^>]+>", " ", box[box.index(">") + 1 :]).split())


def test_the_calendar_says_who_is_coming_next(client, advisor, thursday_morning, the_day):
    box = front_desk(calendar_page(client))

    assert "Today, Thursday, December 10" in box
    assert "Next: 10:30 AM Oil change · Priya Patel · Bay 1, then 1 more today." in box


def test_started_visits_wait_on_the_calendar_to_be_marked(
    client, advisor, thursday_morning, the_day
):
    box = front_desk(calendar_page(client))

    assert "Started: mark each completed or a no-show" in box
    # Today's by their time alone, an earlier day's with its date.
    assert "7:30 AM Oil change · Dana Reyes" in box and "9:00 AM Oil change · Luis Ortega" in box
    assert "Tue Dec 8, 9:00 AM Oil change · Mei Lindqvist" in box
    assert "Priya Patel" not in box.split("Started")[1]


def test_a_visit_marked_leaves_the_list(client, advisor, thursday_morning, the_day):
    dana = the_day["Dana Reyes"]
    url = reverse("dashboard:appointment_action", args=["ridgeline", dana.pk, "complete"])
    client.post(url, {"final_amount": "64.95"})

    box = front_desk(calendar_page(client))

    assert "Dana Reyes" not in box and "Luis Ortega" in box


def test_the_front_desk_box_shows_today_whatever_week_is_open(
    client, advisor, thursday_morning, the_day
):
    box = front_desk(calendar_page(client, week="2027-01-04"))

    assert "Next: 10:30 AM Oil change · Priya Patel" in box


def test_a_quiet_day_says_nobody_else_is_coming(client, advisor, thursday_morning):
    assert "Nobody is booked for the rest of today." in front_desk(calendar_page(client))


def test_a_visit_on_a_day_closed_since_is_marked_to_move_on_the_calendar(
    client, advisor, thursday_morning, the_day, shop, service
):
    friday = book(shop, service, the_day["Tom Becker"].customer, local(shop, 2026, 12, 11, 9), None)
    Closure.objects.create(shop=shop, date=friday.local_start().date(), reason="Snow day")

    page = calendar_page(client)

    link = reverse("dashboard:appointment", args=["ridgeline", friday.pk])
    assert "To move: cannot go ahead as booked" in page[page.index(link) :].split("</a>")[0]


def test_a_walk_in_keeps_the_time_picked_when_the_phone_is_mistyped(
    client, advisor, thursday_morning, service
):
    start = local(service.shop, 2026, 12, 10, 11).astimezone(UTC)
    page = client.post(
        reverse("dashboard:new_booking", args=["ridgeline"]),
        {
            "service": service.pk,
            "day": "2026-12-10",
            "start": start.isoformat(),
            "phone": "303 555 01",
            "name": "Walt Kim",
            "vehicle": "2009 Ford Ranger",
        },
    ).content.decode()

    assert "Enter the customer&#x27;s phone number" in page
    assert f'value="{start.isoformat()}" required checked>' in page
    assert 'value="Walt Kim"' in page and 'value="2009 Ford Ranger"' in page
    assert not Appointment.objects.filter(customer__name="Walt Kim").exists()


def test_the_appointment_page_leads_to_the_customer_and_back_to_its_week(
    client, advisor, thursday_morning, the_day
):
    priya = the_day["Priya Patel"]

    page = client.get(reverse("dashboard:appointment", args=["ridgeline", priya.pk]))

    html = page.content.decode()
    customer_url = reverse("dashboard:customer", args=["ridgeline", priya.customer.pk])
    assert f'<a href="{customer_url}">Priya Patel</a>' in html
    calendar_url = reverse("dashboard:calendar", args=["ridgeline"])
    assert f'href="{calendar_url}?week=2026-12-10">&larr; Back to the calendar' in html


def queries(client, url: str, **query) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url, query).status_code == 200
    return len(captured)


def fill_the_week(shop, service, customer, count: int) -> None:
    """`count` more visits of `service` over Monday 14 to Friday 18 December, on the hour from
    8 AM to 4 PM, booked the week before."""
    booked_on = local(shop, 2026, 12, 10, 9)
    for number in range(count):
        day, hour = divmod(number, 9)
        book(shop, service, customer, local(shop, 2026, 12, 14 + day, 8 + hour), booked_on)


@pytest.mark.parametrize(
    ("name", "query"),
    [
        ("dashboard:calendar", {"week": "2026-12-14"}),
        ("dashboard:catalogue", {}),
        ("dashboard:appointments_csv", {"from": "2026-12-14", "to": "2026-12-20"}),
    ],
)
def test_a_busy_week_costs_no_more_queries_than_a_quiet_one(
    client, advisor, thursday_morning, shop, service, name, query
):
    customer = make_customer(shop)
    url = reverse(name, args=["ridgeline"])
    fill_the_week(shop, service, customer, 2)
    quiet = queries(client, url, **query)

    fill_the_week(shop, make_service(shop, "Tire rotation"), customer, 20)

    assert queries(client, url, **query) == quiet


def test_a_regulars_history_costs_no_more_queries_than_a_newcomers(
    client, advisor, thursday_morning, shop, service
):
    customer = make_customer(shop)
    url = reverse("dashboard:customer", args=["ridgeline", customer.pk])
    fill_the_week(shop, service, customer, 1)
    newcomer = queries(client, url)

    fill_the_week(shop, make_service(shop, "Tire rotation"), customer, 15)

    assert queries(client, url) == newcomer
