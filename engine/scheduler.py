"""Batched block diffusion decoding of concurrent requests.

Every request's canvas is `prompt + generated blocks | current block | masks for the rest`.
Rows are laid out so that the current blocks share columns: prefixes are left-padded and the
mask tails right-padded, with a pad id distinct from the mask id and padding removed from the
keys. Positions count from each row's first real token, so a request sees exactly what it would
see alone. The batch steps block by block: a row whose block is done waits (committing and
drawing nothing) until the others finish theirs; at the boundary the canvas is rebuilt, which
is where finished requests have left and new ones join.

A step commits, in each row, the masked positions whose confidence clears the row's threshold
(and at least its schedule's count): the most confident anywhere in the block, or with
order="left_to_right" the confident run from the block's first mask onwards. A request with
a grammar decodes left to right whatever the order, and each token of its run is checked
against the grammar before it is committed (`_hold_to_grammars`).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import count

import torch
import torch.nn.functional as F
from torch import Tensor

from engine.cache import CacheMode, KVCache, Refresh, step_window
from engine.grammar import GrammarReader
from engine.graphs import StepGraphs
from engine.params import DecodeSettings, Order
from engine.sampling import top_p_filter, topk_transfer
from engine.transformer import Transformer

_ids = count()


@dataclass(eq=False)
class Request:
    prompt_ids: list[int]
    settings: DecodeSettings
    id: int = field(default_factory=lambda: next(_ids))
    generated: list[int] = field(default_factory=list)  # finished blocks
    output_ids: list[int] = field(default_factory=list)  # committed contiguous answer
    text: str = ""
    passes: int = 0
    finish_reason: str | None = None  # "stop" (end of text) or "length"
    submitted_at: float = field(default_factory=time.perf_counter)
    first_token_at: float | None = None
    finished_at: float | None = None
    generator: torch.Generator | None = None
    # With refresh="recent": the keys and values [layers, kv_heads, K, head_dim] of the
    # prompt and the answer's blocks but the last, kept from one block to the next.
    kept_kv: tuple[Tensor, Tensor] | None = None
    cancelled: bool = False  # its caller stopped waiting: it leaves the batch at the next step


@dataclass(frozen=True)
class Event:
    request: Request
    delta: str
    finished: bool


def round_up(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


class Scheduler:
    def __init__(
        self,
        model: Transformer,
        *,
        block_length: int = 32,
        cache: CacheMode = "dual",
        refresh: Refresh = "block",
        max_batch: int = 32,
        stop_ids: Sequence[int] = (),
        decode: Callable[[list[int]], str] | None = None,
        grammar_text: Callable[[list[int]], str] | None = None,
        graphs: StepGraphs | None = None,
        masked_blocks: int | None = None,
        order: Order = "confidence",
    ) -> None:
        if graphs is not None and (
            cache != "dual" or refresh == "step" or graphs.block_length != block_length
        ):
            raise ValueError(
                "graphs replay dual-cache steps refreshed per block, of their block length"
            )
        self.model = model
        self.config = model.config
        self.device = next(model.parameters()).device
        self.dtype = next(model.parameters()).dtype
        self.block_length = block_length
        self.cache_mode = cache
        self.refresh = refresh
        self.max_batch = max_batch
        self.stop_ids = frozenset(stop_ids) | {self.config.eos_token_id}
        self.end_of_turn = stop_ids[0] if stop_ids else self.config.eos_token_id
        self.decode = decode
        text_of = grammar_text or decode
        self.grammar_reader = GrammarReader(text_of, self.stop_ids) if text_of else None
        self.graphs = graphs
        self.masked_blocks = masked_blocks
        self.order = order
        # Left to right ranks a block's masked positions by column, first first.
        self.column_rank = -torch.arange(block_length, device=self.device, dtype=torch.float32)
        self.waiting: deque[Request] = deque()
        self.batch: list[Request] = []
        self.canvas: Tensor | None = None  # [B, S]; None between blocks

    def submit(self, prompt_ids: Sequence[int], settings: DecodeSettings) -> Request:
        total = len(prompt_ids) + round_up(settings.max_new_tokens, self.block_length)
        if total > self.config.max_positions:
            raise ValueError(
                f"prompt of {len(prompt_ids)} tokens plus {settings.max_new_tokens} new tokens "
                f"exceeds the model's context of {self.config.max_positions} positions"
            )
        if not prompt_ids:
            raise ValueError("the prompt is empty")
        allowed = settings.allowed_token_ids
        if allowed is not None and max(allowed) >= self.config.vocab_size:
            raise ValueError(
                f"allowed token id {max(allowed)} is outside the model's vocabulary of "
                f"{self.config.vocab_size}"
            )
        if settings.grammar is not None and self.grammar_reader is None:
            raise ValueError("a grammar reads the answer's text: this model has no tokenizer")
        request = Request(list(prompt_ids), settings)
        if settings.temperature > 0:
            request.generator = torch.Generator(self.device)
            request.generator.manual_seed(
                settings.seed if settings.seed is not None else torch.seed()
            )
        self.waiting.append(request)
        return request

    def cancel(self, request: Request) -> None:
        """Stop decoding a request no one waits for any more: it leaves the queue now, or the
        batch after the current step, and never finishes; the others go on as they were."""
        if request in self.waiting:
            self.waiting.remove(request)
        else:
            request.cancelled = True

    def has_work(self) -> bool:
        return bool(self.waiting or self.batch)

    def run(self) -> Iterator[Event]:
        while self.has_work():
            yield from self.step()

    @torch.inference_mode()
    def step(self) -> list[Event]:
        """One decoding step of the whole batch (one model pass, two when refreshing per step)."""
        if not self.has_work():
            return []
        if self.canvas is None:
            self._start_block()
        logits = self._block_logits()
        self._commit(logits)
        events = self._collect()
        if self.batch and not bool(self._block_masked().any()):
            self._finish_block()
        return events

    def _start_block(self) -> None:
        while self.waiting and len(self.batch) < self.max_batch:
            self.batch.append(self.waiting.popleft())
        rows = self.batch
        block = self.block_length
        prefixes = [r.prompt_ids + r.generated for r in rows]
        tails = [round_up(r.settings.max_new_tokens, block) - len(r.generated) for r in rows]
        if self.masked_blocks is not None:
            # A model trained with mask tails of any length (engine/train.py) needs only a few
            # blocks of masks after the current one, and each pass then runs fewer columns.
            tails = [min(tail, block * (1 + self.masked_blocks)) for tail in tails]
        width = max(map(len, prefixes))
        length = width + max(tails)
        if self.graphs is not None:
            # More left padding, so that requests of similar lengths share a graph.
            length = self.graphs.canvas_length(length)
            width = length - max(tails)
        canvas = torch.full((len(rows), length), self.config.pad_token_id, dtype=torch.long)
        key_mask = torch.zeros((len(rows), length), dtype=torch.bool)
        positions = torch.zeros((len(rows), length), dtype=torch.long)
        for row, (prefix, tail) in enumerate(zip(prefixes, tails, strict=True)):
            start = width - len(prefix)
            canvas[row, start:width] = torch.tensor(prefix)
            canvas[row, width : width + tail] = self.config.mask_token_id
            key_mask[row, start : width + tail] = True
            positions[row] = (torch.arange(length) - start).clamp(min=0)
        self.canvas = canvas.to(self.device)
        self.key_mask = key_mask.to(self.device)
        self.positions = positions.to(self.device)
        self.block_start, self.block_end = width, width + block
        self.step_in_block = 0
        steps = torch.tensor([r.settings.steps_per_block for r in rows], device=self.device)
        self.steps_per_block = steps
        self.thresholds = torch.tensor(
            [r.settings.threshold or torch.inf for r in rows], device=self.device
        )
        self.allowed = self._allowed_tokens(rows)
        self.left_to_right = torch.tensor(
            [self.order == "left_to_right" or r.settings.grammar is not None for r in rows],
            device=self.device,
        )
        self.refresh_from = 0
        if self.refresh == "recent" and self.cache_mode != "none":
            for request, tail in zip(rows, tails, strict=True):
                if request.kept_kv is None:
                    self._prefill(request, tail)
            # The same column for every row: a row is computed the same whatever its batch.
            self.refresh_from = max(0, width - block - self.config.logits_shift)
        self.cache = None
        if self.graphs is not None:
            self.cache = self.graphs.cache(len(rows), length)
        elif self.cache_mode != "none":
            c = self.config
            self.cache = KVCache.empty(
                c.num_layers, len(rows), c.num_kv_heads, length, c.head_dim, self.dtype, self.device
            )
        if self.refresh_from:
            # Padding columns are masked out, but an uninitialised NaN there would still
            # poison the attention sum (0 * NaN).
            self.cache.keys[..., : self.refresh_from, :] = 0
            self.cache.values[..., : self.refresh_from, :] = 0
            for row, (request, prefix) in enumerate(zip(rows, prefixes, strict=True)):
                start = width - len(prefix)
                keys, values = request.kept_kv
                self.cache.keys[:, row, :, start : start + keys.shape[2]] = keys
                self.cache.values[:, row, :, start : start + keys.shape[2]] = values

    def _allowed_tokens(self, rows: list[Request]) -> Tensor | None:
        """Bool [B, V]: the tokens each row may commit, or None when no row is constrained."""
        if all(r.settings.allowed_token_ids is None for r in rows):
            return None
        allowed = torch.zeros((len(rows), self.config.vocab_size), dtype=torch.bool)
        for row, request in enumerate(rows):
            ids = request.settings.allowed_token_ids
            if ids is None:
                allowed[row] = True
            else:
                allowed[row, list(ids | self.stop_ids)] = True
        return allowed.to(self.device)

    def _forward(self, start: int, end: int, head: slice, step: bool = False) -> Tensor:
        for request in self.batch:
            request.passes += 1
        if self.graphs is not None and step:
            return self.graphs.step(
                self.canvas[:, start:end], self.positions[:, start:end], self.key_mask, start
            )
        if self.graphs is not None and (start, end) == (0, self.canvas.shape[1]):
            return self.graphs.full(self.canvas, self.positions, self.key_mask, head.start)
        return self.model(
            self.canvas[:, start:end],
            position_ids=self.positions[:, start:end],
            key_mask=self.key_mask,
            cache=self.cache,
            offset=start,
            head=head,
        )

    def _block_logits(self) -> Tensor:
        """Logits predicting the current block's positions, [B, block, V] float32."""
        shift = self.config.logits_shift
        length = self.canvas.shape[1]
        block = slice(self.block_start - shift, self.block_end - shift)
        if self.cache_mode == "none":
            return self._forward(0, length, block).float()
        if self.step_in_block == 0 and self.refresh != "step":
            start = self.refresh_from
            head = slice(block.start - start, block.stop - start)
            return self._forward(start, length, head).float()
        if self.refresh == "step":
            self._forward(0, length, slice(0, 0))
        window = step_window(self.cache_mode, self.block_start, self.block_end, length, shift)
        head = slice(0, self.block_length)
        return self._forward(window.start, window.end, head, step=True).float()

    def _prefill(self, request: Request, tail: int) -> None:
        """Run a new request's prompt with its first block's masks alone, as its first full
        pass would, and keep the prompt's keys and values (so its prompt is computed the same
        way whoever it is batched with)."""
        c = self.config
        ids = torch.tensor([request.prompt_ids + [c.mask_token_id] * tail], device=self.device)
        cache = KVCache.empty(
            c.num_layers, 1, c.num_kv_heads, ids.shape[1], c.head_dim, self.dtype, self.device
        )
        self.model(ids, cache=cache, head=slice(0, 0))
        request.passes += 1
        prompt = len(request.prompt_ids)
        request.kept_kv = (
            cache.keys[:, 0, :, :prompt].clone(),
            cache.values[:, 0, :, :prompt].clone(),
        )

    def _block_masked(self) -> Tensor:
        return self.canvas[:, self.block_start : self.block_end] == self.config.mask_token_id

    def _propose(self, logits: Tensor) -> tuple[Tensor, Tensor, Tensor]:
        """Token and confidence for every block position (greedy, or sampled per request), and
        the logits with the disallowed tokens removed."""
        probs = F.softmax(logits, dim=-1)
        if self.allowed is not None:
            # The best allowed token, at the model's own probability for it: renormalised over
            # the allowed tokens it would clear the threshold when the model wanted another.
            probs = probs.masked_fill(~self.allowed[:, None, :], 0)
            logits = logits.masked_fill(~self.allowed[:, None, :], -torch.inf)
        confidence, tokens = probs.max(dim=-1)
        active = self._block_masked().any(dim=1).tolist()
        for row, request in enumerate(self.batch):
            settings = request.settings
            # A row that finished its block draws nothing, so its random stream does not
            # depend on how long its batch mates take.
            if settings.temperature == 0 or not active[row]:
                continue
            scaled = logits[row] / settings.temperature
            if settings.top_p < 1:
                scaled = top_p_filter(scaled, settings.top_p)
            uniform = torch.rand(
                scaled.shape, device=scaled.device, generator=request.generator
            ).clamp_(min=1e-20)
            tokens[row] = torch.argmax(scaled - torch.log(-torch.log(uniform)), dim=-1)
            row_probs = F.softmax(scaled, dim=-1)
            confidence[row] = torch.gather(row_probs, -1, tokens[row][:, None]).squeeze(-1)
        return tokens, confidence, logits

    def _commit(self, logits: Tensor) -> None:
        tokens, confidence, logits = self._propose(logits)
        masked = self._block_masked()
        confidence = torch.where(masked, confidence, -torch.inf)
        # LLaDA's schedule: an even split of the block over its steps, remainder first.
        base = self.block_length // self.steps_per_block
        extra = self.block_length % self.steps_per_block
        scheduled = base + (self.step_in_block < extra).long()
        clears = confidence >= self.thresholds[:, None]
        # Left to right, masked positions are a suffix of the block: commit the confident run
        # that starts at the first of them, so every token is chosen with its left context final.
        confident_run = torch.cumprod((clears | ~masked).long(), dim=1).sum(dim=1)
        confident_run -= (~masked).sum(dim=1)
        confident = torch.where(self.left_to_right, confident_run, clears.sum(dim=1))
        rank = torch.where(self.left_to_right[:, None], self.column_rank, confidence)
        rank = torch.where(masked, rank, -torch.inf)
        counts = torch.minimum(torch.maximum(scheduled, confident), masked.sum(dim=1))
        transfer = topk_transfer(rank, counts) & masked
        self._hold_to_grammars(tokens, transfer, logits)
        block = self.canvas[:, self.block_start : self.block_end]
        block[transfer] = tokens[transfer]
        self.step_in_block += 1

    def _hold_to_grammars(self, tokens: Tensor, transfer: Tensor, logits: Tensor) -> None:
        """Check each grammar row's run, token by token, against its grammar: the run ends
        before the first token the grammar refuses, and when that is the run's first token the
        model's most likely token that the grammar allows takes its place (the ones after it
        were predicted without it, so they wait for the next pass)."""
        for row, request in enumerate(self.batch):
            grammar = request.settings.grammar
            if grammar is None:
                continue
            run = transfer[row].nonzero().flatten().tolist()
            if not run:
                continue
            block = self.canvas[row, self.block_start : self.block_end].tolist()
            answer = request.generated + _until_mask(block, self.config.mask_token_id)
            if self.stop_ids & set(answer):
                continue
            reader = self.grammar_reader
            text = reader.text_of(answer)
            for index, column in enumerate(run):
                token = int(tokens[row, column])
                extended = reader.extended(grammar, answer, text, token)
                if extended is None and index == 0:
                    allowed = reader.likeliest_allowed(grammar, answer, text, logits[row, column])
                    # A grammar with no way on ends the answer, not the decoding.
                    token, extended = allowed or (self.end_of_turn, text)
                    tokens[row, column] = token
                    transfer[row, run[1:]] = False
                if extended is None:
                    transfer[row, run[index:]] = False
                    break
                if token in self.stop_ids:
                    break
                answer, text = [*answer, token], extended

    def _collect(self) -> list[Event]:
        """Stream each row's newly committed contiguous prefix; retire finished rows."""
        now = time.perf_counter()
        events: list[Event] = []
        block_rows = self.canvas[:, self.block_start : self.block_end].tolist()
        keep: list[int] = []
        for row, (request, block) in enumerate(zip(self.batch, block_rows, strict=True)):
            if request.cancelled:
                continue
            contiguous = request.generated + _until_mask(block, self.config.mask_token_id)
            answer, reason = self._answer(request, contiguous)
            delta = ""
            if len(answer) > len(request.output_ids) or reason:
                request.output_ids = answer
                delta = self._text_delta(request, final=reason is not None)
                if request.first_token_at is None and answer:
                    request.first_token_at = now
            if reason:
                request.finish_reason, request.finished_at = reason, now
                request.kept_kv = None  # a finished request holds no cache
            else:
                keep.append(row)
            if delta or reason:
                events.append(Event(request, delta, reason is not None))
        if len(keep) < len(self.batch):
            self._keep_rows(keep)
        return events

    def _answer(self, request: Request, contiguous: list[int]) -> tuple[list[int], str | None]:
        for index, token in enumerate(contiguous):
            if token in self.stop_ids:
                return contiguous[:index], "stop"
        limit = request.settings.max_new_tokens
        if len(contiguous) >= limit:
            return contiguous[:limit], "length"
        return contiguous, None

    def _text_delta(self, request: Request, final: bool) -> str:
        if self.decode is None:
            return ""
        text = self.decode(request.output_ids)
        # Hold back an incomplete UTF-8 sequence (or a detokenizer that rewrote the tail)
        # until the text is final, so the deltas always concatenate to the final text.
        if not final and (text.endswith("\ufffd") or not text.startswith(request.text)):
            return ""
        delta = text[len(request.text) :] if text.startswith(request.text) else ""
        request.text = text
        return delta

    def _keep_rows(self, keep: list[int]) -> None:
        self.batch = [self.batch[i] for i in keep]
        if not self.batch:
            self.canvas = None
            return
        index = torch.tensor(keep, device=self.device)
        self.canvas = self.canvas.index_select(0, index)
        self.key_mask = self.key_mask.index_select(0, index)
        self.positions = self.positions.index_select(0, index)
        self.steps_per_block = self.steps_per_block.index_select(0, index)
        self.thresholds = self.thresholds.index_select(0, index)
        self.left_to_right = self.left_to_right.index_select(0, index)
        if self.allowed is not None:
            self.allowed = self.allowed.index_select(0, index)
        if self.graphs is not None:
            self.cache = self.graphs.adopt(self.cache.select(index))
        elif self.cache is not None:
            self.cache = self.cache.select(index)

    def _finish_block(self) -> None:
        blocks = self.canvas[:, self.block_start : self.block_end].tolist()
        for row, (request, block) in enumerate(zip(self.batch, blocks, strict=True)):
            if self.refresh == "recent" and self.cache is not None:
                # Everything before this block is final; the block itself was cached while
                # still partly masked, so the next boundary reruns it.
                start = self.block_start - len(request.prompt_ids) - len(request.generated)
                request.kept_kv = (
                    self.cache.keys[:, row, :, start : self.block_start].clone(),
                    self.cache.values[:, row, :, start : self.block_start].clone(),
                )
            request.generated += block
        self.canvas = None


def _until_mask(tokens: list[int], mask_id: int) -> list[int]:
    return tokens[: tokens.index(mask_id)] if mask_id in tokens else tokens
