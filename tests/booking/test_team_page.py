"""The dashboard's Team page: every member sees the team; only the owner adds a member (or one
taken off the team before), gives one a new password, makes one owner or staff or takes one off
the team (once they ticked that they mean it), never for another shop, and the shop always keeps
an owner."""

from __future__ import annotations

import logging
import re
from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
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


def remove(client, user, slug="ridgeline", confirm="yes"):
    membership = Membership.objects.get(user=user, shop__slug=slug)
    return client.post(
        reverse("dashboard:team_remove", args=[slug, membership.pk]),
        {"confirm": confirm} if confirm else {},
        follow=True,
    )


def change_role(client, user, role, slug="ridgeline"):
    membership = Membership.objects.get(user=user, shop__slug=slug)
    return client.post(
        reverse("dashboard:team_role", args=[slug, membership.pk]), {"role": role}, follow=True
    )


def role_of(user, shop) -> str:
    return Membership.objects.get(user=user, shop=shop).role


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
    assert change_role(client, owner, "staff").status_code == 403
    assert change_role(client, staff, "owner").status_code == 403
    assert role_of(staff, shop) == Membership.Role.STAFF
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
    assert (
        client.post(
            reverse("dashboard:team_role", args=["ridgeline", membership.pk]), {"role": "owner"}
        ).status_code
        == 404
    )
    # Nor through their own shop's address with this shop's member.
    assert (
        client.post(
            reverse("dashboard:team_remove", args=["rival", membership.pk]), {"confirm": "yes"}
        ).status_code
        == 404
    )
    assert (
        client.post(
            reverse("dashboard:team_role", args=["rival", membership.pk]), {"role": "owner"}
        ).status_code
        == 404
    )
    assert Membership.objects.get(pk=membership.pk).role == Membership.Role.STAFF


def test_changes_are_refused_without_post_or_csrf(shop, owner):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(owner)

    assert browser.get(reverse("dashboard:team_add", args=["ridgeline"])).status_code == 405
    assert add(browser, "advisor").status_code == 403
    assert not get_user_model().objects.filter(username="advisor").exists()


def test_changes_to_a_member_are_refused_without_post(client, shop, owner, staff):
    membership = staff.membership_set.get()

    assert (
        client.get(reverse("dashboard:team_role", args=["ridgeline", membership.pk])).status_code
        == 405
    )
    assert (
        client.get(reverse("dashboard:team_remove", args=["ridgeline", membership.pk])).status_code
        == 405
    )
    assert role_of(staff, shop) == Membership.Role.STAFF


# Taking someone off the team needs the tick that says so.


def test_the_page_asks_for_the_tick_before_taking_someone_off(client, shop, owner, staff):
    page = client.get(team_url()).content.decode()

    assert 'name="confirm"' in page and "Yes, take sam off" in page


def test_taking_someone_off_without_the_tick_is_refused_and_says_why(client, shop, owner, staff):
    response = remove(client, staff, confirm="")

    page = response.content.decode()
    assert response.status_code == 200
    assert "Tick “Yes, take sam off” to take them off the team." in page
    assert "no longer on the team" not in page
    assert role_of(staff, shop) == Membership.Role.STAFF
    assert Client().login(username="sam", password="pw-sam")


# Taken off the team, then added again.


def test_someone_taken_off_the_team_is_added_again_with_a_new_password(client, shop, owner, staff):
    remove(client, staff)

    response = add(client, "sam")

    password = shown_password(response)
    assert "Shown this once" in response.content.decode()
    assert role_of(staff, shop) == Membership.Role.STAFF
    assert not Client().login(username="sam", password="pw-sam")
    assert Client().login(username="sam", password=password)
    assert get_user_model().objects.filter(username__iexact="sam").count() == 1


def test_someone_added_again_comes_back_in_the_role_chosen_now(client, shop, owner, staff):
    remove(client, staff)

    add(client, "Sam", role="owner")

    assert shop.is_owned_by(staff)


def test_someone_added_again_has_not_signed_in_since(client, shop, owner, staff):
    Client().login(username="sam", password="pw-sam")
    remove(client, staff)

    add(client, "sam")

    staff.refresh_from_db()
    assert staff.last_login is None
    assert "Never" in client.get(team_url()).content.decode()


