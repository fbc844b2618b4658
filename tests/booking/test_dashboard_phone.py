"""The owner connects the shop's Twilio number: the number, the account and its token, and the
addresses to paste into Twilio. The token is never shown back. (Twilio confirming the account
holds the number: test_twilio_number_ownership.py.)"""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Membership
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db

SID = "AC" + "0123456789abcdef" * 2
TOKEN = "fedcba9876543210" * 2


def save(client, slug="ridgeline", **fields):
    typed = {"twilio_number": "", "twilio_account_sid": "", "twilio_auth_token": ""} | fields
    return client.post(reverse("dashboard:twilio_edit", args=[slug]), typed, follow=True)


@pytest.fixture(autouse=True)
def account(twilio_api):
    """The owner's Twilio account, holding the numbers these tests connect."""
    twilio_api.add(SID, TOKEN, "+13035550100", "+13035550111")


def test_the_owner_connects_the_number_and_the_token_is_never_shown_back(client, owner, shop):
    page = save(
        client, twilio_number="(303) 555-0100", twilio_account_sid=SID, twilio_auth_token=TOKEN
    ).content.decode()
    shop.refresh_from_db()
    assert (shop.twilio_number, shop.twilio_account_sid, shop.twilio_auth_token) == (
        "+13035550100",
        SID,
        TOKEN,
    )
    assert "Saved the shop&#x27;s Twilio number and account." in page
    assert TOKEN not in page
    assert "An Auth Token is saved" in page


def test_saving_without_typing_the_token_again_keeps_it(client, owner, shop):
    save(client, twilio_number="+13035550100", twilio_account_sid=SID, twilio_auth_token=TOKEN)
    save(client, twilio_number="+13035550111", twilio_account_sid=SID)
    shop.refresh_from_db()
    assert (shop.twilio_number, shop.twilio_auth_token) == ("+13035550111", TOKEN)


def test_the_page_gives_the_addresses_for_twilio(client, owner, shop, settings):
    settings.PUBLIC_BASE_URL = "https://book.example.com"
    page = client.get(reverse("dashboard:twilio_edit", args=["ridgeline"])).content.decode()
    assert "https://book.example.com/twilio/voice" in page
    assert "https://book.example.com/twilio/sms" in page


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"twilio_number": "call me"}, "is not a phone number"),
        ({"twilio_account_sid": "SK123"}, "An Account SID is AC and 32"),
        ({"twilio_auth_token": "hunter2"}, "An Auth Token is 32"),
    ],
)
def test_a_mistyped_value_is_refused_and_nothing_is_saved(client, owner, shop, fields, error):
    page = save(client, **fields).content.decode()
    assert error in page
    shop.refresh_from_db()
    assert (shop.twilio_number, shop.twilio_account_sid, shop.twilio_auth_token) == (None, "", "")


def test_a_number_another_shop_has_is_refused(client, owner, shop, twilio_api):
    make_shop(slug="other", twilio_number="+13035550100")
    page = save(
        client, twilio_number="+13035550100", twilio_account_sid=SID, twilio_auth_token=TOKEN
    ).content.decode()
    assert "This number is already connected to a shop on Frontdesk." in page
    assert "Other Auto Repair" not in page and "already exists" not in page
    shop.refresh_from_db()
    assert shop.twilio_number is None
    assert twilio_api.requests == []


def test_staff_cannot_change_it_and_other_shops_are_not_found(client, shop):
    make_shop(slug="other")
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))
    assert save(client, twilio_number="+13035550100").status_code == 403
    assert client.get(reverse("dashboard:twilio_edit", args=["other"])).status_code == 404
