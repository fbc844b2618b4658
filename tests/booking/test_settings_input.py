"""What the owner types into the settings forms is read as meant, or refused with a reason, so
that no setting saved from the dashboard quietly stops customers from booking: a generic word
among the cars the shop declines, a job longer than any day, a drop-off window outside the
hours, a closure hiding special hours, a website address the browser never sends, and prices
and hours written the everyday US way."""

from __future__ import annotations

import json
from datetime import time, timedelta
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import pricing, selectors
from booking.availability import Reason
from booking.models import Closure, Service, SpecialHours
from tests.booking.test_dashboard_services_and_hours import (
    save_hours,
    save_rules,
    save_service,
    weekly_hours,
)
from tests.factories import make_service

pytestmark = pytest.mark.django_db


def chat(client, shop, text):
    """The assistant's reply to `text`, the first message of a new website chat."""
    headers = {"X-Widget-Key": shop.widget_key}
    started = client.post(
        reverse("api_conversations", args=[shop.slug]),
        "{}",
        content_type="application/json",
        headers=headers,
    ).json()
    return client.post(
        reverse("api_messages", args=[shop.slug, started["id"]]),
        json.dumps({"text": text}),
        content_type="application/json",
        headers=headers,
    ).json()["reply"]


# Vehicles the shop does not work on ---------------------------------------------------------


@pytest.mark.parametrize(
    "word",
    ["car", "truck", "vehicle", "SUV", "van", "cars", "trucks", "pickup", "auto", "automobile"],
)
def test_a_word_for_every_car_is_refused_with_the_reason(client, owner, shop, word):
    page = save_rules(client, shop, declined_vehicles=f"motorcycle, {word}").content.decode()

    assert (
        f"&quot;{word}&quot; would turn away every customer; name the kind, like "
        "&quot;semi truck&quot; or &quot;motorcycle&quot;."
    ) in page
    shop.refresh_from_db()
    assert shop.declined_vehicles == []


def test_after_the_refusal_a_customer_with_a_car_is_still_helped(client, owner, shop, service):
    save_rules(client, shop, declined_vehicles="car")

    reply = chat(client, shop, "I need an oil change for my car tomorrow morning")

    assert "work on" not in reply


def test_a_kind_named_with_a_generic_word_is_kept_and_declines_only_that_kind(
    client, owner, shop, service
):
    page = save_rules(client, shop, declined_vehicles="semi truck, box truck, electric car")

    assert "Saved the booking rules." in page.content.decode()
    shop.refresh_from_db()
    assert shop.declined_vehicles == ["semi truck", "box truck", "electric car"]
    assert shop.declines("a 2019 Peterbilt semi truck") == "semi truck"
    assert shop.declines("my F-150 pickup truck") == ""
    assert "work on" not in chat(client, shop, "oil change for my truck tomorrow morning")


# How long a service takes --------------------------------------------------------------------


def add_service(client, **fields):
    form = {"name": "Engine swap", "kind": "waiter", "price_min": "900", "price_max": "2500"}
    url = reverse("dashboard:service_add", args=["ridgeline"])
    return client.post(url, form | {"active": "on"} | fields, follow=True)


def test_a_duration_of_days_is_refused_in_words_not_a_huge_number(client, owner, shop):
    page = add_service(client, duration_minutes="100000").content.decode()

    assert "A job takes at most 7200 minutes (5 days) here." in page
    assert "9223372036854775807" not in page
    assert not shop.services.exists()


def test_a_job_the_customer_waits_for_that_fits_the_longest_day_is_booked_on_it(
    client, owner, shop, next_weekday
):
    page = add_service(client, duration_minutes="600").content.decode()

    assert "Saved Engine swap." in page
    swap = shop.services.get(name="Engine swap")
    (slot,) = selectors.day_openings(shop, swap, next_weekday).slots
    assert slot.start.astimezone(shop.zone).time() == time(7, 30)