def test_someone_taken_off_another_shops_team_who_stays_there_is_still_taken(
    client, shop, owner, staff, rival
):
    Membership.objects.create(user=staff, shop=rival)
    remove(client, staff)

    page = add(client, "sam").content.decode()

    assert "That username is taken; choose another." in page
    assert "<code>" not in page
    assert not Membership.objects.filter(user=staff, shop=shop).exists()
    assert Client().login(username="sam", password="pw-sam")


def test_another_shops_member_is_never_given_a_new_password(client, shop, owner, rival):
    rex = make_user("rex", shop=rival, role=Membership.Role.STAFF)
    rex.is_active = False
    rex.save()

    page = add(client, "rex").content.decode()

    assert "That username is taken; choose another." in page
    assert list(rex.shops.all()) == [rival]
    rex.refresh_from_db()
    assert rex.check_password("pw-rex")


def test_an_admin_sign_in_is_never_given_a_new_password(client, shop, owner):
    operator = make_user("opal")
    get_user_model().objects.filter(pk=operator.pk).update(is_staff=True, is_active=False)

    page = add(client, "opal").content.decode()

    assert "That username is taken; choose another." in page
    operator.refresh_from_db()
    assert operator.check_password("pw-opal")
    assert not operator.shops.exists()


def test_the_command_line_gives_a_member_taken_off_a_new_password_too(client, shop, owner, staff):
    remove(client, staff)
    out = StringIO()

    call_command("add_member", "ridgeline", "sam", stdout=out)

    password = re.search(r"Password: (\S+)", out.getvalue()).group(1)
    assert Client().login(username="sam", password=password)


# Owner or staff.


def test_an_owner_makes_staff_an_owner(client, shop, owner, staff):
    page = change_role(client, staff, "owner").content.decode()

    assert "sam is now an owner." in page
    assert shop.is_owned_by(staff)


def test_an_owner_makes_another_owner_staff(client, shop, owner):
    partner = make_user("partner", shop=shop)

    page = change_role(client, partner, "staff").content.decode()

    assert "partner is now staff." in page
    assert role_of(partner, shop) == Membership.Role.STAFF


def test_the_page_offers_owners_the_role_of_each_member(client, shop, owner, staff):
    page = client.get(team_url()).content.decode()

    for member in (owner, staff):
        membership = member.membership_set.get()
        assert reverse("dashboard:team_role", args=["ridgeline", membership.pk]) in page
    assert '<option value="staff" selected>Staff</option>' in page
    assert '<option value="owner" selected>Owner</option>' in page


def test_staff_see_roles_but_no_way_to_change_them(client, shop, owner, staff):
    client.force_login(staff)

    page = client.get(team_url()).content.decode()

    assert 'name="role"' not in page


def test_the_only_owner_cannot_make_themselves_staff(client, shop, owner, staff):
    page = change_role(client, owner, "staff").content.decode()

    assert "olive is the shop&#x27;s only owner" in page
    assert "make someone else an owner first" in page
    assert shop.is_owned_by(owner)


def test_an_owner_makes_themselves_staff_once_another_owner_is_there(client, shop, owner):
    partner = make_user("partner", shop=shop)

    response = change_role(client, owner, "staff")

    assert "olive is now staff." in response.content.decode()
    assert not shop.is_owned_by(owner) and shop.is_owned_by(partner)
    assert "Only the shop's owner changes the team." in response.content.decode()
    assert change_role(client, partner, "staff").status_code == 403


def test_two_owners_cannot_both_step_down(client, shop, owner):
    partner = make_user("partner", shop=shop)
    change_role(client, partner, "staff")

    page = change_role(client, owner, "staff").content.decode()

    assert "olive is the shop&#x27;s only owner" in page
    assert shop.is_owned_by(owner)


def test_the_only_owner_stays_whoever_asks(shop, owner, staff):
    with pytest.raises(team.TeamError, match="only owner"):
        team.change_role(owner.membership_set.get(), Membership.Role.STAFF)
    assert shop.is_owned_by(owner)


def test_a_role_that_does_not_exist_is_refused(client, shop, owner, staff):
    page = change_role(client, staff, "manager").content.decode()

    assert "Choose owner or staff." in page
    assert role_of(staff, shop) == Membership.Role.STAFF


def test_a_member_of_another_shop_keeps_their_role_there(client, shop, owner, staff, rival):
    Membership.objects.create(user=staff, shop=rival, role=Membership.Role.STAFF)

    change_role(client, staff, "owner")

    assert role_of(staff, shop) == Membership.Role.OWNER
    assert role_of(staff, rival) == Membership.Role.STAFF
