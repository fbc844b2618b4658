"""The owner changes services, prices, weekly hours and booking rules from the dashboard; staff
may only look."""

from __future__ import annotations

import json
from datetime import datetime, time, timedelta
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import pricing, selectors
from booking.availability import Reason
from booking.models import Membership, OpeningHours, PriceAdjustment, Service
from tests.factories import book, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


def service_form(service, **changes):
    form = {
        "name": service.name,
        "description": service.description,
        "kind": service.kind,
        "duration_minutes": service.duration_minutes,
        "price_min": service.price_min,
        "price_max": service.price_max,
        "aliases": ", ".join(service.aliases),
        "active": "on" if service.active else "",
    }
    return {key: value for key, value in {**form, **changes}.items() if value != ""}


def save_service(client, service, **changes):
    url = reverse("dashboard:service_edit", args=["ridgeline", service.pk])
    return client.post(url, service_form(service, **changes), follow=True)


def save_hours(client, slug="ridgeline", **days):
    week = {"mon": "07:30-17:30", "tue": "07:30-17:30", "wed": "07:30-17:30"}
    week |= {"thu": "07:30-17:30", "fri": "07:30-17:30", "sat": "08:00-13:00", "sun": ""}
    url = reverse("dashboard:hours_edit", args=[slug])
    return client.post(url, week | days, follow=True)


def weekly_hours(shop):
    return list(shop.opening_hours.values_list("weekday", "open", "close"))


def test_a_new_price_range_is_what_the_assistant_quotes(client, owner, shop, service):
    page = save_service(client, service, price_min="59", price_max="99.50").content.decode()

    assert "Saved Oil change." in page
    assert "$59.00 – $99.50" in page
    service.refresh_from_db()
    assert (pricing.quote(service).low, pricing.quote(service).high) == (
        Decimal("59"),
        Decimal("99.50"),
    )


def test_the_chat_quotes_the_new_price_from_the_next_message(client, owner, shop, service):
    started = client.post(
        reverse("api_conversations", args=[shop.slug]),
        "{}",
        content_type="application/json",
        headers={"X-Widget-Key": shop.widget_key},
    ).json()
    save_service(client, service, price_min="65", price_max="95")

    reply = client.post(
        reverse("api_messages", args=[shop.slug, started["id"]]),
        json.dumps({"text": "how much is an oil change?"}),
        content_type="application/json",
        headers={"X-Widget-Key": shop.widget_key},
    ).json()["reply"]

    assert "$65" in reply and "$95" in reply


def test_a_price_range_upside_down_is_refused_and_nothing_changes(client, owner, shop, service):
    page = save_service(client, service, price_min="120", price_max="90").content.decode()

    assert "$120 is above the top of the range, $90." in page
    assert "price_min is above price_max" not in page
    service.refresh_from_db()
    assert (service.price_min, service.price_max) == (Decimal("49"), Decimal("89"))


def test_a_word_that_names_another_service_is_refused(client, owner, shop, service):
    brakes = make_service(shop, "Brake inspection", aliases=["brakes"])

    page = save_service(client, service, aliases="oil, brakes").content.decode()
    assert "&quot;brakes&quot; already names Brake inspection." in page
    page = save_service(client, service, name="brake inspection").content.decode()
    assert "already names Brake inspection." in page

    service.refresh_from_db()
    assert (service.name, service.aliases) == ("Oil change", [])
    assert Service.objects.get(pk=brakes.pk).aliases == ["brakes"]


def test_aliases_are_kept_as_words(client, owner, shop, service):
    save_service(client, service, aliases=" oil ,  lube  job,,Oil, synthetic oil ")

    service.refresh_from_db()
    assert service.aliases == ["oil", "lube job", "synthetic oil"]


def test_a_new_service_can_be_booked(client, owner, shop, next_wednesday):
    url = reverse("dashboard:service_add", args=["ridgeline"])
    form = {"name": "Wheel alignment", "kind": "waiter", "duration_minutes": "60"}
    page = client.post(url, form | {"price_min": "89", "price_max": "129", "active": "on"})

    assert page.status_code == 302
    alignment = Service.objects.get(shop=shop, name="Wheel alignment")
    assert selectors.day_openings(shop, alignment, next_wednesday).slots


def test_a_service_no_longer_offered_keeps_its_appointments(
    client, owner, shop, service, customer, next_wednesday
):
    booked = book(shop, service, customer, datetime.combine(next_wednesday, time(9), shop.zone))

    page = save_service(client, service, active="").content.decode()

    assert "Not offered now:" in page
    assert not shop.services.filter(active=True).exists()
    booked.refresh_from_db()
    assert booked.status == "confirmed"


