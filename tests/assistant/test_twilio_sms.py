"""Texts to the shop's Twilio number, answered in TwiML, and the texts we send through Twilio."""

from __future__ import annotations

import json
import re
from datetime import time
from xml.etree import ElementTree

import pytest
from django.core.cache import cache
from django.urls import reverse
from twilio.http import HttpClient
from twilio.http.response import Response
from twilio.request_validator import RequestValidator

from assistant.models import Conversation, Message, OutboundText
from assistant.notifications import TwilioBackend, send_text
from booking.models import Appointment, Customer
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

SHOP_NUMBER = "+13035550100"
CUSTOMER = "+13035550123"
TOKEN = "f3c2d1e0a9b8c7d6e5f4a3b2c1d0e9f8"
ALWAYS_OPEN = {day: [(time(0, 0), time(23, 59))] for day in range(7)}


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


@pytest.fixture
def shop():
    shop = make_shop(
        twilio_number=SHOP_NUMBER,
        twilio_account_sid="AC" + "1" * 32,
        twilio_auth_token=TOKEN,
        weekly=ALWAYS_OPEN,
        staff_phone="+13035550142",
    )
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def signed_post(client, url_name, params, *, token=TOKEN, args=()):
    path = reverse(url_name, args=args)
    signature = RequestValidator(token).compute_signature("http://localhost:8000" + path, params)
    return client.post(path, params, headers={"X-Twilio-Signature": signature})


def text(client, body, *, sid, sender=CUSTOMER, to=SHOP_NUMBER):
    params = {"MessageSid": sid, "From": sender, "To": to, "Body": body, "NumMedia": "0"}
    return signed_post(client, "twilio_sms", params)


def reply_of(response) -> str:
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/xml")
    root = ElementTree.fromstring(response.content)
    return " ".join(message.text or "" for message in root.iter("Message"))


def test_a_customer_books_by_text_and_is_confirmed(
    client, shop, django_capture_on_commit_callbacks
):
    offer = reply_of(text(client, "Hi, can I get an oil change?", sid="SM1"))
    first_time = re.search(r"\d{1,2}(?::\d\d)? [AP]M", offer)
    assert first_time, offer
    asked = reply_of(text(client, first_time.group(), sid="SM2"))
    assert "name" in asked.lower(), asked
    confirm = reply_of(text(client, "Dana Reyes", sid="SM3"))
    assert "book" in confirm.lower(), confirm
    with django_capture_on_commit_callbacks(execute=True):
        done = reply_of(text(client, "yes", sid="SM4"))
    appointment = Appointment.objects.get(shop=shop, status=Appointment.Status.CONFIRMED)
    assert appointment.customer.phone == CUSTOMER
    assert appointment.customer.name == "Dana Reyes"
    assert first_time.group() in done
    # One conversation for the whole exchange, the number it came from its proof.
    conversation = Conversation.objects.get(shop=shop, channel="sms")
    assert conversation.verified_phone == CUSTOMER
    assert conversation.messages.filter(role="customer").count() == 4
    # The transcript the shop reads is what was texted: no greeting the customer never got.
    said = list(conversation.messages.order_by("id").values_list("role", "text"))
    assert said[:2] == [("customer", "Hi, can I get an oil change?"), ("assistant", offer)]
    assert [text for role, text in said if role == "assistant"] == [offer, asked, confirm, done]
    confirmation = OutboundText.objects.get(to=CUSTOMER, kind="confirmation")
    assert first_time.group() in confirmation.body


def test_a_text_delivered_twice_is_answered_once(client, shop):
    assert reply_of(text(client, "how much is an oil change?", sid="SM10"))
    assert reply_of(text(client, "how much is an oil change?", sid="SM10")) == ""
    assert Message.objects.filter(role="customer").count() == 1


@pytest.mark.parametrize("keyword", ["STOP", "cancel", "Unsubscribe."])
def test_twilios_opt_out_words_turn_texts_off_and_are_left_to_twilio_to_answer(
    client, shop, keyword
):
    assert reply_of(text(client, keyword, sid="SM20")) == ""
    assert Customer.objects.get(shop=shop, phone=CUSTOMER).sms_opt_out
    assert Message.objects.get(role="customer").text == keyword
    assert "again" in reply_of(text(client, "START", sid="SM21"))
    assert not Customer.objects.get(shop=shop, phone=CUSTOMER).sms_opt_out


