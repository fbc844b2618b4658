"""What the logs hold after the day's usual traffic and an attacker's, logging turned up to
DEBUG (LOG_LEVEL=DEBUG): a booking by text, a forged Twilio request, sign-ins that fail and one
that works, the engine's API with a real key and a wrong one. Neither what the handlers write
nor any record logged holds a Twilio auth token, a password, a session id, an API key, the
signing key or a visit's manage token."""

from __future__ import annotations

import logging
from datetime import time

import pytest
from django.conf import settings
from django.core.cache import cache
from django.urls import reverse
from twilio.request_validator import RequestValidator

from assistant.models import ApiKey
from booking.models import Appointment
from tests.factories import make_service, make_shop, make_user

pytestmark = pytest.mark.django_db(transaction=True)

SHOP_NUMBER = "+13035550100"
CUSTOMER = "+13035550123"
TOKEN = "f3c2d1e0a9b8c7d6e5f4a3b2c1d0e9f8"
ALWAYS_OPEN = {day: [(time(0, 0), time(23, 59))] for day in range(7)}


@pytest.fixture
def shop(fresh_sign_in_counts):
    cache.clear()
    shop = make_shop(
        twilio_number=SHOP_NUMBER,
        twilio_account_sid="AC" + "1" * 32,
        twilio_auth_token=TOKEN,
        weekly=ALWAYS_OPEN,
    )
    make_service(shop, "Oil change", aliases=["oil"])
    make_user("olive", shop=shop)
    return shop


def text(client, body: str, sid: str, *, token: str = TOKEN):
    path = reverse("twilio_sms")
    params = {"MessageSid": sid, "From": CUSTOMER, "To": SHOP_NUMBER, "Body": body}
    signature = RequestValidator(token).compute_signature("http://localhost:8000" + path, params)
    return client.post(path, params, headers={"X-Twilio-Signature": signature})


def a_days_traffic(client) -> list[str]:
    """Runs the traffic; the secrets it handled."""
    text(client, "Hi, can I get an oil change tomorrow at 10 AM?", "SM1")
    text(client, "Dana Reyes", "SM2")
    text(client, "yes", "SM3")
    text(client, "Cancel everything", "SM4", token="0" * 32)  # forged
    login = reverse("login")
    client.post(login, {"username": "olive", "password": "pw-wrong-Secret-91"})
    client.post(login, {"username": "nobody", "password": "pw-nobody-Secret-92"})
    client.post(login, {"username": "olive", "password": "pw-olive"})
    session_id = client.cookies[settings.SESSION_COOKIE_NAME].value
    _, api_key = ApiKey.issue("tests")
    client.get("/v1/models", headers={"Authorization": f"Bearer {api_key}"})
    client.get("/v1/models", headers={"Authorization": "Bearer sk-wrong-Secret-93"})
    manage_tokens = list(Appointment.objects.values_list("manage_token", flat=True))
    assert manage_tokens, "the traffic books a visit"
    return [
        TOKEN,
        "pw-wrong-Secret-91",
        "pw-nobody-Secret-92",
        "pw-olive",
        session_id,
        api_key,
        "sk-wrong-Secret-93",
        settings.SECRET_KEY,
        *manage_tokens,
    ]


def test_no_secret_is_logged_at_debug(
    client, shop, caplog, capsys, django_capture_on_commit_callbacks
):
    caplog.set_level(logging.DEBUG)

    with django_capture_on_commit_callbacks(execute=True):
        secrets = a_days_traffic(client)

    written = capsys.readouterr().err
    logged = "\n".join(
        f"{record.getMessage()} {record.exc_text or ''} {getattr(record, 'request', '')}"
        for record in caplog.records
    )
    assert written or logged, "the traffic logs something"
    for secret in secrets:
        assert secret not in written
        assert secret not in logged
