"""The production topology, run for real: PostgreSQL, Redis (Celery's broker and result backend,
the channel layer, the cache), a Celery worker holding the model, and Daphne, each a process of
its own, talked to over HTTP the way an outside client would.

tests/test_topologies.py checks which settings the environment picks; this runs them. What only
this test sees: a turn in the web process waits on a task that another process runs and answers
through Redis; a confirmation text queued in the web process after commit is sent by the worker;
a streamed completion's deltas travel worker -> Redis channel layer -> web process.

It needs the PostgreSQL and Redis servers that the test command starts (scripts/test:
scripts/postgres-for-tests.sh and scripts/redis-for-tests.sh), and is skipped without them. Redis
comes as FRONTDESK_TEST_REDIS_URL, not REDIS_URL, so it never switches the pytest process itself
(and every other test) to a real broker: only the servers started here are given REDIS_URL.
The servers get a database of their own, made here and dropped afterwards, so pytest-django's
test database and this test never see each other's rows.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
import websocket
from celery import Celery
from openai import OpenAI

from assistant.schema import ResponsePlan, respond_messages
from tests.servers import ROOT, free_port, manage

pytestmark = pytest.mark.production

BIN = Path(sys.executable).parent
# For anything a server must do before answering: starting up and loading the model take
# seconds on a small CPU, a reply well under one.
SECONDS = 60
PHONE = "+13035550177"  # not the demo shop's staff_phone, which is told of each booking
WORKER = f"production-test-{uuid.uuid4().hex[:8]}@localhost"  # its name, for the ping


def servers_or_skip() -> tuple[str, str]:
    database_url = os.environ.get("DATABASE_URL", "")
    redis_url = os.environ.get("FRONTDESK_TEST_REDIS_URL", "")
    if not database_url.startswith(("postgres://", "postgresql://")) or not redis_url:
        pytest.skip(
            "needs PostgreSQL (DATABASE_URL) and Redis (FRONTDESK_TEST_REDIS_URL): "
            'eval "$(scripts/postgres-for-tests.sh start)"; '
            'eval "$(scripts/redis-for-tests.sh start)"; scripts/test does both'
        )
    return database_url, redis_url


@dataclass
class Topology:
    origin: str
    env: dict[str, str]
    database_url: str
    widget_key: str
    logs: dict[str, Path]

    def manage(self, *args: str) -> str:
        return manage(self.env, *args)

    def query(self, sql: str, *params) -> list[tuple]:
        """Read the servers' database directly: what they wrote, not what they said."""
        with psycopg.connect(self.database_url, autocommit=True) as connection:
            return connection.execute(sql, params).fetchall()

    def log(self, name: str) -> str:
        return self.logs[name].read_text(errors="replace")


