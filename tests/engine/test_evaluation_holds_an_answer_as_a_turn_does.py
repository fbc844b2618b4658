"""engine.evaluate holds an understanding to the grammar a turn holds it to: told whether the
assistant's question in the prompt asked for a yes or a no, so a "k" after an open question is
scored as the assistant would read it."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant.corpus import Example
from assistant.schema import understand_messages
from engine.evaluate import constraints


def example(question: str, message: str) -> Example:
    messages = understand_messages(
        now=datetime(2028, 6, 18, 19, 31), last_question=question, message=message
    )
    return Example("understand", messages, '{"intent":"other"}', "", (), ())


@pytest.mark.parametrize(
    ("question", "answered"),
    [("What does your car need?", False), ("", False), ("Shall I book it?", True)],
)
def test_a_yes_is_read_only_after_a_yes_or_no_question(question, answered):
    grammar = constraints(None, example(question, "heyy, k"), "grammar")["grammar"]
    assert grammar.allows('{"answer":"yes"}') is answered
