"""Two texts from one number that arrive together ("hi" and, a second later, "need an oil
change" often reach us in the same instant) go on in one conversation, not two half-ones."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from django.test import Client

from assistant import twilio_hooks
from assistant.models import Conversation, Message
from tests.assistant.test_twilio_sms import CUSTOMER, text
from tests.assistant.test_twilio_sms import shop as shop  # noqa: F401  (the fixture)

pytestmark = pytest.mark.django_db(transaction=True)


def test_texts_arriving_together_go_on_in_one_conversation(shop, monkeypatch):  # noqa: F811
    barrier = threading.Barrier(2)
    real_start = twilio_hooks.turn.start

    def start_when_both_have_looked(*args, **kwargs):
        # Both requests have looked for the number's conversation by now, unless one waits for
        # the other; then the first has started it, and this one times out and goes on.
        try:
            barrier.wait(timeout=1)
        except threading.BrokenBarrierError:
            pass
        return real_start(*args, **kwargs)

    monkeypatch.setattr(twilio_hooks.turn, "start", start_when_both_have_looked)
    answers = [None, None]

    def send(number: int, body: str) -> None:
        try:
            answers[number] = text(Client(), body, sid=f"SM9{number}").status_code
        finally:
            connection.close()

    threads = [
        threading.Thread(target=send, args=(0, "hi")),
        threading.Thread(target=send, args=(1, "do you do oil changes")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert answers == [200, 200]
    assert Conversation.objects.filter(verified_phone=CUSTOMER).count() == 1
    assert Message.objects.filter(role="customer").count() == 2
