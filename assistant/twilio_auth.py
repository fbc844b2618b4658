"""Proof that a request came from Twilio: its X-Twilio-Signature, made with the shop's auth token.

Twilio signs the URL it called as it was configured, so the URL is rebuilt from
PUBLIC_BASE_URL, never from the Host header: behind a proxy or a tunnel the app sees another
scheme, host or port than Twilio did. WebSocket handshakes are signed over the wss:// URL with
no parameters.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from django.conf import settings
from twilio.request_validator import RequestValidator

from booking.models import Shop

log = logging.getLogger(__name__)


def twilio_url(path: str) -> str:
    """The URL Twilio calls for `path` (with its query string)."""
    return settings.PUBLIC_BASE_URL + path


def twilio_websocket_url(path: str) -> str:
    base = settings.PUBLIC_BASE_URL
    scheme, rest = base.split("://", 1)
    return ("wss" if scheme == "https" else "ws") + "://" + rest + path


def signed_by_twilio(shop: Shop, url: str, params: Mapping[str, str], signature: str) -> bool:
    """Whether `signature` is the shop's auth token's over `url` and `params`. A shop with no
    token accepts nothing: without one any caller could pose as Twilio."""
    if not shop.twilio_auth_token or not signature:
        log.warning("Twilio request for shop %s refused: %s", shop.slug, _why(shop, signature))
        return False
    if RequestValidator(shop.twilio_auth_token).validate(url, params, signature):
        return True
    log.warning("Twilio request for shop %s refused: the signature does not match", shop.slug)
    return False


def _why(shop: Shop, signature: str) -> str:
    if not shop.twilio_auth_token:
        return "the shop has no Twilio auth token"
    return "no X-Twilio-Signature"
