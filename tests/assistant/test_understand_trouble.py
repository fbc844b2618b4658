"""Trouble described in the customer's words, read against the demo shop's own catalog
(shops/ridgeline.toml): a car that won't start or runs hot is looked at first, by the shop's
diagnostic, unless the customer names the part; a person smoking is no trouble with the car."""

from __future__ import annotations

import tomllib
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from assistant.schema import Intent
from assistant.understand import ServiceEntry, understand

NOW = datetime(2026, 12, 7, 9, 0, tzinfo=ZoneInfo("America/Denver"))
PROFILE = Path(__file__).resolve().parents[2] / "shops" / "ridgeline.toml"
CATALOG = [
    ServiceEntry(at, entry["name"], tuple(entry.get("aliases", ())), entry.get("description", ""))
    for at, entry in enumerate(tomllib.loads(PROFILE.read_text())["services"], 1)
]
BY_NAME = {entry.name: entry.id for entry in CATALOG}
DIAGNOSTIC = BY_NAME["Check engine light diagnostic"]
BATTERY = BY_NAME["Battery replacement"]
COOLANT = BY_NAME["Coolant flush"]
OIL = BY_NAME["Oil change"]
AC = BY_NAME["A/C recharge"]


def read(message: str, *, catalog=CATALOG):
    return understand(message, now=NOW, catalog=catalog)


@pytest.mark.parametrize(
    "message",
    [
        "my car wont start",
        "car won't turn over",
        "Car won't turn over. Can I bring it in Tuesday?",
        "the truck wont crank",
        "it cranks but wont start",
        "engine turns over but doesnt start",
        "car won't turn on",
        "my car is dead",
        "hard to start in the morning",
        "yeah um my name is uh Carlos Mendez and my truck won't start",
        # Typed in a hurry.
        "my car wont strat",
        "car wnt start",
        # Dies once started: trouble to look at too.
        "car starts then dies right away",
    ],
)
def test_a_car_that_wont_start_is_looked_at_not_given_a_battery(message):
    reading = read(message)
    assert (reading.service_id, reading.also_service_ids) == (DIAGNOSTIC, ())
    assert reading.understanding.intent == Intent.BOOK


def test_a_no_start_keeps_the_customers_words():
    assert read("hi my car wont start this morning").understanding.service == "my car wont start"


@pytest.mark.parametrize(
    "message",
    [
        "my battery is dead",
        "need a new battery",
        "battery died",
        "replace my battery",
        "my battery keeps dying",
        "battery light came on while driving",
        # The part named beside the no-start is what the customer asks for.
        "car won't start, think its the battery",
        "car wont start after sitting for a week, prob the battery",
        # Clicks when it is started: the battery's own symptom.
        "car wont start, clicking noise",
        "my truck is dead, just clicks",
    ],
)
def test_the_battery_named_or_its_own_symptom_is_the_battery(message):
    assert read(message).service_id == BATTERY


def test_a_no_start_goes_to_the_battery_where_the_shop_has_no_diagnostic():
    catalog = [entry for entry in CATALOG if entry.id != DIAGNOSTIC]
    assert read("my car wont start", catalog=catalog).service_id == BATTERY


def test_a_no_start_beside_other_work_is_still_looked_at():
    reading = read("won't start, need an oil change too")
    assert (reading.service_id, reading.also_service_ids) == (DIAGNOSTIC, (OIL,))


@pytest.mark.parametrize("message", ["my AC won't turn on", "my AC won't start"])
def test_a_part_that_wont_start_is_that_parts(message):
    reading = read(message)
    assert (reading.service_id, reading.also_service_ids) == (AC, ())


@pytest.mark.parametrize(
    "message", ["my truck needs a jump", "need a jump", "can someone jump my car"]
)
def test_a_jump_is_no_battery_booked(message):
    reading = read(message)
    assert reading.service_id is None
    assert reading.understanding.service == "jump starts"


def test_a_dying_phone_is_no_trouble_with_the_car():
    assert read("my phone is dying").service_id is None


@pytest.mark.parametrize(
    "message",
    [
        "my car is overheating, temp gauge going up",
        "can i come in tomorrow, my truck is running hot",
    ],
)
def test_a_car_running_hot_is_looked_at_not_flushed(message):
    assert read(message).service_id == DIAGNOSTIC


def test_running_hot_with_the_coolant_asked_for_is_the_flush():
    assert read("overheating, think i need a coolant flush").service_id == COOLANT


@pytest.mark.parametrize(
    "message",
    [
        "smoke coming from the hood",
        "theres smoke coming out from under the hood",
        "there's smoke coming out of the engine",
        "white smoke out the tailpipe when i start it",
        "my car is smoking, what do i do",
        "it's smoking",
    ],
)
def test_smoke_from_the_car_is_trouble(message):
    assert read(message).service_id == DIAGNOSTIC


