"""An owner adds back, with a new password, only someone their own shop took off its team: a
sign-in another shop switched off stays switched off, and the owner is told only that the
username is taken, never whose it was. No change to a member reaches another shop's people."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from booking.models import Membership
from tests.booking.test_team_page import add, remove, shown_password
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db

TAKEN = "That username is taken; choose another."


@pytest.fixture
def rival():
    return make_shop(slug="rival", name="Rival Garage")


@pytest.fixture
def rival_owner(rival):
    """Rhea owns the rival shop, signed in on her own browser."""
    browser = Client()
    browser.force_login(make_user("rhea", shop=rival))
    return browser


@pytest.fixture
def rex(rival, rival_owner):
    """Rex was staff at the rival shop, and Rhea took him off its team."""
    rex = make_user("rex", shop=rival, role=Membership.Role.STAFF)
    remove(rival_owner, rex, slug="rival")
    rex.refresh_from_db()
    assert not rex.is_active
    return rex


@pytest.mark.parametrize("typed", ["rex", "REX"])
def test_someone_another_shop_took_off_is_refused_without_saying_whose(
    client, shop, owner, rex, typed
):
    page = add(client, typed).content.decode()

    assert TAKEN in page
    assert "Rival" not in page and "rival" not in page
    assert "<code>" not in page
    assert not Membership.objects.filter(user=rex, shop=shop).exists()
    rex.refresh_from_db()
    assert not rex.is_active
    assert rex.check_password("pw-rex")


def test_the_shop_that_took_them_off_adds_them_back(client, shop, owner, rival, rival_owner, rex):
    response = add(rival_owner, "rex", slug="rival")

    password = shown_password(response)
    assert Membership.objects.get(user=rex, shop=rival).role == Membership.Role.STAFF
    assert Client().login(username="rex", password=password)
    assert TAKEN in add(client, "rex").content.decode()


def test_someone_this_shop_took_off_is_added_back_with_a_new_password(client, shop, owner):
    sam = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    remove(client, sam)

    response = add(client, "sam")

    password = shown_password(response)
    assert Membership.objects.filter(user=sam, shop=shop).exists()
    assert Client().login(username="sam", password=password)


def test_someone_both_shops_took_off_may_come_back_to_either(
    client, shop, owner, rival, rival_owner
):
    sam = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    Membership.objects.create(user=sam, shop=rival, role=Membership.Role.STAFF)
    remove(client, sam)
    remove(rival_owner, sam, slug="rival")

    password = shown_password(add(client, "sam"))

    assert list(sam.shops.all()) == [shop]
    assert Client().login(username="sam", password=password)


def test_someone_added_back_and_taken_off_again_may_come_back_again(client, shop, owner):
    sam = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    remove(client, sam)
    add(client, "sam")
    remove(client, sam)

    password = shown_password(add(client, "sam"))

    assert Client().login(username="sam", password=password)


def test_a_switched_off_sign_in_that_was_on_no_team_is_refused(client, shop, owner):
    stray = make_user("stray")
    get_user_model().objects.filter(pk=stray.pk).update(is_active=False)

    page = add(client, "stray").content.decode()

    assert TAKEN in page
    stray.refresh_from_db()
    assert not stray.is_active and stray.check_password("pw-stray")


def test_the_command_line_may_still_take_back_anyone_taken_off_a_team(shop, rex):
    out = StringIO()

    call_command("add_member", "ridgeline", "rex", stdout=out)

    password = re.search(r"Password: (\S+)", out.getvalue()).group(1)
    assert Client().login(username="rex", password=password)
    assert Membership.objects.filter(user=rex, shop=shop).exists()


# Every change to a member is refused for someone not on the owner's own team.


@pytest.fixture
def their_staff(rival):
    return make_user("rita", shop=rival, role=Membership.Role.STAFF)


def post_to(client, name, membership, data=None, slug="ridgeline"):
    return client.post(reverse(f"dashboard:{name}", args=[slug, membership.pk]), data or {})


def test_no_owner_gives_another_shops_member_a_new_password(client, shop, owner, their_staff):
    membership = their_staff.membership_set.get()

    assert post_to(client, "team_reset_password", membership).status_code == 404
    assert Client().login(username="rita", password="pw-rita")


def test_no_owner_takes_another_shops_member_off_its_team(client, shop, owner, their_staff):
    membership = their_staff.membership_set.get()

    assert post_to(client, "team_remove", membership, {"confirm": "yes"}).status_code == 404
    assert Membership.objects.filter(pk=membership.pk).exists()
    assert Client().login(username="rita", password="pw-rita")


def test_no_owner_changes_another_shops_members_role(client, shop, owner, their_staff):
    membership = their_staff.membership_set.get()

    assert post_to(client, "team_role", membership, {"role": "owner"}).status_code == 404
    assert Membership.objects.get(pk=membership.pk).role == Membership.Role.STAFF


def test_a_member_of_both_shops_is_changed_only_through_this_shops_membership(
    client, shop, owner, rival, their_staff
):
    Membership.objects.create(user=their_staff, shop=shop, role=Membership.Role.STAFF)
    at_the_rival = their_staff.membership_set.get(shop=rival)

    assert post_to(client, "team_role", at_the_rival, {"role": "owner"}).status_code == 404
    assert post_to(client, "team_remove", at_the_rival, {"confirm": "yes"}).status_code == 404
    assert post_to(client, "team_reset_password", at_the_rival).status_code == 404
    assert Membership.objects.get(pk=at_the_rival.pk).role == Membership.Role.STAFF
