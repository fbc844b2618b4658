"""A day closed or given other hours that is refused comes back with the day and the words as
typed, the reason beside that form, and nothing changed: "8am-noonn" is corrected, not typed
again, and a closure's reason is not lost to a day that had special hours."""

from __future__ import annotations

from datetime import time, timedelta

import pytest
from django.urls import reverse

from booking.models import Closure, SpecialHours

pytestmark = pytest.mark.django_db


def set_hours(client, day, hours):
    url = reverse("dashboard:special_hours_set", args=["ridgeline"])
    return client.post(url, {"date": str(day), "hours": hours})


def close(client, day, reason):
    url = reverse("dashboard:closure_add", args=["ridgeline"])
    return client.post(url, {"date": str(day), "reason": reason})


def other_hours_form(page: str) -> str:
    return page.split('id="other-hours"')[1].split("</form>")[0]


def closure_form(page: str) -> str:
    return page.split('id="close-a-day"')[1].split("</form>")[0]


def test_hours_that_cannot_be_read_stay_in_the_box_with_why(client, owner, shop, next_wednesday):
    response = set_hours(client, next_wednesday, "8am-noonn")

    assert response.status_code == 200
    form = other_hours_form(response.content.decode())
    assert 'class="error"' in form and "8am-noonn" in form
    assert 'value="8am-noonn"' in form
    assert f'value="{next_wednesday.isoformat()}"' in form
    assert not SpecialHours.objects.exists()


def test_other_hours_on_a_closed_day_keep_the_hours_typed(client, owner, shop, next_wednesday):
    Closure.objects.create(shop=shop, date=next_wednesday)

    form = other_hours_form(set_hours(client, next_wednesday, "8am-noon").content.decode())

    assert "is closed on" in form and "open it first" in form
    assert 'value="8am-noon"' in form


def test_a_closure_over_special_hours_keeps_its_reason(client, owner, shop, next_wednesday):
    SpecialHours.objects.create(shop=shop, date=next_wednesday, open=time(8), close=time(12))

    page = close(client, next_wednesday, "Staff training").content.decode()

    form = closure_form(page)
    assert "has special hours: remove them first" in form
    assert 'value="Staff training"' in form
    assert "has special hours" not in other_hours_form(page)
    assert not Closure.objects.exists()


def test_a_past_day_is_refused_beside_the_form(client, owner, shop):
    yesterday = shop.today() - timedelta(days=1)

    form = closure_form(close(client, yesterday, "Oops").content.decode())

    assert "has passed" in form and 'value="Oops"' in form
    assert not Closure.objects.exists()


def test_what_was_saved_still_redirects_with_the_forms_empty(client, owner, shop, next_wednesday):
    response = set_hours(client, next_wednesday, "8am-noon")

    assert response.status_code == 302
    page = client.get(response.url).content.decode()
    assert 'value="8am-noon"' not in other_hours_form(page)
