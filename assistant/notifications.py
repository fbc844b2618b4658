"""Outbound texts (confirmations, reminders, one-time codes) through one small interface.

The backend is chosen by settings.TEXT_BACKEND and has one method, `send(to, body)`, returning
the provider's message id. The default prints each text, like Django's console e-mail backend;
tests use the memory backend; the Twilio backend sends it for real behind the same call. Every
text is recorded as an OutboundText, with a one-time code's digits left out of the record.
Texts are sent from a Celery task queued after the transaction commits.
"""

from __future__ import annotations

import logging
import re
from typing import ClassVar

from django.conf import settings
from django.urls import reverse
from django.utils.module_loading import import_string

from assistant.models import OutboundText
from assistant.words import day_words, time_words
from booking.models import Appointment, Customer, Shop
from booking.selectors import public_url

log = logging.getLogger(__name__)
CODE = re.compile(r"\b\d{6}\b")


class ConsoleBackend:
    name = "console"

    def send(self, to: str, body: str) -> str:
        # For a developer's own embedded install: the terminal is the phone.
        print(f"[text to {to}] {body}", flush=True)
        return ""


class MemoryBackend:
    """Keeps every text it sends in `sent`, like Django's locmem e-mail backend."""

    name = "memory"
    sent: ClassVar[list[tuple[str, str]]] = []

    def send(self, to: str, body: str) -> str:
        MemoryBackend.sent.append((to, body))
        return ""


def backend():
    return import_string(settings.TEXT_BACKEND)()


def send_text(
    *, shop: Shop, to: str, body: str, kind: str, appointment_id: int | None = None
) -> OutboundText:
    """Send now, unless the number opted out of texts (STOP): then nothing at all is sent."""
    chosen = backend()
    # Whoever can read the table (admins, backups) must not be able to use a live code.
    recorded = CODE.sub("••••••", body) if kind == OutboundText.Kind.ONE_TIME_CODE else body
    text = OutboundText.objects.create(
        shop=shop,
        appointment_id=appointment_id,
        to=to,
        body=recorded,
        kind=kind,
        backend=chosen.name,
    )
    if Customer.objects.filter(shop=shop, phone=to, sms_opt_out=True).exists():
        text.status = "skipped"
        text.error = "the customer opted out of texts"
        text.save(update_fields=["status", "error"])
        return text
    try:
        text.provider_id = chosen.send(to, body)
        text.status = "sent"
    except Exception as error:  # a provider failure must not lose the record of the attempt
        log.warning("text %s to …%s failed: %s", text.pk, to[-4:], type(error).__name__)
        text.status = "failed"
        text.error = str(error)[:500]
    text.save(update_fields=["status", "error", "provider_id"])
    return text


def appointment_text(appointment: Appointment, verb: str, *, with_links: bool = True) -> str:
    """'Ridgeline Auto Repair: your Oil change {verb} Tuesday, December 1 at 9 AM.', then the
    shop's address and the link to change or cancel it."""
    local = appointment.local_start()
    body = (
        f"{appointment.shop.name}: your {appointment.service.name} {verb} "
        f"{day_words(local.date())} at {time_words(local)}."
    )
    if with_links:
        if appointment.shop.address:
            body += f" {appointment.shop.address}."
        manage = public_url(reverse("appointment_manage", args=[appointment.manage_token]))
        body += f" Change or cancel: {manage}"
    return body


def booking_text_for_the_shop(appointment: Appointment) -> str:
    """'Frontdesk booked Oil change for Dana Reyes (+13035550101), 2015 Ford Focus, on
    Tuesday, December 1 at 9 AM, by chat.'"""
    local = appointment.local_start()
    customer = appointment.customer
    who = f"{customer.name} ({customer.phone})" if customer.name else customer.phone
    car = f", {appointment.vehicle}" if appointment.vehicle else ""
    # The notes say who is coming when it is not the number's owner, and the customer's words.
    notes = f" {appointment.notes[:200]}" if appointment.notes else ""
    return (
        f"Frontdesk booked {appointment.service.name} for {who}{car}, on "
        f"{day_words(local.date())} at {time_words(local)}, by {appointment.channel}.{notes}"
    )
