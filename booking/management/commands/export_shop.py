from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from booking.models import Shop
from booking.profiles import export_shop


class Command(BaseCommand):
    help = "Write a shop's profile file (TOML), which import_shop reads back to the same shop."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug")
        parser.add_argument("-o", "--output", help="the file to write; standard output if absent")

    def handle(self, *args, slug: str, output: str | None, **options) -> None:
        shop = Shop.objects.filter(slug=slug).first()
        if shop is None:
            raise CommandError(f"No shop has the slug {slug!r}.")
        text = export_shop(shop)
        if output is None:
            self.stdout.write(text, ending="")
            return
        Path(output).write_text(text, encoding="utf-8")
        self.stderr.write(f"Wrote {shop.slug}'s profile to {output}.")
