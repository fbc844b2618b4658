"""The recovered-revenue report counts what the assistant booked, not what staff booked."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from assistant import turn
from booking.reports import recovered_revenue
from booking.services import appointment_book, appointment_cancel, appointment_complete
from tests.factories import local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(slug="ridgeline", bays=3)


@pytest.fixture
def booked(shop):
    service = make_service(shop, "Brake pads", minutes=60, price=(180, 320))
    customer = make_customer(shop)
    then = local(shop, 2026, 11, 30, 6)

    def book(channel: str, hour: int, day: int = 1):
        return appointment_book(
            shop=shop,
            service=service,
            start=local(shop, 2026, 12, day, hour),
            customer=customer,
            channel=channel,
            now=then,
        )

    return book


def test_it_adds_up_completed_and_upcoming_work_by_channel(shop, booked):
    appointment_complete(appointment=booked("chat", 8), final_amount=Decimal("240"))
    appointment_complete(appointment=booked("phone", 9), final_amount=Decimal("310.50"))
    booked("sms", 10, day=3)
    appointment_cancel(appointment=booked("chat", 11, day=3))
    appointment_complete(appointment=booked("staff", 12), final_amount=Decimal("999"))

    report = recovered_revenue(
        shop,
        first_day=local(shop, 2026, 12, 1, 0).date(),
        last_day=local(shop, 2026, 12, 7, 0).date(),
    )
    by_channel = {line.channel: line for line in report.lines}
    assert report.revenue == Decimal("550.50")  # staff's own booking is not recovered work
    assert report.expected == Decimal("250")  # the upcoming SMS booking at its quote's midpoint
    assert report.booked == 4
    assert (by_channel["chat"].booked, by_channel["chat"].completed) == (2, 1)
    assert by_channel["chat"].cancelled == 1  # so the chat line adds up: 1 done, 1 cancelled
    assert by_channel["sms"].upcoming == 1


def test_the_owner_sees_the_report(client, shop, booked):
    appointment_complete(appointment=booked("phone", 9), final_amount=Decimal("1310"))
    client.force_login(make_user("olive", shop=shop))
    page = client.get(
        reverse("dashboard:report", args=["ridgeline"]), {"from": "2026-12-01", "to": "2026-12-31"}
    ).content.decode()
    assert "$1,310" in page


def test_a_stranger_does_not(client, shop):
    client.force_login(make_user("stranger"))
    assert client.get(reverse("dashboard:report", args=["ridgeline"])).status_code == 404


def test_conversations_that_booked_are_valued_at_the_shops_average_repair_order(client, shop):
    shop.average_repair_order = Decimal("1250")
    shop.save()
    make_service(shop, "Oil change")
    conversation, _ = turn.start(
        shop, "sms", customer_phone="+13035550177", verified_phone="+13035550177"
    )
    for text in ("oil change tomorrow at 9", "Dana Reyes", "yes"):
        turn.reply(conversation, text)
    client.force_login(make_user("olive", shop=shop))

    page = client.get(reverse("dashboard:report", args=["ridgeline"])).content.decode()

    assert "<td>Texts (SMS)</td><td>1</td><td>1</td><td>$1,250</td>" in page
    assert "average repair order in your booking rules ($1,250)" in page
