"""The Services & hours page says what a change means for the shop, in the owner's words: what
becomes of a service's bookings when it is retired or its time changes, times on the 12-hour
clock, phone numbers as written; and a mistyped bay can be renamed, or deleted if never used."""

from __future__ import annotations

from datetime import datetime, time

import pytest
from django.urls import reverse

from booking.models import Appointment, BusyCalendar, Closure, Membership, OpeningHours
from tests.factories import book, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


def catalogue(client, slug="ridgeline"):
    return client.get(reverse("dashboard:catalogue", args=[slug])).content.decode()


def save_service(client, service, **changes):
    form = {
        "name": service.name,
        "kind": service.kind,
        "duration_minutes": service.duration_minutes,
        "price_min": service.price_min,
        "price_max": service.price_max,
        "aliases": ", ".join(service.aliases),
        "active": "on",
    } | changes
    form = {key: value for key, value in form.items() if value != ""}
    url = reverse("dashboard:service_edit", args=["ridgeline", service.pk])
    return client.post(url, form, follow=True).content.decode()


def at(shop, day, hour, minute=0):
    return datetime.combine(day, time(hour, minute), shop.zone)


@pytest.fixture
def alignment(shop):
    return make_service(shop, "Wheel alignment", minutes=60, price=(89, 129))


# A service retired or given another time ----------------------------------------------------


def test_retiring_a_service_says_its_appointments_ahead_still_stand_and_lists_them(
    client, owner, shop, alignment, customer, next_wednesday
):
    booked = [
        book(shop, alignment, customer, at(shop, next_wednesday, 9)),
        book(
            shop,
            alignment,
            make_customer(shop, "+13035550102", "Lee"),
            at(shop, next_wednesday, 13),
        ),
    ]
    cancelled = book(
        shop, alignment, make_customer(shop, "+13035550103"), at(shop, next_wednesday, 15)
    )
    cancelled.status = Appointment.Status.CANCELLED
    cancelled.save()

    page = save_service(client, alignment, active="")

    assert (
        "Saved Wheel alignment: it is no longer offered. Its 2 appointments booked ahead still"
        " stand: listed below, under Not offered now." in page
    )
    assert "Booked ahead for services no longer offered: these still stand." in page
    for appointment in booked:
        assert reverse("dashboard:appointment", args=["ridgeline", appointment.pk]) in page
    assert reverse("dashboard:appointment", args=["ridgeline", cancelled.pk]) not in page
    assert f"{next_wednesday:%a %b} {next_wednesday.day}, 1:00 PM · Wheel alignment · Lee" in page
    assert all(
        a.status == "confirmed" for a in Appointment.objects.filter(pk__in=[a.pk for a in booked])
    )


def test_retiring_a_service_with_one_appointment_ahead_says_it_in_the_singular(
    client, owner, shop, alignment, customer, next_wednesday
):
    book(shop, alignment, customer, at(shop, next_wednesday, 9))

    page = save_service(client, alignment, active="")

    assert "Its 1 appointment booked ahead still stands" in page


def test_retiring_a_service_with_nothing_booked_only_says_so(client, owner, alignment):
    page = save_service(client, alignment, active="")

    assert "Saved Wheel alignment: it is no longer offered." in page
    assert "booked ahead" not in page.lower()


def test_a_new_length_leaves_the_appointments_booked_as_they_were(
    client, owner, shop, alignment, customer, next_wednesday
):
    first = book(shop, alignment, customer, at(shop, next_wednesday, 9))
    after = book(shop, alignment, make_customer(shop, "+13035550102"), at(shop, next_wednesday, 10))
    assert after.bay_id == first.bay_id

    page = save_service(client, alignment, duration_minutes="90")

    assert (
        "Saved Wheel alignment. Appointments already booked keep the length they were booked"
        " with (2 ahead); new bookings and appointments moved take 90 min." in page
    )
    first.refresh_from_db()
    assert first.end == at(shop, next_wednesday, 10)
    assert "Appointments to move" not in page


def test_a_new_price_with_appointments_ahead_only_says_saved(
    client, owner, shop, alignment, customer, next_wednesday
):
    book(shop, alignment, customer, at(shop, next_wednesday, 9))

    page = save_service(client, alignment, price_min="99")

    assert "Saved Wheel alignment.</p>" in page


# Times on the 12-hour clock, numbers as written ---------------------------------------------


def test_the_hours_and_the_rules_are_on_the_12_hour_clock(client, owner, shop):
    OpeningHours.objects.create(shop=shop, weekday=6, open=time(10), close=time(0))

    page = catalogue(client)

    assert "Mon 7:30 AM – 5:30 PM" in page
    assert "Sat 8 AM – 1 PM" in page
    assert "Sun 10 AM – midnight" in page
    assert "drop-offs 7:30 AM – 9 AM;" in page
    assert "07:30" not in page and "17:30" not in page


