"""A shop's team: who signs in to its dashboard, as its owner or staff.

The `add_member` command and the dashboard's Team page both go through these functions, so the
two never disagree on what a new sign-in gets. A password made here is one-time: it is returned
to be shown once, and the member changes it under Password once signed in.
"""

from __future__ import annotations

import secrets

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.views.decorators.debug import sensitive_variables

from booking.models import FormerMembership, Membership, Shop

# Said whoever holds the username: the page must not tell one shop about another's people.
USERNAME_TAKEN = "That username is taken; choose another."


class TeamError(Exception):
    """A change to the team that is refused; `message` says why, in the owner's words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@sensitive_variables("password")
@transaction.atomic
def add_member(
    shop: Shop, username: str, role: str, *, email: str = "", attach_existing: bool = False
) -> tuple[AbstractBaseUser, str | None]:
    """Give `username` a sign-in to `shop` as `role`: (the user, their one-time password).

    A new user gets a password, and so does one this shop took off its team who is on no team
    now: they come back as new. Any other existing user keeps theirs (the password is None) and
    is given the role only with `attach_existing`, which is for the command line, whose operator
    may see every shop and take back anyone taken off a team; the dashboard refuses a username
    someone else has or had, without saying whose.
    """
    _check_role(role)
    users = get_user_model()
    same_name = users.objects.filter(username=username)
    if not attach_existing:
        # "Olive" beside "olive" would be two sign-ins nobody can tell apart on the page.
        same_name = users.objects.filter(username__iexact=username)
    # Locked so that two shops can't both take back the same former member at once.
    user = same_name.select_for_update().first()
    password = None
    if user is None:
        user, password = _new_user(username, email)
    elif _was_taken_off_every_team(user) and (attach_existing or _left(user, shop)):
        password = _sign_in_again(user)
    elif not attach_existing:
        if shop.members.filter(pk=user.pk).exists():
            raise TeamError(f"{user.username} is already on the team.")
        raise TeamError(USERNAME_TAKEN)
    Membership.objects.update_or_create(user=user, shop=shop, defaults={"role": role})
    FormerMembership.objects.filter(user=user, shop=shop).delete()
    return user, password


@sensitive_variables("password")
def reset_password(membership: Membership, *, by: AbstractBaseUser) -> str:
    """Give the member a new one-time password (the old one stops working, and so do the
    sessions signed in with it). Refused for a sign-in that is not only this shop's: its
    owner here must not take over what it opens elsewhere."""
    user = membership.user
    if user.pk == by.pk:
        raise TeamError("Change your own password under Password.")
    if _signs_in_elsewhere(user, membership.shop):
        raise TeamError(
            f"{user.username} also signs in elsewhere, so only they can change their password "
            "(under Password once signed in)."
        )
    password = _one_time_password()
    user.set_password(password)
    user.save(update_fields=["password"])
    return password


@transaction.atomic
def change_role(membership: Membership, role: str) -> None:
    """Make the member the shop's owner or staff; the shop's only owner stays one."""
    _check_role(role)
    membership = _locked(membership)
    if role == membership.role:
        return
    _refuse_leaving_no_owner(membership)
    membership.role = role
    membership.save(update_fields=["role"])


@transaction.atomic
def remove_member(membership: Membership, *, by: AbstractBaseUser) -> None:
    """Take the member off the shop's team. A user who signs in nowhere else is deactivated,
    not deleted, so what they did stays theirs; this shop's add_member switches them back on."""
    membership = _locked(membership)
    _refuse_leaving_no_owner(membership)
    user = membership.user
    if user.pk == by.pk:
        raise TeamError("You can't take yourself off the team; another owner can.")
    membership.delete()
    FormerMembership.objects.get_or_create(user=user, shop=membership.shop)
    if not _signs_in_elsewhere(user, membership.shop):
        user.is_active = False
        user.save(update_fields=["is_active"])


def _locked(membership: Membership) -> Membership:
    """The membership as it is now, its shop locked: two owners changing each other's place
    take turns, so the second sees what the first did and one owner stays."""
    Shop.objects.select_for_update().get(pk=membership.shop_id)
    current = Membership.objects.select_related("user", "shop").filter(pk=membership.pk).first()
    if current is None:
        raise TeamError(f"{membership.user.username} is no longer on the team.")
    return current


def _refuse_leaving_no_owner(membership: Membership) -> None:
    others = Membership.objects.filter(shop_id=membership.shop_id, role=Membership.Role.OWNER)
    if membership.role == Membership.Role.OWNER and not others.exclude(pk=membership.pk).exists():
        raise TeamError(
            f"{membership.user.username} is the shop's only owner, and a shop needs an owner "
            "to change its services, hours and team: make someone else an owner first."
        )


def _check_role(role: str) -> None:
    if role not in Membership.Role.values:
        raise TeamError(f"{role!r} is not a role: choose {' or '.join(Membership.Role.values)}.")


def _new_user(username: str, email: str) -> tuple[AbstractBaseUser, str]:
    users = get_user_model()
    try:
        users.username_validator(username)
    except ValidationError as error:
        raise TeamError(f"{username!r}: {' '.join(error.messages)}") from None
    password = _one_time_password()
    try:
        with transaction.atomic():
            user = users.objects.create_user(username=username, email=email, password=password)
    except IntegrityError:  # someone took the username since it was looked up
        raise TeamError(USERNAME_TAKEN) from None
    return user, password


def _left(user: AbstractBaseUser, shop: Shop) -> bool:
    """Whether `shop` took `user` off its team."""
    return FormerMembership.objects.filter(user=user, shop=shop).exists()


def _was_taken_off_every_team(user: AbstractBaseUser) -> bool:
    """Whether `user` is a sign-in that remove_member switched off: it opens nothing now, so
    giving it a new password takes nothing from anyone."""
    return not user.is_active and not _opens_anything(user)


@sensitive_variables("password")
def _sign_in_again(user: AbstractBaseUser) -> str:
    """Switch a former member's sign-in back on with a new one-time password."""
    password = _one_time_password()
    user.set_password(password)
    user.is_active = True
    # The page shows when a member last signed in: not when they did at a shop they left.
    user.last_login = None
    user.save(update_fields=["password", "is_active", "last_login"])
    return password


def _one_time_password() -> str:
    password = secrets.token_urlsafe(12)
    validate_password(password)
    return password


def _signs_in_elsewhere(user: AbstractBaseUser, shop: Shop) -> bool:
    """Whether the sign-in opens more than this shop: another shop's dashboard or the admin."""
    return _opens_anything(user, besides=shop)


def _opens_anything(user: AbstractBaseUser, *, besides: Shop | None = None) -> bool:
    """Whether the sign-in opens the admin or any shop's dashboard other than `besides`."""
    memberships = Membership.objects.filter(user=user)
    if besides is not None:
        memberships = memberships.exclude(shop=besides)
    return user.is_staff or user.is_superuser or memberships.exists()
