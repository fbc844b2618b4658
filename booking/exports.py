"""The shop's appointments over a period, and its customers, as CSV files for the owner's books
and mailings: written for a spreadsheet, in the words and clock the dashboard shows, not as the
database stores them."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import date, datetime

import phonenumbers

from booking.clock import twelve_hour
from booking.models import Appointment, Customer, Shop
from booking.phones import phone_words

COLUMNS = [
    "date",
    "time",
    "service",
    "customer",
    "phone",
    "vehicle",
    "status",
    "booked by",
    "booked on",
    "quoted from",
    "quoted to",
    "final amount",
    "notes",
]
# A spreadsheet runs a cell that starts with these as a formula: a customer who typed
# "=HYPERLINK(...)" as their name must not get it run on the owner's computer.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# Excel reads a CSV file in the computer's old code page unless the file starts with a byte
# order mark: "Zoë Núñez" would show as "ZoÃ« NÃºÃ±ez". Other spreadsheets skip the mark.
BYTE_ORDER_MARK = "\ufeff"


def appointments_csv(shop: Shop, *, first_day: date, last_day: date) -> str:
    """Every appointment (but holds) starting on those local days, in time order."""
    start, end = shop.days_span(first_day, last_day)
    # The shop's own manager: a month of rows reads its local times without a query a row.
    appointments = (
        shop.appointments.filter(start__gte=start, start__lt=end)
        .exclude(status=Appointment.Status.HELD)
        .select_related("service", "customer")
        .order_by("start", "pk")
    )
    out = io.StringIO()
    out.write(BYTE_ORDER_MARK)
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for appointment in appointments:
        local = appointment.local_start()
        customer = appointment.customer
        writer.writerow(
            [
                local.date().isoformat(),
                twelve_hour(local),
                _cell(appointment.service.name),
                _cell(customer.name if customer else ""),
                _cell(_phone(customer.phone) if customer else ""),
                _cell(appointment.vehicle),
                appointment.get_status_display(),
                appointment.get_channel_display(),
                # The day the recovered-revenue report counts it on.
                appointment.created_at.astimezone(shop.zone).date().isoformat(),
                _amount(appointment.quoted_min),
                _amount(appointment.quoted_max),
                _amount(appointment.final_amount),
                _cell(appointment.notes),
            ]
        )
    return out.getvalue()


CUSTOMER_COLUMNS = [
    "name",
    "phone",
    "email",
    "visits done",
    "visits upcoming",
    "next visit",
    "last visit",
    "customer since",
    "texts",
]


def customers_csv(shop: Shop, customers: Iterable[Customer]) -> str:
    """The customers as the customers list shows them (annotated with `visits`, `upcoming`,
    `next_visit` and `last_visit`), in its order."""
    out = io.StringIO()
    out.write(BYTE_ORDER_MARK)
    writer = csv.writer(out)
    writer.writerow(CUSTOMER_COLUMNS)
    for customer in customers:
        writer.writerow(
            [
                _cell(customer.name),
                _cell(_phone(customer.phone)),
                _cell(customer.email),
                customer.visits,
                customer.upcoming,
                _moment(shop, customer.next_visit),
                _day(shop, customer.last_visit),
                _day(shop, customer.created_at),
                "turned off (texted STOP)" if customer.sms_opt_out else "",
            ]
        )
    return out.getvalue()


def _moment(shop: Shop, at: datetime | None) -> str:
    if at is None:
        return ""
    local = at.astimezone(shop.zone)
    return f"{local.date().isoformat()} {twelve_hour(local)}"


def _day(shop: Shop, at: datetime | None) -> str:
    return "" if at is None else at.astimezone(shop.zone).date().isoformat()


def _cell(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_START) else text


def _phone(e164: str) -> str:
    """ "(303) 555-0142", as the owner writes it: a spreadsheet reads "+13035550142" as a number
    and shows 1.30E+10."""
    try:
        return phone_words(e164)
    except phonenumbers.NumberParseException:
        return e164  # kept as it was stored rather than lost


def _amount(value) -> str:
    return "" if value is None else f"{value:.2f}"
