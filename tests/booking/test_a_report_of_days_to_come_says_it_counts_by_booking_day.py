"""The recovered-revenue report counts each appointment on the day it was booked, so a period
still to come shows nothing: the page says why, and how many visits the assistant has booked
for those days, rather than a row of zeros an owner reads as "no work coming"."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking import services
from tests.factories import local, make_customer

pytestmark = pytest.mark.django_db

NOT_COME_YET = "These days have not come yet, so nothing has been booked on them"


def report_page(client, first: str, last: str) -> str:
    url = reverse("dashboard:report", args=["ridgeline"])
    return client.get(url, {"from": first, "to": last}).content.decode()


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_next_weeks_report_says_what_the_assistant_booked_for_it(
    client, owner, shop, service, thursday_morning, channel
):
    booked_on = local(shop, 2026, 12, 8, 9)
    for hour, phone in [(9, "+13035550101"), (11, "+13035550102")]:
        services.appointment_book(
            shop=shop,
            service=service,
            start=local(shop, 2026, 12, 15, hour),
            customer=make_customer(shop, phone=phone),
            channel=channel,
            now=booked_on,
        )

    page = report_page(client, "2026-12-14", "2026-12-19")

    assert NOT_COME_YET in page
    assert "this report counts each appointment on the day it was booked" in page
    assert "The assistant has booked 2 visits for these days" in page
    assert "?week=2026-12-14" in page  # the calendar, that week


def test_a_cancelled_visit_to_come_is_not_counted_as_booked(
    client, owner, shop, service, thursday_morning
):
    visit = services.appointment_book(
        shop=shop,
        service=service,
        start=local(shop, 2026, 12, 15, 9),
        customer=make_customer(shop),
        channel="sms",
        now=local(shop, 2026, 12, 8, 9),
    )
    services.appointment_cancel(appointment=visit, reason="cancelled by the customer")

    page = report_page(client, "2026-12-14", "2026-12-19")

    assert "The assistant has booked no visit for these days yet." in page


def test_a_period_up_to_today_keeps_the_usual_note(client, owner, thursday_morning):
    page = report_page(client, "2026-12-07", "2026-12-10")

    assert NOT_COME_YET not in page
    assert "Counted by the day each was booked, whatever day its visit is" in page
