"""The small model learns dates from the corpus and the assistant reads them with its
deterministic floor: both must mean the same day by the same words ("next Tuesday", "this
Monday", "the 14th"), or the model and the floor would argue over every booking."""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from assistant.corpus import HELDOUT, TRAIN, generate
from assistant.understand import understand

TODAY = re.compile(r"Today: \w+ (\d{4}-\d\d-\d\d \d\d:\d\d)")


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_the_floor_reads_the_corpus_dates_as_the_corpus_means_them(split: str) -> None:
    read, disagreements = 0, []
    for example in generate(split, 1500, seed=11):
        if example.job != "understand" or not example.understanding.date:
            continue
        prompt = example.messages[-1]["content"]
        now = datetime.fromisoformat(TODAY.search(prompt).group(1)).replace(
            tzinfo=ZoneInfo("America/Chicago")
        )
        message = prompt.rsplit("Customer: ", 1)[1]
        date = understand(message, now=now).understanding.date
        if date is None:
            continue
        read += 1
        if str(date) != str(example.understanding.date):
            disagreements.append((message, str(now.date()), example.understanding.date, date))
    assert read > 200
    assert disagreements == []