@pytest.fixture
def database(tmp_path: Path) -> Iterator[tuple[str, str]]:
    """A fresh database on the test command's PostgreSQL server (its role may create them),
    and the Redis URL."""
    server_url, redis_url = servers_or_skip()
    name = f"frontdesk_topology_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server_url, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(urlsplit(server_url)._replace(path=f"/{name}")), redis_url
    finally:
        with psycopg.connect(server_url, autocommit=True) as connection:
            # FORCE: a server that outlived its terminate still holds connections.
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def topology(database: tuple[str, str], tmp_path: Path) -> Iterator[Topology]:
    """The demo shop served by Daphne, with a Celery worker on the engine and default queues,
    both on that database and the test command's Redis; both stopped afterwards."""
    database_url, redis_url = database
    port = free_port()
    origin = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.update(
        DATABASE_URL=database_url,
        REDIS_URL=redis_url,
        ASSISTANT_MODEL_REPLIES="true",
        FRONTDESK_VAR_DIR=str(tmp_path / "var"),  # the secret key both servers share
        DEBUG="false",
        ALLOWED_HOSTS="127.0.0.1",
        PUBLIC_BASE_URL=origin,
        # The production default is 3 s; this small CPU also runs Daphne, pytest and a worker
        # that loads the model on its first task. The budget's own behaviour (the template
        # answers when it runs out) is tested in tests/assistant/test_engine_path.py.
        ASSISTANT_REPLY_BUDGET_SECONDS="30",
    )
    site = Topology(origin, env, database_url, "", {})
    site.manage("migrate", "--verbosity", "0")
    site.manage("import_shop", "shops/ridgeline.toml")
    site.widget_key = json.loads(site.manage("shop_links", "ridgeline"))["widget_key"]

    commands = {
        "worker": [BIN / "celery", "-A", "config", "worker", "-Q", "engine,default"]
        + ["-P", "threads", "-c", "4", "-n", WORKER, "-l", "WARNING"]
        + ["--without-gossip", "--without-mingle", "--without-heartbeat"],
        "daphne": [BIN / "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
    }
    processes: dict[str, subprocess.Popen] = {}
    try:
        for name, command in commands.items():
            site.logs[name] = tmp_path / f"{name}.log"
            with site.logs[name].open("wb") as output:
                processes[name] = subprocess.Popen(
                    command, cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT
                )
        wait_for_daphne(site, processes)
        wait_for_worker(site, processes, redis_url)
        yield site
    finally:
        for process in processes.values():
            process.terminate()
        for process in processes.values():
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        # Shown by pytest only when the test failed: what each server saw.
        for name in site.logs:
            print(f"----- {name} -----\n{site.log(name)[-6000:]}")


def still_running(site: Topology, processes: dict[str, subprocess.Popen]) -> None:
    for name, process in processes.items():
        if process.poll() is not None:
            pytest.fail(f"{name} exited with {process.returncode}:\n{site.log(name)}")


def wait_for_daphne(site: Topology, processes: dict[str, subprocess.Popen]) -> None:
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        still_running(site, processes)
        try:
            with urllib.request.urlopen(site.origin + "/v1/models", timeout=2):
                return
        except urllib.error.HTTPError:
            return  # any answer from Django will do: without a key it is a 401
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"Daphne did not answer within {SECONDS} s:\n{site.log('daphne')}")


def wait_for_worker(site: Topology, processes: dict[str, subprocess.Popen], redis_url: str):
    """Until the worker answers a ping through the broker: consuming, not just started."""
    # A bare app on the same broker, never made the current app: the pytest process's own
    # Celery app (the eager one other tests use) stays as it is.
    with Celery(broker=redis_url, set_as_current=False) as app:
        deadline = time.monotonic() + SECONDS
        while time.monotonic() < deadline:
            still_running(site, processes)
            if app.control.ping(destination=[WORKER], timeout=1):
                return
    pytest.fail(f"the worker did not answer a ping within {SECONDS} s:\n{site.log('worker')}")


class Chat:
    """The JSON chat API, as the website widget or an outside caller uses it."""

    def __init__(self, site: Topology) -> None:
        self.url = f"{site.origin}/api/v1/shops/ridgeline/conversations/"
        self.key = site.widget_key
        self.id = self.post("", {}, expected=201)["id"]

    def say(self, text: str) -> dict:
        return self.post(f"{self.id}/messages/", {"text": text}, expected=200)

    def post(self, path: str, body: dict, *, expected: int) -> dict:
        request = urllib.request.Request(
            self.url + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", "X-Widget-Key": self.key},
        )
        try:
            with urllib.request.urlopen(request, timeout=SECONDS) as response:
                status, answer = response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            status, answer = error.code, error.read().decode()
        assert status == expected, f"POST {path or 'conversations/'}: {status} {answer}"
        return json.loads(answer)


