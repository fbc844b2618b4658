"""A shop connects only a Twilio number its own Twilio account holds, as Twilio itself says:
an owner who types another business's number (with their own account) is refused, so that
business's calls and texts keep reaching it and its owner can still connect the number. Wrong
credentials and a Twilio that cannot be asked are refused too, and nothing is saved.

Twilio's API is `twilio_api` (tests/booking/conftest.py), answering as api.twilio.com does."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking import twilio_account
from booking.models import Shop
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db

OUR_SID = "AC" + "0123456789abcdef" * 2
OUR_TOKEN = "fedcba9876543210" * 2
OUR_NUMBER = "+13035550100"
THEIR_SID = "AC" + "abcdef0123456789" * 2
THEIR_TOKEN = "9876543210fedcba" * 2
THEIR_NUMBER = "+13035550177"

NOT_OURS = "This number is not one of the numbers in that Twilio account."


@pytest.fixture(autouse=True)
def accounts(twilio_api):
    """Our Twilio account holds our number; the business down the road has its own."""
    twilio_api.add(OUR_SID, OUR_TOKEN, OUR_NUMBER)
    twilio_api.add(THEIR_SID, THEIR_TOKEN, THEIR_NUMBER)


def save(client, slug="ridgeline", **fields) -> str:
    typed = {"twilio_number": "", "twilio_account_sid": "", "twilio_auth_token": ""} | fields
    url = reverse("dashboard:twilio_edit", args=[slug])
    return client.post(url, typed, follow=True).content.decode()


def connection(shop: Shop) -> tuple:
    shop.refresh_from_db()
    return (shop.twilio_number, shop.twilio_account_sid, shop.twilio_auth_token)


@pytest.fixture
def connected(client, owner, shop):
    """The shop connected to our number with our account."""
    save(client, twilio_number=OUR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=OUR_TOKEN)
    assert connection(shop) == (OUR_NUMBER, OUR_SID, OUR_TOKEN)
    return shop


def test_the_owners_own_number_connects_once_twilio_says_the_account_has_it(
    client, owner, shop, twilio_api
):
    page = save(
        client,
        twilio_number="(303) 555-0100",
        twilio_account_sid=OUR_SID,
        twilio_auth_token=OUR_TOKEN,
    )

    assert "Saved the shop&#x27;s Twilio number and account." in page
    assert connection(shop) == (OUR_NUMBER, OUR_SID, OUR_TOKEN)
    [asked] = twilio_api.requests
    assert asked["method"] == "GET"
    assert asked["url"] == (
        f"https://api.twilio.com/2010-04-01/Accounts/{OUR_SID}/IncomingPhoneNumbers.json"
    )
    assert asked["params"]["PhoneNumber"] == OUR_NUMBER
    assert asked["auth"] == (OUR_SID, OUR_TOKEN)


def test_another_businesss_number_is_refused_and_the_shop_keeps_its_own(
    client, connected, twilio_api
):
    page = save(
        client, twilio_number=THEIR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=OUR_TOKEN
    )

    assert NOT_OURS in page
    assert "Saved the shop" not in page
    assert connection(connected) == (OUR_NUMBER, OUR_SID, OUR_TOKEN)
    assert not Shop.objects.filter(twilio_number=THEIR_NUMBER).exists()


def test_the_business_that_has_the_number_can_still_connect_it(client, owner, shop):
    save(
        client, twilio_number=THEIR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=OUR_TOKEN
    )
    theirs = make_shop(slug="down-the-road")
    client.force_login(make_user("terry", shop=theirs))

    page = save(
        client,
        "down-the-road",
        twilio_number=THEIR_NUMBER,
        twilio_account_sid=THEIR_SID,
        twilio_auth_token=THEIR_TOKEN,
    )

    assert "already connected to a shop" not in page
    assert connection(theirs) == (THEIR_NUMBER, THEIR_SID, THEIR_TOKEN)
    assert connection(shop) == (None, "", "")


def test_whoever_has_the_accounts_sid_and_token_may_connect_its_number(client, owner):
    """Whoever holds the number's account may connect it: Twilio's answer is what counts."""
    save(
        client,
        twilio_number=THEIR_NUMBER,
        twilio_account_sid=THEIR_SID,
        twilio_auth_token=THEIR_TOKEN,
    )

    assert Shop.objects.get(slug="ridgeline").twilio_number == THEIR_NUMBER


def test_a_number_twilio_only_finds_as_part_of_a_longer_one_is_not_the_accounts(twilio_api):
    """Twilio matches partial numbers; only the exact one counts."""
    twilio_api.add(OUR_SID, OUR_TOKEN, OUR_NUMBER + "9")

    with pytest.raises(twilio_account.NotInAccount):
        twilio_account.confirm_number(OUR_SID, OUR_TOKEN, OUR_NUMBER)


def test_a_wrong_auth_token_is_refused_and_nothing_is_saved(client, connected):
    wrong = "00000000000000000000000000000000"

    page = save(
        client, twilio_number=OUR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=wrong
    )

    assert "Twilio did not accept this Account SID and Auth Token" in page
    assert wrong not in page and OUR_TOKEN not in page
    assert connection(connected) == (OUR_NUMBER, OUR_SID, OUR_TOKEN)


def test_another_account_sid_with_the_saved_token_asks_for_that_accounts_token(client, connected):
    page = save(client, twilio_number=THEIR_NUMBER, twilio_account_sid=THEIR_SID)

    assert "Twilio did not accept this Account SID with the Auth Token saved" in page
    assert connection(connected) == (OUR_NUMBER, OUR_SID, OUR_TOKEN)


def test_when_twilio_cannot_be_reached_nothing_is_saved(client, owner, shop, twilio_api):
    twilio_api.down = True

    page = save(
        client, twilio_number=OUR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=OUR_TOKEN
    )

    assert "Twilio could not be reached to confirm that the number is in the account" in page
    assert "nothing was saved. Try again in a minute." in page
    assert "An Auth Token is saved" not in page
    assert connection(shop) == (None, "", "")


def test_when_twilio_answers_with_an_error_nothing_is_saved(client, connected, twilio_api):
    twilio_api.failing = 503

    page = save(
        client,
        twilio_number="+13035550111",
        twilio_account_sid=OUR_SID,
        twilio_auth_token=OUR_TOKEN,
    )

    assert "Twilio did not answer whether the number is in the account (HTTP 503)" in page
    assert connection(connected) == (OUR_NUMBER, OUR_SID, OUR_TOKEN)


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"twilio_auth_token": OUR_TOKEN}, "Give the Account SID of the Twilio account that has"),
        ({"twilio_account_sid": OUR_SID}, "Give the account&#x27;s Auth Token"),
    ],
)
def test_a_number_needs_its_accounts_sid_and_token(client, owner, shop, twilio_api, fields, error):
    page = save(client, twilio_number=OUR_NUMBER, **fields)

    assert error in page
    assert connection(shop) == (None, "", "")
    assert twilio_api.requests == []


def test_emptying_the_number_disconnects_it_without_asking_twilio(client, connected, twilio_api):
    twilio_api.down = True

    page = save(client, twilio_account_sid=OUR_SID)

    assert "Saved the shop&#x27;s Twilio number and account." in page
    assert connection(connected) == (None, OUR_SID, OUR_TOKEN)
