"""A chat can move the visit it booked again and again, and each move texts the visit's number
the new time: someone (or a script) moving one visit back and forth makes the shop pay a text at
every move. A visit's moves are texted three times a day; after that the chat still moves it and
says the new time, without promising a text."""

from __future__ import annotations

import pytest

from assistant import text_limits
from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_visit_moved_back_and_forth_is_texted_three_moves_a_day(shop, texts_go_to_memory):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change Wednesday at 11am")
    say("Dana Reyes")
    booked = say("yes").appointment
    texts_go_to_memory.clear()  # the confirmation

    replies = []
    for day in ("thursday", "friday", "thursday", "friday", "thursday"):
        say(f"can i move it to {day} at 10am")
        replies.append(say("yes"))

    moved = replies[-1].appointment
    assert moved.pk == booked.pk
    assert moved.local_start().strftime("%A %H:%M") == "Thursday 10:00"
    assert len(texts_go_to_memory) == text_limits.MOVES_TEXTED_PER_DAY == 3
    assert all(
        "is now Thursday" in body or "is now Friday" in body for _, body in texts_go_to_memory
    )
    said = [reply.message.text for reply in replies]
    assert all(text.endswith("We'll text you the new time.") for text in said[:3])
    assert said[3] == "Done: your Oil change is now on Friday, December 11 at 10 AM."
    assert said[4].startswith("Done: your Oil change is now on Thursday")
    assert "text" not in said[4]
    assert OutboundText.objects.filter(kind=OutboundText.Kind.CHANGE).count() == 3


def test_a_visit_moved_once_is_texted_its_new_time(shop, texts_go_to_memory):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change Wednesday at 11am")
    say("Dana Reyes")
    say("yes")
    texts_go_to_memory.clear()

    say("can i move it to friday at 10am")
    reply = say("yes").message.text

    assert reply.endswith("We'll text you the new time.")
    assert [to for to, _ in texts_go_to_memory] == ["+13035550177"]
    assert "is now Friday" in texts_go_to_memory[0][1]