def test_shorter_hours_offer_no_later_time_and_point_out_who_is_booked_then(
    client, owner, shop, service, customer, next_wednesday
):
    late = book(shop, service, customer, datetime.combine(next_wednesday, time(15), shop.zone))

    page = save_hours(client, wed="07:30-12:00").content.decode()

    assert "1 appointment booked ahead falls outside the hours now" in page
    assert reverse("dashboard:appointment", args=["ridgeline", late.pk]) in page
    calendar = client.get(reverse("dashboard:calendar", args=["ridgeline"])).content.decode()
    assert "1 appointment ahead cannot go ahead as booked" in calendar
    slots = selectors.day_openings(shop, service, next_wednesday).slots
    assert slots and max(s.end.astimezone(shop.zone).time() for s in slots) == time(12)


def test_a_lunch_break_is_two_ranges(client, owner, shop, service, next_wednesday):
    save_hours(client, wed="08:00-12:00, 13:00-17:00")

    starts = {
        s.start.astimezone(shop.zone).time()
        for s in selectors.day_openings(shop, service, next_wednesday).slots
    }
    assert time(11, 30) in starts and time(13) in starts
    assert time(12) not in starts and time(12, 30) not in starts


def test_hours_are_read_as_an_owner_writes_them(client, owner, shop):
    save_hours(client, mon="7:30am - 5:30 pm", tue="8 AM to 12 p.m., 1pm-6pm", sat="08:00-24:00")

    assert [(o, c) for day, o, c in weekly_hours(shop) if day in (0, 1, 5)] == [
        (time(7, 30), time(17, 30)),
        (time(8), time(12)),
        (time(13), time(18)),
        (time(8), time(0)),
    ]


def test_bad_hours_are_refused_by_day_and_nothing_changes(client, owner, shop):
    before = weekly_hours(shop)

    page = save_hours(
        client, mon="8h-17h", tue="17:00-08:00", wed="08:00-12:00, 11:00-15:00"
    ).content.decode()

    assert "&quot;8h&quot; is not a time like 7:30 AM." in page
    assert "&quot;17:00-08:00&quot; closes at 8:00 AM, before it opens at 5:00 PM." in page
    assert "Wednesday 11:00 AM-3:00 PM overlaps 8:00 AM-12:00 PM." in page
    assert weekly_hours(shop) == before


def test_a_week_with_no_hours_at_all_is_refused(client, owner, shop):
    before = weekly_hours(shop)
    empty = dict.fromkeys(["mon", "tue", "wed", "thu", "fri", "sat", "sun"], "")

    page = save_hours(client, **empty).content.decode()

    assert "Every day is empty" in page
    assert weekly_hours(shop) == before


def test_the_form_shows_the_hours_as_they_are(client, owner, shop):
    OpeningHours.objects.create(shop=shop, weekday=6, open=time(10), close=time(0))

    page = client.get(reverse("dashboard:hours_edit", args=["ridgeline"])).content.decode()

    assert 'value="7:30 AM-5:30 PM"' in page and 'value="10:00 AM-midnight"' in page


def test_staff_may_look_but_not_change(client, shop, service):
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))

    catalogue = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()
    assert "Oil change" in catalogue and "Change the opening hours" not in catalogue
    refused = save_service(client, service, price_min="1", price_max="2")
    assert refused.status_code == 403
    assert (
        "Only the shop&#x27;s owner can change its services, hours, bays"
        in refused.content.decode()
    )
    assert save_hours(client, mon="").status_code == 403
    assert client.get(reverse("dashboard:service_add", args=["ridgeline"])).status_code == 403
    service.refresh_from_db()
    assert service.price_min == Decimal("49")
    assert shop.opening_hours.filter(weekday=0).exists()


def test_another_shops_services_and_hours_are_out_of_reach(client, shop, service):
    rival = make_shop(slug="rival")
    theirs = make_service(rival, "Oil change")
    client.force_login(make_user("olive", shop=shop))

    url = reverse("dashboard:service_edit", args=["ridgeline", theirs.pk])
    assert client.post(url, service_form(theirs, price_min="1", price_max="2")).status_code == 404
    url = reverse("dashboard:service_edit", args=["rival", theirs.pk])
    assert client.post(url, service_form(theirs, price_min="1", price_max="2")).status_code == 404
    assert save_hours(client, slug="rival", mon="").status_code == 404
    theirs.refresh_from_db()
    assert theirs.price_min == Decimal("49")


