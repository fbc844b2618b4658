"""The shop's appointments over a period as a CSV file, for the owner's books."""

from __future__ import annotations

import csv
import io
from datetime import date

from booking.models import Appointment, Shop

COLUMNS = [
    "date",
    "time",
    "service",
    "customer",
    "phone",
    "vehicle",
    "status",
    "booked by",
    "quoted from",
    "quoted to",
    "final amount",
]
# A spreadsheet runs a cell that starts with these as a formula: a customer who typed
# "=HYPERLINK(...)" as their name must not get it run on the owner's computer.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def appointments_csv(shop: Shop, *, first_day: date, last_day: date) -> str:
    """Every appointment (but holds) starting on those local days, in time order."""
    start, end = shop.days_span(first_day, last_day)
    appointments = (
        Appointment.objects.filter(shop=shop, start__gte=start, start__lt=end)
        .exclude(status=Appointment.Status.HELD)
        .select_related("service", "customer")
        .order_by("start", "pk")
    )
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for appointment in appointments:
        local = appointment.local_start()
        customer = appointment.customer
        writer.writerow(
            [
                local.date().isoformat(),
                local.strftime("%H:%M"),
                _cell(appointment.service.name),
                _cell(customer.name if customer else ""),
                customer.phone if customer else "",  # E.164: "+1..." is a number, not a formula
                _cell(appointment.vehicle),
                appointment.status,
                appointment.channel,
                _amount(appointment.quoted_min),
                _amount(appointment.quoted_max),
                _amount(appointment.final_amount),
            ]
        )
    return out.getvalue()


def _cell(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_START) else text


def _amount(value) -> str:
    return "" if value is None else f"{value:.2f}"
