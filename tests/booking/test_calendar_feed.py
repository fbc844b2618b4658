"""The shop's calendar feed, as Google and Apple Calendar read it."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
from django.urls import reverse
from django.utils import timezone
from icalendar import Calendar

from booking import services
from booking.models import Appointment
from tests.factories import book, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


def at(shop, day, hour, minute=0):
    return datetime.combine(day, time(hour, minute), tzinfo=shop.zone)


def past_appointment(shop, service, customer, start, status):
    """An appointment from before today, which booking would now refuse to make."""
    end = start + service.duration
    return Appointment.objects.create(
        shop=shop,
        service=service,
        customer=customer,
        start=start,
        end=end,
        blocked_start=start,
        blocked_end=end,
        status=status,
    )


def fetch(client, shop):
    response = client.get(reverse("calendar_feed", args=[shop.calendar_token]))
    assert response.status_code == 200
    return Calendar.from_ical(response.content)


def events_by_uid(calendar):
    return {str(event["UID"]): event for event in calendar.walk("VEVENT")}


def test_it_serves_a_calendar_that_subscribers_accept(client, shop):
    response = client.get(reverse("calendar_feed", args=[shop.calendar_token]))

    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    calendar = Calendar.from_ical(response.content)
    assert calendar["VERSION"] == "2.0"
    assert calendar["PRODID"]
    assert "METHOD" not in calendar
    assert shop.name in calendar["X-WR-CALNAME"]
    assert calendar["X-WR-TIMEZONE"] == "America/Denver"


def test_a_wrong_token_is_not_found(client, shop):
    response = client.get(reverse("calendar_feed", args=["not-the-token"]))

    assert response.status_code == 404
    assert b"VCALENDAR" not in response.content


def test_a_shops_feed_holds_only_its_own_bookings(client, shop, service, customer, next_weekday):
    rival = make_shop(slug="rival")
    theirs = book(
        rival,
        make_service(rival),
        make_customer(rival, "+13035550177", "Sam Other"),
        at(rival, next_weekday, 9),
    )
    ours = book(shop, service, customer, at(shop, next_weekday, 9))

    assert set(events_by_uid(fetch(client, shop))) == {ours.uid}
    assert set(events_by_uid(fetch(client, rival))) == {theirs.uid}


def test_a_booking_is_an_event_with_its_uid_and_utc_times(
    client, shop, service, customer, next_weekday
):
    appointment = book(
        shop,
        service,
        customer,
        at(shop, next_weekday, 9),
        vehicle="2014 Subaru Outback",
        notes="Squeaks when braking",
    )

    (event,) = fetch(client, shop).walk("VEVENT")

    assert str(event["UID"]) == appointment.uid
    assert event["SEQUENCE"] == 0
    assert event["STATUS"] == "CONFIRMED"
    assert event.start == at(shop, next_weekday, 9)
    assert event.end == at(shop, next_weekday, 9, 30)
    for moment in (event.start, event.end, event["DTSTAMP"].dt):
        assert moment.utcoffset() == timedelta(0)
    assert "Oil change" in event["SUMMARY"]
    assert "Dana Reyes" in event["SUMMARY"]
    assert "2014 Subaru Outback" in event["DESCRIPTION"]
    assert "+13035550101" in event["DESCRIPTION"]
    assert "Squeaks when braking" in event["DESCRIPTION"]


def test_the_raw_feed_writes_times_in_utc(client, shop, service, customer, next_weekday):
    book(shop, service, customer, at(shop, next_weekday, 9))

    content = client.get(reverse("calendar_feed", args=[shop.calendar_token])).content.decode()

    start_utc = at(shop, next_weekday, 9).astimezone(UTC)
    assert f"DTSTART:{start_utc:%Y%m%dT%H%M%S}Z" in content.splitlines()
    assert "TZID" not in content


def test_a_reschedule_keeps_the_uid_and_bumps_the_sequence(
    client, shop, service, customer, next_weekday
):
    appointment = book(shop, service, customer, at(shop, next_weekday, 9))
    before = events_by_uid(fetch(client, shop))[appointment.uid]

    services.appointment_reschedule(appointment=appointment, start=at(shop, next_weekday, 14))

    after = events_by_uid(fetch(client, shop))
    assert list(after) == [appointment.uid]
    moved = after[appointment.uid]
    assert moved["SEQUENCE"] > before["SEQUENCE"]
    assert moved.start == at(shop, next_weekday, 14)
    assert moved["DTSTAMP"].dt >= before["DTSTAMP"].dt


def test_a_cancelled_booking_stays_in_the_feed_as_cancelled(
    client, shop, service, customer, next_weekday
):
    appointment = book(shop, service, customer, at(shop, next_weekday, 9))

    services.appointment_cancel(appointment=appointment, reason="Car sold")

    event = events_by_uid(fetch(client, shop))[appointment.uid]
    assert event["STATUS"] == "CANCELLED"
    assert event["SEQUENCE"] == 1


def test_holds_never_reach_the_feed(client, shop, service, customer, next_weekday):
    services.appointment_hold(
        shop=shop, service=service, start=at(shop, next_weekday, 9), channel="chat"
    )
    dropped = services.appointment_hold(
        shop=shop, service=service, start=at(shop, next_weekday, 10), channel="chat"
    )
    services.appointment_cancel(appointment=dropped)

    assert fetch(client, shop).walk("VEVENT") == []


def test_a_hold_that_became_a_booking_is_its_first_version(
    client, shop, service, customer, next_weekday
):
    start = at(shop, next_weekday, 9)
    hold = services.appointment_hold(shop=shop, service=service, start=start, channel="chat")
    booked = book(shop, service, customer, start, hold=hold)

    event = events_by_uid(fetch(client, shop))[booked.uid]
    assert event["SEQUENCE"] == 0
    assert event["STATUS"] == "CONFIRMED"


def test_finished_work_stays_in_the_feed_marked_with_what_happened(client, shop, service, customer):
    yesterday = timezone.now() - timedelta(days=1)
    completed = past_appointment(shop, service, customer, yesterday, Appointment.Status.COMPLETED)
    no_show = past_appointment(
        shop, service, customer, yesterday - timedelta(days=1), Appointment.Status.NO_SHOW
    )

    events = events_by_uid(fetch(client, shop))

    # RFC 5545 has no event status for either; CANCELLED would make calendar apps drop them.
    assert events[completed.uid]["STATUS"] == "CONFIRMED"
    assert events[no_show.uid]["STATUS"] == "CONFIRMED"
    assert events[completed.uid]["SUMMARY"] == "Completed: Oil change - Dana Reyes"
    assert events[no_show.uid]["SUMMARY"] == "No-show: Oil change - Dana Reyes"
    assert "Status: No-show" in events[no_show.uid]["DESCRIPTION"]


def test_a_visit_still_to_come_has_no_outcome_in_its_summary(
    client, shop, service, customer, next_weekday
):
    book(shop, service, customer, at(shop, next_weekday, 9))

    (event,) = fetch(client, shop).walk("VEVENT")

    assert event["SUMMARY"] == "Oil change - Dana Reyes"
    assert "Status:" not in event["DESCRIPTION"]


def test_appointments_older_than_sixty_days_leave_the_feed(client, shop, service, customer):
    now = timezone.now()
    recent = past_appointment(
        shop, service, customer, now - timedelta(days=59), Appointment.Status.COMPLETED
    )
    old = past_appointment(
        shop, service, customer, now - timedelta(days=61), Appointment.Status.COMPLETED
    )

    events = events_by_uid(fetch(client, shop))

    assert recent.uid in events
    assert old.uid not in events


def test_text_with_commas_semicolons_newlines_and_accents_survives(
    client, shop, service, next_weekday
):
    customer = make_customer(shop, "+13035550188", "Zoë O'Brien; Jr., Esq.")
    notes = "Front left: grinding, worse when cold;\nasked for Renée (the tech) \\ again"
    book(
        shop,
        service,
        customer,
        at(shop, next_weekday, 9),
        vehicle="2009 Citroën C4, grey",
        notes=notes,
    )

    response = client.get(reverse("calendar_feed", args=[shop.calendar_token]))
    (event,) = Calendar.from_ical(response.content).walk("VEVENT")

    assert "Zoë O'Brien; Jr., Esq." in event["SUMMARY"]
    assert notes in event["DESCRIPTION"]
    assert "2009 Citroën C4, grey" in event["DESCRIPTION"]
    raw = response.content.decode("utf-8")
    assert "Jr.\\, Esq." in raw.replace("\r\n ", "")
    # RFC 5545 lines are folded at 75 octets, multi-byte characters counted as bytes.
    assert all(len(line.encode()) <= 75 for line in raw.split("\r\n"))


def test_it_refuses_to_change_anything(client, shop):
    response = client.post(reverse("calendar_feed", args=[shop.calendar_token]))

    assert response.status_code == 405
