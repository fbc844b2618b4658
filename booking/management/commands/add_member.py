from __future__ import annotations

import secrets

from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from booking.models import Membership, Shop


class Command(BaseCommand):
    help = (
        "Give someone a sign-in to a shop's dashboard: an owner (changes services, prices, "
        "hours and rules) or staff (books, moves and looks). A new user gets a password, "
        "printed once; an existing one keeps theirs and gains the shop."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")
        parser.add_argument("username")
        parser.add_argument("--role", choices=Membership.Role.values, default="staff")
        parser.add_argument("--email", default="")

    @transaction.atomic
    def handle(self, *args, slug: str, username: str, role: str, email: str, **options) -> None:
        shop = Shop.objects.filter(slug=slug).first()
        if shop is None:
            raise CommandError(f"There is no shop with the slug {slug!r}.")
        users = get_user_model()
        user = users.objects.filter(username=username).first()
        password = None
        if user is None:
            try:
                users.username_validator(username)
            except ValidationError as error:
                raise CommandError(f"{username!r}: {' '.join(error.messages)}") from None
            password = secrets.token_urlsafe(12)
            validate_password(password)
            user = users.objects.create_user(username=username, email=email, password=password)
        membership, created = Membership.objects.update_or_create(
            user=user, shop=shop, defaults={"role": role}
        )
        did = "now" if created else "still"
        self.stdout.write(f"{username} is {did} {role} of {shop.name}.")
        if password:
            self.stdout.write(
                f"Password: {password}\n(shown once: sign in at /accounts/login/ and change it "
                "under Password)"
            )
