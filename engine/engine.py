"""The engine's public surface: load a folder, score, run the reference samplers, chat."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import Tensor

from engine import dream, llada
from engine.cache import CacheMode, Refresh
from engine.graphs import StepGraphs
from engine.loading import load_model
from engine.params import Order, SamplingParams, resolve
from engine.sampling import dream_generate, llada_generate
from engine.scheduler import Request, Scheduler
from engine.tokenizer import ChatTokenizer, Message
from engine.transformer import Transformer

_REFERENCE_PARAMS = {
    "llada": {"steps", "gen_length", "block_length", "temperature", "cfg_scale", "remasking"},
    "dream": {"steps", "max_new_tokens", "alg", "alg_temp", "temperature", "top_p", "top_k", "eps"},
}
DEFAULT_BLOCK_LENGTH = 32
_POSITIONS = {"llada": llada.reference_position_ids, "dream": dream.reference_position_ids}


@dataclass(frozen=True)
class Completion:
    text: str
    token_ids: list[int]
    prompt_tokens: int
    completion_tokens: int
    model_passes: int
    finish_reason: str
    time_to_first_token_s: float | None
    total_s: float


@dataclass(frozen=True)
class StreamEvent:
    delta: str
    completion: Completion | None  # set on the last event only


def completion_of(request: Request) -> Completion:
    first = request.first_token_at
    return Completion(
        text=request.text,
        token_ids=list(request.output_ids),
        prompt_tokens=len(request.prompt_ids),
        completion_tokens=len(request.output_ids),
        model_passes=request.passes,
        finish_reason=request.finish_reason or "length",
        time_to_first_token_s=None if first is None else first - request.submitted_at,
        total_s=(request.finished_at or time.perf_counter()) - request.submitted_at,
    )


def _folder_decoding(folder: str | Path) -> dict[str, Any]:
    """The decoding a model folder was trained and evaluated for. Frontdesk's own models write
    it in config.json ("block_length", and "refresh" and "masked_blocks" where evaluate.py showed
    the shortcut costs no quality); LLaDA and Dream folders have none and decode blocks of 32
    with the full refresh."""
    config = json.loads((Path(folder) / "config.json").read_text())
    return {
        "block_length": int(config.get("block_length", DEFAULT_BLOCK_LENGTH)),
        "refresh": config.get("refresh", "block"),
        "masked_blocks": config.get("masked_blocks"),
        "order": config.get("order", "confidence"),
    }


class Engine:
    def __init__(
        self,
        model: Transformer,
        tokenizer: ChatTokenizer | None = None,
        *,
        block_length: int = DEFAULT_BLOCK_LENGTH,
        cache: CacheMode = "dual",
        refresh: Refresh = "block",
        masked_blocks: int | None = None,
        order: Order = "confidence",
        max_batch: int = 32,
        cuda_graphs: bool = False,
    ) -> None:
        self.model = model
        self.config = model.config
        self.tokenizer = tokenizer
        self.block_length = block_length
        self.cache = cache
        self.refresh = refresh
        self.masked_blocks = masked_blocks
        self.order = order
        self.max_batch = max_batch
        # Decoding passes replayed from CUDA graphs (engine/graphs.py), kept across requests.
        self.graphs = StepGraphs(model, block_length, capture=True) if cuda_graphs else None

    @classmethod
    def load(
        cls,
        folder: str | Path,
        device: str | torch.device = "cpu",
        dtype: torch.dtype | None = None,
        **options: Any,
    ) -> Engine:
        model = load_model(folder, device, dtype)
        if torch.device(device).type == "cuda":
            model.fuse_projections()
        # An option passed as None keeps its meaning (no limit on masked blocks), except a
        # block_length of None, which asks for the folder's.
        for name, value in _folder_decoding(folder).items():
            if name not in options or (name == "block_length" and options[name] is None):
                options[name] = value
        tokenizer = None
        if (Path(folder) / "tokenizer.json").is_file():
            tokenizer = ChatTokenizer.load(folder, model.config.family)
        return cls(model, tokenizer, **options)

    @property
    def device(self) -> torch.device:
        return next(self.model.parameters()).device

    def _check_length(self, length: int) -> None:
        if length > self.config.max_positions:
            raise ValueError(
                f"sequence of {length} tokens exceeds the model's context of "
                f"{self.config.max_positions} positions"
            )

    def _reference_forward(self, input_ids: Tensor, attention_mask: Tensor | None) -> Tensor:
        """The upstream model call: the padding mask and its family's positions only when
        something is padded; without padding, plain full attention."""
        if attention_mask is None or bool((attention_mask != 0).all()):
            return self.model(input_ids)
        position_ids = _POSITIONS[self.config.family](attention_mask)
        return self.model(input_ids, position_ids=position_ids, key_mask=attention_mask != 0)

    @torch.inference_mode()
    def logits(self, input_ids: Tensor, attention_mask: Tensor | None = None) -> Tensor:
        """The model's own (unshifted) float32 logits [B, L, V]."""
        self._check_length(input_ids.shape[1])
        input_ids = input_ids.to(self.device)
        if attention_mask is not None:
            attention_mask = attention_mask.to(self.device)
        return self._reference_forward(input_ids, attention_mask).float()

    @torch.inference_mode()
    def generate_ids(
        self,
        prompt_ids: Tensor,
        attention_mask: Tensor | None = None,
        *,
        seed: int | None = None,
        history: list[Tensor] | None = None,
        **params: Any,
    ) -> Tensor:
        """The family's reference sampler with its own parameter names; returns [B, P + N].

        `history`, when given, receives every canvas state (the initial one, then one per step).
        """
        family = self.config.family
        unknown = set(params) - _REFERENCE_PARAMS[family]
        if unknown:
            raise TypeError(f"{family} generation takes no parameter(s) {sorted(unknown)}")
        prompt_ids = prompt_ids.to(self.device)
        if attention_mask is not None:
            attention_mask = attention_mask.to(self.device)
        generator = None
        if seed is not None:
            generator = torch.Generator(self.device).manual_seed(seed)
        forward = self._reference_forward
        if family == "llada":
            self._check_length(prompt_ids.shape[1] + params.get("gen_length", 128))
            return llada_generate(
                forward,
                prompt_ids,
                attention_mask,
                mask_id=self.config.mask_token_id,
                generator=generator,
                history=history,
                **params,
            )
        if "max_new_tokens" not in params:
            raise TypeError("dream generation needs max_new_tokens")
        self._check_length(prompt_ids.shape[1] + params["max_new_tokens"])
        return dream_generate(
            forward,
            prompt_ids,
            attention_mask,
            mask_token_id=self.config.mask_token_id,
            generator=generator,
            history=history,
            **params,
        )

    def scheduler(
        self, *, cache: CacheMode | None = None, refresh: Refresh | None = None
    ) -> Scheduler:
        """A fresh batching scheduler: submit requests, then step it (one caller at a time)."""
        stop_ids: list[int] = []
        decode = grammar_text = None
        if self.tokenizer is not None:
            end_of_turn = self.tokenizer.end_of_turn_id()
            stop_ids = [] if end_of_turn is None else [end_of_turn]
            decode, grammar_text = self.tokenizer.decode, self.tokenizer.grammar_text
        cache, refresh = cache or self.cache, refresh or self.refresh
        graphed = cache == "dual" and refresh != "step"
        return Scheduler(
            self.model,
            block_length=self.block_length,
            cache=cache,
            refresh=refresh,
            max_batch=self.max_batch,
            stop_ids=stop_ids,
            decode=decode,
            grammar_text=grammar_text,
            graphs=self.graphs if graphed else None,
            masked_blocks=self.masked_blocks,
            order=self.order,
        )

    def prompt_ids(self, messages: Sequence[Message]) -> list[int]:
        if self.tokenizer is None:
            raise RuntimeError("this model folder has no tokenizer.json, so it cannot chat")
        return self.tokenizer.chat_ids(messages)

    def stream(
        self, messages: Sequence[Message], params: SamplingParams | None = None
    ) -> Iterator[StreamEvent]:
        """Text deltas as soon as they are committed; the last event carries the Completion."""
        scheduler = self.scheduler()
        request = scheduler.submit(
            self.prompt_ids(messages), resolve(params or SamplingParams(), self.block_length)
        )
        for event in scheduler.run():
            yield StreamEvent(event.delta, completion_of(request) if event.finished else None)

    def generate(
        self, messages: Sequence[Message], params: SamplingParams | None = None
    ) -> Completion:
        return self.generate_batch([messages], params)[0]

    def generate_batch(
        self,
        conversations: Sequence[Sequence[Message]],
        params: SamplingParams | Sequence[SamplingParams] | None = None,
    ) -> list[Completion]:
        """Decode several conversations together (each may have its own parameters)."""
        if params is None or isinstance(params, SamplingParams):
            params = [params or SamplingParams()] * len(conversations)
        scheduler = self.scheduler()
        requests = [
            scheduler.submit(self.prompt_ids(messages), resolve(p, self.block_length))
            for messages, p in zip(conversations, params, strict=True)
        ]
        for _ in scheduler.run():
            pass
        return [completion_of(r) for r in requests]
