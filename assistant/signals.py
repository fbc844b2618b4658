"""The assistant's side of booking's signals: the customer's confirmation texts."""

from __future__ import annotations

from django.dispatch import receiver

from assistant.models import OutboundText
from assistant.notifications import appointment_text
from assistant.tasks import send_text_task
from booking.models import Appointment
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
    body = appointment_text(appointment, verb, with_links=change != "cancelled")
    send_text_task.delay(
        appointment.shop_id, appointment.customer.phone, body, kind, appointment.pk
    )
