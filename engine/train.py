"""Train the engine's small model on the assistant's corpus: `python -m engine.train`.

Two stages, the route Dream took from Qwen2.5:
  ar         next-token prediction with a causal mask; Dream's shifted logits mean the same head
             (position i-1 predicts token i) later serves the diffusion model;
  diffusion  the ar weights adapted to masked diffusion as the engine decodes it: the prompt and
             the answer's earlier blocks clean, the current 16-token block partly masked, every
             later block fully masked; the loss is on the current block's masked positions.

Built for small CPUs: one thread by default, bf16 autocast, sequence lengths rounded to multiples
of 16 (new shapes are slow on CPU), batches drawn from a seed per step (resume is exact), a
checkpoint and an exported model folder every few minutes. On a GPU host (`--device cuda`) the
corpus generator is the bottleneck, so `--workers` build the batches in other processes, and
`--minutes` sizes the run to a time budget: the steps follow from the rate of the first ones and
are recorded in train_config.json (rerun with that `--steps` to reproduce it).

    python -m engine.train --stage ar --run RUN_AR --steps 1200
    python -m engine.train --stage diffusion --run RUN_DLM --init RUN_AR --steps 1500
    python -m engine.train --stage diffusion --run RUN_FT --init engine/models/frontdesk-small ...
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import torch
import torch.nn.functional as F
from safetensors.torch import save_file
from torch import Tensor

from assistant.corpus import TRAIN, UNDERSTAND_SHARE, generate, write_plans
from assistant.tokenizer_build import END_OF_TEXT, MASK, build_tokenizer, save_tokenizer
from engine.config import ModelConfig
from engine.loading import checkpoint_name, load_model
from engine.tokenizer import ChatTokenizer
from engine.transformer import Transformer

CALIBRATION_STEPS = 40  # a time-budgeted run measures its rate over its first steps
MULTIPLE = 16  # sequence lengths and answer blocks; the engine decodes blocks of this size
IGNORE = -100


@dataclass(frozen=True)
class TrainConfig:
    stage: str = "ar"  # "ar" or "diffusion"
    steps: int = 1200
    batch: int = 32
    micro_batches: int = 2
    lr: float = 2e-3
    warmup: int = 50
    weight_decay: float = 0.1
    seed: int = 0
    hidden: int = 256
    layers: int = 4
    heads: int = 4
    intermediate: int = 704
    vocab: int = 2048
    max_positions: int = 512
    tokenizer_examples: int = 20_000
    max_answer_blocks: int = 8  # answers up to 128 tokens, the longest held-out one fits
    complementary: int = 0  # 1: each diffusion row also with the complementary mask
    # The share of diffusion rows whose current block is masked from a random position to its
    # end, which is all that left-to-right decoding ever shows the model; the others are masked
    # at random, as confidence-order decoding leaves a block.
    suffix_share: float = 0.0
    # The share of examples that are understanding (the rest are replies); a fine-tune can lean
    # on the job the model does worse.
    understand_share: float = UNDERSTAND_SHARE


def model_config(cfg: TrainConfig, tokenizer: ChatTokenizer) -> ModelConfig:
    ids = tokenizer.tokenizer
    return ModelConfig(
        family="dream",
        vocab_size=cfg.vocab,
        hidden_size=cfg.hidden,
        num_layers=cfg.layers,
        num_heads=cfg.heads,
        num_kv_heads=cfg.heads,
        intermediate_size=cfg.intermediate,
        rope_theta=10000.0,
        rms_norm_eps=1e-6,
        max_positions=cfg.max_positions,
        qkv_bias=True,
        mask_token_id=ids.token_to_id(MASK),
        eos_token_id=ids.token_to_id(END_OF_TEXT),
        pad_token_id=ids.token_to_id(END_OF_TEXT),
    )


def config_json(config: ModelConfig, decoding: str) -> dict:
    """A Dream-style config.json the engine's loader reads back."""
    return {
        "model_type": "dream",
        "architectures": ["DreamModel"],
        "vocab_size": config.vocab_size,
        "hidden_size": config.hidden_size,
        "num_hidden_layers": config.num_layers,
        "num_attention_heads": config.num_heads,
        "num_key_value_heads": config.num_kv_heads,
        "intermediate_size": config.intermediate_size,
        "rope_theta": config.rope_theta,
        "rms_norm_eps": config.rms_norm_eps,
        "max_position_embeddings": config.max_positions,
        "hidden_act": "silu",
        "use_sliding_window": False,
        "rope_scaling": None,
        "tie_word_embeddings": False,
        "mask_token_id": config.mask_token_id,
        "eos_token_id": config.eos_token_id,
        "pad_token_id": config.pad_token_id,
        "torch_dtype": "bfloat16",
        "block_length": MULTIPLE,
        # Decode as engine.evaluate measured it costs no quality: the prompt's keys kept across
        # blocks, and one block of masks after the current one (training draws tails of any
        # length, so a short one is no surprise to the model).
        "refresh": "recent",
        "masked_blocks": 1,
        # Commit each pass's confident run from the block's first mask: the diffusion stage
        # starts from the ar model, whose head reads left to right (+10 points of replies).
        "order": "left_to_right",
        # "diffusion" folders decode with the engine's samplers; "autoregressive" ones are the
        # same architecture trained with a causal mask, kept for the comparison.
        "frontdesk_decoding": decoding,
    }


