"""A visit missed, cancelled or done has a link on its page to book its customer again: the
booking form opens with their number, name, car and the same service filled in, as the front
desk calls them back to find another time."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, local

pytestmark = pytest.mark.django_db


@pytest.fixture
def visited(shop, service, customer):
    """Dana's oil change on her 2014 Civic, on Tuesday 3 November 2026 at 9:00."""
    return book(
        shop,
        service,
        customer,
        local(shop, 2026, 11, 3, 9),
        local(shop, 2026, 11, 1, 9),
        vehicle="2014 Honda Civic",
    )


def book_again(client, appointment) -> str:
    """The booking form that the appointment page's "Book ... again" link opens."""
    url = reverse("dashboard:appointment", args=["ridgeline", appointment.pk])
    page = client.get(url).content.decode()
    link = re.search(r'<a href="([^"]+)">Book Dana Reyes again</a>', page)
    assert link, "no link to book again"
    return client.get(link[1].replace("&amp;", "&")).content.decode()


@pytest.mark.parametrize(
    "close",
    [
        lambda visit: services.appointment_mark_no_show(appointment=visit, now=visit.end),
        lambda visit: services.appointment_cancel(appointment=visit),
        lambda visit: services.appointment_complete(
            appointment=visit, final_amount=Decimal("60"), now=visit.end
        ),
    ],
    ids=["no-show", "cancelled", "completed"],
)
def test_the_form_opens_filled_in_for_the_same_customer(client, owner, service, visited, close):
    close(visited)

    form = book_again(client, visited)

    assert 'name="phone" value="+13035550101"' in form
    assert 'name="name" value="Dana Reyes"' in form
    assert 'value="2014 Honda Civic"' in form
    assert f'<option value="{service.pk}" selected' in form


def test_a_visit_still_ahead_has_no_such_link(client, owner, visited):
    url = reverse("dashboard:appointment", args=["ridgeline", visited.pk])

    assert "again</a>" not in client.get(url).content.decode()
