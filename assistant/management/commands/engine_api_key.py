from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from assistant.models import ApiKey


class Command(BaseCommand):
    help = "Make, list or revoke keys to the OpenAI-compatible engine API (/v1/chat/completions)."

    def add_arguments(self, parser) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        actions.add_parser("create", help="make a key; it is printed once").add_argument("name")
        actions.add_parser("list", help="every key, by its start")
        actions.add_parser("revoke", help="stop a key working").add_argument("prefix")

    def handle(self, *args, action: str, **options) -> None:
        if action == "create":
            holder, key = ApiKey.issue(options["name"][:80])
            self.stdout.write(key)
            self.stderr.write(
                f"Key {holder.prefix}… for {holder.name}: keep it now, it is not shown again."
            )
        elif action == "list":
            for holder in ApiKey.objects.all():
                state = f"revoked {holder.revoked_at:%Y-%m-%d}" if holder.revoked_at else "active"
                used = (
                    f"last used {holder.last_used_at:%Y-%m-%d %H:%M}"
                    if holder.last_used_at
                    else "never used"
                )
                self.stdout.write(f"{holder.prefix}…  {holder.name}  {state}, {used}")
        else:
            revoked = ApiKey.objects.filter(
                prefix=options["prefix"].rstrip("…"), revoked_at__isnull=True
            ).update(revoked_at=timezone.now())
            if not revoked:
                raise CommandError(f"No active key starts with {options['prefix']!r}.")
            self.stdout.write(f"Revoked {revoked} key{'' if revoked == 1 else 's'}.")
