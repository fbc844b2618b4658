"""Talk to the assistant in the terminal, as a customer on the website chat would."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from assistant import turn
from assistant.models import Conversation
from booking.models import Shop


class Command(BaseCommand):
    help = "Chat with a shop's assistant in the terminal (Ctrl-D or 'quit' to stop)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")
        parser.add_argument("--phone", default="", help="the number the customer types, if any")
        parser.add_argument(
            "--channel", default="chat", choices=[c.value for c in Conversation.Channel]
        )

    def handle(self, *args, slug: str, phone: str, channel: str, **options) -> None:
        shop = Shop.objects.filter(slug=slug).first()
        if shop is None:
            raise CommandError(f"No shop with the slug {slug!r}.")
        # On SMS and phone the number is proven by the carrier; in chat it is only typed.
        verified = phone if channel != Conversation.Channel.CHAT else ""
        conversation, greeting = turn.start(
            shop, channel, customer_phone=phone, verified_phone=verified
        )
        self.stdout.write(f"{shop.name}: {greeting.text}")
        while True:
            try:
                text = input("you: ")
            except EOFError:
                break
            if text.strip().lower() in {"quit", "exit"}:
                break
            result = turn.reply(conversation, text)
            self.stdout.write(f"{shop.name}: {result.message.text}")
            if result.appointment is not None:
                self.stdout.write(self.style.SUCCESS(f"  [{result.appointment}]"))
