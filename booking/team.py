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

from booking.models import Membership, Shop

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

    A new user gets a password. An existing one keeps theirs (the password is None) and is
    given the role only with `attach_existing`, which is for the command line, whose operator
    may see every shop; the dashboard refuses a username someone already has.
    """
    if role not in Membership.Role.values:
        raise TeamError(f"{role!r} is not a role: choose {' or '.join(Membership.Role.values)}.")
    users = get_user_model()
    same_name = users.objects.filter(username=username)
    if not attach_existing:
        # "Olive" beside "olive" would be two sign-ins nobody can tell apart on the page.
        same_name = users.objects.filter(username__iexact=username)
    user = same_name.first()
    password = None
    if user is None:
        user, password = _new_user(username, email)
    elif not attach_existing:
        if shop.members.filter(pk=user.pk).exists():
            raise TeamError(f"{user.username} is already on the team.")
        raise TeamError(USERNAME_TAKEN)
    Membership.objects.update_or_create(user=user, shop=shop, defaults={"role": role})
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
def remove_member(membership: Membership, *, by: AbstractBaseUser) -> None:
    """Take the member off the shop's team. A user who signs in nowhere else is deactivated,
    not deleted, so what they did stays theirs."""
    # Locking the shop makes two owners removing each other take turns, so one stays.
    shop = Shop.objects.select_for_update().get(pk=membership.shop_id)
    user = membership.user
    other_owners = shop.membership_set.filter(role=Membership.Role.OWNER).exclude(user=user)
    if membership.role == Membership.Role.OWNER and not other_owners.exists():
        raise TeamError(
            f"{user.username} is the shop's only owner, and a shop needs an owner to change its "
            "services, hours and team: add another owner first."
        )
    if user.pk == by.pk:
        raise TeamError("You can't take yourself off the team; another owner can.")
    shop.membership_set.filter(pk=membership.pk).delete()
    if not _signs_in_elsewhere(user, shop):
        user.is_active = False
        user.save(update_fields=["is_active"])


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


def _one_time_password() -> str:
    password = secrets.token_urlsafe(12)
    validate_password(password)
    return password


def _signs_in_elsewhere(user: AbstractBaseUser, shop: Shop) -> bool:
    """Whether the sign-in opens more than this shop: another shop's dashboard or the admin."""
    return (
        user.is_staff
        or user.is_superuser
        or Membership.objects.filter(user=user).exclude(shop=shop).exists()
    )