def test_a_job_the_customer_waits_for_longer_than_the_longest_day_is_refused(
    client, owner, shop, next_weekday
):
    page = add_service(client, duration_minutes="601").content.decode()

    assert (
        "No day is open long enough for a 601-minute job the customer waits for: the longest "
        "day is Monday, 7:30 AM-5:30 PM, 10 hours."
    ) in page
    assert not shop.services.exists()
    # Saved all the same, no day could offer it a time.
    too_long = make_service(shop, "Engine swap", minutes=601)
    assert selectors.day_openings(shop, too_long, next_weekday).reason == Reason.TOO_SHORT


def test_a_lunch_break_cuts_the_longest_stretch_a_waiting_job_may_take(client, owner, shop):
    week = dict.fromkeys(["mon", "tue", "wed", "thu", "fri"], "08:00-12:00, 13:00-17:00")
    save_hours(client, **week, sat="")

    page = add_service(client, duration_minutes="300").content.decode()

    assert "the longest day is Monday, 8:00 AM-12:00 PM, 4 hours." in page


def test_a_drop_off_job_may_take_the_longest_days_time_in_every_bay(
    client, owner, shop, next_weekday
):
    page = add_service(client, kind="dropoff", duration_minutes="1200").content.decode()

    assert "Saved Engine swap." in page
    swap = shop.services.get(name="Engine swap")
    assert selectors.day_openings(shop, swap, next_weekday).reason == Reason.OPEN


def test_a_drop_off_job_longer_than_the_bay_time_of_any_day_is_refused(
    client, owner, shop, next_weekday
):
    page = add_service(client, kind="dropoff", duration_minutes="1201").content.decode()

    assert (
        "No day has 1201 minutes of bay time for a drop-off job: the longest day is Monday, "
        "10 hours in 2 bays, 1200 minutes in all."
    ) in page
    assert not shop.services.exists()
    too_long = make_service(shop, "Engine swap", minutes=1201, kind=Service.Kind.DROPOFF)
    assert selectors.day_openings(shop, too_long, next_weekday).reason == Reason.TOO_SHORT


# The drop-off window -------------------------------------------------------------------------


@pytest.fixture
def timing_belt(shop):
    return make_service(shop, "Timing belt", minutes=240, kind=Service.Kind.DROPOFF)


def dropoff_start_on(shop, service, day):
    (slot,) = selectors.day_openings(shop, service, day).slots
    return slot.start.astimezone(shop.zone).time()


def test_a_drop_off_window_outside_the_hours_is_refused_and_drop_offs_stay_bookable(
    client, owner, shop, timing_belt, next_weekday
):
    page = save_rules(client, shop, dropoff_start="19:00", dropoff_end="20:00").content.decode()

    assert (
        "Drop-offs 7:00 PM-8:00 PM fall outside the opening hours on every day, so no drop-off "
        "job could be booked: pick times when the shop is open."
    ) in page
    shop.refresh_from_db()
    assert (shop.dropoff_start, shop.dropoff_end) == (time(7, 30), time(9))
    assert dropoff_start_on(shop, timing_belt, next_weekday) == time(7, 30)


def test_drop_off_times_are_read_as_the_hours_are(client, owner, shop, timing_belt, next_weekday):
    page = save_rules(client, shop, dropoff_start="9am", dropoff_end="10:30 am").content.decode()

    assert "Saved the booking rules." in page
    shop.refresh_from_db()
    assert (shop.dropoff_start, shop.dropoff_end) == (time(9), time(10, 30))
    assert dropoff_start_on(shop, timing_belt, next_weekday) == time(9)


def test_a_window_that_starts_before_opening_takes_cars_from_opening(
    client, owner, shop, timing_belt, next_weekday
):
    save_rules(client, shop, dropoff_start="7am", dropoff_end="8am")

    assert dropoff_start_on(shop, timing_belt, next_weekday) == time(7, 30)


