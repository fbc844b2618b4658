"""The recovered-revenue report counts what the assistant booked, not what staff booked, on the
day it was booked, as its conversations are counted: the two tables add up."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from decimal import Decimal

import pytest
from django.urls import reverse

from assistant import turn
from booking.models import Appointment
from booking.reports import recovered_revenue
from booking.services import appointment_book, appointment_cancel, appointment_complete
from tests.factories import local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    """Open every day, so that "tomorrow" said on the real clock's Saturday books too."""
    every_day = {day: [(time(7, 30), time(17, 30))] for day in range(7)}
    return make_shop(slug="ridgeline", bays=3, weekly=every_day)


@pytest.fixture
def booked(shop):
    """Books brake pads for a visit on a day of December 2026, booked on Monday 30 November."""
    service = make_service(shop, "Brake pads", minutes=60, price=(180, 320))
    customer = make_customer(shop)
    then = local(shop, 2026, 11, 30, 6)

    def book(channel: str, hour: int, day: int = 1, *, booked_at: datetime = then):
        appointment = appointment_book(
            shop=shop,
            service=service,
            start=local(shop, 2026, 12, day, hour),
            customer=customer,
            channel=channel,
            now=booked_at,
        )
        Appointment.objects.filter(pk=appointment.pk).update(created_at=booked_at)
        return appointment

    return book


def report_of(shop, first_day: date, last_day: date | None = None):
    return recovered_revenue(shop, first_day=first_day, last_day=last_day or first_day)


def test_it_adds_up_completed_and_upcoming_work_by_channel(shop, booked):
    appointment_complete(appointment=booked("chat", 8), final_amount=Decimal("240"))
    appointment_complete(appointment=booked("phone", 9), final_amount=Decimal("310.50"))
    booked("sms", 10, day=3)
    appointment_cancel(appointment=booked("chat", 11, day=3))
    appointment_complete(appointment=booked("staff", 12), final_amount=Decimal("999"))

    report = report_of(shop, date(2026, 11, 30))
    by_channel = {line.channel: line for line in report.lines}
    assert report.revenue == Decimal("550.50")  # staff's own booking is not recovered work
    assert report.expected == Decimal("250")  # the upcoming SMS booking at its quote's midpoint
    assert report.booked == 4
    assert (by_channel["chat"].booked, by_channel["chat"].completed) == (2, 1)
    assert by_channel["chat"].cancelled == 1  # so the chat line adds up: 1 done, 1 cancelled
    assert by_channel["sms"].upcoming == 1


def test_the_owner_sees_the_report(client, shop, booked):
    appointment_complete(appointment=booked("phone", 9), final_amount=Decimal("1310"))
    client.force_login(make_user("olive", shop=shop))
    page = client.get(
        reverse("dashboard:report", args=["ridgeline"]), {"from": "2026-11-01", "to": "2026-11-30"}
    ).content.decode()
    assert "$1,310" in page


def test_a_stranger_does_not(client, shop):
    client.force_login(make_user("stranger"))
    assert client.get(reverse("dashboard:report", args=["ridgeline"])).status_code == 404


def test_conversations_that_booked_are_valued_at_the_shops_average_repair_order(client, shop):
    shop.average_repair_order = Decimal("1250")
    shop.save()
    make_service(shop, "Oil change")
    conversation, _ = turn.start(
        shop, "sms", customer_phone="+13035550177", verified_phone="+13035550177"
    )
    for text in ("oil change tomorrow at 9", "Dana Reyes", "yes"):
        turn.reply(conversation, text)
    client.force_login(make_user("olive", shop=shop))

    page = client.get(reverse("dashboard:report", args=["ridgeline"])).content.decode()

    assert "<td>Texts (SMS)</td><td>1</td><td>1</td><td>1</td><td>$1,250</td>" in page
    assert "average repair order in your booking rules ($1,250)" in page


def test_a_booking_counts_on_the_day_it_was_made_not_the_day_of_its_visit(shop, booked):
    booked("phone", 9, day=3, booked_at=local(shop, 2026, 11, 30, 15))

    assert report_of(shop, date(2026, 11, 30)).booked == 1
    assert report_of(shop, date(2026, 12, 1), date(2026, 12, 31)).booked == 0


def test_a_booking_just_before_midnight_counts_on_the_shops_day(shop, booked):
    booked("sms", 9, day=3, booked_at=local(shop, 2026, 11, 30, 23, 50))

    assert report_of(shop, date(2026, 11, 30)).booked == 1
    assert report_of(shop, date(2026, 12, 1)).booked == 0


def test_completed_work_counts_on_the_day_it_was_booked(shop, booked):
    appointment_complete(
        appointment=booked("chat", 8, booked_at=local(shop, 2026, 11, 20, 10)),
        final_amount=Decimal("275"),
    )

    assert report_of(shop, date(2026, 11, 16), date(2026, 11, 22)).revenue == Decimal("275")
    assert report_of(shop, date(2026, 11, 30), date(2026, 12, 6)).revenue == 0


def report_page(client, shop, first_day: date, last_day: date):
    url = reverse("dashboard:report", args=[shop.slug])
    return client.get(url, {"from": str(first_day), "to": str(last_day)})


def booked_by_channel(page) -> tuple[dict[str, int], dict[str, int]]:
    """The appointments table's "Booked" and the conversations table's "Booked work", each by
    channel."""
    appointments = {line.channel: line.booked for line in page.context["report"].lines}
    labels = {"Website chat": "chat", "Phone calls": "phone", "Texts (SMS)": "sms"}
    conversations = {labels[row["channel"]]: row["booked"] for row in page.context["answered"]}
    return appointments, conversations


def test_the_appointments_and_the_conversations_that_booked_them_count_on_the_same_days(
    client, shop
):
    make_service(shop, "Oil change")
    conversation, _ = turn.start(
        shop, "sms", customer_phone="+13035550177", verified_phone="+13035550177"
    )
    for text in ("oil change tomorrow at 9", "Dana Reyes", "yes"):
        turn.reply(conversation, text)
    (visit,) = Appointment.objects.filter(shop=shop)
    assert visit.local_start().date() > shop.today()
    client.force_login(make_user("olive", shop=shop))

    today = report_page(client, shop, shop.today(), shop.today())
    visit_day = report_page(client, shop, visit.local_start().date(), visit.local_start().date())

    appointments, conversations = booked_by_channel(today)
    assert appointments == conversations == {"chat": 0, "phone": 0, "sms": 1}
    appointments, conversations = booked_by_channel(visit_day)
    assert appointments == conversations == {"chat": 0, "phone": 0, "sms": 0}


def test_the_report_shows_the_last_30_days_and_says_what_it_counts_by(client, shop):
    client.force_login(make_user("olive", shop=shop))

    page = client.get(reverse("dashboard:report", args=["ridgeline"])).content.decode()

    today = shop.today()
    assert f'name="from" value="{today - timedelta(days=29)}"' in page
    assert f'name="to" value="{today}"' in page
    assert "Counted by the day each was booked, whatever day its visit is" in page
