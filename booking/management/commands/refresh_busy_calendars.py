from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from booking.busy_calendars import busy_calendars_refresh
from booking.models import Shop


class Command(BaseCommand):
    help = "Read every external busy calendar (or one shop's) into busy times."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--shop", metavar="SLUG", help="only this shop's calendars")

    def handle(self, *args, shop: str | None = None, **options) -> None:
        only = None
        if shop is not None:
            only = Shop.objects.filter(slug=shop).first()
            if only is None:
                raise CommandError(f"There is no shop with the slug {shop!r}.")
        for calendar in busy_calendars_refresh(shop=only):
            name = f"{calendar.shop.slug}: {calendar.name}"
            # One shop's broken URL is that shop's problem, not a failed run: it is reported
            # and recorded on the calendar, and the exit status stays 0.
            if calendar.last_error:
                self.stderr.write(f"{name}: {calendar.last_error}")
            else:
                self.stdout.write(f"{name}: {calendar.busy_times.count()} busy times")
