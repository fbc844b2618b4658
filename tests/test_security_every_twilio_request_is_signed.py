"""Every way Twilio reaches the app, tried by someone who is not Twilio: no signature, one made
with another shop's auth token, a real one replayed on another URL, a real one with the body
changed. Each is refused (403, or the WebSocket handshake closed) and nothing is written or
texted; the same request signed by the shop's own token goes through, so the refusals are the
signature's doing."""

from __future__ import annotations

from datetime import time

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.urls import reverse
from twilio.request_validator import RequestValidator

from assistant.models import OutboundText
from config.asgi import application
from tests.factories import make_service, make_shop
from tests.test_security_every_dashboard_url_is_its_shops_own import everything_stored

SHOP_NUMBER = "+13035550100"
RIVAL_NUMBER = "+13035550200"
TOKEN = "f3c2d1e0a9b8c7d6e5f4a3b2c1d0e9f8"
RIVAL_TOKEN = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
ALWAYS_OPEN = {day: [(time(0, 0), time(23, 59))] for day in range(7)}

# Every field any of the webhooks reads, as Twilio would send it for this shop.
TWILIO_FIELDS = {
    "MessageSid": "SM" + "1" * 32,
    "CallSid": "CA" + "1" * 32,
    "From": "+13035550123",
    "To": SHOP_NUMBER,
    "Body": "Can I get an oil change tomorrow?",
    "NumMedia": "0",
    "CallStatus": "completed",
    "DialCallStatus": "no-answer",
    "SessionStatus": "failed",
    "MessageStatus": "delivered",
    "ErrorCode": "21610",
}

WEBHOOKS = [
    "twilio_sms",
    "twilio_voice",
    "twilio_voice_unanswered",
    "twilio_voice_ended",
    "twilio_text_status",
]


@pytest.fixture
def shop(db):
    """Ridgeline on its Twilio number, a text it sent waiting for its delivery report, and a
    rival shop on Twilio with its own token."""
    shop = make_shop(
        twilio_number=SHOP_NUMBER,
        twilio_account_sid="AC" + "1" * 32,
        twilio_auth_token=TOKEN,
        weekly=ALWAYS_OPEN,
    )
    make_service(shop, "Oil change", aliases=["oil"])
    OutboundText.objects.create(
        shop=shop,
        to=TWILIO_FIELDS["From"],
        body="Booked",
        kind=OutboundText.Kind.CONFIRMATION,
        backend="twilio",
        provider_id=TWILIO_FIELDS["MessageSid"],
    )
    make_shop(
        slug="rival",
        twilio_number=RIVAL_NUMBER,
        twilio_account_sid="AC" + "2" * 32,
        twilio_auth_token=RIVAL_TOKEN,
    )
    return shop


def path_of(webhook: str, slug: str = "ridgeline") -> str:
    return reverse(webhook, kwargs={"slug": slug} if webhook == "twilio_text_status" else {})


def signature(token: str, path: str, params: dict) -> str:
    return RequestValidator(token).compute_signature("http://localhost:8000" + path, params)


def another_webhook(webhook: str) -> str:
    return WEBHOOKS[(WEBHOOKS.index(webhook) + 1) % len(WEBHOOKS)]


def forgeries(webhook: str) -> dict[str, tuple[dict, str]]:
    """(the body sent, its X-Twilio-Signature) for each way of posing as Twilio."""
    path = path_of(webhook)
    changed = TWILIO_FIELDS | {"Body": "Cancel my visit", "MessageStatus": "failed"}
    rivals_path = path_of(webhook, "rival")
    return {
        "unsigned": (TWILIO_FIELDS, ""),
        "another shop's token": (TWILIO_FIELDS, signature(RIVAL_TOKEN, path, TWILIO_FIELDS)),
        "replayed from another webhook": (
            TWILIO_FIELDS,
            signature(TOKEN, path_of(another_webhook(webhook)), TWILIO_FIELDS),
        ),
        "replayed from another shop's URL": (
            TWILIO_FIELDS,
            signature(TOKEN, rivals_path, TWILIO_FIELDS) if rivals_path != path else "forged",
        ),
        "body changed after signing": (changed, signature(TOKEN, path, TWILIO_FIELDS)),
    }


FORGERIES = list(forgeries("twilio_sms"))


@pytest.mark.parametrize("forgery", FORGERIES)
@pytest.mark.parametrize("webhook", WEBHOOKS)
def test_a_request_not_signed_by_the_shops_token_is_refused_and_changes_nothing(
    client, shop, texts_go_to_memory, django_capture_on_commit_callbacks, webhook, forgery
):
    body, signed = forgeries(webhook)[forgery]
    before = everything_stored()

    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(path_of(webhook), body, headers={"X-Twilio-Signature": signed})

    assert response.status_code == 403
    assert response.content == b"The request is not signed by Twilio."
    assert everything_stored() == before
    assert texts_go_to_memory == []


@pytest.mark.parametrize("webhook", WEBHOOKS)
def test_the_same_request_signed_by_the_shops_token_goes_through(client, shop, webhook):
    path = path_of(webhook)
    signed = signature(TOKEN, path, TWILIO_FIELDS)

    response = client.post(path, TWILIO_FIELDS, headers={"X-Twilio-Signature": signed})

    assert response.status_code in (200, 204)


@pytest.mark.parametrize("webhook", WEBHOOKS)
def test_a_get_is_refused_whatever_it_carries(client, shop, webhook):
    path = path_of(webhook)
    signed = signature(TOKEN, path, {})

    assert client.get(path, headers={"X-Twilio-Signature": signed}).status_code == 405


def relay_handshake(path: str, signed: str | None) -> bool:
    headers = [] if signed is None else [(b"x-twilio-signature", signed.encode())]

    async def connects() -> bool:
        socket = WebsocketCommunicator(application, path, headers=headers)
        connected, _ = await socket.connect()
        await socket.disconnect()
        return connected

    return async_to_sync(connects)()


def ws_signature(token: str, path: str) -> str:
    return RequestValidator(token).compute_signature("ws://localhost:8000" + path, {})


@pytest.mark.django_db(transaction=True)
def test_a_relay_handshake_is_refused_unless_signed_for_its_own_url(shop):
    ours, rivals = "/ws/twilio/relay/ridgeline/", "/ws/twilio/relay/rival/"

    assert not relay_handshake(ours, None)
    assert not relay_handshake(ours, ws_signature(RIVAL_TOKEN, ours))
    assert not relay_handshake(ours, ws_signature(TOKEN, rivals))
    assert not relay_handshake(ours, signature(TOKEN, ours, {}))  # signed as http, not ws
    assert not relay_handshake("/ws/twilio/relay/nowhere/", ws_signature(TOKEN, ours))
    assert relay_handshake(ours, ws_signature(TOKEN, ours))


@pytest.mark.parametrize("webhook", WEBHOOKS)
def test_a_shop_with_no_auth_token_accepts_nothing(client, shop, webhook):
    """Without a token anyone could pose as Twilio: a signature made with an empty one, or
    none at all, is refused."""
    shop.twilio_auth_token = ""
    shop.save(update_fields=["twilio_auth_token"])
    path = path_of(webhook)
    before = everything_stored()

    for signed in ("", signature("", path, TWILIO_FIELDS)):
        response = client.post(path, TWILIO_FIELDS, headers={"X-Twilio-Signature": signed})
        assert response.status_code == 403

    assert everything_stored() == before