def export(model: Transformer, tokenizer_dir: Path, folder: Path, decoding: str) -> None:
    """The engine's folder format; bf16 weights keep the checkpoint small."""
    tmp = folder.with_name(folder.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    tensors = {
        checkpoint_name(model.config, name): tensor.detach().to("cpu", torch.bfloat16).contiguous()
        for name, tensor in model.state_dict().items()
    }
    save_file(tensors, str(tmp / "model.safetensors"))
    (tmp / "config.json").write_text(
        json.dumps(config_json(model.config, decoding), indent=2) + "\n"
    )
    for name in ("tokenizer.json", "tokenizer_config.json"):
        shutil.copy(tokenizer_dir / name, tmp / name)
    write_plans(tmp)  # the reply plans it was taught, which the assistant will ask it for
    shutil.rmtree(folder, ignore_errors=True)
    tmp.rename(folder)


# --- batches ----------------------------------------------------------------------------------


def round_up(value: int, multiple: int = MULTIPLE) -> int:
    return -(-value // multiple) * multiple


def encode_pairs(
    tokenizer: ChatTokenizer, step: int, cfg: TrainConfig
) -> list[tuple[list[int], list[int]]]:
    """(prompt ids, answer ids ending in <|im_end|>) for this step's examples."""
    end = tokenizer.end_of_turn_id()
    limit = cfg.max_answer_blocks * MULTIPLE
    pairs = []
    for example in generate(
        TRAIN, cfg.batch, seed=cfg.seed * 1_000_003 + step, understand_share=cfg.understand_share
    ):
        answer = tokenizer.encode(example.target)[: limit - 1] + [end]
        pairs.append((tokenizer.chat_ids(example.messages), answer))
    return pairs


def micro_batches(pairs: list[tuple[list[int], list[int]]], count: int) -> list[list]:
    """The step's examples sorted by length and cut in `count` parts, each padded only to its
    own longest row: a mixed batch would pad every prompt to the longest one."""
    pairs = sorted(pairs, key=lambda pair: len(pair[0]) + len(pair[1]))
    size = -(-len(pairs) // count)
    return [pairs[i : i + size] for i in range(0, len(pairs), size)]


def ar_batch(pairs: list[tuple[list[int], list[int]]], pad: int) -> tuple[Tensor, Tensor]:
    """input ids [B, L] and labels [B, L]: label i is token i+1 where it is an answer token."""
    length = round_up(max(len(p) + len(a) for p, a in pairs))
    inputs = torch.full((len(pairs), length), pad, dtype=torch.long)
    labels = torch.full((len(pairs), length), IGNORE, dtype=torch.long)
    for row, (prompt, answer) in enumerate(pairs):
        sequence = prompt + answer
        inputs[row, : len(sequence)] = torch.tensor(sequence)
        labels[row, len(prompt) - 1 : len(sequence) - 1] = torch.tensor(answer)
    return inputs, labels


def diffusion_batch(
    pairs: list[tuple[list[int], list[int]]],
    config: ModelConfig,
    cfg: TrainConfig,
    generator: torch.Generator,
) -> tuple[Tensor, Tensor, Tensor]:
    """canvas [B, L], labels [B, L] (predicted from position i-1) and key mask [B, L].

    Each row is what the engine's canvas looks like mid-answer: one block (chosen at random
    among the answer's blocks) masked at a random rate, the blocks before it clean, then a tail
    of masks. Answers are padded with end-of-text to their last block's end.
    """
    rows = []
    for prompt, answer in pairs:
        blocks = round_up(len(answer)) // MULTIPLE
        padded = answer + [config.eos_token_id] * (blocks * MULTIPLE - len(answer))
        current = int(torch.randint(blocks, (1,), generator=generator))
        # The engine's masked tail is as long as max_new_tokens allows, whatever the answer's
        # length, so the tail's length here is drawn independently of the answer: it must not
        # tell the model how long the answer is.
        tail = int(torch.randint(cfg.max_answer_blocks - current, (1,), generator=generator))
        start, end = len(prompt) + current * MULTIPLE, len(prompt) + (current + 1) * MULTIPLE
        canvas = (
            prompt + padded[: (current + 1) * MULTIPLE] + [config.mask_token_id] * (tail * MULTIPLE)
        )
        suffix = float(torch.rand((), generator=generator)) < cfg.suffix_share
        if suffix:
            clean = int(torch.randint(MULTIPLE, (1,), generator=generator))
            masked = torch.arange(MULTIPLE) >= clean
        else:
            rate = float(torch.rand((), generator=generator))
            masked = torch.rand(MULTIPLE, generator=generator) < rate
            masked[int(torch.randint(MULTIPLE, (1,), generator=generator))] = True
        block = padded[current * MULTIPLE : (current + 1) * MULTIPLE]
        rows.append((canvas, start, end, masked, block))
        if cfg.complementary and not suffix and not bool(masked.all()):
            # The same canvas with the other positions masked: every token of the block is
            # supervised once per example, twice the signal for one generated example (the
            # corpus generator, not the GPU, limits a GPU run).
            rows.append((canvas, start, end, ~masked, block))
    length = round_up(max(len(canvas) for canvas, *_ in rows))
    canvas_t = torch.full((len(rows), length), config.pad_token_id, dtype=torch.long)
    labels = torch.full((len(rows), length), IGNORE, dtype=torch.long)
    keys = torch.zeros((len(rows), length), dtype=torch.bool)
    for row, (canvas, start, end, masked, block) in enumerate(rows):
        canvas_t[row, : len(canvas)] = torch.tensor(canvas)
        canvas_t[row, end : len(canvas)] = config.mask_token_id
        block_t = torch.tensor(block)
        canvas_t[row, start:end] = torch.where(masked, config.mask_token_id, block_t)
        # Dream's shift: the logits at i-1 predict token i.
        labels[row, start - 1 : end - 1] = torch.where(masked, block_t, IGNORE)
        keys[row, : len(canvas)] = True
    return canvas_t, labels, keys


# --- training ---------------------------------------------------------------------------------


def lr_at(step: int, cfg: TrainConfig) -> float:
    if step < cfg.warmup:
        return cfg.lr * (step + 1) / cfg.warmup
    progress = (step - cfg.warmup) / max(1, cfg.steps - cfg.warmup)
    return cfg.lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(progress, 1.0))))


