from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from booking.models import Shop
from booking.selectors import shop_links


class Command(BaseCommand):
    help = "Print the shop's links (its calendar feed first) as a JSON object."

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")

    def handle(self, *args, slug: str, **options) -> None:
        shop = Shop.objects.filter(slug=slug).first()
        if shop is None:
            raise CommandError(f"There is no shop with the slug {slug!r}.")
        self.stdout.write(json.dumps(shop_links(shop), indent=2))
