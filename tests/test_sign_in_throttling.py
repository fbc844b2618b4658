"""Guessing passwords at the dashboard's or the admin's sign-in: five wrong for one username, or
twenty from one address, within 15 minutes shut sign-in for 15 minutes, even with the right
password. Both forms count together."""

from __future__ import annotations

import logging

import pytest
from django.urls import reverse

from config import sign_in
from tests.factories import make_shop, make_user

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fresh_sign_in_counts")]

LOCKED_OUT = "Too many sign-in attempts. Try again in 15 minutes."


@pytest.fixture
def owner():
    """Olive owns the shop; her password is "pw-olive"."""
    return make_user("olive", shop=make_shop())


def sign_in_as(client, username, password, address="127.0.0.1"):
    return client.post(
        reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address
    )


def guess(client, username, times, address="127.0.0.1"):
    for _ in range(times):
        response = sign_in_as(client, username, "wrong-password", address)
        assert response.status_code == 200
        assert "That username and password do not match." in response.content.decode()


def assert_refused(response):
    assert response.status_code == 429
    page = response.content.decode()
    assert LOCKED_OUT in page
    assert "That username and password do not match." not in page


def assert_signed_in(client, response):
    assert response.status_code == 302
    dashboard = client.get(reverse("dashboard:home"), follow=True)
    assert dashboard.status_code == 200
    assert dashboard.request["PATH_INFO"] != reverse("login")


def test_four_wrong_passwords_still_let_the_right_one_in(client, owner):
    guess(client, "olive", 4)

    assert_signed_in(client, sign_in_as(client, "olive", "pw-olive"))


def test_after_five_wrong_passwords_even_the_right_one_is_refused(client, owner):
    guess(client, "olive", 5)

    response = sign_in_as(client, "olive", "pw-olive")

    assert_refused(response)
    assert int(response["Retry-After"]) > 14 * 60
    dashboard = client.get(reverse("dashboard:home"), follow=True)
    assert dashboard.request["PATH_INFO"] == reverse("login")


def test_another_username_is_unaffected(client, owner):
    make_user("sam")
    guess(client, "olive", 5)

    assert_signed_in(client, sign_in_as(client, "sam", "pw-sam"))


def test_the_username_is_counted_whatever_its_case(client, owner):
    guess(client, "OLIVE", 3)
    guess(client, "Olive", 2)

    assert_refused(sign_in_as(client, "olive", "pw-olive"))


def test_the_lockout_ends_after_15_minutes(client, owner, monkeypatch):
    guess(client, "olive", 5)
    locked_at = sign_in.now()

    monkeypatch.setattr(sign_in, "now", lambda: locked_at + 14 * 60)
    assert_refused(sign_in_as(client, "olive", "pw-olive"))

    monkeypatch.setattr(sign_in, "now", lambda: locked_at + 15 * 60 + 1)
    assert_signed_in(client, sign_in_as(client, "olive", "pw-olive"))


def test_once_the_lockout_ends_the_count_starts_afresh(client, owner, monkeypatch):
    guess(client, "olive", 5)
    later = sign_in.now() + 15 * 60 + 1
    monkeypatch.setattr(sign_in, "now", lambda: later)

    guess(client, "olive", 4)

    assert_signed_in(client, sign_in_as(client, "olive", "pw-olive"))


def test_signing_in_clears_the_usernames_failures(client, owner):
    guess(client, "olive", 4)
    assert_signed_in(client, sign_in_as(client, "olive", "pw-olive"))
    client.post(reverse("logout"))

    guess(client, "olive", 4)

    assert_signed_in(client, sign_in_as(client, "olive", "pw-olive"))


def test_twenty_failures_from_one_address_shut_it_out_for_every_username(client, owner):
    for number in range(20):
        guess(client, f"guess{number}", 1, address="203.0.113.9")

    assert_refused(sign_in_as(client, "olive", "pw-olive", address="203.0.113.9"))
    assert_signed_in(client, sign_in_as(client, "olive", "pw-olive", address="198.51.100.7"))


def test_a_lockout_is_logged_with_the_username_and_never_the_password(client, owner, caplog):
    with caplog.at_level(logging.WARNING, logger="config.sign_in"):
        guess(client, "olive", 4)
        assert not caplog.records
        guess(client, "olive", 1)

    (record,) = caplog.records
    assert record.levelno == logging.WARNING
    assert "olive" in record.getMessage()
    assert "wrong-password" not in record.getMessage()


def test_the_sign_in_page_still_shows(client):
    response = client.get(reverse("login"))
    assert response.status_code == 200
    assert LOCKED_OUT not in response.content.decode()


def sign_in_to_admin_as(client, username, password, address="127.0.0.1"):
    return client.post(
        "/admin/login/", {"username": username, "password": password}, REMOTE_ADDR=address
    )


def guess_at_the_admin(client, username, times, address="127.0.0.1"):
    for _ in range(times):
        response = sign_in_to_admin_as(client, username, "wrong-password", address)
        assert response.status_code == 200
        assert "Please enter the correct username and password" in response.content.decode()


def test_the_admin_sign_in_still_shows_and_lets_the_operator_in(client, operator):
    assert "Django administration" in client.get("/admin/login/").content.decode()

    response = sign_in_to_admin_as(client, "opal", "pw-opal")

    assert response.status_code == 302
    assert client.get("/admin/").status_code == 200


def test_after_five_wrong_passwords_at_the_admin_even_the_right_one_is_refused(client, operator):
    guess_at_the_admin(client, "opal", 5)

    response = sign_in_to_admin_as(client, "opal", "pw-opal")

    assert_refused(response)
    assert int(response["Retry-After"]) > 14 * 60
    assert client.get("/admin/").status_code == 302


def test_switching_forms_gains_a_guesser_no_tries(client, operator):
    guess(client, "opal", 3)
    guess_at_the_admin(client, "opal", 2)

    assert_refused(sign_in_to_admin_as(client, "opal", "pw-opal"))
    assert_refused(sign_in_as(client, "opal", "pw-opal"))


def test_guesses_at_the_admin_lock_the_dashboard_too(client, owner):
    guess_at_the_admin(client, "olive", 5)

    assert_refused(sign_in_as(client, "olive", "pw-olive"))


def test_twenty_failures_from_one_address_across_both_forms_shut_it_out(client, operator):
    for number in range(10):
        guess(client, f"guess{number}", 1, address="203.0.113.9")
        guess_at_the_admin(client, f"admin-guess{number}", 1, address="203.0.113.9")

    assert_refused(sign_in_to_admin_as(client, "opal", "pw-opal", address="203.0.113.9"))


def test_signing_in_to_the_admin_clears_the_usernames_failures(client, operator):
    guess(client, "opal", 4)
    assert sign_in_to_admin_as(client, "opal", "pw-opal").status_code == 302
    client.post(reverse("logout"))

    guess_at_the_admin(client, "opal", 4)

    assert sign_in_to_admin_as(client, "opal", "pw-opal").status_code == 302
