"""Twilio protocol details that a customer notices: a YES after STOP turns texts back on (as
Twilio does), and the keys a caller presses reach the assistant."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from assistant.models import OutboundText
from booking.models import Customer
from tests.assistant.test_twilio_sms import CUSTOMER, reply_of, text
from tests.assistant.test_twilio_sms import shop as shop  # noqa: F401  (the fixture)
from tests.assistant.test_twilio_voice import call, connected_shop

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


def test_yes_after_stop_turns_texts_back_on_as_twilio_does(
    client,
    shop,  # noqa: F811
    django_capture_on_commit_callbacks,
):
    """Twilio lifts its block on a number that texts YES (as START or UNSTOP): the shop's record
    must follow, or the confirmation of the booking made next is never sent."""
    assert reply_of(text(client, "STOP", sid="SM1")) == ""
    assert reply_of(text(client, "YES", sid="SM2"))
    assert not Customer.objects.get(shop=shop, phone=CUSTOMER).sms_opt_out

    text(client, "oil change tomorrow at 10am", sid="SM3")
    assert "Shall I book it?" in reply_of(text(client, "Dana Reyes", sid="SM4"))
    with django_capture_on_commit_callbacks(execute=True):
        assert "booked" in reply_of(text(client, "yes", sid="SM5"))

    confirmation = OutboundText.objects.get(to=CUSTOMER, kind=OutboundText.Kind.CONFIRMATION)
    assert confirmation.status == "sent", confirmation.error


def test_yes_from_a_number_that_never_opted_out_changes_nothing(client, shop):  # noqa: F811
    Customer.objects.create(shop=shop, phone=CUSTOMER, name="Dana Reyes")
    assert reply_of(text(client, "Yes", sid="SM6"))
    assert not Customer.objects.get(shop=shop, phone=CUSTOMER).sms_opt_out


def test_the_relay_asks_twilio_for_the_keys_the_caller_presses(client):
    """ConversationRelay sends no `dtmf` frames unless dtmfDetection is on: without it, 0 for a
    person and a key for one of the times offered never reach the assistant."""
    connected_shop(weekly={})
    relay = call(client, "twilio_voice").find("Connect/ConversationRelay")
    assert relay.get("dtmfDetection") == "true"
