"""Importing the shop's profile again after the owner renamed a bay in the dashboard (or after a
bay is renamed in the file): the bay is renamed, keeping its appointments, and the shop keeps as
many bays as it has lifts; the import says which bay became which. Before, a second bay of the
file's name appeared beside the renamed one, which was taken out of use with its bookings still
on it, so the assistant offered times when every lift was booked."""

from __future__ import annotations

import re
from datetime import datetime, time

import pytest
from django.core.management import call_command
from django.urls import reverse

from booking.models import Appointment, Bay
from booking.profiles import import_shop
from booking.selectors import day_openings
from booking.services import BookingError, appointment_book
from tests.booking.test_import_shop import RIDGELINE
from tests.factories import make_customer

pytestmark = pytest.mark.django_db


@pytest.fixture
def text() -> str:
    return RIDGELINE.read_text()


@pytest.fixture
def shop(text):
    return import_shop(text=text).shop


@pytest.fixture
def nine_oclock(shop, next_wednesday):
    return datetime.combine(next_wednesday, time(9), shop.zone)


@pytest.fixture
def every_bay_booked_at_nine(shop, nine_oclock):
    """One car in each of the three bays at 9 on Wednesday."""
    oil = shop.services.get(name="Oil change")
    return {
        appointment_book(
            shop=shop,
            service=oil,
            start=nine_oclock,
            customer=make_customer(shop, phone=f"+1303555011{n}"),
            channel=Appointment.Channel.STAFF,
        ).bay.name: n
        for n in range(3)
    }


def rename_in_the_dashboard(client, shop, old: str, new: str) -> None:
    bay = shop.bays.get(name=old)
    client.post(reverse("dashboard:bay_rename", args=[shop.slug, bay.pk]), {"name": new})


def bays(shop) -> list[tuple[str, bool]]:
    return list(shop.bays.order_by("id").values_list("name", "active"))


def nine_is_offered(shop, nine_oclock) -> bool:
    oil = shop.services.get(name="Oil change")
    slots = day_openings(shop, oil, nine_oclock.date()).slots
    return any(slot.start == nine_oclock for slot in slots)


def test_a_bay_renamed_in_the_dashboard_gets_the_files_name_back_with_its_bookings(
    client, owner, shop, text, nine_oclock, every_bay_booked_at_nine
):
    ids = list(shop.bays.order_by("id").values_list("id", flat=True))
    on_bay_2 = Appointment.objects.get(bay__name="Bay 2")
    rename_in_the_dashboard(client, shop, "Bay 2", "Alignment rack")
    assert ("Alignment rack", True) in bays(shop)

    report = import_shop(text=text)

    assert bays(shop) == [("Bay 1", True), ("Bay 2", True), ("Bay 3", True)]
    assert list(shop.bays.order_by("id").values_list("id", flat=True)) == ids
    on_bay_2.refresh_from_db()
    assert (on_bay_2.bay.name, on_bay_2.status) == ("Bay 2", Appointment.Status.CONFIRMED)
    # Three lifts, three cars at 9: nothing more is offered or booked then.
    assert not nine_is_offered(shop, nine_oclock)
    with pytest.raises(BookingError):
        appointment_book(
            shop=shop,
            service=shop.services.get(name="Oil change"),
            start=nine_oclock,
            customer=make_customer(shop, phone="+13035550199"),
            channel=Appointment.Channel.STAFF,
        )
    assert report.summary() == (
        "Updated shop ridgeline (Ridgeline Auto Repair): bays 1 renamed. Renamed Alignment rack "
        "to Bay 2, as the file names it: its appointments stay on it."
    )
    assert not import_shop(text=text).changed


def test_the_import_command_says_which_bay_it_renamed(client, owner, shop, capsys):
    rename_in_the_dashboard(client, shop, "Bay 3", "Tire machine")

    call_command("import_shop", str(RIDGELINE))

    assert "Renamed Tire machine to Bay 3, as the file names it" in capsys.readouterr().out


def test_a_bay_renamed_in_the_file_keeps_its_appointments(
    shop, text, nine_oclock, every_bay_booked_at_nine
):
    on_bay_3 = Appointment.objects.get(bay__name="Bay 3")

    import_shop(text=text.replace('name = "Bay 3"', 'name = "Lift 3"'))

    assert bays(shop) == [("Bay 1", True), ("Bay 2", True), ("Lift 3", True)]
    on_bay_3.refresh_from_db()
    assert on_bay_3.bay.name == "Lift 3"
    assert not nine_is_offered(shop, nine_oclock)


def test_a_name_written_in_another_case_is_the_same_bay(client, owner, shop, text):
    rename_in_the_dashboard(client, shop, "Bay 1", "BAY 1")

    report = import_shop(text=text)

    assert bays(shop) == [("Bay 1", True), ("Bay 2", True), ("Bay 3", True)]
    assert "Renamed BAY 1 to Bay 1" in report.summary()


def test_a_renamed_bay_and_a_new_one_in_the_file(client, owner, shop, text):
    rename_in_the_dashboard(client, shop, "Bay 2", "Rack")
    four_bays = text.replace(
        '[[bays]]\nname = "Bay 3"\n', '[[bays]]\nname = "Bay 3"\n\n[[bays]]\nname = "Bay 4"\n'
    )

    report = import_shop(text=four_bays)

    assert bays(shop) == [("Bay 1", True), ("Bay 2", True), ("Bay 3", True), ("Bay 4", True)]
    assert report.summary().endswith(
        "Renamed Rack to Bay 2, as the file names it: its appointments stay on it. Added Bay 4."
    )


def test_a_bay_dropped_from_the_file_with_bookings_stays_and_they_are_counted(
    shop, text, every_bay_booked_at_nine
):
    two_bays = re.sub(r'\[\[bays\]\]\nname = "Bay 3"\n\n', "", text)

    report = import_shop(text=two_bays)

    assert bays(shop) == [("Bay 1", True), ("Bay 2", True), ("Bay 3", False)]
    assert Appointment.objects.filter(bay__name="Bay 3").count() == 1
    assert report.summary().endswith(
        "Bay 3 is not in the file but has had appointments, so it stays, out of use: move its "
        "1 upcoming appointment to a bay in use."
    )


def test_a_bay_dropped_from_the_file_without_bookings_is_deleted(shop, text):
    two_bays = re.sub(r'\[\[bays\]\]\nname = "Bay 3"\n\n', "", text)

    report = import_shop(text=two_bays)

    assert bays(shop) == [("Bay 1", True), ("Bay 2", True)]
    assert not Bay.objects.filter(name="Bay 3").exists()
    assert report.summary().endswith("Deleted Bay 3, which the file no longer lists.")
