"""Respond: the reply for a decided act, written by the model when one is loaded and checked by
the grounding guard, or by the act's template. The customer never waits in silence: if the
engine is slow, down or ungrounded, the template answers."""

from __future__ import annotations

import logging
import re
import time as clock
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from django.conf import settings

from assistant.corpus import read_plans
from assistant.grounding import check_reply, lacks_price_caveat, states_only_facts
from assistant.models import Message
from assistant.schema import ResponsePlan
from assistant.templates_reply import PRICE_CAVEAT, template_reply
from assistant.words import facts_for_the_channel

log = logging.getLogger(__name__)
template = template_reply

# A service name that opens the fact or an item of a list ("Oil change, Tire rotation"), in
# sentence case: one capital, then lower case.
_SERVICE_OPENING = re.compile(r"(?:^|(?<=, )|(?<= and )|(?<= or ))[A-Z](?=[a-z]+\b)")


def model_learnt(plan: ResponsePlan) -> bool:
    """Whether the loaded model was taught to write replies for plans of this act and facts
    (its folder's plans.json; a model without one, LLaDA or Dream, is asked for any)."""
    taught = _taught_plans(settings.ASSISTANT_MODEL_DIR)
    return taught is None or frozenset(plan.facts) in taught.get(plan.act, frozenset())


@cache
def _taught_plans(folder: str) -> dict[str, frozenset[frozenset[str]]] | None:
    return read_plans(Path(folder))


def as_said_mid_sentence(plan: ResponsePlan) -> ResponsePlan:
    """The plan the model reads: a catalog's "Brake pad replacement" as it is said inside a
    sentence, "brake pad replacement", which is how the small model learnt service names (the
    catalog form came back garbled: "sh pad replacement"). The guard still checks the reply
    against the catalog's facts, which compares words whatever their case."""
    facts = dict(plan.facts)
    for key in ("service", "services"):
        if key in facts:
            facts[key] = _SERVICE_OPENING.sub(lambda m: m.group().lower(), facts[key])
    return replace(plan, facts=facts)


# Where a list of the catalog's names ("Oil change, Tire rotation and Brake inspection") parts.
_BETWEEN_NAMES = re.compile(r", (?:and |or )?| and | or ")


def in_the_catalogs_words(text: str, facts: dict[str, str]) -> str:
    """The model's reply with each service named as the catalog and the templates write it
    ("For Oil change on Monday"), not as the model was given it (as_said_mid_sentence)."""
    for key in ("service", "services"):
        for name in _BETWEEN_NAMES.split(facts.get(key, "")):
            given = _SERVICE_OPENING.sub(lambda m: m.group().lower(), name)
            if given != name:
                text = re.sub(rf"(?<![\w-]){re.escape(given)}\b", name, text)
    return text


SENTENCE_START = re.compile(r"(^|[.!?] +)([a-z])")


def capitalised_sentences(text: str) -> str:
    """Each sentence begun with a capital: the model read "oil change" for "Oil change"
    (as_said_mid_sentence) and may open a sentence with it."""
    return SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)


@dataclass(frozen=True)
class Written:
    text: str
    source: str
    rejected: bool  # the model wrote a reply and the guard refused it
    started: float  # monotonic time the writing started
    first_text_ms: int
    tokens: int = 0
    passes: int = 0


# A sentence is over where its stop is followed by a space and the next one has begun.
_SENTENCE_OVER = re.compile(r"[.!?](?= \S)")


class SentencesSoFar:
    """The model's reply as the engine writes it, let out a whole sentence at a time, each only
    if it says nothing the facts do not give: a caller hears the first sentence while the rest
    is still being decided. Whether the whole reply says all it must is checked at its end."""

    def __init__(self, facts: dict[str, str], shop: str) -> None:
        self.facts, self.shop = facts, shop
        self.written = ""
        self.said = ""  # let out so far: whole sentences, each with the space after it
        self.stopped = False

    def add(self, piece: str) -> str:
        """What may be said now that `piece` is written ("" for nothing yet)."""
        self.written += piece
        if self.stopped:
            return ""
        text = capitalised_sentences(in_the_catalogs_words(self.written.lstrip(), self.facts))
        ends = [match.end() + 1 for match in _SENTENCE_OVER.finditer(text)]
        ready = text[: ends[-1]] if ends else ""
        new = ready[len(self.said) :]
        if not new:
            return ""
        if not states_only_facts(new, facts=self.facts, shop=self.shop):
            self.stopped = True  # the rest waits for the whole reply's check
            return ""
        self.said = ready
        return new