def test_a_window_upside_down_or_unreadable_is_refused(client, owner, shop):
    upside_down = save_rules(client, shop, dropoff_start="10am", dropoff_end="9am")
    unreadable = save_rules(client, shop, dropoff_start="9h", dropoff_end="10:00")

    assert "The drop-off window must end after it starts." in upside_down.content.decode()
    assert "&quot;9h&quot; is not a time like 7:30 AM." in unreadable.content.decode()
    shop.refresh_from_db()
    assert (shop.dropoff_start, shop.dropoff_end) == (time(7, 30), time(9))


# Closures and special hours -----------------------------------------------------------------


def catalogue(client):
    return client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()


def test_a_day_with_special_hours_is_not_closed_over_them(
    client, owner, shop, service, next_weekday
):
    SpecialHours.objects.create(shop=shop, date=next_weekday, open=time(8), close=time(12))

    page = client.post(
        reverse("dashboard:closure_add", args=["ridgeline"]),
        {"date": next_weekday.isoformat(), "reason": "Christmas Eve"},
        follow=True,
    ).content.decode()

    assert (
        f"{next_weekday:%A, %B} {next_weekday.day} has special hours: remove them first "
        "(&quot;Usual hours again&quot;), then close the day."
    ) in page
    assert not Closure.objects.exists()
    slots = selectors.day_openings(shop, service, next_weekday).slots
    assert slots[-1].end.astimezone(shop.zone).time() == time(12)


def test_closures_and_special_hours_are_listed_in_date_order(client, owner, shop, next_weekday):
    first, second, third = (next_weekday + timedelta(days=n) for n in (0, 1, 2))
    Closure.objects.create(shop=shop, date=third, reason="Inventory")
    SpecialHours.objects.create(shop=shop, date=second, open=time(8), close=time(12))
    Closure.objects.create(shop=shop, date=first, reason="Staff training")

    page = catalogue(client)

    shown = [page.index(f"{day:%a %b} {day.day}, {day.year}:") for day in (first, second, third)]
    assert shown == sorted(shown)
    assert f"{second:%a %b} {second.day}, {second.year}: 8 AM – 12 PM" in page


# Websites that may show the chat ------------------------------------------------------------


def save_sites(client, typed):
    return client.post(
        reverse("dashboard:widget_edit", args=["ridgeline"]), {"widget_origins": typed}, follow=True
    )


@pytest.mark.parametrize(
    ("typed", "saved"),
    [
        ("https://ridgelineauto.com:443", "https://ridgelineauto.com"),
        ("ridgelineauto.com", "https://ridgelineauto.com"),
        ("www.RidgelineAuto.com/", "https://www.ridgelineauto.com"),
        ("HTTP://RidgelineAuto.com:80/", "http://ridgelineauto.com"),
        ("https://ridgelineauto.com:8443", "https://ridgelineauto.com:8443"),
    ],
)
def test_a_website_is_saved_as_the_browser_names_it(client, owner, shop, typed, saved):
    page = save_sites(client, typed).content.decode()

    assert "Saved the websites that may show the chat." in page
    shop.refresh_from_db()
    assert shop.widget_origins == [saved]


def test_the_chat_opens_on_the_site_saved_with_its_port(client, owner, shop):
    save_sites(client, "https://ridgelineauto.com:443")

    opened = client.post(
        reverse("api_conversations", args=[shop.slug]),
        "{}",
        content_type="application/json",
        headers={"Origin": "https://ridgelineauto.com", "X-Widget-Key": shop.widget_key},
    )

    assert opened.status_code == 201


@pytest.mark.parametrize(
    "typed", ["ridgeline auto", "ftp://ridgelineauto.com", "https://ridgelineauto.com:99999"]
)
def test_what_names_no_website_is_refused_and_nothing_is_saved(client, owner, shop, typed):
    shop.widget_origins = ["https://ridgelineauto.com"]
    shop.save()

    page = save_sites(client, typed).content.decode()

    assert "is not a website address, like https://yourshop.com." in page
    shop.refresh_from_db()
    assert shop.widget_origins == ["https://ridgelineauto.com"]


