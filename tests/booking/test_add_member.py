"""`add_member` gives a shop's owner or staff a sign-in; anyone signed in changes their password."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command
from django.urls import reverse

from booking.models import Membership
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db


def add_member(*args):
    out = StringIO()
    call_command("add_member", *args, stdout=out)
    return out.getvalue()


def test_a_new_owner_signs_in_with_the_password_printed_once(client, shop):
    said = add_member("ridgeline", "olive", "--role", "owner", "--email", "olive@example.com")

    password = re.search(r"Password: (\S+)", said).group(1)
    assert "olive is now owner of Ridgeline Auto Repair." in said
    assert client.login(username="olive", password=password)
    assert shop.is_owned_by(get_user_model().objects.get(username="olive"))
    page = client.get(reverse("dashboard:home"), follow=True).content.decode()
    assert "Ridgeline Auto Repair" in page


def test_an_existing_user_keeps_their_password_and_gains_the_shop(client, shop):
    make_shop(slug="second")
    make_user("sam", shop=shop, role=Membership.Role.STAFF)

    said = add_member("second", "sam")

    assert "Password" not in said
    assert client.login(username="sam", password="pw-sam")
    assert Membership.objects.filter(user__username="sam").count() == 2
    add_member("second", "sam", "--role", "owner")
    assert Membership.objects.get(user__username="sam", shop__slug="second").role == "owner"


def test_an_unknown_shop_or_a_bad_username_is_refused(shop):
    with pytest.raises(CommandError, match="no shop with the slug 'nowhere'"):
        add_member("nowhere", "olive")
    with pytest.raises(CommandError, match="'bad name!'"):
        add_member("ridgeline", "bad name!")
    assert not get_user_model().objects.exists()


def test_a_signed_in_user_changes_their_password(client, shop):
    make_user("olive", shop=shop)
    client.login(username="olive", password="pw-olive")
    url = reverse("password_change")
    new = "a-long-new-passphrase-42"

    wrong = client.post(url, {"old_password": "nope", "new_password1": new, "new_password2": new})
    assert "Your old password was entered incorrectly" in wrong.content.decode()

    client.post(url, {"old_password": "pw-olive", "new_password1": new, "new_password2": new})
    client.logout()
    assert client.login(username="olive", password=new)