def write(
    act: str,
    facts: dict[str, str],
    *,
    channel: str,
    shop: str,
    on_text: Callable[[str], None] | None = None,
) -> Written:
    started = clock.monotonic()
    facts = facts_for_the_channel(facts, channel)
    plan = ResponsePlan(act=str(act), facts=facts, channel=channel, shop=shop)
    rejected = False
    if settings.ASSISTANT_MODEL_REPLIES and model_learnt(plan):
        from assistant.tasks import model_reply

        said = Said(started, on_text)
        streamed = SentencesSoFar(facts, shop)
        generated = model_reply(
            as_said_mid_sentence(plan),
            budget_s=settings.ASSISTANT_REPLY_BUDGET_SECONDS,
            # A model trained on Frontdesk's corpus writes only what its phrasings taught it.
            in_taught_words=_taught_plans(settings.ASSISTANT_MODEL_DIR) is not None,
            on_delta=(lambda piece: said(streamed.add(piece))) if on_text else None,
        )
        if generated is not None:
            written = in_the_catalogs_words(generated.text, facts)
            generated = replace(generated, text=capitalised_sentences(written))
            check = check_reply(generated.text, act=plan.act, facts=facts, shop=shop)
            if generated.cut:
                check = replace(check, ok=False, problems=(*check.problems, "cut off"))
            if check.ok:
                text = with_price_caveat(generated.text, act, facts, said=streamed.said)
                said(_after(streamed.said, text))
                return Written(
                    text,
                    Message.Source.MODEL,
                    False,
                    started,
                    said.first_or_now(),
                    generated.tokens,
                    generated.passes,
                )
            log.info("grounding guard replaced a %s reply: %s", act, "; ".join(check.problems))
            rejected = True
        if streamed.said:
            # Sentences already said stand: the template says the rest, or all of itself.
            text = template_reply(act, facts, channel=channel, shop=shop)
            said(_after(streamed.said, text))
            return Written(
                streamed.said + _after(streamed.said, text),
                Message.Source.TEMPLATE,
                rejected,
                started,
                said.first_or_now(),
            )
    text = template_reply(act, facts, channel=channel, shop=shop)
    first_ms = int((clock.monotonic() - started) * 1000)
    if on_text:
        on_text(text)
    return Written(text, Message.Source.TEMPLATE, rejected, started, first_ms)


# Where a sentence after the first begins.
_NEXT_SENTENCE = re.compile(r"(?<=[.!?]) +(?=\S)")


def with_price_caveat(text: str, act: str, facts: dict[str, str], *, said: str = "") -> str:
    """A model's confirmation with the price caveat the template says ("The final price is
    confirmed after we look at the car."), where it leaves it out: before its closing question
    ("... usually $49 to $89. The final price is ... Shall I book it?"), so that the customer's
    answer still follows a question, or at its end. Never inside what was already `said`
    (streamed sentence by sentence): after it, if the question was."""
    if not lacks_price_caveat(text, act, facts):
        return text
    text = text.rstrip()
    starts = [match.end() for match in _NEXT_SENTENCE.finditer(text)]
    if starts and text.endswith("?") and starts[-1] >= len(said):
        return f"{text[: starts[-1]]}{PRICE_CAVEAT} {text[starts[-1] :]}"
    return f"{text} {PRICE_CAVEAT}"


class Said:
    """Hands text to the transport, and keeps when the first of it went."""

    def __init__(self, started: float, on_text: Callable[[str], None] | None) -> None:
        self.started, self.on_text = started, on_text
        self.first_ms = 0

    def __call__(self, text: str) -> None:
        if not text or self.on_text is None:
            return
        self.first_ms = self.first_ms or self._elapsed_ms()
        self.on_text(text)

    def first_or_now(self) -> int:
        return self.first_ms or self._elapsed_ms()

    def _elapsed_ms(self) -> int:
        return max(1, int((clock.monotonic() - self.started) * 1000))


def _after(said: str, reply: str) -> str:
    """What of `reply` is still to say once `said` has been: the rest where it goes on from it,
    else the whole of it."""
    return reply[len(said) :] if reply.startswith(said) else reply
