"""Each customer is texted one reminder, the shop's reminder_hours before their appointment."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from assistant.models import OutboundText
from assistant.reminders import send_due_reminders
from assistant.tasks import send_reminders
from booking.services import appointment_cancel, appointment_reschedule
from tests.factories import book, local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(address="1480 Ridge Rd, Golden, CO", reminder_hours=24)


@pytest.fixture
def oil(shop):
    return make_service(shop)


@pytest.fixture
def dana(shop):
    return make_customer(shop)


def reminders():
    return list(
        OutboundText.objects.filter(kind=OutboundText.Kind.REMINDER)
        .order_by("created_at", "id")
        .values_list("to", "body")
    )


def test_the_customer_is_reminded_once_a_day_ahead(shop, oil, dana, texts_go_to_memory):
    # Booked on Monday morning for Wednesday at 9.
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 7, 10))

    assert send_due_reminders(now=local(shop, 2026, 12, 8, 8, 55)) == 0
    assert send_due_reminders(now=local(shop, 2026, 12, 8, 9, 0)) == 1
    assert send_due_reminders(now=local(shop, 2026, 12, 8, 9, 5)) == 0

    [(to, body)] = reminders()
    assert to == "+13035550101"
    assert body.startswith(
        "Ridgeline Auto Repair: your Oil change is tomorrow, Wednesday, December 9 at 9 AM. "
        "1480 Ridge Rd, Golden, CO. Change or cancel: http"
    )
    assert (to, body) in texts_go_to_memory


def test_two_days_ahead_is_the_same_time_of_day_across_the_clocks_going_back(shop, oil, dana):
    # Denver's clocks go back on Sunday, November 1, 2026: 48 hours before Monday at 9 would
    # be Saturday at 10.
    shop.reminder_hours = 48
    shop.save()
    book(shop, oil, dana, local(shop, 2026, 11, 2, 9), now=local(shop, 2026, 10, 20, 10))

    assert send_due_reminders(now=local(shop, 2026, 10, 31, 8, 55)) == 0
    assert send_due_reminders(now=local(shop, 2026, 10, 31, 9, 0)) == 1


def test_a_booking_made_inside_the_reminder_window_gets_no_reminder(shop, oil, dana):
    # Its confirmation went out a few hours before the appointment: a reminder would repeat it.
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 8, 16))

    assert send_due_reminders(now=local(shop, 2026, 12, 9, 8)) == 0
    assert reminders() == []


def test_a_reminder_late_because_the_worker_was_down_still_goes_before_the_appointment(
    shop, oil, dana
):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 14), now=local(shop, 2026, 12, 1, 10))

    assert send_due_reminders(now=local(shop, 2026, 12, 9, 8)) == 1
    [(_, body)] = reminders()
    assert "your Oil change is today, Wednesday, December 9 at 2 PM." in body


@pytest.mark.parametrize(
    ("hours", "visit", "reminded"),
    [
        # 24 hours before a 7:30 AM visit is 7:30 AM: at 8 instead.
        (24, (2026, 12, 9, 7, 30), (2026, 12, 8, 8, 0)),
        # 2 hours before it is 5:30 AM, and 8 is after the visit: the evening before, at 8 PM.
        (2, (2026, 12, 9, 7, 30), (2026, 12, 8, 20, 0)),
        # 12 hours before a 9:30 AM visit is 9:30 PM: at 8 PM instead.
        (12, (2026, 12, 9, 9, 30), (2026, 12, 8, 20, 0)),
        # In the day, as it falls.
        (24, (2026, 12, 9, 14, 0), (2026, 12, 8, 14, 0)),
    ],
)
def test_a_reminder_is_never_due_at_night(shop, oil, dana, hours, visit, reminded):
    shop.reminder_hours = hours
    shop.save()
    appointment = book(shop, oil, dana, local(shop, *visit), now=local(shop, 2026, 12, 1, 10))

    assert appointment.reminder_due_at == local(shop, *reminded)


def test_a_reminder_overdue_at_night_waits_for_the_morning(shop, oil, dana):
    # The worker was down from before the reminder was due (Tuesday 2 PM) until 2 AM.
    book(shop, oil, dana, local(shop, 2026, 12, 9, 14), now=local(shop, 2026, 12, 1, 10))

    assert send_due_reminders(now=local(shop, 2026, 12, 9, 2)) == 0
    assert send_due_reminders(now=local(shop, 2026, 12, 9, 7, 59)) == 0
    assert send_due_reminders(now=local(shop, 2026, 12, 9, 8)) == 1


def test_no_reminder_once_the_appointment_has_begun(shop, oil, dana):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10))

    assert send_due_reminders(now=local(shop, 2026, 12, 9, 9, 30)) == 0
    assert reminders() == []


def test_a_moved_appointment_is_reminded_of_its_new_time(shop, oil, dana):
    appointment = book(
        shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10)
    )
    assert send_due_reminders(now=local(shop, 2026, 12, 8, 9)) == 1

    # After its reminder, the customer moves it to Friday: Friday's reminder goes out too.
    appointment_reschedule(
        appointment=appointment,
        start=local(shop, 2026, 12, 11, 10),
        now=local(shop, 2026, 12, 8, 12),
    )
    assert send_due_reminders(now=local(shop, 2026, 12, 9, 9)) == 0
    assert send_due_reminders(now=local(shop, 2026, 12, 10, 10)) == 1

    assert [body.split(". ")[0] for _, body in reminders()] == [
        "Ridgeline Auto Repair: your Oil change is tomorrow, Wednesday, December 9 at 9 AM",
        "Ridgeline Auto Repair: your Oil change is tomorrow, Friday, December 11 at 10 AM",
    ]


def test_a_reminder_days_ahead_names_the_day(oil, dana):
    shop = oil.shop
    shop.reminder_hours = 72
    shop.save()
    book(shop, oil, dana, local(shop, 2026, 12, 11, 10), now=local(shop, 2026, 12, 1, 10))

    assert send_due_reminders(now=local(shop, 2026, 12, 8, 10)) == 1
    [(_, body)] = reminders()
    assert "your Oil change is coming up on Friday, December 11 at 10 AM." in body


def test_a_cancelled_appointment_is_not_reminded(shop, oil, dana):
    appointment = book(
        shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10)
    )
    appointment_cancel(appointment=appointment)

    assert send_due_reminders(now=local(shop, 2026, 12, 8, 9)) == 0
    assert reminders() == []


def test_a_shop_that_turned_reminders_off_sends_none(shop, oil, dana):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10))
    shop.reminder_hours = 0
    shop.save()
    book(shop, oil, dana, local(shop, 2026, 12, 10, 9), now=local(shop, 2026, 12, 1, 10))

    assert send_due_reminders(now=local(shop, 2026, 12, 9, 12)) == 0
    assert send_due_reminders(now=local(shop, 2026, 12, 10, 8)) == 0
    assert reminders() == []


def test_a_customer_who_texted_stop_gets_no_reminder(shop, oil, dana, texts_go_to_memory):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10))
    dana.sms_opt_out = True
    dana.save()
    texts_go_to_memory.clear()

    send_due_reminders(now=local(shop, 2026, 12, 8, 9))

    assert texts_go_to_memory == []
    skipped = OutboundText.objects.get(kind=OutboundText.Kind.REMINDER)
    assert skipped.status == "skipped"


def test_celery_beat_and_the_command_send_what_is_due(shop, oil, dana, monkeypatch):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10))
    book(
        shop,
        oil,
        make_customer(shop, phone="+13035550102", name="Sam"),
        local(shop, 2026, 12, 9, 11),
        now=local(shop, 2026, 12, 1, 10),
    )
    monkeypatch.setattr(timezone, "now", lambda: local(shop, 2026, 12, 8, 9, 30))
    assert send_reminders.delay().get() == 1

    monkeypatch.setattr(timezone, "now", lambda: local(shop, 2026, 12, 8, 11, 30))
    out = StringIO()
    call_command("send_reminders", stdout=out)
    assert out.getvalue() == "1 reminder sent\n"
    assert [to for to, _ in reminders()] == ["+13035550101", "+13035550102"]


def test_the_owner_sees_when_the_reminder_will_go_out(client, shop, oil, dana):
    appointment = book(
        shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10)
    )
    client.force_login(make_user("owner", shop=shop))
    url = f"/dashboard/{shop.slug}/appointments/{appointment.pk}/"

    assert "Reminder text</dt><dd>Tuesday, December 8, 9:00 AM" in client.get(url).text
    send_due_reminders(now=local(shop, 2026, 12, 8, 9))
    assert "Reminder text" not in client.get(url).text


def test_the_owner_sees_the_texts_sent_and_why_one_was_not(client, shop, oil, dana):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10))
    sam = make_customer(shop, phone="+13035550102", name="Sam")
    book(shop, oil, sam, local(shop, 2026, 12, 9, 11), now=local(shop, 2026, 12, 1, 10))
    sam.sms_opt_out = True
    sam.save()
    send_due_reminders(now=local(shop, 2026, 12, 8, 12))
    client.force_login(make_user("owner", shop=shop))

    page = client.get(reverse("conversations:texts", args=[shop.slug])).text

    assert "(303) 555-0101" in page and "your Oil change is tomorrow, Wednesday" in page
    assert 'Not sent<br><span class="muted">the customer opted out of texts' in page


def test_another_shops_texts_are_hidden(client, shop, oil, dana):
    book(shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10))
    send_due_reminders(now=local(shop, 2026, 12, 8, 12))
    rival = make_shop(slug="rival")
    client.force_login(make_user("rival-owner", shop=rival))

    assert client.get(reverse("conversations:texts", args=[shop.slug])).status_code == 404
    assert "(303) 555-0101" not in client.get(reverse("conversations:texts", args=["rival"])).text


def test_the_texts_page_goes_back_fifty_at_a_time(client, shop):
    for number in range(51):
        OutboundText.objects.create(
            shop=shop, to="+13035550101", body=f"text {number}", kind="confirmation", backend="m"
        )
    client.force_login(make_user("owner", shop=shop))
    url = reverse("conversations:texts", args=[shop.slug])

    first = client.get(url).text
    assert "text 50<" in first and "text 0<" not in first and "Next</a>" in first
    second = client.get(url, {"page": 2}).text
    assert "text 0<" in second and "Previous</a>" in second


def test_the_appointment_page_lists_the_texts_sent_about_it(
    client, shop, oil, dana, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        appointment = book(
            shop, oil, dana, local(shop, 2026, 12, 9, 9), now=local(shop, 2026, 12, 1, 10)
        )
    other = book(
        shop, oil, make_customer(shop, phone="+13035550102"), local(shop, 2026, 12, 9, 11),
        now=local(shop, 2026, 12, 1, 10),
    )  # fmt: skip
    send_due_reminders(now=local(shop, 2026, 12, 8, 12))
    client.force_login(make_user("owner", shop=shop))

    page = client.get(reverse("dashboard:appointment", args=[shop.slug, appointment.pk])).text
    listed = page.split("Texts about this visit", 1)[1]
    assert listed.count("<td>Confirmation</td>") == 1 and listed.count("<td>Reminder</td>") == 1
    texts = client.get(reverse("conversations:texts", args=[shop.slug])).text
    for visit, sent in ((appointment, 2), (other, 1)):
        link = reverse("dashboard:appointment", args=[shop.slug, visit.pk])
        assert texts.count(f'<a href="{link}">') == sent
