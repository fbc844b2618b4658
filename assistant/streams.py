"""Reading the engine's text from a channel-layer group as a worker writes it.

A receive is never cancelled: channels_redis loses the message a cancelled receive was taking
(the first piece of a streamed answer went missing so). Instead the reader wakes on a short tick,
and once the work is over it sends itself an end mark, which comes after every piece sent
before it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

END = "reply.end"
# How often a reader wakes without a piece: to notice the work is over, and, on the in-memory
# layer, to let pieces put from the engine's own thread reach the waiting receive.
TICK_S = 0.02


async def pieces_until(layer, channel: str, finished: Callable[[], bool]) -> AsyncIterator[str]:
    """Each piece of text sent to `channel`, in order, until `finished()` and all sent before."""
    receiving = asyncio.ensure_future(layer.receive(channel))
    ending = False
    try:
        while True:
            done, _ = await asyncio.wait({receiving}, timeout=TICK_S)
            if done:
                message = receiving.result()
                if message.get("type") == END:
                    return
                yield message["text"]
                receiving = asyncio.ensure_future(layer.receive(channel))
            if not ending and finished():
                ending = True
                await layer.send(channel, {"type": END})
    finally:
        if not receiving.done():
            receiving.cancel()  # the reader was stopped early: what is lost was not wanted