def test_asking_in_words_to_stop_texts_is_answered(client, shop):
    """Twilio blocks only its keywords; the assistant says it has stopped the texts."""
    assert "unsubscribed" in reply_of(text(client, "please stop texting me", sid="SM22"))
    assert Customer.objects.get(shop=shop, phone=CUSTOMER).sms_opt_out


def test_an_unsigned_or_forged_text_is_refused_and_not_read(client, shop):
    path = reverse("twilio_sms")
    params = {"MessageSid": "SM30", "From": CUSTOMER, "To": SHOP_NUMBER, "Body": "hi"}
    assert client.post(path, params).status_code == 403
    forged = signed_post(client, "twilio_sms", params, token="0" * 32)
    assert forged.status_code == 403
    # Signed for other parameters than those sent.
    signature = RequestValidator(TOKEN).compute_signature("http://localhost:8000" + path, params)
    tampered = client.post(
        path, params | {"Body": "cancel"}, headers={"X-Twilio-Signature": signature}
    )
    assert tampered.status_code == 403
    assert not Message.objects.exists()


def test_a_shop_without_a_token_accepts_nothing(client, shop):
    shop.twilio_auth_token = ""
    shop.save()
    response = text(client, "hi", sid="SM40")
    assert response.status_code == 403


def test_a_text_to_a_number_no_shop_has_is_not_found(client, shop):
    assert text(client, "hi", sid="SM50", to="+13035559999").status_code == 404


def test_the_signature_is_checked_against_the_public_url(client, shop, settings):
    """Behind a proxy the app is reached at another host than Twilio called."""
    settings.PUBLIC_BASE_URL = "https://frontdesk.example.com"
    path = reverse("twilio_sms")
    params = {"MessageSid": "SM60", "From": CUSTOMER, "To": SHOP_NUMBER, "Body": "hours?"}
    signature = RequestValidator(TOKEN).compute_signature(
        "https://frontdesk.example.com" + path, params
    )
    assert client.post(path, params, headers={"X-Twilio-Signature": signature}).status_code == 200


class TwilioServers(HttpClient):
    """Twilio's REST API as seen over the wire: records each request, answers as Twilio does."""

    def __init__(self, status=201, answer=None):
        super().__init__(logger=None, is_async=False)
        self.requests = []
        self.status = status
        self.answer = answer or {"sid": "SM" + "a" * 32, "status": "queued"}

    def request(self, method, url, params=None, data=None, headers=None, auth=None, **kwargs):
        self.requests.append({"method": method, "url": url, "data": data, "auth": auth})
        return Response(self.status, json.dumps(self.answer))


def test_texts_go_out_from_the_shops_number_through_twilio(shop, settings, monkeypatch):
    settings.TEXT_BACKEND = "assistant.notifications.TwilioBackend"
    servers = TwilioServers()
    monkeypatch.setattr(TwilioBackend, "http_client", servers)
    sent = send_text(shop=shop, to=CUSTOMER, body="See you Tuesday.", kind="confirmation")
    [request] = servers.requests
    assert request["method"] == "POST"
    assert request["url"].endswith(f"/Accounts/{shop.twilio_account_sid}/Messages.json")
    assert request["auth"] == (shop.twilio_account_sid, TOKEN)
    assert request["data"]["From"] == SHOP_NUMBER
    assert request["data"]["To"] == CUSTOMER
    assert request["data"]["Body"] == "See you Tuesday."
    status_url = request["data"]["StatusCallback"]
    assert status_url == "http://localhost:8000" + reverse("twilio_text_status", args=[shop.slug])
    sent.refresh_from_db()
    assert (sent.status, sent.provider_id) == ("sent", "SM" + "a" * 32)


def test_delivery_reports_update_the_text(client, shop, settings, monkeypatch):
    settings.TEXT_BACKEND = "assistant.notifications.TwilioBackend"
    monkeypatch.setattr(TwilioBackend, "http_client", TwilioServers())
    sent = send_text(shop=shop, to=CUSTOMER, body="Reminder", kind="reminder")
    report = {"MessageSid": sent.provider_id, "MessageStatus": "delivered", "To": CUSTOMER}
    response = signed_post(client, "twilio_text_status", report, args=[shop.slug])
    assert response.status_code == 204
    sent.refresh_from_db()
    assert sent.status == "delivered"
    unsigned = client.post(reverse("twilio_text_status", args=[shop.slug]), report)
    assert unsigned.status_code == 403


