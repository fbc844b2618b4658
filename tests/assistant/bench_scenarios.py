"""The scripted-customer figures for BENCHMARKS.md: pass rate, the guard's fallback rate, and the
turn latency (message in to first text, and to the full reply).

    python -m tests.assistant.bench_scenarios                    # templates only
    python -m tests.assistant.bench_scenarios --model-replies    # the embedded model writes

Runs every scenario of test_scenarios.py against a throwaway SQLite database and writes
bench-results/scenarios[-model].json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-replies", action="store_true")
    parser.add_argument("--model-understands", action="store_true")
    args = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="frontdesk-bench-")
    os.environ["FRONTDESK_VAR_DIR"] = scratch
    os.environ.pop("DATABASE_URL", None)
    os.environ["ASSISTANT_MODEL_REPLIES"] = "true" if args.model_replies else "false"
    os.environ["ASSISTANT_MODEL_UNDERSTANDS"] = "true" if args.model_understands else "false"
    # The scripted customers read their one-time codes from the memory backend, as tests do.
    os.environ["TEXT_BACKEND"] = "assistant.notifications.MemoryBackend"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    import torch
    from django.core.management import call_command

    from assistant.models import Message
    from tests.assistant import test_scenarios as scenarios
    from tests.assistant.customers import run

    torch.set_num_threads(1)
    call_command("migrate", verbosity=0)
    if args.model_replies or args.model_understands:
        from assistant.tasks import engine_server

        engine_server()  # loaded once, before the clock starts, as a worker would be

    from booking.profiles import import_shop

    outcomes = []
    timings: dict = {"first": [], "full": [], "rejected": 0, "written": 0, "by_model": 0}
    changes = [customer for _, customer in scenarios.CHANGES]
    for customer in [*scenarios.SCENARIOS, *changes]:
        shop = import_shop(path=scenarios.PROFILE).shop
        if customer in changes:
            scenarios.book_existing(shop)
        transcript = run(customer, shop, scenarios.NOW)
        try:
            customer.check(shop, transcript.conversation)
            outcomes.append((customer.name, True))
        except AssertionError:
            outcomes.append((customer.name, False))
        _tally(timings, Message.objects.filter(role=Message.Role.ASSISTANT))
        call_command("flush", interactive=False, verbosity=0)

    first, full = timings["first"], timings["full"]
    rejected, written = timings["rejected"], timings["written"]
    passed = sum(ok for _, ok in outcomes)
    result = {
        "scenarios": len(outcomes),
        "passed": passed,
        "pass_rate": passed / len(outcomes),
        "failed": [name for name, ok in outcomes if not ok],
        "model_replies": args.model_replies,
        "model_understands": args.model_understands,
        "replies": written,
        "model_replies_rejected": rejected,
        # Replies the model was asked for: the ones it wrote and the guard sent, and the ones
        # the guard refused (plans of shapes it never learnt go to the template unasked).
        "model_asked": timings["by_model"] + rejected,
        "fallback_rate": (rejected / written) if args.model_replies and written else None,
        "first_text_ms": _percentiles(first),
        "full_reply_ms": _percentiles(full),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average": os.getloadavg()[0],
        "torch_threads": torch.get_num_threads(),
    }
    out = Path("bench-results")
    out.mkdir(exist_ok=True)
    name = "scenarios-model.json" if args.model_replies else "scenarios.json"
    (out / name).write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))


def _tally(timings: dict, replies) -> None:
    from assistant.models import Message

    for message in replies.filter(full_reply_ms__isnull=False):
        timings["first"].append(message.first_text_ms)
        timings["full"].append(message.full_reply_ms)
        timings["written"] += 1
        timings["rejected"] += message.model_rejected
        timings["by_model"] += message.source == Message.Source.MODEL


def _percentiles(values: list[int]) -> dict:
    if not values:
        return {}
    ordered = sorted(values)
    return {
        "median": statistics.median(ordered),
        "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
        "max": ordered[-1],
    }


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    started = time.monotonic()
    main()
    print(f"took {time.monotonic() - started:.0f} s", file=sys.stderr)
