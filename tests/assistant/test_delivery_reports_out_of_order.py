"""Twilio's delivery reports can arrive out of order: a late "sent" after "undelivered" used to
overwrite it, so the owner's Texts page said a confirmation that never arrived was sent. A
report is taken only when it says more than what is known of the text already."""

from __future__ import annotations

import pytest
from django.urls import reverse

from assistant.models import OutboundText
from tests.assistant.test_twilio_sms import SHOP_NUMBER, TOKEN, signed_post
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db

CUSTOMER = "+13035550123"
SID = "SM" + "b" * 32


@pytest.fixture
def shop():
    return make_shop(
        twilio_number=SHOP_NUMBER, twilio_account_sid="AC" + "1" * 32, twilio_auth_token=TOKEN
    )


@pytest.fixture
def confirmation(shop):
    return OutboundText.objects.create(
        shop=shop,
        to=CUSTOMER,
        body="Ridgeline Auto Repair: your Oil change is confirmed for Friday.",
        kind=OutboundText.Kind.CONFIRMATION,
        backend="twilio",
        provider_id=SID,
        status="sent",
    )


def report(client, shop, status, error=""):
    params = {"MessageSid": SID, "MessageStatus": status, "To": CUSTOMER}
    if error:
        params["ErrorCode"] = error
    assert signed_post(client, "twilio_text_status", params, args=[shop.slug]).status_code == 204


@pytest.mark.parametrize("late", ["sent", "sending", "queued"])
def test_a_late_report_does_not_hide_that_a_text_was_not_delivered(
    client, shop, confirmation, late
):
    report(client, shop, "undelivered", error="30003")
    report(client, shop, late)

    client.force_login(make_user("owner", shop=shop))
    page = client.get(reverse("conversations:texts", args=[shop.slug])).text
    assert 'Not delivered<br><span class="muted">Twilio error 30003' in page


@pytest.mark.parametrize(("first", "then"), [("sent", "delivered"), ("delivered", "read")])
def test_each_report_that_says_more_is_taken(client, shop, confirmation, first, then):
    report(client, shop, first)
    report(client, shop, then)

    confirmation.refresh_from_db()
    assert confirmation.status == then


def test_a_delivered_text_stays_delivered(client, shop, confirmation):
    report(client, shop, "delivered")
    report(client, shop, "sent")

    confirmation.refresh_from_db()
    assert confirmation.status == "delivered"
