"""A shop profile file is held to the checks the dashboard's forms make: hours that close when
they open, hours that leave a service unbookable, notice past the horizon, rules and amounts
beyond what the dashboard takes. A bad file is refused with each problem named by its field, and
nothing of it is stored, whether it creates the shop or updates it."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from booking.profiles import ProfileError, import_shop
from tests.booking.test_import_shop import RIDGELINE, edit, snapshot

pytestmark = pytest.mark.django_db

WEEKDAY_HOURS = 'days = ["mon", "tue", "wed", "thu", "fri"]\nopen = "07:30"\nclose = "17:30"'
SATURDAY_HOURS = 'days = ["sat"]\nopen = "08:00"\nclose = "13:00"'


@pytest.fixture
def text() -> str:
    return RIDGELINE.read_text()


def refused(text: str) -> list[str]:
    with pytest.raises(ProfileError) as refusal:
        import_shop(text=text)
    return refusal.value.errors


def short_days(text: str) -> str:
    """The demo's file open an hour a day, too short for its longer jobs."""
    text = edit(text, WEEKDAY_HOURS, WEEKDAY_HOURS.replace('"17:30"', '"08:30"'))
    return edit(text, SATURDAY_HOURS, SATURDAY_HOURS.replace('"13:00"', '"09:00"'))


@pytest.mark.parametrize("close", ["07:30", "07:00"])
def test_hours_that_close_when_they_open_or_before_are_refused(text, close):
    bad = edit(text, WEEKDAY_HOURS, WEEKDAY_HOURS.replace("17:30", close))

    errors = refused(bad)

    assert errors == [f"hours[0].close: {close} is not after open 07:30"]
    assert snapshot()["Shop"] == []


def test_hours_that_leave_a_service_unbookable_name_each_service(text):
    errors = refused(short_days(text))

    assert errors == [
        'services[3].duration_minutes: "Brake pad replacement" could not be booked in these '
        "[[hours]]. No day is open long enough for a 90-minute job the customer waits for: the "
        "longest day is Monday, 7:30 AM-8:30 AM, 1 hour.",
        'services[10].duration_minutes: "Timing belt replacement" could not be booked in these '
        "[[hours]]. No day has 300 minutes of bay time for a drop-off job: the longest day is "
        "Monday, 1 hour in 3 bays, 180 minutes in all.",
    ]
    assert snapshot()["Shop"] == []


def test_a_service_too_long_for_the_hours_is_refused(text):
    bad = edit(text, "duration_minutes = 90", "duration_minutes = 660")

    errors = refused(bad)

    assert errors == [
        'services[3].duration_minutes: "Brake pad replacement" could not be booked in these '
        "[[hours]]. No day is open long enough for a 660-minute job the customer waits for: the "
        "longest day is Monday, 7:30 AM-5:30 PM, 10 hours."
    ]


def test_a_service_no_longer_offered_may_outlast_the_hours(text):
    bad = edit(text, "duration_minutes = 90", "duration_minutes = 660\nactive = false")

    assert import_shop(text=bad).created


def test_a_bad_file_leaves_the_shop_it_updates_as_it_was(text):
    import_shop(text=text)
    before = snapshot()

    with pytest.raises(ProfileError):
        import_shop(text=edit(short_days(text), "horizon_days = 30", "horizon_days = 60"))

    assert snapshot() == before


@pytest.mark.parametrize(
    ("notice", "horizon"),
    [(7 * 24 * 60, 6), (10_000, 5)],
)
def test_notice_that_reaches_past_the_horizon_is_refused(text, notice, horizon):
    bad = edit(text, "min_notice_minutes = 60", f"min_notice_minutes = {notice}")
    bad = edit(bad, "horizon_days = 30", f"horizon_days = {horizon}")

    errors = refused(bad)

    assert errors == [
        f"booking.min_notice_minutes: {notice} minutes reach past the last day customers may "
        f"book, horizon_days {horizon} ahead: customers could book no time at all"
    ]


def test_notice_of_the_whole_horizon_but_a_minute_is_taken(text):
    good = edit(text, "min_notice_minutes = 60", f"min_notice_minutes = {7 * 24 * 60 - 1}")
    good = edit(good, "horizon_days = 30", "horizon_days = 6")

    assert import_shop(text=good).shop.min_notice_minutes == 7 * 24 * 60 - 1


@pytest.mark.parametrize(
    ("old", "new", "error"),
    [
        (
            "horizon_days = 30",
            "horizon_days = 5000",
            "booking.horizon_days: 5000 is above the most the dashboard takes, 365",
        ),
        (
            "slot_minutes = 30",
            "slot_minutes = 600",
            "booking.slot_minutes: 600 is above the most the dashboard takes, 240",
        ),
        (
            "average_repair_order = 285",
            "average_repair_order = 12000000",
            "shop.average_repair_order: 12000000 is more than any repair order (at most "
            "9999999.99)",
        ),
        (
            "price_max = 89",
            "price_max = 99999999999",
            "services[0].price_max: 99999999999 is more than any repair order (at most 9999999.99)",
        ),
        (
            "price_min = 49",
            "price_min = 120",
            "services[0].price_min: 120 is above price_max 89",
        ),
    ],
)
def test_numbers_beyond_what_the_dashboard_takes_are_refused(text, old, new, error):
    assert refused(edit(text, old, new)) == [error]
    assert snapshot()["Shop"] == []


def test_the_command_names_the_field_and_changes_nothing(text, tmp_path, capsys):
    profile = tmp_path / "shop.toml"
    profile.write_text(short_days(text))

    with pytest.raises(CommandError, match="2 problems; nothing was changed"):
        call_command("import_shop", str(profile))

    assert "services[3].duration_minutes" in capsys.readouterr().err
    assert snapshot()["Shop"] == []


@pytest.mark.parametrize(
    "typed",
    ["https://Example.com/", "HTTPS://EXAMPLE.COM", "https://example.com:443", "example.com"],
)
def test_websites_for_the_chat_are_read_as_browsers_send_them(text, typed):
    profile = edit(text, '["http://localhost:8000"]', f'["{typed}", "http://localhost:8000"]')

    shop = import_shop(text=profile).shop

    assert shop.widget_origins == ["https://example.com", "http://localhost:8000"]


def test_one_website_written_two_ways_is_listed_twice(text):
    profile = edit(
        text, '["http://localhost:8000"]', '["https://example.com", "https://Example.com/"]'
    )

    assert refused(profile) == ['shop.widget_origins: "https://example.com" is listed twice']


@pytest.mark.parametrize("window", ['["05:00", "06:00"]', '["18:00", "19:30"]'])
def test_a_dropoff_window_outside_the_hours_is_refused(text, window):
    bad = edit(text, 'dropoff_window = ["07:30", "09:00"]', f"dropoff_window = {window}")

    errors = refused(bad)

    start, end = window.strip("[]").replace('"', "").split(", ")
    assert errors == [
        f"booking.dropoff_window: {start}-{end} is outside the [[hours]] of every day, so no "
        "drop-off job could be booked"
    ]


def test_a_dropoff_window_that_meets_some_hours_is_taken(text):
    good = edit(text, 'dropoff_window = ["07:30", "09:00"]', 'dropoff_window = ["06:30", "08:00"]')

    assert import_shop(text=good).shop.dropoff_end.hour == 8
