"""The demo shop's first conversations, had with the assistant when the demo starts."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from assistant.demo import seed_demo_conversations
from booking.models import Shop


class Command(BaseCommand):
    help = (
        "Give the demo shop's history the conversations that booked it and the month's many that "
        "booked nothing, and have a few customers talk to its assistant (chat, phone and text), "
        "unless it has conversations already. Run after seed_demo."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--slug", default="ridgeline")

    def handle(self, *args, slug: str, **options) -> None:
        shop = Shop.objects.filter(slug=slug).first()
        if shop is None:
            raise CommandError(f"No shop with the slug {slug!r}: run seed_demo first.")
        had = seed_demo_conversations(shop)
        if had.history:
            self.stdout.write(
                f"{had.history} conversations booked the visits the assistant made in the history."
            )
        if had.asked:
            self.stdout.write(
                f"{had.asked} conversations in the history booked nothing (prices, hours, "
                "questions for the team)."
            )
        if had.rebooked_by_staff:
            self.stdout.write(
                f"{had.rebooked_by_staff} visits no conversation could book are now the shop's own."
            )
        if had.today:
            self.stdout.write(f"{had.today} customers talked to the assistant.")
        else:
            self.stdout.write("The shop already has its conversations; none were added.")
