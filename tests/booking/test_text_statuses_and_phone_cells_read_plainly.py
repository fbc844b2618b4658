"""The texts an owner looks through: each status said in words ("Not sent", not "skipped"), the
warning about texts held back shown as a warning, and phone numbers and dates kept on one line
in tables, so on a phone they do not wrap onto three lines (the table scrolls sideways)."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.urls import reverse

from assistant.models import OutboundText, TypedNumberDay
from booking.dashboard import TEXT_STATUS_WORDS
from tests.factories import book, local, make_customer, make_service, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def visit(shop, thursday_morning):
    """Dana's oil change on Friday 11 December at 9:00, booked on Monday."""
    dana = make_customer(shop)
    friday, monday = local(shop, 2026, 12, 11, 9), local(shop, 2026, 12, 7, 9)
    return book(shop, make_service(shop), dana, friday, monday)


def text_about(visit, status: str, error: str = "") -> OutboundText:
    return OutboundText.objects.create(
        shop=visit.shop,
        appointment=visit,
        to=visit.customer.phone,
        body="Your Oil change is tomorrow.",
        kind=OutboundText.Kind.REMINDER,
        backend="memory",
        status=status,
        error=error,
    )


@pytest.mark.parametrize(
    ("status", "words"),
    [
        ("skipped", "Not sent"),
        ("failed", "Could not be sent"),
        ("held back", "Held back"),
        ("undelivered", "Not delivered"),
        ("delivered", "Delivered"),
        ("queued", "Waiting to send"),
        ("something_new", "Something_new"),
    ],
)
def test_a_texts_status_is_said_in_words_on_both_pages(client, shop, visit, status, words):
    text_about(visit, status, error="the customer opted out of texts")
    client.force_login(make_user("owner", shop=shop))

    texts = client.get(reverse("conversations:texts", args=[shop.slug])).text
    page = client.get(reverse("dashboard:appointment", args=[shop.slug, visit.pk])).text

    for shown in (texts, page):
        assert f'<td>{words}<br><span class="muted">the customer opted out of texts' in shown
        assert f"<td>{status}<" not in shown


def test_every_status_frontdesk_records_has_words():
    for status in ("queued", "sent", "skipped", "failed", "held back"):
        assert TEXT_STATUS_WORDS[status][0].isupper()


def test_phone_numbers_and_dates_stay_on_one_line(client, shop, visit):
    text_about(visit, "sent")
    client.force_login(make_user("owner", shop=shop))

    texts = client.get(reverse("conversations:texts", args=[shop.slug])).text
    customers = client.get(reverse("dashboard:customers", args=[shop.slug])).text
    css = Path(finders.find("booking/dashboard.css")).read_text()

    assert '<td class="nowrap">(303) 555-0101</td>' in texts
    assert '<td class="nowrap">Thu Dec 10, 10:15 AM</td>' in texts
    assert '<td class="nowrap">(303) 555-0101</td>' in customers
    assert '<td class="nowrap">Fri Dec 11, 9:00 AM</td>' in customers
    assert ".nowrap { white-space: nowrap; }" in css


def test_texts_held_back_are_shown_as_a_warning(client, shop, thursday_morning):
    TypedNumberDay.objects.create(shop=shop, day=shop.today(), sent=5, held_back=3)
    client.force_login(make_user("owner", shop=shop))

    page = client.get(reverse("conversations:texts", args=[shop.slug])).text

    assert (
        '<p class="flash warning" role="status">On Thursday, December 10 the assistant held' in page
    )
