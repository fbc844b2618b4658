"""Importing a shop profile file: everything in it lands, a second import changes nothing, and a
bad file is refused with every problem named and nothing stored."""

from __future__ import annotations

import re
from datetime import date, time
from pathlib import Path
from unittest import mock

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from booking.models import (
    Appointment,
    Bay,
    BusyCalendar,
    Closure,
    OpeningHours,
    PriceAdjustment,
    Service,
    Shop,
    SpecialHours,
)
from booking.pricing import quote
from booking.profiles import ProfileError, import_shop
from booking.selectors import day_openings
from booking.services import appointment_book
from tests.factories import local, make_customer, make_shop

pytestmark = pytest.mark.django_db

RIDGELINE = Path(settings.BASE_DIR) / "shops" / "ridgeline.toml"
PROFILE_MODELS = [
    Shop,
    Bay,
    Service,
    OpeningHours,
    Closure,
    SpecialHours,
    PriceAdjustment,
    BusyCalendar,
]


@pytest.fixture
def text() -> str:
    return RIDGELINE.read_text()


@pytest.fixture
def ridgeline(text) -> Shop:
    return import_shop(text=text).shop


def snapshot() -> dict[str, list[dict]]:
    """Every row an import can touch, ids included."""
    return {model.__name__: list(model.objects.order_by("pk").values()) for model in PROFILE_MODELS}


def edit(text: str, old: str, new: str) -> str:
    assert old in text, f"the demo profile no longer contains {old!r}"
    return text.replace(old, new, 1)


def book(shop: Shop, service_name: str) -> Appointment:
    return appointment_book(
        shop=shop,
        service=shop.services.get(name=service_name),
        start=local(shop, 2026, 12, 1, 9),
        customer=make_customer(shop),
        channel=Appointment.Channel.PHONE,
        now=local(shop, 2026, 11, 30, 9),
    )


def test_it_creates_the_demo_shop_with_everything_in_its_file():
    report = import_shop(path=RIDGELINE)

    shop = report.shop
    assert report.created
    assert (shop.name, shop.timezone, shop.twilio_number) == (
        "Ridgeline Auto Repair",
        "America/Denver",
        "+13035550199",
    )
    assert (shop.buffer_after_minutes, shop.dropoff_start) == (10, time(7, 30))
    assert shop.bays.count() == 3
    oil = shop.services.get(name="Oil change")
    assert (oil.duration_minutes, oil.price_min, oil.price_max) == (30, 49, 89)
    assert "lube" in oil.aliases
    assert set(shop.opening_hours.filter(weekday=0).values_list("open", "close")) == {
        (time(7, 30), time(17, 30))
    }
    assert not shop.opening_hours.filter(weekday=6).exists()
    assert shop.answer("payment").startswith("We take Visa")
    assert shop.answer("towing") == ""
    assert shop.widget_origins == ["http://localhost:8000"]


def test_the_imported_shop_is_closed_on_christmas_and_quotes_diesels_higher(ridgeline):
    oil = ridgeline.services.get(name="Oil change")
    now = local(ridgeline, 2026, 12, 20, 9)

    christmas = day_openings(ridgeline, oil, date(2026, 12, 25), now=now)
    christmas_eve = day_openings(ridgeline, oil, date(2026, 12, 24), now=now)

    assert (christmas.reason, christmas.note) == ("closed", "Christmas Day")
    assert max(slot.end for slot in christmas_eve.slots) == local(ridgeline, 2026, 12, 24, 12)
    assert (quote(oil, "2016 Ram 2500 Diesel").low, quote(oil, "2016 Ram 2500").low) == (59, 49)


def test_importing_the_same_file_twice_changes_nothing(text, ridgeline):
    before = snapshot()

    report = import_shop(text=text)

    assert not report.changed
    assert "nothing changed" in report.summary()
    assert snapshot() == before


