"""The assistant's side of booking's signals: the customer's confirmation texts, and the
shop's text about each booking a customer makes."""

from __future__ import annotations

from django.dispatch import receiver

from assistant.models import OutboundText
from assistant.notifications import appointment_text, booking_text_for_the_shop
from assistant.tasks import send_text_task
from assistant.text_limits import held_back, may_text_booking_news, texts_a_move
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
    if held_back(appointment):
        return  # the assistant told the customer it could not text that number
    if change == "rescheduled" and not texts_a_move(appointment):
        return
    verb, kind = WORDING[change]
    body = appointment_text(appointment, verb, with_links=change != "cancelled")
    send_text_task.delay(
        appointment.shop_id, appointment.customer.phone, body, kind, appointment.pk
    )


@receiver(appointment_changed)
def text_the_shop(sender, appointment: Appointment, change: str, **kwargs) -> None:
    """A booking a customer made themselves (chat, text, call), so the team under a hood knows
    a car is coming; staff bookings are their own news."""
    shop = appointment.shop
    by_customer = appointment.channel != Appointment.Channel.STAFF
    wanted = shop.text_new_bookings and shop.staff_phone and appointment.customer is not None
    if change != "booked" or not by_customer or not wanted or not may_text_booking_news(shop):
        return
    body = booking_text_for_the_shop(appointment)
    send_text_task.delay(
        shop.pk, shop.staff_phone, body, OutboundText.Kind.MESSAGE_FOR_OWNER, appointment.pk
    )
