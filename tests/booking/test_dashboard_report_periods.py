"""The owner reviews the week on the recovered-revenue report: one click for the usual periods,
and the visits not yet marked done pointed out, as they are counted still to come."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db


def report_page(client, **query) -> str:
    return client.get(reverse("dashboard:report", args=["ridgeline"]), query).content.decode()


def test_the_week_is_one_click_away(client, owner, thursday_morning):
    page = report_page(client)

    assert '<a href="?from=2026-12-07&amp;to=2026-12-10">This week</a>' in page
    assert '<a href="?from=2026-11-30&amp;to=2026-12-06">Last week</a>' in page
    assert "<strong>Last 30 days</strong>" in page  # the period shown


def test_the_period_shown_is_not_a_link(client, owner, thursday_morning):
    page = report_page(client, **{"from": "2026-12-07", "to": "2026-12-10"})

    assert "<strong>This week</strong>" in page
    assert '<a href="?from=2026-11-11&amp;to=2026-12-10">Last 30 days</a>' in page


def test_the_dates_have_labels(client, owner, thursday_morning):
    page = report_page(client)

    assert '<label>from <input type="date" name="from"' in page
    assert '<label>to <input type="date" name="to"' in page


def test_visits_whose_time_came_but_are_not_marked_are_pointed_out(
    client, owner, shop, service, thursday_morning
):
    monday = local(shop, 2026, 12, 7, 9)
    customer = make_customer(shop)
    forgotten = book(shop, service, customer, local(shop, 2026, 12, 9, 9), monday)
    done = book(shop, service, customer, local(shop, 2026, 12, 9, 10), monday)
    book(shop, service, customer, local(shop, 2026, 12, 11, 9), monday)  # still to come
    services.appointment_complete(appointment=done, final_amount=Decimal("60"), now=done.end)

    page = report_page(client, **{"from": "2026-12-07", "to": "2026-12-10"})

    assert (
        "1 of these visits has had its time come but is not marked completed or a no-show" in page
    )
    services.appointment_mark_no_show(appointment=forgotten)
    assert "not marked completed" not in report_page(
        client, **{"from": "2026-12-07", "to": "2026-12-10"}
    )
