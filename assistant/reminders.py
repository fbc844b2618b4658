"""Reminder texts: each confirmed appointment's customer is texted once, the shop's
`reminder_hours` before it (booking sets `reminder_due_at` when it books or moves one), never
at night on the shop's clock (`Shop.is_quiet`).

Celery beat runs `send_due_reminders` every few minutes in production; `python manage.py
send_reminders` does the same from cron for an embedded install.
"""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone

from assistant.models import OutboundText
from assistant.notifications import appointment_text, send_text
from assistant.text_limits import held_back
from booking.models import Appointment


def send_due_reminders(now: datetime | None = None) -> int:
    """Text every reminder that is due and whose appointment is still ahead; returns how many
    went out. A reminder is claimed before it is sent, so two runs at once send it once."""
    now = now or timezone.now()
    due = Appointment.objects.filter(
        status=Appointment.Status.CONFIRMED,
        reminder_due_at__lte=now,
        start__gt=now,
        customer__isnull=False,
    ).select_related("shop", "service", "customer")
    sent = 0
    for appointment in due:
        if appointment.shop.is_quiet(now):
            continue  # overdue (the worker was down) at night: sent in the morning, if still ahead
        claimed = Appointment.objects.filter(
            pk=appointment.pk,
            status=Appointment.Status.CONFIRMED,
            reminder_due_at=appointment.reminder_due_at,
        ).update(reminder_due_at=None)
        # The owner may have turned reminders off since the booking was made; a visit whose
        # confirmation was held back (a number typed in that the shop does not text) gets none.
        if not claimed or not appointment.shop.reminder_hours or held_back(appointment):
            continue
        send_text(
            shop=appointment.shop,
            to=appointment.customer.phone,
            body=reminder_body(appointment, now),
            kind=OutboundText.Kind.REMINDER,
            appointment_id=appointment.pk,
        )
        sent += 1
    return sent


def reminder_body(appointment: Appointment, now: datetime) -> str:
    days_ahead = (appointment.local_start().date() - appointment.shop.local(now).date()).days
    if days_ahead == 0:
        verb = "is today,"
    elif days_ahead == 1:
        verb = "is tomorrow,"
    else:
        verb = "is coming up on"
    return appointment_text(appointment, verb)
