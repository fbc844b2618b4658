"""Signals other apps listen to, so booking/ never imports them.

appointment_changed(appointment, change) is sent after the transaction commits; change is one
of "booked", "rescheduled", "cancelled", "completed".
"""

from django.dispatch import Signal

appointment_changed = Signal()
