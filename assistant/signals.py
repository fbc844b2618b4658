"""The assistant's side of booking's signals: the customer's confirmation texts."""

from __future__ import annotations

from django.dispatch import receiver
from django.urls import reverse

from assistant.models import OutboundText
from assistant.tasks import send_text_task
from assistant.words import day_words, time_words
from booking.models import Appointment
from booking.selectors import public_url
from booking.signals import appointment_changed

WORDING = {
    "booked": ("is confirmed for", OutboundText.Kind.CONFIRMATION),
    "rescheduled": ("is now", OutboundText.Kind.CHANGE),
    "cancelled": ("is cancelled: it was", OutboundText.Kind.CHANGE),
}


@receiver(appointment_changed)
def text_the_customer(sender, appointment: Appointment, change: str, **kwargs) -> None:
    """booking sends this after its transaction commits, so the text never describes a booking
    that was rolled back."""
    if change not in WORDING or appointment.customer is None:
        return
    verb, kind = WORDING[change]
    local = appointment.local_start()
    body = (
        f"{appointment.shop.name}: your {appointment.service.name} {verb} "
        f"{day_words(local.date())} at {time_words(local)}."
    )
    if change != "cancelled":
        if appointment.shop.address:
            body += f" {appointment.shop.address}."
        manage = public_url(reverse("appointment_manage", args=[appointment.manage_token]))
        body += f" Change or cancel: {manage}"
    send_text_task.delay(appointment.shop_id, appointment.customer.phone, body, kind)