def test_a_page_address_is_refused_with_the_site_to_list(client, owner, shop):
    page = save_sites(client, "ridgelineauto.com/contact-us").content.decode()

    assert "it names a page. List the site alone: https://ridgelineauto.com." in page


# Prices --------------------------------------------------------------------------------------


def test_prices_typed_the_us_way_are_what_the_assistant_quotes(client, owner, shop, service):
    page = save_service(client, service, price_min="$129.50", price_max="$1,200.00")

    assert "Saved Oil change." in page.content.decode()
    quote = pricing.quote(Service.objects.get(pk=service.pk))
    assert (quote.low, quote.high) == (Decimal("129.50"), Decimal("1200.00"))
    assert "$1,200" in chat(client, shop, "how much is an oil change?")


def test_a_price_with_commas_alone_is_read_as_dollars(client, owner, shop, service):
    save_service(client, service, price_min="1,000", price_max="1,200")

    service.refresh_from_db()
    assert (service.price_min, service.price_max) == (Decimal("1000"), Decimal("1200"))


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("$12.345", "&quot;$12.345&quot; has more than 2 decimals"),
        ("-$5", "&quot;-$5&quot; is below zero"),
        ("about 50", "&quot;about 50&quot; is not an amount in dollars, like $129.50 or 1,200."),
    ],
)
def test_a_price_that_is_no_amount_is_refused_and_nothing_changes(
    client, owner, shop, service, typed, said
):
    page = save_service(client, service, price_min=typed).content.decode()

    assert said in page
    service.refresh_from_db()
    assert service.price_min == Decimal("49")


def test_the_price_fields_let_the_browser_send_a_dollar_sign(client, owner, shop, service):
    page = client.get(
        reverse("dashboard:service_edit", args=["ridgeline", service.pk])
    ).content.decode()

    assert 'type="text" name="price_min" value="49.00"' in page


# Opening hours written as shorthand ----------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "saved"),
    [
        ("8-5", (time(8), time(17))),
        ("8am-noon", (time(8), time(12))),
        ("0800-1700", (time(8), time(17))),
        ("8 to 5", (time(8), time(17))),
        ("8:30-5:30", (time(8, 30), time(17, 30))),
    ],
)
def test_hours_in_shorthand_are_read_as_meant(
    client, owner, shop, service, next_wednesday, typed, saved
):
    page = save_hours(client, wed=typed).content.decode()

    assert "Saved the opening hours." in page
    assert [(o, c) for day, o, c in weekly_hours(shop) if day == 2] == [saved]
    slots = selectors.day_openings(shop, service, next_wednesday).slots
    assert slots[-1].end.astimezone(shop.zone).time() == saved[1]


def test_an_opening_hour_that_could_be_night_or_afternoon_is_asked_about(client, owner, shop):
    before = weekly_hours(shop)

    page = save_hours(client, sat="1-5").content.decode()

    assert "&quot;1&quot; could be 1:00 AM or 1:00 PM: write 1am or 1pm." in page
    assert weekly_hours(shop) == before


def test_every_problem_with_the_hours_is_a_sentence(client, owner, shop):
    page = save_hours(client, mon="8h-17h", wed="08:00-12:00, 11:00-15:00").content.decode()

    assert "&quot;8h&quot; is not a time like 7:30 AM." in page
    assert "Wednesday 11:00 AM-3:00 PM overlaps 8:00 AM-12:00 PM." in page


def test_special_hours_are_read_in_shorthand_too(client, owner, shop, service, next_wednesday):
    client.post(
        reverse("dashboard:special_hours_set", args=["ridgeline"]),
        {"date": next_wednesday.isoformat(), "hours": "8am-noon"},
    )

    hours = shop.special_hours.get()
    assert (hours.open, hours.close) == (time(8), time(12))
