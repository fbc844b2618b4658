"""Serving concurrent callers from one model: a thread owns the scheduler and steps it while any
request is in flight, so requests that arrive together are decoded together (new ones join at
the next block boundary). Each caller waits on its own future and may take the text as it is
committed."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from engine.engine import Completion, Engine, completion_of
from engine.params import SamplingParams, resolve
from engine.scheduler import Request
from engine.tokenizer import Message


@dataclass
class _Call:
    future: Future[Completion]
    on_delta: Callable[[str], None] | None
    request: Request


class EngineServer:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._scheduler = engine.scheduler()
        self._calls: dict[int, _Call] = {}
        self._lock = threading.Lock()
        self._has_work = threading.Condition(self._lock)
        self._thread = threading.Thread(target=self._loop, name="engine-server", daemon=True)
        self._thread.start()

    def submit(
        self,
        messages: Sequence[Message],
        params: SamplingParams | None = None,
        *,
        on_delta: Callable[[str], None] | None = None,
    ) -> Future[Completion]:
        """Queue one chat completion. `on_delta` runs on the server's thread with each newly
        committed piece of text, so it must be quick (hand it to a queue or a socket)."""
        prompt = self.engine.prompt_ids(messages)
        settings = resolve(params or SamplingParams(), self.engine.block_length)
        future: Future[Completion] = Future()
        with self._has_work:
            request = self._scheduler.submit(prompt, settings)
            self._calls[request.id] = _Call(future, on_delta, request)
            self._has_work.notify()
        return future

    def cancel(self, future: Future[Completion]) -> None:
        """The caller of `future` stopped waiting (its turn answered without it): its request
        leaves the batch, so a CPU that fell behind does not go on decoding answers no one
        reads while the next callers wait."""
        with self._has_work:
            for request_id, call in list(self._calls.items()):
                if call.future is future:
                    del self._calls[request_id]
                    self._scheduler.cancel(call.request)
                    future.cancel()

    def _loop(self) -> None:
        while True:
            with self._has_work:
                while not self._scheduler.has_work():
                    self._has_work.wait()
                try:
                    events = self._scheduler.step()
                except Exception as error:  # one bad step must not strand every waiting caller
                    self._fail_all(error)
                    continue
                for event in events:
                    self._deliver(event.request, event.delta, event.finished)

    def _deliver(self, request: Request, delta: str, finished: bool) -> None:
        call = self._calls.get(request.id)
        if call is None:
            return
        if delta and call.on_delta is not None:
            try:
                call.on_delta(delta)
            except Exception:  # a caller's broken callback must not stop the others
                call.on_delta = None
        if finished:
            del self._calls[request.id]
            call.future.set_result(completion_of(request))

    def _fail_all(self, error: Exception) -> None:
        calls, self._calls = self._calls, {}
        self._scheduler = self.engine.scheduler()
        for call in calls.values():
            call.future.set_exception(error)
