"""The dashboard's Team page: every member sees the team; only the owner adds a member, gives
one a new password or takes one off the team, and never for another shop."""

from __future__ import annotations

import logging
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from booking import team
from booking.models import Membership
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db

SHOWN_PASSWORD = re.compile(r"<code>([^<]+)</code>")


@pytest.fixture
def staff(shop):
    return make_user("sam", shop=shop, role=Membership.Role.STAFF)


@pytest.fixture
def rival():
    return make_shop(slug="rival", name="Rival Garage")


def team_url(*args) -> str:
    return reverse("dashboard:team", args=["ridgeline", *args])


def add(client, username, role="staff", slug="ridgeline"):
    return client.post(
        reverse("dashboard:team_add", args=[slug]), {"username": username, "role": role}
    )


def reset(client, user, slug="ridgeline"):
    membership = Membership.objects.get(user=user)
    return client.post(reverse("dashboard:team_reset_password", args=[slug, membership.pk]))


def remove(client, user, slug="ridgeline"):
    membership = Membership.objects.get(user=user, shop__slug=slug)
    return client.post(reverse("dashboard:team_remove", args=[slug, membership.pk]), follow=True)


def shown_password(response) -> str:
    return SHOWN_PASSWORD.search(response.content.decode()).group(1)


def test_it_lists_the_team_to_every_member(client, shop, owner, staff):
    client.force_login(staff)
    page = client.get(team_url()).content.decode()

    assert "olive" in page and "Owner" in page
    assert "sam" in page and "Staff" in page
    assert "Only the shop's owner changes the team." in page
    assert reverse("dashboard:team_add", args=["ridgeline"]) not in page


def test_the_navigation_links_the_team_page(client, shop, owner):
    page = client.get(reverse("dashboard:calendar", args=["ridgeline"])).content.decode()
    assert f'href="{team_url()}"' in page


def test_an_owner_adds_staff_who_sign_in_with_the_password_shown_once(client, shop, owner, caplog):
    caplog.set_level(logging.DEBUG)
    response = add(client, "advisor")

    password = shown_password(response)
    page = response.content.decode()
    assert response.status_code == 200
    assert "Shown this once" in page and "under Password" in page
    assert "no-store" in response.headers["Cache-Control"]
    assert password not in caplog.text
    assert password not in str(dict(client.session))
    assert password not in client.get(team_url()).content.decode()
    advisor = get_user_model().objects.get(username="advisor")
    assert Membership.objects.get(user=advisor, shop=shop).role == Membership.Role.STAFF
    assert Client().login(username="advisor", password=password)


def test_an_owner_adds_another_owner(client, shop, owner):
    add(client, "partner", role="owner")
    assert shop.is_owned_by(get_user_model().objects.get(username="partner"))


def test_a_username_of_another_shop_is_refused_without_saying_whose(client, shop, owner, rival):
    make_user("rex", shop=rival)

    page = add(client, "Rex").content.decode()

    assert "That username is taken; choose another." in page
    assert "Rival" not in page and "rival" not in page
    assert not Membership.objects.filter(shop=shop, user__username="rex").exists()
    assert Client().login(username="rex", password="pw-rex")


def test_a_member_added_twice_is_already_on_the_team(client, shop, owner, staff):
    page = add(client, "sam", role="owner").content.decode()
    assert "sam is already on the team." in page
    assert Membership.objects.get(user=staff).role == Membership.Role.STAFF


def test_a_bad_username_is_refused(client, shop, owner):
    page = add(client, "bad name!").content.decode()
    assert "Enter a valid username" in page
    assert not get_user_model().objects.filter(username="bad name!").exists()


def test_a_reset_password_works_and_the_old_one_stops(client, shop, owner, staff):
    response = reset(client, staff)

    password = shown_password(response)
    assert "Shown this once" in response.content.decode()
    assert not Client().login(username="sam", password="pw-sam")
    assert Client().login(username="sam", password=password)


def test_a_reset_signs_the_member_out(client, shop, owner, staff):
    theirs = Client()
    theirs.force_login(staff)
    reset(client, staff)
    assert theirs.get(team_url()).status_code == 302


def test_a_member_who_signs_in_at_another_shop_keeps_their_password(
    client, shop, owner, staff, rival
):
    Membership.objects.create(user=staff, shop=rival, role=Membership.Role.OWNER)

    response = client.post(
        reverse(
            "dashboard:team_reset_password",
            args=["ridgeline", staff.membership_set.get(shop=shop).pk],
        ),
        follow=True,
    )

    assert "also signs in elsewhere" in response.content.decode()
    assert Client().login(username="sam", password="pw-sam")


def test_an_owner_takes_staff_off_the_team_and_their_sign_in_stops(client, shop, owner, staff):
    page = remove(client, staff).content.decode()

    assert "sam is no longer on the team." in page
    assert not Membership.objects.filter(user=staff).exists()
    assert not Client().login(username="sam", password="pw-sam")


def test_a_member_of_another_shop_keeps_their_sign_in_there(client, shop, owner, staff, rival):
    Membership.objects.create(user=staff, shop=rival)

    remove(client, staff)

    assert list(staff.shops.all()) == [rival]
    assert Client().login(username="sam", password="pw-sam")


def test_the_only_owner_cannot_be_taken_off_the_team(client, shop, owner):
    page = remove(client, owner).content.decode()

    assert "olive is the shop&#x27;s only owner" in page
    assert shop.is_owned_by(owner)


def test_an_owner_cannot_take_themselves_off_the_team(client, shop, owner):
    make_user("partner", shop=shop)

    page = remove(client, owner).content.decode()

    assert "You can&#x27;t take yourself off the team" in page
    assert shop.is_owned_by(owner)


def test_the_last_owner_stays_whoever_asks(shop, owner, staff):
    with pytest.raises(team.TeamError, match="only owner"):
        team.remove_member(owner.membership_set.get(), by=staff)
    assert shop.is_owned_by(owner)


def test_staff_cannot_change_the_team(client, shop, owner, staff):
    client.force_login(staff)

    assert add(client, "advisor").status_code == 403
    assert reset(client, owner).status_code == 403
    assert remove(client, owner).status_code == 403
    assert not get_user_model().objects.filter(username="advisor").exists()
    assert shop.is_owned_by(owner)
    assert Client().login(username="olive", password="pw-olive")


def test_another_shops_owner_gets_404(client, shop, staff, rival):
    client.force_login(make_user("rex", shop=rival))
    membership = staff.membership_set.get()

    assert client.get(team_url()).status_code == 404
    assert add(client, "advisor").status_code == 404
    assert (
        client.post(
            reverse("dashboard:team_reset_password", args=["ridgeline", membership.pk])
        ).status_code
        == 404
    )
    assert (
        client.post(reverse("dashboard:team_remove", args=["ridgeline", membership.pk])).status_code
        == 404
    )
    # Nor through their own shop's address with this shop's member.
    assert (
        client.post(reverse("dashboard:team_remove", args=["rival", membership.pk])).status_code
        == 404
    )
    assert Membership.objects.filter(pk=membership.pk).exists()


def test_changes_are_refused_without_post_or_csrf(shop, owner):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(owner)

    assert browser.get(reverse("dashboard:team_add", args=["ridgeline"])).status_code == 405
    assert add(browser, "advisor").status_code == 403
    assert not get_user_model().objects.filter(username="advisor").exists()