def test_the_appointments_to_move_are_on_the_12_hour_clock(
    client, owner, shop, service, customer, next_wednesday
):
    booked = book(shop, service, customer, at(shop, next_wednesday, 12))
    Closure.objects.create(shop=shop, date=next_wednesday)

    page = catalogue(client)

    assert "Appointments to move" in page
    day = f"{next_wednesday:%a %b} {next_wednesday.day}"
    assert f"{day}, 12:00 PM · Oil change · Dana Reyes</a>: the shop is closed then" in page
    assert reverse("dashboard:appointment", args=["ridgeline", booked.pk]) in page


def test_the_shops_phone_for_new_bookings_is_written_as_a_phone_number(client, owner, shop):
    shop.staff_phone = "+13035550142"
    shop.save()

    page = catalogue(client)

    assert "each booking a customer makes is texted to (303) 555-0142" in page
    assert "+13035550142" not in page


# Renaming and deleting bays -----------------------------------------------------------------


def rename(client, bay, name, slug="ridgeline"):
    url = reverse("dashboard:bay_rename", args=[slug, bay.pk])
    return client.post(url, {"name": name}, follow=True)


def delete(client, bay, slug="ridgeline"):
    return client.post(reverse("dashboard:bay_delete", args=[slug, bay.pk]), follow=True)


def test_a_bay_is_renamed_and_keeps_its_appointments(client, owner, shop, appointment):
    bay = appointment.bay
    was = bay.name

    page = rename(client, bay, "  Lift   A ").content.decode()

    assert f"Renamed {was} to Lift A." in page
    bay.refresh_from_db()
    assert bay.name == "Lift A"
    appointment.refresh_from_db()
    assert appointment.bay_id == bay.pk


def test_a_bay_may_take_its_own_name_in_other_letters(client, owner, shop):
    bay = shop.bays.get(name="Bay 1")

    rename(client, bay, "BAY 1")

    bay.refresh_from_db()
    assert bay.name == "BAY 1"


@pytest.mark.parametrize(
    ("name", "said"), [("bay 2", "There is a bay called bay 2 already."), ("  ", "Give the bay")]
)
def test_a_bay_name_taken_or_empty_is_refused(client, owner, shop, name, said):
    bay = shop.bays.get(name="Bay 1")

    page = rename(client, bay, name).content.decode()

    assert said in page
    bay.refresh_from_db()
    assert bay.name == "Bay 1"


def test_a_bay_never_booked_is_deleted(client, owner, shop):
    typo = shop.bays.create(name="Bya 3")
    assert f'action="{reverse("dashboard:bay_delete", args=["ridgeline", typo.pk])}"' in catalogue(
        client
    )

    page = delete(client, typo).content.decode()

    assert "Deleted Bya 3." in page
    assert not shop.bays.filter(pk=typo.pk).exists()


def test_a_bay_that_has_had_appointments_can_only_be_taken_out_of_use(
    client, owner, shop, appointment
):
    bay = appointment.bay
    appointment.status = Appointment.Status.CANCELLED
    appointment.save()
    page = catalogue(client)
    assert reverse("dashboard:bay_delete", args=["ridgeline", bay.pk]) not in page
    assert "A bay that has had appointments cannot be deleted, only taken out of use" in page

    page = delete(client, bay).content.decode()

    assert f"{bay.name} has had appointments, so it stays: take it out of use instead." in page
    assert shop.bays.filter(pk=bay.pk).exists()


def test_a_bay_with_a_busy_calendar_stays(client, owner, shop):
    bay = shop.bays.get(name="Bay 2")
    BusyCalendar.objects.create(
        shop=shop, bay=bay, name="Lift rota", url="https://example.com/a.ics"
    )

    page = delete(client, bay).content.decode()

    assert "Bay 2 has a busy calendar (Lift rota), so it stays" in page
    assert BusyCalendar.objects.filter(bay=bay).exists()


def test_the_last_bay_in_use_is_not_deleted(client, owner, shop):
    first, second = shop.bays.all()
    second.active = False
    second.save()

    page = delete(client, first).content.decode()

    assert f"{first.name} is the last bay in use: a shop needs one." in page
    assert shop.bays.count() == 2


def test_staff_cannot_rename_or_delete_bays(client, shop):
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))
    bay = shop.bays.get(name="Bay 1")

    assert rename(client, bay, "Lift A").status_code == 403
    assert delete(client, bay).status_code == 403
    assert "Rename" not in catalogue(client)
    bay.refresh_from_db()
    assert bay.name == "Bay 1"


def test_another_shops_bays_are_not_found(client, owner, shop):
    rival = make_shop(slug="rival")
    theirs = rival.bays.get(name="Bay 1")

    assert rename(client, theirs, "Lift A", slug="rival").status_code == 404
    assert rename(client, theirs, "Lift A").status_code == 404
    assert delete(client, theirs, slug="rival").status_code == 404
    assert delete(client, theirs).status_code == 404
    theirs.refresh_from_db()
    assert theirs.name == "Bay 1"