def rules_form(shop, **changes):
    form = {
        "address": shop.address,
        "staff_phone": shop.staff_phone,
        "slot_minutes": shop.slot_minutes,
        "min_notice_minutes": shop.min_notice_minutes,
        "horizon_days": shop.horizon_days,
        "buffer_before_minutes": shop.buffer_before_minutes,
        "buffer_after_minutes": shop.buffer_after_minutes,
        "dropoff_start": f"{shop.dropoff_start:%H:%M}",
        "dropoff_end": f"{shop.dropoff_end:%H:%M}",
        "hold_minutes": shop.hold_minutes,
        "reminder_hours": shop.reminder_hours,
        "text_new_bookings": "on" if shop.text_new_bookings else "",
        "declined_vehicles": ", ".join(shop.declined_vehicles),
        "average_repair_order": shop.average_repair_order,
    }
    return {key: value for key, value in (form | changes).items() if value != ""}


def save_rules(client, shop, **changes):
    url = reverse("dashboard:rules_edit", args=[shop.slug])
    return client.post(url, rules_form(shop, **changes), follow=True)


def test_the_rules_show_drop_off_times_as_the_owner_writes_them(client, owner, shop):
    page = client.get(reverse("dashboard:rules_edit", args=[shop.slug])).content.decode()

    assert 'value="7:30 AM"' in page and 'value="9:00 AM"' in page
    assert "07:30" not in page


def test_the_owner_turns_off_the_texts_about_new_bookings(client, owner, shop):
    assert shop.text_new_bookings

    page = save_rules(client, shop, text_new_bookings="").content.decode()

    assert "Saved the booking rules." in page
    shop.refresh_from_db()
    assert not shop.text_new_bookings
    assert save_rules(client, shop, text_new_bookings="on").status_code == 200
    shop.refresh_from_db()
    assert shop.text_new_bookings


def test_the_owner_lists_the_cars_the_shop_does_not_work_on(client, owner, shop):
    page = save_rules(client, shop, declined_vehicles=" motorcycle,  Motor home ,RV, rv,")

    assert "Saved the booking rules." in page.content.decode()
    shop.refresh_from_db()
    assert shop.declined_vehicles == ["motorcycle", "Motor home", "RV"]
    assert shop.declines("a 2003 motor home") == "Motor home"
    catalogue = client.get(reverse("dashboard:catalogue", args=[shop.slug])).content.decode()
    assert "customers with a motorcycle, Motor home, RV are told" in catalogue


def test_a_car_with_a_price_rule_cannot_be_declined(client, owner, shop):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="Diesel", percent=20)

    page = save_rules(client, shop, declined_vehicles="motorcycle, diesel").content.decode()

    assert "&quot;diesel&quot; has a price rule" in page
    too_long = save_rules(client, shop, declined_vehicles="RV, " + "x" * 61).content.decode()
    assert "longer than 60 characters" in too_long
    shop.refresh_from_db()
    assert shop.declined_vehicles == []


def test_a_shorter_horizon_offers_no_farther_day(client, owner, shop, service, next_wednesday):
    far = next_wednesday + timedelta(days=14)
    assert selectors.day_openings(shop, service, far).slots

    page = save_rules(client, shop, horizon_days=7, staff_phone="(303) 555-0199").content.decode()

    assert "Saved the booking rules." in page
    shop.refresh_from_db()
    assert shop.staff_phone == "+13035550199"
    assert selectors.day_openings(shop, service, far).reason == Reason.BEYOND_HORIZON


def test_a_new_reminder_time_moves_the_reminders_still_to_go(
    client, owner, shop, service, customer, next_wednesday
):
    start = datetime.combine(next_wednesday + timedelta(days=7), time(11), shop.zone)
    waiting = book(shop, service, customer, start)
    assert waiting.reminder_due_at == start - timedelta(hours=24)

    save_rules(client, shop, reminder_hours=2)
    waiting.refresh_from_db()
    assert waiting.reminder_due_at == start - timedelta(hours=2)

    save_rules(client, shop, reminder_hours=0)
    waiting.refresh_from_db()
    assert waiting.reminder_due_at is None

    save_rules(client, shop, reminder_hours=48)
    waiting.refresh_from_db()
    assert waiting.reminder_due_at == start - timedelta(hours=48)


def test_bad_rules_are_refused_and_nothing_changes(client, owner, shop):
    page = save_rules(
        client, shop, dropoff_start="10:00", dropoff_end="09:00", staff_phone="ask for Bo"
    ).content.decode()

    assert "The drop-off window must end after it starts." in page
    assert "&quot;ask for Bo&quot; is not a phone number" in page
    page = save_rules(client, shop, slot_minutes=0, reminder_hours=500).content.decode()
    assert "greater than or equal to 5" in page and "less than or equal to 168" in page
    page = save_rules(client, shop, horizon_days=100000).content.decode()
    assert "less than or equal to 365" in page
    shop.refresh_from_db()
    assert (shop.dropoff_end, shop.slot_minutes, shop.staff_phone) == (time(9), 30, "")


