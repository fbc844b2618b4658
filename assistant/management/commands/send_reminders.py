from __future__ import annotations

from django.core.management.base import BaseCommand

from assistant.reminders import send_due_reminders


class Command(BaseCommand):
    help = "Text every appointment reminder that is due (run it every few minutes from cron)."

    def handle(self, *args, **options) -> None:
        sent = send_due_reminders()
        if options["verbosity"]:
            self.stdout.write(f"{sent} reminder{'' if sent == 1 else 's'} sent")