class StepBatches(torch.utils.data.Dataset):
    """Step number -> that step's micro-batches as tensors; a DataLoader's workers build them
    while the model trains. Everything random is seeded by the step, so any worker, or none,
    builds the same batches."""

    def __init__(self, cfg: TrainConfig, tokenizer_dir: Path, config: ModelConfig) -> None:
        self.cfg, self.tokenizer_dir, self.config = cfg, tokenizer_dir, config
        self.tokenizer: ChatTokenizer | None = None

    def __len__(self) -> int:
        return self.cfg.steps

    def __getitem__(self, step: int) -> list[tuple[Tensor, ...]]:
        if self.tokenizer is None:
            self.tokenizer = ChatTokenizer.load(self.tokenizer_dir, "dream")
        cfg, config = self.cfg, self.config
        parts = micro_batches(encode_pairs(self.tokenizer, step, cfg), cfg.micro_batches)
        if cfg.stage == "ar":
            return [ar_batch(part, config.pad_token_id) for part in parts]
        generator = torch.Generator().manual_seed(cfg.seed * 1_000_003 + step)
        return [diffusion_batch(part, config, cfg, generator) for part in parts]


def step_loss(model: Transformer, stage: str, batch: tuple[Tensor, ...]) -> tuple[Tensor, int]:
    device = next(model.parameters()).device
    batch = tuple(t.to(device, non_blocking=True) for t in batch)
    with torch.autocast(device.type, dtype=torch.bfloat16):
        if stage == "ar":
            inputs, labels = batch
            logits = model(inputs, is_causal=True)
        else:
            inputs, labels, keys = batch
            logits = model(inputs, key_mask=keys)
    loss = F.cross_entropy(logits.float().flatten(0, 1), labels.flatten(), ignore_index=IGNORE)
    return loss, int((labels != IGNORE).sum())


