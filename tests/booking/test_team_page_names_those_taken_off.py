"""After taking a member off the team, the owner's Team page names them and says how to give
them a sign-in again (by their username), until they are added back; staff are not told, and
another shop's former members are not named."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Membership
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db

TAKEN_OFF = "Taken off the team: {}. To give one a sign-in again, add them by their username."


def take_off(client, user):
    membership = Membership.objects.get(user=user)
    url = reverse("dashboard:team_remove", args=["ridgeline", membership.pk])
    return client.post(url, {"confirm": "yes"}, follow=True).content.decode()


def team_page(client) -> str:
    return client.get(reverse("dashboard:team", args=["ridgeline"])).content.decode()


@pytest.mark.parametrize("usernames", [["jo"], ["jo", "Ana-María"]])
def test_those_taken_off_are_named(client, owner, shop, usernames):
    for username in usernames:
        take_off(client, make_user(username, shop=shop, role=Membership.Role.STAFF))

    page = team_page(client)

    assert TAKEN_OFF.format(", ".join(sorted(usernames))) in page


def test_one_added_back_is_no_longer_named(client, owner, shop):
    take_off(client, make_user("jo", shop=shop, role=Membership.Role.STAFF))

    client.post(
        reverse("dashboard:team_add", args=["ridgeline"]), {"username": "jo", "role": "staff"}
    )

    page = team_page(client)
    assert "Taken off the team" not in page
    assert Membership.objects.filter(shop=shop, user__username="jo").exists()


def test_staff_are_not_told(client, shop):
    owner = make_user("olive", shop=shop)
    staff = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    client.force_login(owner)
    take_off(client, make_user("jo", shop=shop, role=Membership.Role.STAFF))
    client.force_login(staff)

    assert "Taken off the team" not in team_page(client)


def test_another_shops_former_member_is_not_named(client, owner, shop):
    rival = make_shop(slug="rival", name="Rival Garage")
    rival_owner = make_user("rita", shop=rival)
    gone = make_user("kim", shop=rival, role=Membership.Role.STAFF)
    client.force_login(rival_owner)
    membership = Membership.objects.get(user=gone)
    url = reverse("dashboard:team_remove", args=["rival", membership.pk])
    client.post(url, {"confirm": "yes"}, follow=True)
    client.force_login(owner)

    assert "kim" not in team_page(client)
