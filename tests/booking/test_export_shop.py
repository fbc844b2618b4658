"""Exporting a shop writes a profile file that imports back to the same shop."""

from __future__ import annotations

import tomllib
from datetime import time
from decimal import Decimal
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from booking.models import BusyCalendar, OpeningHours, PriceAdjustment, Shop
from booking.profiles import export_shop, import_shop

pytestmark = pytest.mark.django_db

RIDGELINE = Path(settings.BASE_DIR) / "shops" / "ridgeline.toml"
SHOP_FIELDS = [
    "name",
    "slug",
    "timezone",
    "address",
    "staff_phone",
    "twilio_number",
    "average_repair_order",
    "slot_minutes",
    "min_notice_minutes",
    "horizon_days",
    "buffer_before_minutes",
    "buffer_after_minutes",
    "hold_minutes",
    "reminder_hours",
    "text_new_bookings",
    "dropoff_start",
    "dropoff_end",
    "answers",
    "widget_origins",
]


def shop_state(slug: str) -> dict:
    """What an owner set up, without the ids and secrets an import is free to choose."""
    shop = Shop.objects.get(slug=slug)
    return {
        "shop": {name: getattr(shop, name) for name in SHOP_FIELDS},
        "hours": sorted(shop.opening_hours.values_list("weekday", "open", "close")),
        "closures": sorted(shop.closures.values_list("date", "reason")),
        "special_hours": sorted(shop.special_hours.values_list("date", "open", "close")),
        "bays": sorted(shop.bays.values_list("name", "active")),
        "services": sorted(
            shop.services.values_list(
                "name",
                "kind",
                "duration_minutes",
                "price_min",
                "price_max",
                "aliases",
                "description",
                "active",
            )
        ),
        "price_adjustments": sorted(
            shop.price_adjustments.values_list("vehicle_keyword", "percent", "service__name"),
            key=str,
        ),
        "busy_calendars": sorted(shop.busy_calendars.values_list("name", "url", "bay__name")),
    }


@pytest.fixture
def ridgeline() -> Shop:
    return import_shop(path=RIDGELINE).shop


@pytest.fixture
def unusual(ridgeline) -> Shop:
    """The demo shop with everything a hand-written emitter could get wrong."""
    oil = ridgeline.services.get(name="Oil change")
    oil.description = 'Say "synthetic" \\ or not.\nLine two\twith a tab, a bell \x07 and café.'
    oil.price_min, oil.price_max = Decimal("49.95"), Decimal("89.50")
    oil.aliases = ['the "good" oil']
    oil.save()
    ridgeline.reminder_hours = 0
    ridgeline.text_new_bookings = False
    ridgeline.save()
    ridgeline.services.filter(name="Coolant flush").update(active=False)
    ridgeline.bays.filter(name="Bay 3").update(active=False)
    OpeningHours.objects.create(shop=ridgeline, weekday=6, open=time(20), close=time(0))
    OpeningHours.objects.create(shop=ridgeline, weekday=0, open=time(18), close=time(21))
    PriceAdjustment.objects.create(shop=ridgeline, service=oil, vehicle_keyword="V8", percent=-10)
    BusyCalendar.objects.create(
        shop=ridgeline,
        bay=ridgeline.bays.get(name="Bay 2"),
        name="Owner's Google calendar",
        url="https://calendar.example.com/ical/owner.ics",
    )
    ridgeline.answers = {**ridgeline.answers, "towing": 'We tow within 10 miles: "call us".'}
    ridgeline.save()
    Shop.objects.filter(pk=ridgeline.pk).update(
        address="", twilio_number=None, average_repair_order=Decimal("312.40")
    )
    return ridgeline


def test_an_exported_shop_imports_back_to_the_same_shop(unusual):
    before = shop_state("ridgeline")
    text = export_shop(Shop.objects.get(slug="ridgeline"))
    unusual.delete()

    import_shop(text=text)

    assert shop_state("ridgeline") == before


def test_importing_a_fresh_export_over_its_shop_changes_nothing(unusual):
    report = import_shop(text=export_shop(Shop.objects.get(slug="ridgeline")))

    assert not report.changed


def test_the_export_is_plain_toml_an_owner_can_read(ridgeline):
    data = tomllib.loads(export_shop(ridgeline))

    assert data["shop"]["timezone"] == "America/Denver"
    assert data["hours"][0] == {
        "days": ["mon", "tue", "wed", "thu", "fri"],
        "open": "07:30",
        "close": "17:30",
    }
    assert data["services"][0]["name"] == "Oil change"
    assert "active" not in data["services"][0]


def test_a_midnight_close_is_written_as_24_00(ridgeline):
    OpeningHours.objects.create(shop=ridgeline, weekday=6, open=time(20), close=time(0))

    data = tomllib.loads(export_shop(ridgeline))

    assert {"days": ["sun"], "open": "20:00", "close": "24:00"} in data["hours"]


def test_the_command_writes_the_file(tmp_path, ridgeline):
    path = tmp_path / "ridgeline.toml"

    call_command("export_shop", "ridgeline", "-o", str(path))

    assert not import_shop(path=path).changed


def test_the_command_prints_the_profile_without_a_file(ridgeline, capsys):
    call_command("export_shop", "ridgeline")

    assert tomllib.loads(capsys.readouterr().out)["shop"]["slug"] == "ridgeline"


def test_the_command_refuses_an_unknown_shop(db):
    with pytest.raises(CommandError, match="No shop has the slug 'nowhere'"):
        call_command("export_shop", "nowhere")