def build_model(cfg: TrainConfig, tokenizer: ChatTokenizer, init: Path | None) -> Transformer:
    model = Transformer(model_config(cfg, tokenizer))
    model.init_random(torch.Generator().manual_seed(cfg.seed))
    if init is not None and (init / "checkpoint.pt").is_file():
        # A run's float32 weights, not its bf16 export.
        state = torch.load(init / "checkpoint.pt", weights_only=True, map_location="cpu")
        model.load_state_dict(state["model"])
    elif init is not None:
        # An exported model folder (a shipped checkpoint to fine-tune): its bf16 weights.
        shipped = load_model(init, "cpu", torch.float32)
        if shipped.config != model.config:
            raise ValueError(f"{init}: its config.json does not match the sizes given")
        model.load_state_dict(shipped.state_dict())
    return model.train()


def prepare_tokenizer(run: Path, cfg: TrainConfig, init: Path | None) -> ChatTokenizer:
    folder = run / "tokenizer"
    if not (folder / "tokenizer.json").is_file():
        if init is not None:
            # A run keeps its tokenizer in a subfolder, an exported model beside its weights.
            source = init / "tokenizer" if (init / "tokenizer").is_dir() else init
            folder.mkdir(parents=True)
            for name in ("tokenizer.json", "tokenizer_config.json"):
                shutil.copy(source / name, folder / name)
        else:
            tokenizer = build_tokenizer(cfg.vocab, cfg.tokenizer_examples, cfg.seed)
            save_tokenizer(tokenizer, folder)
    return ChatTokenizer.load(folder, "dream")


def _save(run: Path, model, optimizer, step: int, cfg: TrainConfig, tokenizer_dir: Path) -> None:
    tmp = run / "checkpoint.pt.tmp"
    torch.save(
        {
            "model": model.state_dict(),
            "optimizer": optimizer.state_dict(),
            "step": step,
            "config": asdict(cfg),
        },
        tmp,
    )
    os.replace(tmp, run / "checkpoint.pt")
    decoding = "autoregressive" if cfg.stage == "ar" else "diffusion"
    export(model, tokenizer_dir, run / "model", decoding)


def _progress(step: int, cfg: TrainConfig, loss: float, tokens_per_s: float, eta_s: float) -> str:
    done = int(30 * step / cfg.steps)
    bar = "#" * done + "." * (30 - done)
    return f"[{bar}] {step}/{cfg.steps} loss {loss:.4f} {tokens_per_s:.0f} answer tok/s eta {eta_s / 60:.1f} min"


