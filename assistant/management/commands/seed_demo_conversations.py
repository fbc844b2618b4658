"""The demo shop's first conversations, had with the assistant when the demo starts."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from assistant.demo import seed_demo_conversations
from booking.models import Shop


class Command(BaseCommand):
    help = (
        "Have a few customers talk to the demo shop's assistant (chat, phone and text), unless "
        "it has conversations already. Run after seed_demo."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--slug", default="ridgeline")

    def handle(self, *args, slug: str, **options) -> None:
        shop = Shop.objects.filter(slug=slug).first()
        if shop is None:
            raise CommandError(f"No shop with the slug {slug!r}: run seed_demo first.")
        had = seed_demo_conversations(shop)
        if had:
            self.stdout.write(f"{had} customers talked to the assistant.")