def test_an_update_keeps_ids_and_changes_only_what_the_file_changed(text, ridgeline):
    ids = dict(ridgeline.services.values_list("name", "id"))
    bay_ids = list(ridgeline.bays.values_list("id", flat=True))

    report = import_shop(text=edit(text, "price_max = 89", "price_max = 95"))

    assert dict(ridgeline.services.values_list("name", "id")) == ids
    assert list(ridgeline.bays.values_list("id", flat=True)) == bay_ids
    assert ridgeline.services.get(name="Oil change").price_max == 95
    assert report.summary() == (
        "Updated shop ridgeline (Ridgeline Auto Repair): services 1 updated."
    )


def test_a_dropped_service_with_appointments_is_deactivated_and_one_without_is_deleted(
    text, ridgeline
):
    book(ridgeline, "Oil change")
    without_oil = re.sub(r'\[\[services\]\]\nname = "Oil change"\n.*?\n\n', "", text, flags=re.S)
    without_oil_and_rotation = re.sub(
        r'\[\[services\]\]\nname = "Tire rotation"\n.*?\n\n', "", without_oil, flags=re.S
    )

    import_shop(text=without_oil_and_rotation)

    assert not ridgeline.services.get(name="Oil change").active
    assert not ridgeline.services.filter(name="Tire rotation").exists()
    assert Appointment.objects.filter(service__name="Oil change").count() == 1


def test_a_dropped_bay_with_appointments_is_deactivated(text, ridgeline):
    appointment = book(ridgeline, "Oil change")
    bay_name = appointment.bay.name
    kept = [f"Bay {n}" for n in (1, 2, 3) if f"Bay {n}" != bay_name]
    bays = "".join(f'[[bays]]\nname = "{name}"\n\n' for name in kept)
    text = re.sub(r"(\[\[bays\]\]\nname = .*?\n\n)+", bays, text)

    import_shop(text=text)

    assert not Bay.objects.get(name=bay_name).active
    assert set(ridgeline.bays.filter(active=True).values_list("name", flat=True)) == set(kept)


def test_a_service_listed_again_is_reactivated(text, ridgeline):
    Service.objects.filter(name="Oil change").update(active=False)

    import_shop(text=text)

    assert ridgeline.services.get(name="Oil change").active


def test_hours_closures_and_special_hours_are_replaced_as_a_whole(text, ridgeline):
    text = edit(text, 'days = ["sat"]\nopen = "08:00"', 'days = ["sat", "sun"]\nopen = "09:00"')
    text = edit(text, 'date = "2027-01-01"', 'date = "2027-01-02"')

    import_shop(text=text)

    assert set(ridgeline.opening_hours.filter(weekday__gte=5).values_list("weekday", "open")) == {
        (5, time(9)),
        (6, time(9)),
    }
    assert ridgeline.opening_hours.count() == 7
    assert list(ridgeline.closures.values_list("date", flat=True)) == [
        date(2026, 11, 26),
        date(2026, 12, 25),
        date(2027, 1, 2),
    ]


def test_a_closing_time_of_24_00_or_00_00_is_midnight(text):
    text = edit(text, 'open = "08:00"\nclose = "13:00"', 'open = "08:00"\nclose = "24:00"')
    sunday = '[[hours]]\ndays = ["sun"]\nopen = "20:00"\nclose = "00:00"\n\n'
    text = edit(text, "[[closures]]", sunday + "[[closures]]")

    shop = import_shop(text=text).shop

    closes = shop.opening_hours.filter(weekday__gte=5).values_list("close", flat=True)
    assert list(closes) == [time(0), time(0)]
    oil = shop.services.get(name="Oil change")
    sunday_slots = day_openings(shop, oil, date(2026, 12, 6), now=local(shop, 2026, 12, 1, 9))
    assert sunday_slots.slots[-1].start == local(shop, 2026, 12, 6, 23, 30)