def train(
    cfg: TrainConfig,
    run: Path,
    init: Path | None = None,
    checkpoint_minutes: float = 4.0,
    log=print,
    *,
    device: str = "cpu",
    workers: int = 0,
    minutes: float | None = None,
) -> Transformer:
    run.mkdir(parents=True, exist_ok=True)
    tokenizer = prepare_tokenizer(run, cfg, init)
    model = build_model(cfg, tokenizer, init).to(device)
    decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
    other = [p for n, p in model.named_parameters() if p.dim() < 2]
    optimizer = torch.optim.AdamW(
        [
            {"params": decay, "weight_decay": cfg.weight_decay},
            {"params": other, "weight_decay": 0.0},
        ],
        lr=cfg.lr,
        betas=(0.9, 0.95),
    )
    start = 0
    checkpoint = run / "checkpoint.pt"
    if checkpoint.is_file():
        state = torch.load(checkpoint, weights_only=True, map_location=device)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        start = state["step"]
        log(f"resumed at step {start}")
    (run / "train_config.json").write_text(json.dumps(asdict(cfg), indent=2) + "\n")
    # With a time budget the loader runs on until the steps are known: they are set once, from
    # the rate of steps 10-40 (after the workers' start), before the warmup ends, so the
    # learning-rate schedule is the same as a run given that many steps.
    budgeted = replace(cfg, steps=start + 10**7) if minutes else cfg
    loader = torch.utils.data.DataLoader(
        StepBatches(budgeted, run / "tokenizer", model.config),
        batch_size=None,
        sampler=range(start, budgeted.steps),
        num_workers=workers,
        prefetch_factor=8 if workers else None,
        persistent_workers=False,
        pin_memory=device != "cpu",
    )
    rate_from, calibrate_at, rate_began = start + 10, start + CALIBRATION_STEPS, None
    began = last_save = time.perf_counter()
    smoothed, counted = None, 0
    for step, parts in enumerate(loader, start):
        if step >= cfg.steps:
            break
        for group in optimizer.param_groups:
            group["lr"] = lr_at(step, cfg)
        loss, tokens = 0.0, 0
        for part in parts:
            part_loss, part_tokens = step_loss(model, cfg.stage, part)
            (part_loss / len(parts)).backward()
            loss, tokens = loss + part_loss.item() / len(parts), tokens + part_tokens
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        smoothed = loss if smoothed is None else 0.95 * smoothed + 0.05 * loss
        counted += tokens
        elapsed = time.perf_counter() - began
        if minutes and step + 1 == rate_from:
            rate_began = elapsed
        if minutes and step + 1 == calibrate_at:
            per_step = (elapsed - rate_began) / (calibrate_at - rate_from)
            left = int((minutes * 60 - elapsed) / per_step)
            cfg = replace(cfg, steps=step + 1 + max(1, left))
            (run / "train_config.json").write_text(json.dumps(asdict(cfg), indent=2) + "\n")
            log(f"{per_step * 1000:.1f} ms a step: {cfg.steps} steps fill {minutes} minutes")
        if (step + 1) % 10 == 0 or step + 1 == cfg.steps:
            per_step = elapsed / (step + 1 - start)
            log(
                _progress(
                    step + 1, cfg, smoothed, counted / elapsed, per_step * (cfg.steps - step - 1)
                )
            )
        if time.perf_counter() - last_save > checkpoint_minutes * 60 or step + 1 == cfg.steps:
            _save(run, model, optimizer, step + 1, cfg, run / "tokenizer")
            last_save = time.perf_counter()
    return model.eval()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m engine.train", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--run", type=Path, required=True, help="folder for checkpoints and the exported model"
    )
    parser.add_argument(
        "--init",
        type=Path,
        help="a run, or an exported model folder, to start from (the diffusion stage needs one)",
    )
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", default="cpu", help="cpu, or cuda on a GPU host")
    parser.add_argument("--workers", type=int, default=0, help="processes building batches")
    parser.add_argument("--minutes", type=float, help="size the run to this many minutes")
    parser.add_argument("--checkpoint-minutes", type=float, default=4.0)
    defaults = TrainConfig()
    for name, value in asdict(defaults).items():
        parser.add_argument(f"--{name.replace('_', '-')}", type=type(value), default=value)
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    cfg = TrainConfig(**{name: getattr(args, name) for name in asdict(defaults)})
    if (
        cfg.stage == "diffusion"
        and args.init is None
        and not (args.run / "checkpoint.pt").is_file()
    ):
        parser.error("the diffusion stage starts from an ar run: pass --init")
    if args.minutes and cfg.warmup <= CALIBRATION_STEPS:
        parser.error(
            f"--minutes sizes the run during the warmup: give --warmup over {CALIBRATION_STEPS}"
        )

    def log(line: str) -> None:
        print(line, flush=True)

    train(
        cfg,
        args.run,
        args.init,
        args.checkpoint_minutes,
        log,
        device=args.device,
        workers=args.workers,
        minutes=args.minutes,
    )
    log(f"done: model folder at {args.run / 'model'}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
