"""Evaluate the small model on the corpus's held-out split: `python -m engine.evaluate`.

Quality and speed from the same run and the same prompts, for each decoding mode of the
diffusion model (one token per pass, threshold decoding at each effort, with and without the
caches) and for the autoregressive model of the same size with its KV cache:

  understanding   valid JSON, exact match of the whole object, F1 per field;
  responding      grounded (every time, date, number and name in the reply is in the facts),
                  complete (every fact the act must state is there), both;
  speed           tokens per model pass, milliseconds per reply at batch 1 (one thread), and
                  the time to the first streamed text of a phone reply.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import torch

from assistant.corpus import (
    HELDOUT,
    MONTHS,
    WEEKDAYS,
    Example,
    expecting_after,
    generate,
    read_plans,
    stated_facts,
)
from assistant.corpus_pools import REPLIES, TAKEN_OPENERS, VARIANT_REPLIES
from assistant.grounding import POLICY_NUMBERS, check_reply
from assistant.reply_grammar import ReplyGrammar
from assistant.schema import (
    REPLY_TOKENS,
    RESPOND_SYSTEM,
    UNDERSTAND_TOKENS,
    Understanding,
    customer_message,
    prompt_question,
    prompt_today,
    understanding_vocabulary,
)
from assistant.understanding_grammar import UnderstandingGrammar
from engine import Engine, SamplingParams
from engine.cache import KVCache
from engine.grammar import GrammarReader
from engine.loading import load_model
from engine.tokenizer import ChatTokenizer
from engine.transformer import Transformer

FIELDS = ("intent", "service", "date", "time_from", "time_to", "name", "phone", "vehicle", "answer")
NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
CAPITALISED = re.compile(r"\b[A-Z][A-Za-z'-]*")
SENTENCES = re.compile(r"(?<=[.!?:])\s+")
# Capitalised words that state no fact: every word the reply phrasings use.
PHRASING_WORDS = (
    set(
        CAPITALISED.findall(
            " ".join(
                [
                    *(t for ts in [*REPLIES.values(), *VARIANT_REPLIES.values()] for t in ts),
                    *TAKEN_OPENERS,
                    RESPOND_SYSTEM,
                ]
            )
        )
    )
    - set(MONTHS)
    - set(WEEKDAYS)
)
MAX_NEW_TOKENS = REPLY_TOKENS


def answer_tokens(example: Example) -> int:
    """The most new tokens an answer may take, as the assistant allows them."""
    return UNDERSTAND_TOKENS if example.job == "understand" else REPLY_TOKENS


@dataclass(frozen=True)
class Reply:
    text: str
    tokens: int
    passes: int
    seconds: float
    first_text_s: float | None


Decode = Callable[[Example], Reply]


# --- scoring ------------------------------------------------------------------------------------


def parse(text: str) -> Understanding | None:
    try:
        return Understanding.from_json(text)
    except (ValueError, TypeError):
        return None


def reply_strays(reply: str, example: Example) -> list[str]:
    """Times, dates, numbers and names in the reply that the plan did not give. A fact's word
    opening a sentence is capitalised there ("Basic headlight service, Monday ..." for the
    service "basic headlight service"), and a one-time code's "6-digit" is the policy's."""
    plan = example.plan
    source = " ".join([*plan.facts.values(), plan.shop, *POLICY_NUMBERS])
    given_numbers = set(NUMBER.findall(source))
    strays = [n for n in NUMBER.findall(reply) if n not in given_numbers]
    given_words = set(re.findall(r"[A-Za-z][A-Za-z'-]*", source))
    given_lower = {word.lower() for word in given_words}
    for sentence in SENTENCES.split(reply):
        for at, word in enumerate(CAPITALISED.finditer(sentence)):
            opens = at == 0 and word.start() == 0
            if word.group() in given_words or word.group() in PHRASING_WORDS:
                continue
            if not (opens and word.group().lower() in given_lower):
                strays.append(word.group())
    return strays


def states_fact(reply: str, value: str) -> bool:
    """A list fact ("9 AM, 10:30 AM or 1 PM") is stated when every item is."""
    items = (
        [item for item in re.split(r", | or | and ", value) if item]
        if re.search(r"\d", value)
        else [value]
    )
    return all(item.lower() in reply.lower() for item in items)


@dataclass
class Score:
    understand: int = 0
    valid: int = 0
    exact: int = 0
    field_counts: dict[str, list[int]] = field(
        default_factory=lambda: {f: [0, 0, 0] for f in FIELDS}
    )
    respond: int = 0
    grounded: int = 0
    complete: int = 0
    both: int = 0
    guarded: int = 0  # the assistant's grounding guard would send it (facts and finished text)
    tokens: int = 0
    passes: int = 0
    seconds: list[float] = field(default_factory=list)
    first_text_phone: list[float] = field(default_factory=list)
    failures: list[dict] = field(default_factory=list)

    def add(self, example: Example, reply: Reply) -> None:
        self.tokens += reply.tokens
        self.passes += reply.passes
        self.seconds.append(reply.seconds)
        if example.job == "respond" and example.plan.channel == "phone" and reply.first_text_s:
            self.first_text_phone.append(reply.first_text_s)
        if example.job == "understand":
            self._add_understanding(example, reply.text)
        else:
            self._add_reply(example, reply.text)

    def _add_understanding(self, example: Example, text: str) -> None:
        self.understand += 1
        predicted = parse(text)
        gold = example.understanding
        self.valid += predicted is not None
        self.exact += predicted == gold
        for name in FIELDS:
            want = getattr(gold, name)
            got = getattr(predicted, name) if predicted else None
            counts = self.field_counts[name]
            counts[0] += want is not None and got == want
            counts[1] += got is not None and got != want
            counts[2] += want is not None and got != want
        if predicted != gold and len(self.failures) < 20:
            self.failures.append(
                {"prompt": example.messages[-1]["content"], "want": example.target, "got": text}
            )

    def _add_reply(self, example: Example, text: str) -> None:
        self.respond += 1
        grounded = not reply_strays(text, example)
        complete = all(states_fact(text, value) for value in stated_facts(example.plan).values())
        self.grounded += grounded
        self.complete += complete
        self.both += grounded and complete
        plan = example.plan
        self.guarded += check_reply(text, act=plan.act, facts=plan.facts, shop=plan.shop).ok
        if not (grounded and complete) and len(self.failures) < 40:
            self.failures.append(
                {"prompt": example.messages[-1]["content"], "want": example.target, "got": text}
            )

    def summary(self) -> dict:
        f1 = {}
        for name, (tp, fp, fn) in self.field_counts.items():
            if tp + fp + fn:
                f1[name] = round(2 * tp / (2 * tp + fp + fn), 3)
        return {
            "json_valid": _ratio(self.valid, self.understand),
            "json_exact": _ratio(self.exact, self.understand),
            "field_f1": f1,
            "reply_grounded": _ratio(self.grounded, self.respond),
            "reply_complete": _ratio(self.complete, self.respond),
            "reply_grounded_and_complete": _ratio(self.both, self.respond),
            "reply_passes_guard": _ratio(self.guarded, self.respond),
            "tokens_per_pass": round(self.tokens / max(1, self.passes), 2),
            "ms_per_answer": round(1000 * statistics.mean(self.seconds), 1),
            "ms_per_token": round(1000 * sum(self.seconds) / max(1, self.tokens), 2),
            # Median time to the first streamed text of a phone reply, batch 1.
            "first_text_ms_phone": _median_ms(self.first_text_phone),
            "wrong": self.failures[:12],
        }


def _median_ms(values: list[float]) -> float | None:
    return round(1000 * statistics.median(values), 1) if values else None


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None


# --- decoding -----------------------------------------------------------------------------------


def constraints(tokenizer: ChatTokenizer, example: Example, constraint: str) -> dict:
    """SamplingParams fields that hold an answer: "vocabulary" (an understanding's tokens to
    the JSON shapes and the prompt's words: it bought no quality, so the assistant does not use
    it, BENCHMARKS.md) or "grammar" (an understanding to assistant.understanding_grammar, a
    reply to assistant.reply_grammar, as the assistant decodes them: told, as a turn tells it,
    whether the question answered asked for a yes or a no)."""
    if constraint == "grammar" and example.job == "understand":
        messages = example.messages
        yes_or_no_asked = expecting_after(prompt_question(messages)) == "answer"
        grammar = UnderstandingGrammar(
            customer_message(messages), prompt_today(messages), yes_or_no_asked
        )
        return {"grammar": grammar}
    if constraint == "grammar":
        plan = example.plan
        return {"grammar": ReplyGrammar(plan.facts, plan.shop, plan.act)}
    if constraint == "vocabulary" and example.job == "understand":
        vocabulary = understanding_vocabulary(example.messages)
        return {"allowed_token_ids": tokenizer.vocabulary(vocabulary)}
    return {}


def diffusion_decoder(engine: Engine, params: SamplingParams, constraint: str) -> Decode:
    def decode(example: Example) -> Reply:
        started = time.perf_counter()
        held = constraints(engine.tokenizer, example, constraint)
        limit = answer_tokens(example)
        completion = engine.generate(
            example.messages, replace(params, max_new_tokens=limit, **held)
        )
        return Reply(
            completion.text,
            completion.completion_tokens,
            completion.model_passes,
            time.perf_counter() - started,
            completion.time_to_first_token_s,
        )

    return decode


def autoregressive_decoder(model: Transformer, tokenizer: ChatTokenizer, constraint: str) -> Decode:
    """Greedy decoding with an incremental KV cache that stops at the end of the turn (the
    engine's generate_greedy always runs to max_new_tokens, which would overprice it)."""
    config = model.config
    stops = frozenset({tokenizer.end_of_turn_id(), config.eos_token_id})
    reader = GrammarReader(tokenizer.grammar_text, stops)

    # On the decoding itself, not on this factory: outside it the cache's in-place writes
    # were recorded for autograd, and 400 answers grew the process past 20 GB.
    @torch.inference_mode()
    def decode(example: Example) -> Reply:
        started = time.perf_counter()
        held = constraints(tokenizer, example, constraint)
        allowed, grammar = held.get("allowed_token_ids"), held.get("grammar")
        barred = None
        if allowed is not None:
            barred = torch.ones(config.vocab_size, dtype=torch.bool)
            barred[list(allowed | stops)] = False
        prompt = torch.tensor([tokenizer.chat_ids(example.messages)])
        length, limit = prompt.shape[1], answer_tokens(example)
        cache = KVCache.empty(
            config.num_layers, 1, config.num_kv_heads, length + limit, config.head_dim,
            torch.float32, prompt.device,
        )  # fmt: skip
        logits = model(prompt, is_causal=True, cache=cache, head=slice(-1, None))
        output: list[int] = []
        first = None
        while len(output) < limit:
            last = (
                logits[0, -1] if barred is None else logits[0, -1].masked_fill(barred, -torch.inf)
            )
            token = int(last.argmax())
            if grammar is not None:
                chosen = reader.likeliest_allowed(grammar, output, reader.text_of(output), last)
                token = chosen[0] if chosen else tokenizer.end_of_turn_id()
            if token in stops:
                break
            output.append(token)
            first = first or time.perf_counter() - started
            position = length + len(output) - 1
            logits = model(torch.tensor([[token]]), is_causal=True, cache=cache, offset=position)
        text = tokenizer.decode(output)
        return Reply(text, len(output), len(output) + 1, time.perf_counter() - started, first)

    return decode


def run(decode: Decode, examples: Sequence[Example]) -> Score:
    score = Score()
    for example in examples:
        score.add(example, decode(example))
    return score


@dataclass(frozen=True)
class Mode:
    cache: str
    params: SamplingParams
    refresh: str = "block"
    masked_blocks: int | None = None
    constraint: str = ""  # how answers are held: "vocabulary" or "grammar" (constraints())
    order: str = "confidence"


def modes() -> dict[str, Mode]:
    """The decoding modes by name; the prefix cache, the kept prompt and the shorter mask tail
    only at the default effort."""
    one = SamplingParams(max_new_tokens=MAX_NEW_TOKENS, threshold=0, tokens_per_step=1)
    table = {
        "one token per pass, no cache": Mode("none", one),
        "one token per pass, dual cache": Mode("dual", one),
    }
    for effort in ("high", "medium", "low"):
        params = SamplingParams(max_new_tokens=MAX_NEW_TOKENS, effort=effort)
        table[f"threshold {effort}, no cache"] = Mode("none", params)
        if effort == "medium":
            table[f"threshold {effort}, prefix cache"] = Mode("prefix", params)
        table[f"threshold {effort}, dual cache"] = Mode("dual", params)
        if effort == "high":
            kept = f"threshold {effort}, dual cache, recent refresh"
            table[kept] = Mode("dual", params, "recent")
            for blocks in (1, 2):
                table[f"{kept}, {blocks} masked blocks"] = Mode("dual", params, "recent", blocks)
            table[f"{kept}, 1 masked blocks, left to right"] = Mode(
                "dual", params, "recent", 1, order="left_to_right"
            )
            for constraint in ("vocabulary", "grammar"):
                name = "JSON vocabulary" if constraint == "vocabulary" else "grammars"
                table[f"{kept}, 1 masked blocks, left to right, {name}"] = Mode(
                    "dual", params, "recent", 1, constraint=constraint, order="left_to_right"
                )
    table["one token per pass, dual cache, JSON vocabulary"] = Mode(
        "dual", one, constraint="vocabulary"
    )
    table["one token per pass, dual cache, left to right"] = Mode(
        "dual", one, order="left_to_right"
    )
    table["one token per pass, dual cache, left to right, grammars"] = Mode(
        "dual", one, order="left_to_right", constraint="grammar"
    )
    return table


def heldout(model_dir: Path, count: int, seed: int) -> list[Example]:
    """The held-out examples, with replies only for the plans the model was taught (its
    folder's plans.json), as the assistant asks it for no other."""
    return generate(HELDOUT, count, seed, read_plans(model_dir))


def evaluate(
    model_dir: Path,
    ar_dir: Path | None,
    count: int,
    seed: int,
    only: Sequence[str] = (),
    block: int | None = None,
    dtype: torch.dtype | None = None,
) -> dict:
    examples = heldout(model_dir, count, seed)
    results: dict[str, dict] = {}
    for name, mode in modes().items():
        if only and not any(word in name for word in only):
            continue
        engine = Engine.load(
            model_dir,
            dtype=dtype,
            block_length=block,
            cache=mode.cache,
            refresh=mode.refresh,
            masked_blocks=mode.masked_blocks,
            order=mode.order,
        )
        decode = diffusion_decoder(engine, mode.params, mode.constraint)
        results[name] = run(decode, examples).summary()
        print(
            name, json.dumps({k: v for k, v in results[name].items() if k != "wrong"}), flush=True
        )
    if ar_dir is not None:
        model = load_model(ar_dir)
        tokenizer = ChatTokenizer.load(ar_dir, "dream")
        for constraint in ("", "vocabulary", "grammar"):
            held = {"": "", "vocabulary": ", JSON vocabulary", "grammar": ", grammars"}[constraint]
            name = "autoregressive, KV cache" + held
            results[name] = run(autoregressive_decoder(model, tokenizer, constraint), examples)
            results[name] = results[name].summary()
            print(name, json.dumps({k: v for k, v in results[name].items() if k != "wrong"}))
    return results


def batch_throughput(model_dir: Path, examples: Sequence[Example], sizes: Sequence[int]) -> dict:
    """Aggregate tokens per second at the default decoding (high effort and the folder's
    decoding) with the held-out prompts decoded `size` at a time, and how often a batched
    answer equals the batch-1 answer (rows of different prompt lengths are padded)."""
    engine = Engine.load(model_dir)
    # Both jobs alike, at the shorter limit, so that every held-out prompt fits the context.
    params = SamplingParams(max_new_tokens=UNDERSTAND_TOKENS)
    conversations = [example.messages for example in examples]
    engine.generate_batch(conversations[:2], params)  # warm-up
    results: dict[int, dict] = {}
    alone: list[str] | None = None
    for size in sizes:
        engine.max_batch = size
        started = time.perf_counter()
        completions = [
            completion
            for first in range(0, len(conversations), size)
            for completion in engine.generate_batch(conversations[first : first + size], params)
        ]
        seconds = time.perf_counter() - started
        texts = [completion.text for completion in completions]
        alone = alone or texts
        results[size] = {
            "tokens_per_s": round(sum(c.completion_tokens for c in completions) / seconds, 1),
            "same_as_batch_1": _ratio(
                sum(a == b for a, b in zip(alone, texts, strict=True)), len(texts)
            ),
        }
        print(f"batch {size}", json.dumps(results[size]), flush=True)
    return results


def cache_agreement(model_dir: Path, examples: Sequence[Example]) -> dict[str, dict]:
    """How often the cached decodings give the answer that no cache gives, on held-out prompts:
    the folder's decoding (its order and mask tail) with only the cache changed. A cache
    reuses keys and values computed before the canvas last changed, an approximation; this is
    what it costs a trained model (random weights say little: any divergence changes all that
    follows)."""
    params = SamplingParams(max_new_tokens=UNDERSTAND_TOKENS)  # as batch_throughput's
    caches = {
        "no cache": {"cache": "none"},
        "prefix cache, refreshed each block": {"cache": "prefix", "refresh": "block"},
        "dual cache, refreshed each block": {"cache": "dual", "refresh": "block"},
        "dual cache, recent refresh (the default)": {"cache": "dual", "refresh": "recent"},
    }
    answers: dict[str, list[list[int]]] = {}
    for name, options in caches.items():
        engine = Engine.load(model_dir, **options)
        answers[name] = [engine.generate(e.messages, params).token_ids for e in examples]
    reference = answers["no cache"]
    results = {}
    for name, ids in answers.items():
        same = sum(a == b for a, b in zip(ids, reference, strict=True))
        tokens = sum(max(len(a), len(b)) for a, b in zip(ids, reference, strict=True))
        equal = sum(
            x == y
            for a, b in zip(ids, reference, strict=True)
            for x, y in zip(a, b, strict=False)  # answers of different lengths
        )
        results[name] = {
            "same_answer": _ratio(same, len(examples)),
            "same_token": _ratio(equal, tokens),
        }
        print(name, json.dumps(results[name]), flush=True)
    return results


def markdown(results: dict[str, dict]) -> str:
    lines = [
        "| decoding | JSON valid | JSON exact | reply grounded | reply complete | both | passes the guard | tokens/pass | ms/answer | first text, phone (ms) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, r in results.items():
        lines.append(
            f"| {name} | {_pct(r['json_valid'])} | {_pct(r['json_exact'])} | {_pct(r['reply_grounded'])} | "
            f"{_pct(r['reply_complete'])} | {_pct(r['reply_grounded_and_complete'])} | "
            f"{_pct(r['reply_passes_guard'])} | {r['tokens_per_pass']} | "
            f"{r['ms_per_answer']} | {r['first_text_ms_phone'] or '-'} |"
        )
    return "\n".join(lines)


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}%"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m engine.evaluate", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--model", type=Path, default=Path(__file__).parent / "models" / "frontdesk-small"
    )
    parser.add_argument("--ar", type=Path, help="the autoregressive comparison model's folder")
    parser.add_argument("--count", type=int, default=200, help="held-out examples (half each job)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--only", nargs="*", default=(), help="run only the modes whose name has one of these"
    )
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument(
        "--block", type=int, help="the engine's block length (default: the one it was trained for)"
    )
    parser.add_argument(
        "--batches",
        type=lambda text: [int(size) for size in text.split(",")],
        help="instead, measure the default decoding at these batch sizes (e.g. 1,8,32)",
    )
    parser.add_argument(
        "--dtype", choices=("float32", "bfloat16"), default="float32", help="the diffusion model's"
    )
    parser.add_argument(
        "--agreement",
        action="store_true",
        help="instead, how often each cache gives the answer of no cache",
    )
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    if args.batches:
        examples = heldout(args.model, args.count, args.seed)
        batches = batch_throughput(args.model, examples, args.batches)
        print("| batch | aggregate tokens/s | answers equal to batch 1 |\n|---:|---:|---:|")
        for size, row in batches.items():
            print(f"| {size} | {row['tokens_per_s']} | {_pct(row['same_as_batch_1'])} |")
        return
    if args.agreement:
        examples = heldout(args.model, args.count, args.seed)
        agreement = cache_agreement(args.model, examples)
        print("| cache | same answer as no cache | same token |\n|---|---:|---:|")
        for name, row in agreement.items():
            print(f"| {name} | {_pct(row['same_answer'])} | {_pct(row['same_token'])} |")
        return
    dtype = getattr(torch, args.dtype)
    results = evaluate(args.model, args.ar, args.count, args.seed, args.only, args.block, dtype)
    print(markdown(results))
    if args.json:
        args.json.write_text(
            json.dumps({"count": args.count, "seed": args.seed, "results": results}, indent=2)
            + "\n"
        )


if __name__ == "__main__":
    main()