BAD_EDITS = [
    pytest.param(
        "price_min = 49",
        "price_min = 120",
        "services[0].price_min: 120 is above price_max 89",
        id="price_min_above_max",
    ),
    pytest.param(
        'days = ["mon", ',
        'days = ["mnday", ',
        'hours[0].days: "mnday" is not a day (mon..sun)',
        id="unknown_day",
    ),
    pytest.param(
        'timezone = "America/Denver"',
        'timezone = "Mars/Olympus"',
        'shop.timezone: "Mars/Olympus" is not an IANA time zone',
        id="unknown_time_zone",
    ),
    pytest.param(
        "[[closures]]",
        '[[hours]]\ndays = ["mon"]\nopen = "12:00"\nclose = "14:00"\n\n[[closures]]',
        "hours: mon 12:00-14:00 overlaps 07:30-17:30",
        id="overlapping_hours",
    ),
    pytest.param(
        "[[special_hours]]",
        '[[special_hours]]\ndate = "2026-12-24"\nopen = "11:00"\nclose = "15:00"\n\n'
        "[[special_hours]]",
        "special_hours: 2026-12-24 11:00-15:00 overlaps 08:00-12:00",
        id="overlapping_special_hours",
    ),
    pytest.param(
        "duration_minutes = 30",
        "duration_minuts = 30",
        "services[0].duration_minuts: unknown key (expected one of: name, kind, duration_minutes",
        id="misspelled_key",
    ),
    pytest.param("[booking]", "[bookings]", "bookings: unknown table", id="misspelled_table"),
    pytest.param(
        "reminder_hours = 24",
        "reminder_hours = 400",
        "booking.reminder_hours: Ensure this value is less than or equal to 168.",
        id="reminder_more_than_a_week_ahead",
    ),
    pytest.param(
        "slot_minutes = 30",
        'slot_minutes = "30"',
        'booking.slot_minutes: expected an integer, got string "30"',
        id="wrong_type",
    ),
    pytest.param(
        'close = "13:00"',
        'close = "1pm"',
        'hours[1].close: "1pm" is not a time as "HH:MM"',
        id="bad_time",
    ),
    pytest.param(
        'open = "08:00"\nclose = "13:00"',
        'open = "13:00"\nclose = "08:00"',
        "hours[1].close: 08:00 is not after open 13:00",
        id="closing_before_opening",
    ),
    pytest.param(
        'staff_phone = "+13035550142"',
        'staff_phone = "(303) 555-0142"',
        'shop.staff_phone: "(303) 555-0142" is not an E.164 phone number',
        id="phone_not_e164",
    ),
    pytest.param(
        "duration_minutes = 90",
        "duration_minutes = -90",
        "services[3].duration_minutes: -90 is negative",
        id="negative_duration",
    ),
    pytest.param(
        "buffer_after_minutes = 10",
        "buffer_after_minutes = -10",
        "booking.buffer_after_minutes: -10 is negative",
        id="negative_buffer",
    ),
    pytest.param(
        'slug = "ridgeline"',
        'slug = "Ridgeline Auto"',
        'shop.slug: "Ridgeline Auto" is not a slug',
        id="bad_slug",
    ),
    pytest.param(
        'aliases = ["rotation"',
        'aliases = ["oil"',
        'services[1].aliases: "oil" already names Oil change',
        id="alias_of_two_services",
    ),
    pytest.param(
        'name = "Bay 2"',
        'name = "Bay 1"',
        'bays[1].name: "Bay 1" is listed twice',
        id="duplicate_bay",
    ),
    pytest.param(
        'vehicle_keyword = "diesel"',
        'vehicle_keyword = "diesel"\nservice = "Oil chnage"',
        'price_adjustments[0].service: "Oil chnage" is not a service in this file',
        id="adjustment_for_unknown_service",
    ),
    pytest.param(
        'declined_vehicles = ["motorcycle"',
        'declined_vehicles = ["Diesel", "motorcycle"',
        'price_adjustments[0].vehicle_keyword: "diesel" is in [booking] declined_vehicles',
        id="a_declined_vehicle_priced",
    ),
    pytest.param(
        'declined_vehicles = ["motorcycle"',
        'declined_vehicles = ["RV", "motorcycle"',
        'booking.declined_vehicles: "RV" is listed twice',
        id="a_declined_vehicle_twice",
    ),
    pytest.param(
        'declined_vehicles = ["motorcycle"',
        'declined_vehicles = ["", "motorcycle"',
        "booking.declined_vehicles: expected a list of non-empty strings",
        id="an_empty_declined_vehicle",
    ),
    pytest.param(
        'dropoff_window = ["07:30", "09:00"]',
        'dropoff_window = ["09:00", "07:30"]',
        "booking.dropoff_window: 09:00-07:30 does not end after it starts",
        id="dropoff_window_backwards",
    ),
    pytest.param(
        'date = "2026-12-25"',
        "date = 2026-12-25T08:00:00",
        "closures[1].date: 2026-12-25 08:00:00 is a date and time",
        id="datetime_for_a_date",
    ),
    pytest.param('name = "Oil change"\n', "", "services[0].name: is required", id="missing_name"),
    pytest.param(
        "[[price_adjustments]]",
        '[[busy_calendars]]\nname = "Owner"\nurl = "ftp://example.com/a.ics"\n\n'
        "[[price_adjustments]]",
        'busy_calendars[0].url: "ftp://example.com/a.ics" is not an http(s) or webcal URL',
        id="busy_calendar_not_http",
    ),
    pytest.param(
        "[answers]\n",
        '[answers]\nwifi = "Yes, the password is on the counter."\n',
        "answers.wifi: unknown key (expected one of: payment, warranty, rides",
        id="unknown_answer_topic",
    ),
    pytest.param(
        "[answers]\n",
        f'[answers]\ntowing = "{"We tow. " * 60}"\n',
        "answers.towing: is 479 characters long (at most 400)",
        id="answer_too_long",
    ),
    pytest.param(
        "[answers]\n",
        "[answers]\ntowing = true\n",
        "answers.towing: expected a string, got boolean true",
        id="answer_not_text",
    ),
    pytest.param(
        'kind = "dropoff"',
        'kind = "drop-off"',
        'services[10].kind: "drop-off" is not one of',
        id="unknown_kind",
    ),
    pytest.param(
        'widget_origins = ["http://localhost:8000"]',
        'widget_origins = ["https://ridgelineauto.com/contact"]',
        'shop.widget_origins: "https://ridgelineauto.com/contact" is not a web origin',
        id="origin_with_a_path",
    ),
    pytest.param(
        'widget_origins = ["http://localhost:8000"]',
        'widget_origins = "http://localhost:8000"',
        "shop.widget_origins: expected a list of strings",
        id="origin_not_a_list",
    ),
]


