"""Outbound texts (confirmations, one-time codes) through one small interface.

The backend is chosen by settings.TEXT_BACKEND. The default stores each text and prints it,
like Django's console e-mail backend; the Twilio backend sends it for real behind the same
`send` call. Texts are sent from a Celery task queued after the transaction commits.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.utils.module_loading import import_string

from assistant.models import OutboundText
from booking.models import Customer, Shop

log = logging.getLogger(__name__)


class ConsoleBackend:
    name = "console"

    def send(self, text: OutboundText) -> None:
        # The body may hold a one-time code; it goes to the terminal of a developer's own
        # embedded install only, never to a production log.
        print(f"[text to {text.to}] {text.body}", flush=True)
        text.status = "delivered"


def backend():
    return import_string(settings.TEXT_BACKEND)()


def send_text(*, shop: Shop, to: str, body: str, kind: str) -> OutboundText:
    """Send now. Opted-out numbers get nothing, except a one-time code they asked for."""
    opted_out = Customer.objects.filter(shop=shop, phone=to, sms_opt_out=True).exists()
    chosen = backend()
    text = OutboundText.objects.create(shop=shop, to=to, body=body, kind=kind, backend=chosen.name)
    if opted_out and kind != OutboundText.Kind.ONE_TIME_CODE:
        text.status = "skipped"
        text.error = "the customer opted out of texts"
        text.save(update_fields=["status", "error"])
        return text
    try:
        chosen.send(text)
    except Exception as error:  # a provider failure must not lose the record of the attempt
        log.warning("text %s to %s failed: %s", text.pk, "…" + to[-4:], type(error).__name__)
        text.status = "failed"
        text.error = str(error)[:500]
    text.save(update_fields=["status", "error", "provider_id"])
    return text
