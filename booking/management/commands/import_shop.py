from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError, CommandParser

from booking.profiles import ProfileError, import_shop


class Command(BaseCommand):
    help = "Create or update a shop from its profile file (TOML); a bad file changes nothing."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the shop profile, like shops/ridgeline.toml")

    def handle(self, *args, path: str, **options) -> None:
        try:
            report = import_shop(path=path)
        except ProfileError as error:
            for line in error.errors:
                self.stderr.write(f"  {line}")
            count = len(error.errors)
            raise CommandError(
                f"{path}: {count} problem{'s' if count != 1 else ''}; nothing was changed."
            ) from None
        self.stdout.write(report.summary())
