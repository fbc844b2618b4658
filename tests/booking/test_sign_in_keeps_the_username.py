"""A wrong password at the dashboard's sign-in gives the form back with the username as typed,
so only the password is typed again; the password is never written back into the page."""

from __future__ import annotations

import pytest
from django.urls import reverse

from config import sign_in
from tests.factories import make_user

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fresh_sign_in_counts")]


@pytest.fixture
def olive(shop):
    """The owner; her password is "pw-olive"."""
    return make_user("olive", shop=shop)


def post_sign_in(client, username, password):
    return client.post(reverse("login"), {"username": username, "password": password})


def test_a_wrong_password_keeps_the_username_and_not_the_password(client, olive):
    page = post_sign_in(client, "olive", "a-secret-guess").content.decode()

    assert "That username and password do not match." in page
    assert 'name="username" value="olive"' in page
    assert "a-secret-guess" not in page
    # The cursor waits in the password box, the one thing to type again.
    assert 'name="password" autocomplete="current-password" required autofocus' in page


def test_the_username_is_kept_as_typed_and_escaped(client, olive):
    page = post_sign_in(client, 'olive"><b>', "wrong").content.decode()

    assert 'value="olive&quot;&gt;&lt;b&gt;"' in page


def test_a_fresh_form_is_empty_with_the_cursor_in_the_username(client):
    page = client.get(reverse("login")).content.decode()

    assert 'name="username" value="" autocomplete="username" required autofocus' in page


def test_the_username_is_kept_when_sign_in_is_locked(client, olive):
    for _ in range(sign_in.FAILURES_PER_USERNAME):
        post_sign_in(client, "olive", "wrong")

    locked = post_sign_in(client, "olive", "pw-olive")

    assert locked.status_code == 429
    page = locked.content.decode()
    assert sign_in.LOCKED_OUT in page
    assert 'name="username" value="olive"' in page and "pw-olive" not in page


def test_the_right_password_after_a_wrong_one_signs_in(client, olive):
    post_sign_in(client, "olive", "wrong")

    assert post_sign_in(client, "olive", "pw-olive").status_code == 302