@pytest.mark.parametrize("old, new, error", BAD_EDITS)
def test_a_bad_file_is_refused_with_the_field_named_and_the_shop_untouched(
    text, ridgeline, old, new, error
):
    before = snapshot()

    with pytest.raises(ProfileError) as refused:
        import_shop(text=edit(text, old, new))

    assert any(line.startswith(error) for line in refused.value.errors), refused.value.errors
    assert snapshot() == before


@pytest.mark.parametrize("old, new, error", BAD_EDITS[:4])
def test_a_bad_file_creates_nothing(text, old, new, error):
    with pytest.raises(ProfileError):
        import_shop(text=edit(text, old, new))

    assert all(not rows for rows in snapshot().values())


def test_every_problem_is_reported_at_once(text):
    text = edit(text, "price_min = 49", "price_min = 120")
    text = edit(text, 'days = ["mon", ', 'days = ["mnday", ')
    text = edit(text, 'timezone = "America/Denver"', 'timezone = "Mars/Olympus"')

    with pytest.raises(ProfileError) as refused:
        import_shop(text=text)

    assert len(refused.value.errors) == 3


def test_a_toml_syntax_error_names_its_line(text):
    text = edit(text, 'name = "Bay 2"', 'name = "Bay 2')
    line = text.splitlines().index('name = "Bay 2') + 1

    with pytest.raises(ProfileError) as refused:
        import_shop(text=text)

    [error] = refused.value.errors
    assert error.startswith("TOML syntax error") and f"line {line}," in error