def test_the_production_topology_end_to_end(topology: Topology):
    # a. A question answered by the model in the worker: the web process reached it through
    # Redis and waited on its result there.
    chat = Chat(topology)
    reply = chat.say("how much is an oil change?")["reply"]
    assert "$49" in reply and "$89" in reply, reply  # shops/ridgeline.toml's price range
    [(source, text)] = topology.query(
        "SELECT m.source, m.text FROM assistant_message m"
        " JOIN assistant_conversation c ON c.id = m.conversation_id"
        " WHERE c.access_token = %s AND m.role = 'assistant' AND m.text = %s",
        chat.id,
        reply,
    )
    assert source == "model", f"the template answered: the engine was not reached ({text!r})"

    # b. A booking made in the web process; its confirmation text, queued after the commit,
    # sent by the worker on the default queue.
    chat = Chat(topology)
    offer = chat.say("oil change on the first day you have")
    assert len(offer["choices"]) >= 2, offer
    chat.say(offer["choices"][1])
    chat.say("Dana Reyes")
    chat.say("303 555 0177")
    booked = chat.say("yes")["appointment"]
    assert booked is not None and booked["status"] == "confirmed", booked
    sent = []
    deadline = time.monotonic() + SECONDS
    while not sent and time.monotonic() < deadline:
        time.sleep(0.2)
        sent = topology.query(
            "SELECT body FROM assistant_outboundtext"
            " WHERE \"to\" = %s AND kind = 'confirmation' AND status = 'sent'",
            PHONE,
        )
    assert len(sent) == 1, f"no confirmation text was sent to {PHONE}"
    assert "is confirmed for" in sent[0][0]
    # The console backend prints each text in the process that sends it: the worker's.
    assert f"[text to {PHONE}]" in topology.log("worker")
    assert f"[text to {PHONE}]" not in topology.log("daphne")

    # c. OpenAI's own client against Daphne: a streamed completion arrives in pieces, sent by
    # the worker to the Redis channel layer while it decodes, that add up to the same request's
    # whole answer.
    key = topology.manage("engine_api_key", "create", "production-test").strip()
    api = OpenAI(base_url=f"{topology.origin}/v1", api_key=key, timeout=SECONDS, max_retries=0)
    # A prompt of the shape the shipped model was taught, so it answers in a whole sentence.
    plan = ResponsePlan(
        act="quote",
        facts={"service": "brake pad replacement", "price": "$180 to $320"},
        channel="chat",
        shop="Ridgeline Auto Repair",
    )
    messages = respond_messages(plan)
    asked = dict(model="frontdesk-small", messages=messages, max_tokens=64, temperature=0)
    whole = api.chat.completions.create(**asked).choices[0].message.content
    pieces = [
        chunk.choices[0].delta.content
        for chunk in api.chat.completions.create(**asked, stream=True)
        if chunk.choices and chunk.choices[0].delta.content
    ]
    assert whole, "the non-streamed completion is empty"
    # The web process adds at most one piece of its own (what was still in the layer when the
    # task ended): more than two means deltas came through Redis.
    assert len(pieces) > 2, pieces
    assert "".join(pieces) == whole

    # d. The website chat over its WebSocket: the model's reply, decoded in the worker, comes
    # to the visitor a sentence at a time through Redis while the rest is still being written.
    socket = websocket.create_connection(
        f"ws://127.0.0.1:{urlsplit(topology.origin).port}/ws/chat/ridgeline/"
        f"?key={topology.widget_key}",
        origin="http://localhost:8000",  # shops/ridgeline.toml's widget origin
        timeout=SECONDS,
    )
    try:
        socket.send(json.dumps({"type": "start"}))
        assert json.loads(socket.recv())["type"] == "started"
        socket.send(json.dumps({"type": "message", "text": "how much is a tire rotation?"}))
        deltas = []
        while (frame := json.loads(socket.recv()))["type"] == "delta":
            deltas.append(frame["text"])
    finally:
        socket.close()
    assert frame["type"] == "reply", frame
    assert "$25" in frame["text"], frame["text"]
    assert len(deltas) >= 2, deltas  # the first sentence before the rest
    assert "".join(deltas) == frame["text"]
