"""The staff phone is the number customers who need a person are given, the one that rings
first on a call and the one the team's texts go to; the Twilio number is the one Frontdesk
answers. The same number in both would hand a customer asking for a person back to the
assistant, ring a call back into itself, and text the team from their own number (which Twilio
refuses). Each of the two forms, and a profile file, refuses it."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings

from booking.profiles import ProfileError, import_shop
from tests.booking.test_dashboard_services_and_hours import save_rules
from tests.booking.test_twilio_number_ownership import OUR_NUMBER, OUR_SID, OUR_TOKEN, save

pytestmark = pytest.mark.django_db

RIDGELINE = Path(settings.BASE_DIR) / "shops" / "ridgeline.toml"


@pytest.fixture(autouse=True)
def account(twilio_api):
    twilio_api.add(OUR_SID, OUR_TOKEN, OUR_NUMBER)


def test_the_twilio_number_cannot_be_the_staff_phone(client, owner, shop):
    shop.staff_phone = OUR_NUMBER
    shop.save(update_fields=["staff_phone"])

    page = save(
        client, twilio_number=OUR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=OUR_TOKEN
    )

    assert "(303) 555-0100 is the shop&#x27;s phone for customers (on Booking rules)" in page
    shop.refresh_from_db()
    assert shop.twilio_number is None


def test_the_staff_phone_cannot_be_the_twilio_number(client, owner, shop):
    save(client, twilio_number=OUR_NUMBER, twilio_account_sid=OUR_SID, twilio_auth_token=OUR_TOKEN)
    staff_phone = shop.staff_phone

    page = save_rules(client, shop, staff_phone="303.555.0100").content.decode()

    assert "(303) 555-0100 is the shop&#x27;s Twilio number, which Frontdesk answers" in page
    shop.refresh_from_db()
    assert shop.staff_phone == staff_phone


def test_a_profile_with_one_number_for_both_is_refused():
    text = RIDGELINE.read_text().replace("+13035550199", "+13035550142")

    with pytest.raises(ProfileError) as refused:
        import_shop(text=text)

    assert refused.value.errors == [
        "shop.staff_phone: +13035550142 is the shop's Twilio number, which Frontdesk answers: give a phone a "
        "person at the shop answers"
    ]