def test_a_twilio_number_another_shop_uses_is_refused_and_nothing_is_stored(text):
    make_shop(slug="rival", twilio_number="+13035550199")
    before = snapshot()

    with pytest.raises(ProfileError) as refused:
        import_shop(text=text)

    assert refused.value.errors == [
        "shop.twilio_number: Shop with this Twilio number already exists."
    ]
    assert snapshot() == before


def test_a_model_check_failing_midway_rolls_the_whole_update_back(text, ridgeline):
    before = snapshot()
    text = edit(text, 'name = "Ridgeline Auto Repair"', 'name = "Ridgeline Auto & Tire"')
    text += f'\n[[services]]\nname = "{"x" * 121}"\nduration_minutes = 30\nprice_min = 1\nprice_max = 2\n'

    with pytest.raises(ProfileError) as refused:
        import_shop(text=text)

    assert refused.value.errors[0].startswith(
        "services[12].name: Ensure this value has at most 120"
    )
    assert snapshot() == before


def test_a_crash_midway_rolls_the_whole_update_back(text, ridgeline):
    before = snapshot()
    text = edit(text, "price_max = 89", "price_max = 95")

    with mock.patch("booking.profiles._sync_busy_calendars", side_effect=RuntimeError("disk")):
        with pytest.raises(RuntimeError):
            import_shop(text=text)

    assert snapshot() == before


def test_the_command_prints_what_it_did(capsys):
    call_command("import_shop", str(RIDGELINE))
    call_command("import_shop", str(RIDGELINE))

    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith(
        "Created shop ridgeline (Ridgeline Auto Repair): 3 bays, 12 services"
    )
    assert printed[1] == "Shop ridgeline already matches the file; nothing changed."


def test_the_command_fails_with_the_list_of_problems(tmp_path, text, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text(edit(edit(text, "price_min = 49", "price_min = 120"), "[booking]", "[bookings]"))

    with pytest.raises(CommandError, match="2 problems; nothing was changed"):
        call_command("import_shop", str(bad))

    errors = capsys.readouterr().err
    assert "services[0].price_min: 120 is above price_max 89" in errors
    assert "bookings: unknown table" in errors
    assert not Shop.objects.exists()


def test_the_command_names_a_missing_file(tmp_path, capsys):
    with pytest.raises(CommandError):
        call_command("import_shop", str(tmp_path / "nope.toml"))

    assert "cannot read the file" in capsys.readouterr().err


def test_quoted_and_bare_toml_dates_both_work(text):
    shop = import_shop(text=edit(text, 'date = "2026-12-25"', "date = 2026-12-25")).shop

    assert shop.closures.filter(date=date(2026, 12, 25)).exists()


def test_busy_calendars_are_kept_by_name_and_refetched_when_their_address_changes(text):
    calendar = (
        '[[busy_calendars]]\nname = "Owner"\nurl = "https://example.com/a.ics"\nbay = "Bay 2"\n'
    )
    shop = import_shop(text=text + calendar).shop
    owner = shop.busy_calendars.get()
    owner.busy_times.create(start=local(shop, 2026, 12, 1, 9), end=local(shop, 2026, 12, 1, 10))

    import_shop(text=text + calendar.replace("a.ics", "b.ics"))

    moved = shop.busy_calendars.get()
    assert (moved.pk, moved.url, moved.bay.name) == (owner.pk, "https://example.com/b.ics", "Bay 2")
    assert not moved.busy_times.exists()

    import_shop(text=text)

    assert not shop.busy_calendars.exists()
