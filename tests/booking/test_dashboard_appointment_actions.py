"""What staff do with an appointment on its page: mark it completed (and correct the amount) or a
no-show once its time has come, undo either after a mis-click, and cancel it once they have
ticked that they mean it."""

from __future__ import annotations

from datetime import datetime, time

import pytest
from django.urls import reverse

from booking.models import Appointment
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db


@pytest.fixture
def visited(shop, service, customer):
    """Dana's oil change on Tuesday 3 November 2026 at 9:00, booked two days before: its time
    has come, whenever the test runs."""
    return book(shop, service, customer, local(shop, 2026, 11, 3, 9), local(shop, 2026, 11, 1, 9))


@pytest.fixture
def ahead(shop, service, customer, next_wednesday):
    """Dana's oil change at 9:00 on a Wednesday still to come."""
    return book(shop, service, customer, datetime.combine(next_wednesday, time(9), shop.zone))


def page_of(client, appointment) -> str:
    url = reverse("dashboard:appointment", args=["ridgeline", appointment.pk])
    return client.get(url).content.decode()


def act(client, appointment, action: str, **form) -> str:
    """Press one of the page's buttons; the page it comes back to, with its message."""
    url = reverse("dashboard:appointment_action", args=["ridgeline", appointment.pk, action])
    return client.post(url, form, follow=True).content.decode()


def status_of(appointment) -> str:
    appointment.refresh_from_db()
    return appointment.get_status_display()


def test_an_appointment_still_ahead_shows_why_it_cannot_be_closed_yet(
    client, owner, ahead, next_wednesday
):
    page = page_of(client, ahead)

    assert "Mark completed</button>" not in page and "No-show</button>" not in page
    assert (
        "Mark completed and No-show appear once the appointment has started, at 9:00 AM on "
        f"{next_wednesday:%A, %B} {next_wednesday.day}."
    ) in page


@pytest.mark.parametrize("action", ["complete", "no-show"])
def test_an_appointment_still_ahead_cannot_be_closed_by_a_forged_post(client, owner, ahead, action):
    page = act(client, ahead, action, final_amount="75")

    assert "once it has started, at 9:00 AM" in page
    assert status_of(ahead) == "Confirmed"
    assert ahead.final_amount is None


def test_once_its_time_has_come_it_can_be_completed(client, owner, visited):
    assert "Mark completed" in page_of(client, visited)

    page = act(client, visited, "complete", final_amount="8000")

    assert "Marked completed." in page
    assert "<dd>Completed</dd>" in page and "$8,000.00" in page
    assert status_of(visited) == "Completed"


def test_a_wrong_final_amount_is_corrected_on_the_completed_appointment(client, owner, visited):
    completed = act(client, visited, "complete", final_amount="8000")
    assert "Correct the final amount" in completed
    assert 'value="8000.00"' in completed

    page = act(client, visited, "complete", final_amount="$1,080.50")

    assert "Corrected the final amount." in page
    assert "$1,080.50" in page and "$8,000.00" not in page


def test_undo_puts_a_completed_appointment_back_to_confirmed(client, owner, visited):
    act(client, visited, "complete", final_amount="80")

    page = act(client, visited, "undo")

    assert "Back to confirmed; the final amount is cleared." in page
    assert "<dd>Confirmed</dd>" in page and "Final amount</dt>" not in page
    assert status_of(visited) == "Confirmed"
    assert visited.final_amount is None


def test_a_no_show_is_marked_and_undone(client, owner, visited):
    missed = act(client, visited, "no-show")
    assert "Marked a no-show. Undo puts it back to confirmed." in missed
    assert "<dd>No-show</dd>" in missed and "Undo: back to confirmed" in missed

    page = act(client, visited, "undo")

    assert "<dd>Confirmed</dd>" in page and "Mark completed" in page
    assert status_of(visited) == "Confirmed"


def test_cancelling_asks_to_tick_that_it_is_meant(client, owner, ahead):
    assert "Yes, cancel it and text Dana Reyes" in page_of(client, ahead)

    page = act(client, ahead, "cancel")

    assert "Tick “Yes, cancel it” to cancel." in page
    assert status_of(ahead) == "Confirmed"


def test_a_cancellation_says_the_customer_was_texted(
    client, owner, ahead, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        page = act(client, ahead, "cancel", confirm="yes")

    assert "Cancelled. Dana Reyes was texted that it is cancelled." in page
    assert status_of(ahead) == "Cancelled"
    texts = page_of(client, ahead).split("Texts about this visit")[1]
    assert "(303) 555-0101" in texts


def test_a_customer_who_turned_texts_off_is_said_not_to_have_been_texted(
    client, owner, shop, service, next_wednesday
):
    quiet = make_customer(shop, "+13035550177", "Sam Okafor")
    quiet.sms_opt_out = True
    quiet.save()
    appointment = book(shop, service, quiet, datetime.combine(next_wednesday, time(9), shop.zone))
    assert "Yes, cancel it</label>" in page_of(client, appointment)

    page = act(client, appointment, "cancel", confirm="yes")

    assert "Cancelled. Sam Okafor turned texts off, so was not texted: call them." in page
    assert status_of(appointment) == "Cancelled"


def test_an_unknown_action_is_not_found(client, owner, visited):
    url = reverse("dashboard:appointment_action", args=["ridgeline", visited.pk, "delete"])

    assert client.post(url).status_code == 404
    assert Appointment.objects.filter(pk=visited.pk).exists()
