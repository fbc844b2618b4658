from __future__ import annotations

from django.core.management.base import BaseCommand, CommandParser

from booking.demo import seed_demo
from config.env import env_str


class Command(BaseCommand):
    help = (
        "Set up the demo shop (shops/ridgeline.toml) with an owner, a service advisor and a month "
        "of appointments. Safe to run again. DEMO_OWNER_PASSWORD sets the owner's password."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--seed", type=int, default=2026, help="the same seed, the same data")

    def handle(self, *args, seed: int, **options) -> None:
        report = seed_demo(seed=seed, owner_password=env_str("DEMO_OWNER_PASSWORD"))
        self.stdout.write(report.profile_summary)
        for user in report.users:
            password = user.password or "(unchanged)"
            self.stdout.write(f"Sign in as {user.username} ({user.role}), password: {password}")
        if report.booked:
            self.stdout.write(f"Booked {report.booked} appointments around today.")
        else:
            self.stdout.write("The shop already has its appointments; none were added.")
        counts = ", ".join(f"{n} {status}" for status, n in sorted(report.statuses.items()))
        self.stdout.write(f"Appointments: {counts}.")