def test_a_number_that_told_twilio_stop_is_sent_nothing_more(shop, settings, monkeypatch):
    settings.TEXT_BACKEND = "assistant.notifications.TwilioBackend"
    refusal = {"code": 21610, "message": "Attempt to send to unsubscribed recipient", "status": 400}
    monkeypatch.setattr(TwilioBackend, "http_client", TwilioServers(400, refusal))
    Customer.objects.create(shop=shop, phone=CUSTOMER)
    failed = send_text(shop=shop, to=CUSTOMER, body="Reminder", kind="reminder")
    assert failed.status == "failed"
    assert "21610" in failed.error
    assert Customer.objects.get(shop=shop, phone=CUSTOMER).sms_opt_out
    servers = TwilioServers()
    monkeypatch.setattr(TwilioBackend, "http_client", servers)
    assert send_text(shop=shop, to=CUSTOMER, body="Again", kind="reminder").status == "skipped"
    assert servers.requests == []


def test_a_shop_not_connected_to_twilio_records_why_its_text_failed(shop, settings):
    settings.TEXT_BACKEND = "assistant.notifications.TwilioBackend"
    shop.twilio_account_sid = ""
    shop.save()
    failed = send_text(shop=shop, to=CUSTOMER, body="Hi", kind="reminder")
    assert failed.status == "failed"
    assert "no Twilio number and account" in failed.error


def test_a_flood_of_texts_is_kept_but_not_answered_text_for_text(client, shop):
    replies = [reply_of(text(client, f"hello {n}", sid=f"SM7{n:02}")) for n in range(25)]
    assert all(replies[:20]) and not any(replies[20:])
    said = Message.objects.filter(role="customer").values_list("text", flat=True)
    assert list(said) == [f"hello {n}" for n in range(25)]


def test_a_photo_sent_alone_is_answered_with_a_question(client, shop):
    params = {
        "MessageSid": "SM80",
        "From": CUSTOMER,
        "To": SHOP_NUMBER,
        "Body": "",
        "NumMedia": "1",
    }
    params["MediaUrl0"] = "https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1"
    answer = reply_of(signed_post(client, "twilio_sms", params))
    assert answer == (
        "Thanks for the photo. I can't open pictures here, so in a few words: what does your car "
        "need?"
    )
    assert Message.objects.get(role="customer").text == "[a photo]"
    # A second photo is no service called "photo" that the shop does not offer.
    params["MessageSid"] = "SM81"
    assert reply_of(signed_post(client, "twilio_sms", params)) == answer


def test_cancel_to_a_reminder_reaches_the_team_about_the_visit(
    client, shop, django_capture_on_commit_callbacks
):
    """Twilio takes "CANCEL" as unsubscribing, so no answer can reach the customer: the team
    is told which visit they may mean, to call them."""
    from datetime import timedelta

    from django.utils import timezone

    from tests.factories import book, make_customer

    customer = make_customer(shop, CUSTOMER, "Dana Reyes")
    start = (timezone.now() + timedelta(days=2)).replace(minute=0, second=0, microsecond=0)
    visit = book(shop, shop.services.get(), customer, start)
    with django_capture_on_commit_callbacks(execute=True):
        assert reply_of(text(client, "Cancel", sid="SM81")) == ""
        assert reply_of(text(client, "Cancel", sid="SM81")) == ""  # Twilio's retry: told once
    [told] = OutboundText.objects.filter(kind="message_for_owner")
    assert told.to == shop.staff_phone
    assert "Dana Reyes" in told.body and "texted CANCEL" in told.body
    assert visit.service.name in told.body
    visit.refresh_from_db()
    assert visit.status == Appointment.Status.CONFIRMED  # only a person may cancel it now


@pytest.mark.parametrize(
    ("reaction", "booked"),
    [
        ("Liked “{asked}”", True),
        ('Reacted 👍 to "{asked}"', True),
        ("Disliked “{asked}”", False),
        # Texted on its own, as a reply.
        ("👍", True),
        ("👍🏽", True),
        ("👎", False),
    ],
)
def test_a_reaction_to_shall_i_book_it_answers_it(client, shop, reaction, booked):
    text(client, "oil change tomorrow at 10am", sid="SM60")
    asked = reply_of(text(client, "Dana Reyes", sid="SM61"))
    assert asked.endswith("Shall I book it?"), asked

    answer = reply_of(text(client, reaction.format(asked=asked), sid="SM62"))

    confirmed = Appointment.objects.filter(status=Appointment.Status.CONFIRMED).exists()
    assert confirmed is booked, answer
    assert "$" not in answer  # our own prices quoted back are not a price question
    # The shop reads the reaction as it came.
    said = Message.objects.filter(role="customer").order_by("id").last().text
    assert said == reaction.format(asked=asked)
