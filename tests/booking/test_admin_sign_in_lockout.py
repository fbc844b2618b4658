"""Locked out of the admin's sign-in (config/sign_in.py), the operator sees the admin's own
sign-in page saying so, not the dashboard's: still 429, with when to try again."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.test_sign_in_throttling import LOCKED_OUT

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fresh_sign_in_counts")]


def sign_in_to_admin(client, password, **extra):
    return client.post("/admin/login/", {"username": "opal", "password": password, **extra})


def lock_out(client):
    for _ in range(5):
        assert sign_in_to_admin(client, "wrong-password").status_code == 200


def test_a_locked_out_admin_sign_in_shows_the_admins_page_with_the_lockout(client, operator):
    lock_out(client)

    response = sign_in_to_admin(client, "pw-opal")

    page = response.content.decode()
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 14 * 60
    assert "Django administration" in page
    assert f'<p class="errornote">{LOCKED_OUT}</p>' in page
    assert 'id="login-form"' in page and 'action="/admin/login/"' in page
    assert 'value="opal"' in page
    assert "Please enter the correct username and password" not in page
    assert "Sign in · Frontdesk" not in page
    assert client.get("/admin/").status_code == 302


def test_the_locked_out_page_keeps_where_the_operator_was_going(client, operator):
    lock_out(client)

    page = sign_in_to_admin(client, "pw-opal", next="/admin/booking/shop/").content.decode()

    assert 'name="next" value="/admin/booking/shop/"' in page


def test_the_locked_out_page_goes_to_the_admins_index_by_default(client, operator):
    lock_out(client)

    page = sign_in_to_admin(client, "pw-opal").content.decode()

    assert f'name="next" value="{reverse("admin:index")}"' in page


def test_the_dashboard_still_shows_its_own_page_when_locked_out(client, operator):
    lock_out(client)

    response = client.post(reverse("login"), {"username": "opal", "password": "pw-opal"})

    page = response.content.decode()
    assert response.status_code == 429
    assert "Retry-After" in response
    assert "Sign in · Frontdesk" in page and LOCKED_OUT in page
    assert "Django administration" not in page