def test_staff_cannot_change_the_rules(client, shop):
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))

    assert save_rules(client, shop, horizon_days=3).status_code == 403
    shop.refresh_from_db()
    assert shop.horizon_days == 30


def test_the_owner_finds_every_form_from_the_page(client, owner, shop, service):
    catalogue = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    for name, args in [
        ("service_add", ["ridgeline"]),
        ("service_edit", ["ridgeline", service.pk]),
        ("hours_edit", ["ridgeline"]),
        ("rules_edit", ["ridgeline"]),
    ]:
        url = reverse(f"dashboard:{name}", args=args)
        assert url in catalogue
        page = client.get(url)
        assert page.status_code == 200 and b'type="submit"' in page.content
    assert (
        'value="49.00"'
        in client.get(
            reverse("dashboard:service_edit", args=["ridgeline", service.pk])
        ).content.decode()
    )


def toggle(client, bay):
    return client.post(reverse("dashboard:bay_toggle", args=["ridgeline", bay.pk]), follow=True)


def test_a_bay_out_of_use_halves_the_offer_and_its_appointments_are_to_move(
    client, owner, shop, service, customer, next_wednesday
):
    at_nine = datetime.combine(next_wednesday, time(9), shop.zone)
    at_ten = datetime.combine(next_wednesday, time(10), shop.zone)
    at_ten_both = [
        book(shop, service, make_customer(shop, f"+1303555018{n}"), at_ten) for n in range(2)
    ]
    kept = book(shop, service, customer, at_nine)
    bay = shop.bays.exclude(pk=kept.bay_id).get()
    assert bay.pk in {a.bay_id for a in at_ten_both}
    assert any(
        s.start == at_nine for s in selectors.day_openings(shop, service, next_wednesday).slots
    )

    page = toggle(client, bay).content.decode()

    assert f"{bay.name} is out of use." in page
    assert f": {bay.name} is out of use" in page
    slots = selectors.day_openings(shop, service, next_wednesday).slots
    assert all(slot.start != at_nine for slot in slots)  # the bay left is taken at nine

    page = toggle(client, bay).content.decode()
    assert f"{bay.name} is back in use." in page
    assert "Appointments to move" not in page


def test_the_last_bay_in_use_stays(client, owner, shop):
    first, second = shop.bays.all()
    toggle(client, first)

    page = toggle(client, second).content.decode()

    assert "is the last bay in use" in page
    assert shop.bays.filter(active=True).count() == 1


def test_a_new_bay_is_offered_at_once(client, owner, shop, service, customer, next_wednesday):
    at_nine = datetime.combine(next_wednesday, time(9), shop.zone)
    book(shop, service, customer, at_nine)
    book(shop, service, make_customer(shop, "+13035550188"), at_nine)
    assert all(
        s.start != at_nine for s in selectors.day_openings(shop, service, next_wednesday).slots
    )

    url = reverse("dashboard:bay_add", args=["ridgeline"])
    assert "Added Bay 3." in client.post(url, {"name": " Bay  3 "}, follow=True).content.decode()
    assert "already" in client.post(url, {"name": "bay 3"}, follow=True).content.decode()

    assert any(
        s.start == at_nine for s in selectors.day_openings(shop, service, next_wednesday).slots
    )


def test_staff_cannot_change_the_bays(client, shop):
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))
    bay = shop.bays.first()

    assert (
        client.post(reverse("dashboard:bay_toggle", args=["ridgeline", bay.pk])).status_code == 403
    )
    assert (
        client.post(reverse("dashboard:bay_add", args=["ridgeline"]), {"name": "X"}).status_code
        == 403
    )
    assert shop.bays.filter(active=True).count() == 2


@pytest.mark.parametrize(
    ("token", "said"),
    [
        ("", "(303) 555-0199 is saved, but without the account's Auth Token"),
        ("a" * 32, "Calls and texts to (303) 555-0199 come through Frontdesk."),
    ],
)
def test_the_twilio_line_says_whether_calls_come_through(client, token, said):
    shop = make_shop(slug="ridgeline")
    shop.twilio_number, shop.twilio_auth_token = "+13035550199", token
    shop.save()
    client.force_login(make_user("olive", shop=shop, role=Membership.Role.OWNER))

    page = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert said in page
