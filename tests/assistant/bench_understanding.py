"""What the assistant understands of the corpus's held-out customer messages, for BENCHMARKS.md:
the embedded model alone (as engine.evaluate scores it), the deterministic floor alone, and the
two merged as every turn merges them (assistant.understanding.merge).

    python -m tests.assistant.bench_understanding [--count 160] [--seed 0] [--wrong [model]]

The floor reads without a shop's catalog (a held-out message names no shop's service), so its
service is only what a customer asked for by name; with a catalog a turn also matches the
customer's words to a service. Writes bench-results/understanding.json.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from assistant.understanding_grammar import KEYS as FIELDS

TODAY = re.compile(r"Today: \w+ (\d{4}-\d\d-\d\d \d\d:\d\d)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=160, help="held-out examples (both jobs)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--wrong",
        nargs="?",
        const="merged",
        choices=("model", "floor", "merged"),
        help="print the readings this reader (merged unless named) missed, with the question "
        "and every reader's reading",
    )
    args = parser.parse_args()
    os.environ["ASSISTANT_MODEL_UNDERSTANDS"] = "true"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    import torch
    from django.conf import settings

    from assistant.corpus import HELDOUT, expecting_after, generate
    from assistant.schema import Understanding, prompt_question
    from assistant.tasks import engine_server, model_understanding
    from assistant.understand import understand
    from assistant.understanding import merge

    torch.set_num_threads(1)
    engine_server()
    readers = ("model", "floor", "merged")
    exact = dict.fromkeys(readers, 0)
    right = {reader: dict.fromkeys(FIELDS, 0) for reader in readers}
    examples = [e for e in generate(HELDOUT, args.count, args.seed) if e.job == "understand"]
    for example in examples:
        prompt = example.messages[-1]["content"]
        now = datetime.fromisoformat(TODAY.search(prompt).group(1)).replace(
            tzinfo=ZoneInfo("America/Chicago")
        )
        message = prompt.rsplit("Customer: ", 1)[1]
        question = prompt_question(example.messages)
        expecting = expecting_after(question)
        by_model = model_understanding(
            now=now,
            last_question=question,
            message=message,
            budget_s=settings.ASSISTANT_REPLY_BUDGET_SECONDS,
            expecting=expecting,
        )
        by_floor = understand(message, now=now, expecting=expecting).understanding
        readings = {
            "model": by_model or Understanding(),
            "floor": by_floor,
            "merged": merge(by_floor, by_model, message) if by_model else by_floor,
        }
        want = example.understanding
        if args.wrong and not _same(readings[args.wrong], want):
            print(
                f"{message}\n  asked  {question!r} (expecting {expecting})"
                f"\n  want   {want.to_json()}\n  merged {readings['merged'].to_json()}"
                f"\n  floor  {readings['floor'].to_json()}\n  model  {readings['model'].to_json()}",
                flush=True,
            )
        for reader, reading in readings.items():
            exact[reader] += _same(reading, want)
            for name in FIELDS:
                right[reader][name] += _same_value(getattr(reading, name), getattr(want, name))
    count = len(examples)
    result = {
        "examples": count,
        "exact": {reader: exact[reader] / count for reader in readers},
        "field_accuracy": {
            reader: {name: right[reader][name] / count for name in FIELDS} for reader in readers
        },
    }
    out = Path("bench-results")
    out.mkdir(exist_ok=True)
    (out / "understanding.json").write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))


def _same(reading, want) -> bool:
    return all(_same_value(getattr(reading, name), getattr(want, name)) for name in FIELDS)


def _same_value(got, want) -> bool:
    """The floor writes a name as a name is written ("Dana Reyes" for "dana reyes")."""
    if isinstance(got, str) and isinstance(want, str):
        return got.lower() == want.lower()
    return got == want


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    main()
