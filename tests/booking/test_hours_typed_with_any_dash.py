"""The weekly hours are read whichever dash the owner's keyboard or a copied web page puts
between the times: a hyphen, the en dash the dashboard writes, an em dash, a minus sign."""

from __future__ import annotations

from datetime import time

import pytest

from tests.booking.test_dashboard_services_and_hours import save_hours, weekly_hours

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("dash", ["-", " – ", "—", " — ", "−", "‒"])
def test_a_range_with_any_dash_is_saved(client, owner, shop, dash):
    page = save_hours(client, mon=f"7:30 AM{dash}5:30 PM", tue=f"8am{dash}noon, 1pm{dash}5pm")

    assert "Saved the opening hours." in page.content.decode()
    saved = weekly_hours(shop)
    assert (0, time(7, 30), time(17, 30)) in saved
    assert {(1, time(8), time(12)), (1, time(13), time(17))} <= set(saved)