@pytest.mark.parametrize(
    "message",
    [
        "I smoke in my car, can you detail it?",
        "smoke smell",
        "can u get rid of the smoke smell in my truck",
        "my car smells like cigarettes",
        "the previous owner smoked in it, can you clean it",
        "I'm a smoker so the car smells like smoke, can you clean the interior",
    ],
)
def test_a_person_smoking_or_its_smell_is_no_engine_trouble(message):
    assert read(message).service_id is None


def test_smoking_is_no_trouble_beside_the_work_asked_for():
    reading = read("the smoke detector in my garage is beeping lol, anyway need an oil change")
    assert (reading.service_id, reading.understanding.service) == (OIL, "oil change")


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        ("I smoke in my car, can you detail it?", "detail"),
        ("can you detail my car", "detail"),
        ("can you paint my truck tomorrow", "paint"),
        ("please tint my car windows", "tint my car windows"),
    ],
)
def test_work_on_the_whole_car_is_asked_for(message, asked):
    assert read(message).understanding.service == asked


@pytest.mark.parametrize(
    "message",
    [
        "my power steering is whining",
        "my engine is knocking",
        "rattling noise from under the car",
        "my car keeps cutting out while driving",
        "the car shudders when im idling",
        "my exhaust is really loud",
        "I think my alternator is going out",
        "my starter is going out",
    ],
)
def test_noises_and_misbehaviour_are_trouble_to_look_at(message):
    assert read(message).service_id == DIAGNOSTIC


def test_going_out_of_town_is_no_trouble():
    assert read("I'm going out of town next week, need an oil change before").service_id == OIL


@pytest.mark.parametrize(
    ("message", "words"),
    [
        # The words of an alias ("oil and filter") are not the customer's words for it.
        ("my name's Pat and the truck needs an oil change", "oil change"),
        ("my name's Pat and my husband Joe's truck needs an oil change", "oil change"),
    ],
)
def test_the_little_words_of_an_alias_are_not_the_services(message, words):
    assert read(message).understanding.service == words


@pytest.mark.parametrize(
    "message",
    [
        "Jen and Mark Lee, we need our minivan looked at",
        "need my truck checked out",
        "can I get him in tomorrow",
    ],
)
def test_the_car_or_a_person_is_no_service_asked_for(message):
    reading = read(message)
    assert (reading.service_id, reading.understanding.service) == (None, None)
    assert reading.understanding.intent == Intent.BOOK


@pytest.mark.parametrize(
    "message",
    ["Do you guys work on Cummins?", "do you work on duramaxes", "do you work on diesels?"],
)
def test_asking_about_a_diesel_engine_asks_for_no_service(message):
    assert read(message).understanding.service is None


@pytest.mark.parametrize(
    "message",
    [
        "I need my car inspected before I buy it",
        "Hi, I need my car inspected before I buy it, the seller can bring it Wednesday at noon",
        "can you inspect a car im thinking of buying",
        "im buying a used civic, can you inspect it first",
        "could you look it over before I buy it",
    ],
)
def test_a_car_to_buy_is_the_buyers_inspection_not_the_brakes(message):
    assert read(message).service_id == BY_NAME["Pre-purchase inspection"]


def test_the_day_said_beside_a_buyers_inspection_is_kept():
    reading = read("can you inspect a truck I want to buy, on wednesday at noon")
    assert reading.understanding.date == "2026-12-09"
    assert reading.understanding.time_from == "12:00"


def test_an_inspection_of_a_part_is_still_that_parts():
    assert read("inspect my brakes").service_id == BY_NAME["Brake inspection"]


@pytest.mark.parametrize("message", ["my car failed emissions", "my car failed its smog check"])
def test_a_failed_emissions_test_is_emissions_work_not_a_service_unnamed(message):
    """ "My car failed emissions" asked which service the car needed; the shop lists no
    emissions work, which the reply now says, with what it does list."""
    reading = read(message)

    assert (reading.understanding.service, reading.service_id) == ("emissions repair", None)


@pytest.mark.parametrize(
    "message",
    [
        "Do you have any openings tomorrow for a brake inspection? My brakes have been squeaking",
        "brake inspection please, my brakes squeal when I stop",
    ],
)
def test_the_part_in_trouble_beside_its_look_is_no_second_service(message):
    """ "A brake inspection? My brakes squeak" offered the inspection, then a pad replacement
    ("brakes") after it."""
    reading = read(message)

    assert (reading.service_id, reading.also_service_ids) == (BY_NAME["Brake inspection"], ())


@pytest.mark.parametrize("message", ["my car is burning oil", "I smell something burning"])
def test_something_burning_is_looked_at_not_an_oil_change(message):
    """ "My car is burning oil" booked an oil change."""
    assert read(message).service_id == DIAGNOSTIC


@pytest.mark.parametrize(
    "message",
    ["autozone said its code P0420, can you fix that?", "getting a p0301 and p0302"],
)
def test_a_trouble_code_read_elsewhere_is_the_diagnostic(message):
    """It was passed to the team as a question it could not answer."""
    assert read(message).service_id == DIAGNOSTIC
