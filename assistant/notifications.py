"""Outbound texts (confirmations, reminders, one-time codes) through one small interface.

The backend is chosen by settings.TEXT_BACKEND and has one method, `send(shop, to, body)`,
returning the provider's message id. The default prints each text, like Django's console
e-mail backend; tests use the memory backend; the Twilio backend sends it from the shop's own
number behind the same call. Every text is recorded as an OutboundText, with a one-time code's digits left out of the record.
Texts are sent from a Celery task queued after the transaction commits.
"""

from __future__ import annotations

import logging
import re
from typing import ClassVar

from django.conf import settings
from django.urls import reverse
from django.utils.module_loading import import_string
from twilio.base.exceptions import TwilioRestException
from twilio.rest import Client

from assistant.models import OutboundText
from assistant.twilio_auth import twilio_url
from assistant.words import day_words, time_words
from booking.models import Appointment, Customer, Shop
from booking.selectors import public_url

log = logging.getLogger(__name__)
CODE = re.compile(r"\b\d{6}\b")
# Twilio's error for a text to a number that replied STOP to this sender.
OPTED_OUT_ERROR = "21610"


class ConsoleBackend:
    name = "console"

    def send(self, shop: Shop, to: str, body: str) -> str:
        # For a developer's own embedded install: the terminal is the phone.
        print(f"[text to {to}] {body}", flush=True)
        return ""


class MemoryBackend:
    """Keeps every text it sends in `sent`, like Django's locmem e-mail backend."""

    name = "memory"
    sent: ClassVar[list[tuple[str, str]]] = []

    def send(self, shop: Shop, to: str, body: str) -> str:
        MemoryBackend.sent.append((to, body))
        return ""


class NotConnected(Exception):
    """The shop has no Twilio number and account to send from."""


class TwilioBackend:
    """Sends from the shop's own Twilio number with its account; Twilio reports delivery to
    the shop's status URL (`twilio_hooks.text_status`)."""

    name = "twilio"
    # Twilio's servers are the edge of the system: tests hand the client a recording one.
    http_client = None

    def send(self, shop: Shop, to: str, body: str) -> str:
        if not (shop.twilio_number and shop.twilio_account_sid and shop.twilio_auth_token):
            raise NotConnected(f"{shop.name} has no Twilio number and account to send from")
        client = Client(
            shop.twilio_account_sid, shop.twilio_auth_token, http_client=self.http_client
        )
        message = client.messages.create(
            to=to,
            from_=shop.twilio_number,
            body=body,
            status_callback=twilio_url(reverse("twilio_text_status", args=[shop.slug])),
        )
        return message.sid


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
        text.provider_id = chosen.send(shop, to, body)
        text.status = "sent"
    except TwilioRestException as error:
        text.status = "failed"
        text.error = f"Twilio error {error.code}: {error.msg}"[:500]
        if str(error.code) == OPTED_OUT_ERROR:
            # The number replied STOP to Twilio itself: send it nothing more.
            Customer.objects.filter(shop=shop, phone=to).update(sms_opt_out=True)
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
