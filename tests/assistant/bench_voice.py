"""The phone's figures for BENCHMARKS.md: from a caller's words arriving over ConversationRelay
to the first text frame Twilio can speak, and to the frame marked last.

    python -m tests.assistant.bench_voice                    # templates only
    python -m tests.assistant.bench_voice --model-replies    # the embedded model writes
    python -m tests.assistant.bench_voice --model-replies --model-understands  # and reads

Calls the demo shop through the real ASGI app (the voice webhook's TwiML, then the relay's
WebSocket, signed as Twilio signs it), in process: what it measures is Frontdesk's part of the
voice latency budget (REFERENCE.md), without the network, speech recognition or speech.
Writes bench-results/voice[-model].json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sys
import tempfile
import time
from pathlib import Path

SHOP_NUMBER = "+13035550100"
TOKEN = "f3c2d1e0a9b8c7d6e5f4a3b2c1d0e9f8"
TIME = re.compile(r"\d{1,2}(?::\d\d)? [AP]M")
# Each call: what the caller says, in turn; "{time}" is the first time the assistant offered.
CALLS = [
    ["Hi, I need an oil change", "{time}", "Dana Reyes", "yes please"],
    ["what are your hours on saturday", "how much is a brake inspection", "ok thanks bye"],
    ["do you do tire rotations", "can I come in tomorrow morning", "{time}", "Sam Ortiz", "yes"],
    ["where are you located", "is there a waiting room", "thanks"],
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-replies", action="store_true")
    parser.add_argument("--model-understands", action="store_true")
    parser.add_argument("--rounds", type=int, default=10, help="times each call is made")
    args = parser.parse_args()

    os.environ["FRONTDESK_VAR_DIR"] = tempfile.mkdtemp(prefix="frontdesk-bench-")
    os.environ.pop("DATABASE_URL", None)
    os.environ["ASSISTANT_MODEL_REPLIES"] = "true" if args.model_replies else "false"
    os.environ["ASSISTANT_MODEL_UNDERSTANDS"] = "true" if args.model_understands else "false"
    os.environ["TEXT_BACKEND"] = "assistant.notifications.MemoryBackend"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    import torch
    from asgiref.sync import async_to_sync
    from django.core.management import call_command

    from booking.profiles import import_shop

    torch.set_num_threads(1)
    call_command("migrate", verbosity=0)
    shop = import_shop(path=Path("shops/ridgeline.toml")).shop
    shop.twilio_number, shop.twilio_auth_token = SHOP_NUMBER, TOKEN
    shop.save()
    if args.model_replies or args.model_understands:
        from assistant.tasks import engine_server

        engine_server()  # loaded once, before the clock starts, as a worker would be

    first, full = [], []
    for round_ in range(args.rounds):
        for number, call in enumerate(CALLS):
            caller = f"+1303555{round_:02d}{number:02d}"
            async_to_sync(_call)(shop, caller, call, first, full)
    from booking.models import Appointment

    result = {
        "calls": args.rounds * len(CALLS),
        # Two of the calls book; fewer means the talk went wrong, and the figures with it.
        "booked": Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count(),
        "turns": len(first),
        "model_replies": args.model_replies,
        "model_understands": args.model_understands,
        "first_text_ms": _percentiles(first),
        "last_frame_ms": _percentiles(full),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "torch_threads": torch.get_num_threads(),
    }
    out = Path("bench-results")
    out.mkdir(exist_ok=True)
    (out / ("voice-model.json" if args.model_replies else "voice.json")).write_text(
        json.dumps(result, indent=2)
    )
    print(json.dumps(result, indent=2))


async def _call(shop, caller: str, lines: list[str], first: list, full: list) -> None:
    from xml.etree import ElementTree

    from channels.db import database_sync_to_async
    from channels.testing import WebsocketCommunicator
    from django.test import Client
    from twilio.request_validator import RequestValidator

    from config.asgi import application

    def answered() -> str:
        params = {"CallSid": f"CA{caller}", "From": caller, "To": SHOP_NUMBER}
        params |= {"DialCallStatus": "no-answer"}
        path = "/twilio/voice/unanswered"
        signed = RequestValidator(TOKEN).compute_signature("http://localhost:8000" + path, params)
        twiml = Client().post(path, params, headers={"X-Twilio-Signature": signed}).content
        return (
            ElementTree.fromstring(twiml).find("Connect/ConversationRelay/Parameter").get("value")
        )

    conversation = await database_sync_to_async(answered)()
    path = f"/ws/twilio/relay/{shop.slug}/"
    signed = RequestValidator(TOKEN).compute_signature("ws://localhost:8000" + path, {})
    socket = WebsocketCommunicator(
        application, path, headers=[(b"x-twilio-signature", signed.encode())]
    )
    await socket.connect()
    await socket.send_json_to({"type": "setup", "customParameters": {"conversation": conversation}})
    offered = ""
    for line in lines:
        said = line.format(time=offered or "the first one")
        started = time.perf_counter()
        await socket.send_json_to({"type": "prompt", "voicePrompt": said, "last": True})
        reply, first_at = "", None
        while True:
            frame = await socket.receive_json_from(timeout=30)
            first_at = first_at or time.perf_counter()
            reply += frame["token"]
            if frame["last"]:
                break
        first.append((first_at - started) * 1000)
        full.append((time.perf_counter() - started) * 1000)
        if os.environ.get("BENCH_VOICE_SHOW"):
            print(f"{caller} > {said}\n{caller} < {reply}", file=sys.stderr)
        # The times offered are in the last sentence that names any ("Sorry, nothing's open
        # between 7 AM and 12 PM. ... I have 12:30 PM, 1 PM or 1:30 PM.").
        with_times = [s for s in re.split(r"(?<=[.?!]) ", reply) if TIME.search(s)]
        offered = TIME.search(with_times[-1]).group() if with_times else offered
    await socket.disconnect()


def _percentiles(values: list[float]) -> dict:
    ordered = sorted(values)
    return {
        "median": round(ordered[len(ordered) // 2], 1),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
        "max": round(ordered[-1], 1),
    }


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    started = time.monotonic()
    main()
    print(f"took {time.monotonic() - started:.0f} s", file=sys.stderr)
