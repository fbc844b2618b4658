from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from booking import team
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
        already = shop.members.filter(username=username).exists()
        try:
            # The operator sees every shop, so an existing user may be given this one too.
            _, password = team.add_member(shop, username, role, email=email, attach_existing=True)
        except team.TeamError as error:
            raise CommandError(error.message) from None
        did = "still" if already else "now"
        self.stdout.write(f"{username} is {did} {role} of {shop.name}.")
        if password:
            self.stdout.write(
                f"Password: {password}\n(shown once: sign in at /accounts/login/ and change it "
                "under Password)"
            )
