"""`python -m engine.bench`: what a pass costs and how many tokens each decoding mode gets per pass.

Random weights are never confident, so threshold decoding on them falls back to its floor of
one token per pass: on these models the benchmark measures the cost of a pass, not the tokens
per pass a trained model reaches.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

import torch
from torch import Tensor

from engine.autoregressive import generate_greedy
from engine.cache import KVCache, step_window
from engine.config import ModelConfig
from engine.graphs import StepGraphs, record
from engine.loading import default_dtype, load_model
from engine.params import SamplingParams, resolve
from engine.scheduler import Scheduler
from engine.transformer import Transformer

CONFORMANCE = Path(__file__).resolve().parents[2] / "shared" / "conformance"


def _random_config(**sizes: int) -> ModelConfig:
    base = dict(
        family="llada",
        rope_theta=500000.0,
        rms_norm_eps=1e-5,
        qkv_bias=False,
        max_positions=4096,
    )
    return ModelConfig(**base, **sizes)  # type: ignore[arg-type]


PRESETS: dict[str, Callable[[], ModelConfig] | Path] = {
    "conformance-llada": CONFORMANCE / "llada-tiny",
    "conformance-dream": CONFORMANCE / "dream-tiny",
    # About 30M parameters: the size class of a CPU demo model.
    "random-30m": lambda: _random_config(
        vocab_size=8192,
        hidden_size=512,
        num_layers=7,
        num_heads=8,
        num_kv_heads=8,
        intermediate_size=1536,
        mask_token_id=8191,
        eos_token_id=8190,
        pad_token_id=8190,
    ),
    # LLaDA-8B-Instruct's shape, random weights: for a GPU host.
    "llada-8b": lambda: _random_config(
        vocab_size=126464,
        hidden_size=4096,
        num_layers=32,
        num_heads=32,
        num_kv_heads=32,
        intermediate_size=12288,
        mask_token_id=126336,
        eos_token_id=126081,
        pad_token_id=126081,
    ),
}

# mode -> (threshold, minimum tokens per pass); threshold 0 means the plain schedule.
MODES = {
    "one-per-pass": SamplingParams(threshold=0, tokens_per_step=1),
    "low-confidence": SamplingParams(threshold=0, tokens_per_step=2),
    "threshold-0.9": SamplingParams(threshold=0.9, tokens_per_step=1),
}
CACHES = ("none", "prefix", "dual")


def build_model(
    preset: str, device: torch.device, dtype: torch.dtype, fuse: bool | None = None
) -> Transformer:
    """The preset's model, its projections fused where `fuse` says (by default on a GPU, as
    Engine.load does)."""
    source = PRESETS[preset]
    if isinstance(source, Path):
        model = load_model(source, device, dtype)
    else:
        with torch.device("meta"):
            model = Transformer(source()).to(dtype)
        model = model.to_empty(device=device)
        model.init_random(torch.Generator(device).manual_seed(0))
    if device.type == "cuda" if fuse is None else fuse:
        model.fuse_projections()
    return model.eval()


def synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize()


def timed(fn: Callable[[], object], device: torch.device, repeats: int) -> float:
    """Median seconds of fn after one warm-up run."""
    fn()
    times = []
    for _ in range(repeats):
        synchronize(device)
        start = time.perf_counter()
        fn()
        synchronize(device)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def graphed_cost(step: Callable[[], Tensor], device: torch.device, repeats: int) -> dict:
    """The bare dual-cache step captured once in a CUDA graph and replayed: its cost without
    Python and kernel launches, which is what a batch-1 eager step on a GPU mostly pays for."""
    try:
        graph, _ = record(step, device)
    except RuntimeError as error:  # a host sync or a data-dependent shape inside the step
        return {"dual_step_graphed_error": str(error)[:300]}
    return {"dual_step_graphed_s": timed(graph.replay, device, repeats)}


def prompts(config: ModelConfig, batch: int, length: int, seed: int = 0) -> list[list[int]]:
    """Random prompts around `length` tokens (different lengths, so batches are padded)."""
    generator = torch.Generator().manual_seed(seed)
    specials = {config.mask_token_id, config.eos_token_id, config.pad_token_id}
    out = []
    for row in range(batch):
        size = max(2, length - (row * 7) % max(1, length // 4))
        ids = torch.randint(0, config.vocab_size, (size,), generator=generator).tolist()
        out.append([t if t not in specials else 1 for t in ids])
    return out


@torch.inference_mode()
def prompt_and_cache(model: Transformer, prompt: int, gen: int) -> tuple[Tensor, KVCache]:
    """A random `prompt`-token prompt and `gen` masks after it, and the cache of one full pass
    over them: where a decoding step starts."""
    config = model.config
    device = next(model.parameters()).device
    length = prompt + gen
    generator = torch.Generator(device).manual_seed(0)
    ids = torch.randint(0, config.vocab_size - 2, (1, length), device=device, generator=generator)
    ids[:, prompt:] = config.mask_token_id
    cache = KVCache.empty(
        config.num_layers,
        1,
        config.num_kv_heads,
        length,
        config.head_dim,
        next(model.parameters()).dtype,
        device,
    )
    model(ids, cache=cache)
    return ids, cache


@torch.inference_mode()
def step_costs(model: Transformer, prompt: int, gen: int, block: int, device, repeats: int) -> dict:
    """One full pass vs one cached step over the first block, after a `prompt`-token prompt."""
    config = model.config
    length = prompt + gen
    ids, cache = prompt_and_cache(model, prompt, gen)
    shift = config.logits_shift
    head = slice(0, block)
    costs = {"full_pass_s": timed(lambda: model(ids, head=head), device, repeats)}
    for mode in ("prefix", "dual"):
        window = step_window(mode, prompt, prompt + block, length, shift)
        chunk = ids[:, window.start : window.end]
        costs[f"{mode}_step_s"] = timed(
            lambda chunk=chunk, start=window.start: model(
                chunk, cache=cache, offset=start, head=head
            ),
            device,
            repeats,
        )
    if device.type == "cuda":
        window = step_window("dual", prompt, prompt + block, length, shift)
        chunk = ids[:, window.start : window.end]
        costs |= graphed_cost(
            lambda: model(chunk, cache=cache, offset=window.start, head=head), device, repeats
        )
    costs["dual_speedup"] = costs["full_pass_s"] / costs["dual_step_s"]
    costs["prefix_speedup"] = costs["full_pass_s"] / costs["prefix_step_s"]
    return costs


def decode(
    model: Transformer,
    batch_prompts: list[list[int]],
    params: SamplingParams,
    cache: str,
    block: int,
    graphs: StepGraphs | None = None,
) -> dict:
    scheduler = Scheduler(
        model, block_length=block, cache=cache, max_batch=len(batch_prompts), graphs=graphs
    )
    settings = resolve(params, block)
    device = next(model.parameters()).device
    synchronize(device)
    start = time.perf_counter()
    requests = [scheduler.submit(p, settings) for p in batch_prompts]
    for _ in scheduler.run():
        pass
    synchronize(device)
    elapsed = time.perf_counter() - start
    tokens = sum(len(r.output_ids) for r in requests)
    first = [r.first_token_at - r.submitted_at for r in requests if r.first_token_at]
    return {
        "tokens": tokens,
        "seconds": elapsed,
        "tokens_per_s": tokens / elapsed,
        "passes_per_token": requests[0].passes / max(1, len(requests[0].output_ids)),
        "time_to_first_token_s": min(first) if first else None,
        "outputs": [r.output_ids for r in requests],
    }


def graphed_decode(
    model: Transformer,
    batch_prompts: list[list[int]],
    params: SamplingParams,
    block: int,
    graphs: StepGraphs,
    reference: list[list[int]] | None,
) -> dict:
    """`decode` with dual-cache steps from `graphs`, timed on a second run (the first records
    the graphs); a failure to capture is reported, not raised, so the rest of a GPU check runs."""
    try:
        decode(model, batch_prompts, params, "dual", block, graphs)
        run = decode(model, batch_prompts, params, "dual", block, graphs)
    except RuntimeError as error:
        return {"error": str(error)[:300]}
    outputs = run.pop("outputs")
    if reference is not None:
        run["agreement_with_no_cache"] = agreement(reference, outputs)
    return run


def agreement(reference: list[list[int]], other: list[list[int]]) -> float:
    pairs = [
        (a, b)
        for ref, out in zip(reference, other, strict=True)
        for a, b in zip(ref, out, strict=False)
    ]
    return sum(a == b for a, b in pairs) / max(1, len(pairs))


def run_preset(preset: str, args: argparse.Namespace, device: torch.device) -> dict:
    dtype = getattr(torch, args.dtype) if args.dtype else default_dtype(device)
    model = build_model(preset, device, dtype)
    config = model.config
    params = sum(p.numel() for p in model.parameters())
    result: dict = {"preset": preset, "parameters": params, "dtype": str(dtype)}
    step_prompt = min(args.step_prompt, config.max_positions - args.gen)
    result["step"] = {"prompt": step_prompt, "block": args.block}
    result["step"] |= step_costs(model, step_prompt, args.gen, args.block, device, args.repeats)
    graphs = StepGraphs(model, args.block) if args.graphs else None
    one = prompts(config, 1, args.prompt)
    modes = {}
    for name, mode in MODES.items():
        mode = SamplingParams(**{**asdict(mode), "max_new_tokens": args.gen})
        runs = {cache: decode(model, one, mode, cache, args.block) for cache in CACHES}
        reference = runs["none"]["outputs"]
        for run in runs.values():
            run["agreement_with_no_cache"] = agreement(reference, run.pop("outputs"))
        if graphs is not None:
            runs["dual+graphs"] = graphed_decode(model, one, mode, args.block, graphs, reference)
        modes[name] = runs
    result["modes"] = modes
    prompt_ids = torch.tensor(one, device=device)
    ar_seconds = timed(lambda: generate_greedy(model, prompt_ids, args.gen), device, 1)
    result["autoregressive"] = {
        "tokens_per_s": args.gen / ar_seconds,
        "passes_per_token": 1.0,
        "time_to_first_token_s": None,
    }
    batch_mode = SamplingParams(threshold=0.9, tokens_per_step=1, max_new_tokens=args.gen)
    result["batches"] = {}
    for batch in args.batches:
        batch_prompts = prompts(config, batch, args.batch_prompt, seed=batch)
        run = decode(model, batch_prompts, batch_mode, "dual", args.block)
        run.pop("outputs")
        shortest = min(map(len, batch_prompts))
        equal = torch.tensor([p[:shortest] for p in batch_prompts], device=device)
        ar = timed(lambda ids=equal: generate_greedy(model, ids, args.gen), device, 1)
        run["autoregressive_tokens_per_s"] = batch * args.gen / ar
        if graphs is not None:
            graphed = graphed_decode(model, batch_prompts, batch_mode, args.block, graphs, None)
            run["graphed_tokens_per_s"] = graphed.get("tokens_per_s")
            run["graphed_error"] = graphed.get("error")
        result["batches"][batch] = run
    return result


def print_table(result: dict) -> None:
    step = result["step"]
    print(
        f"\n== {result['preset']} ({result['parameters'] / 1e6:.1f}M parameters, {result['dtype']})"
    )
    print(
        f"step after a {step['prompt']}-token prompt, block {step['block']}: full pass "
        f"{step['full_pass_s'] * 1e3:.1f} ms, prefix step {step['prefix_step_s'] * 1e3:.1f} ms "
        f"({step['prefix_speedup']:.1f}x), dual step {step['dual_step_s'] * 1e3:.1f} ms "
        f"({step['dual_speedup']:.1f}x)"
    )
    if "dual_step_graphed_s" in step:
        print(f"dual step replayed from a CUDA graph: {step['dual_step_graphed_s'] * 1e3:.1f} ms")
    elif "dual_step_graphed_error" in step:
        print(f"dual step in a CUDA graph failed: {step['dual_step_graphed_error']}")
    print(f"{'mode':<16}{'cache':<12}{'tok/s':>9}{'pass/tok':>10}{'TTFT ms':>9}{'agree':>7}")
    for name, runs in result["modes"].items():
        for cache, run in runs.items():
            if "error" in run:
                print(f"{name:<16}{cache:<12} failed: {run['error']}")
                continue
            ttft = run["time_to_first_token_s"]
            print(
                f"{name:<16}{cache:<12}{run['tokens_per_s']:>9.1f}{run['passes_per_token']:>10.2f}"
                f"{(ttft or 0) * 1e3:>9.1f}{run['agreement_with_no_cache']:>7.2f}"
            )
    ar = result["autoregressive"]
    print(f"{'autoregressive':<16}{'kv':<12}{ar['tokens_per_s']:>9.1f}{1.0:>10.2f}")
    for batch, run in result["batches"].items():
        print(
            f"batch {batch:>3} (threshold, dual): {run['tokens_per_s']:.1f} tok/s aggregate; "
            f"autoregressive {run['autoregressive_tokens_per_s']:.1f} tok/s"
            + (
                f"; graphed {run['graphed_tokens_per_s']:.1f}"
                if run.get("graphed_tokens_per_s")
                else ""
            )
            + (f"; graphed failed: {run['graphed_error']}" if run.get("graphed_error") else "")
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--preset", action="append", choices=sorted(PRESETS))
    parser.add_argument(
        "--dtype",
        choices=["float32", "bfloat16"],
        help="weights and activations (default: bfloat16 on CUDA, float32 on CPU)",
    )
    parser.add_argument("--prompt", type=int, default=128, help="prompt tokens for the modes")
    parser.add_argument("--step-prompt", type=int, default=512, help="prompt for the step cost")
    parser.add_argument("--batch-prompt", type=int, default=64, help="prompt for batch runs")
    parser.add_argument("--gen", type=int, default=64)
    parser.add_argument("--block", type=int, default=32)
    parser.add_argument(
        "--batches", type=lambda s: [int(b) for b in s.split(",")], default=[1, 8, 32]
    )
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--graphs",
        action="store_true",
        help="also decode with dual-cache steps from CUDA graphs (on a CPU: their static buffers)",
    )
    # On a CPU shared with other work, OpenMP threads that wait on each other at every op's
    # barrier can make a pass 10x slower than one thread: measure the thread count you deploy.
    parser.add_argument("--threads", type=int, default=torch.get_num_threads())
    parser.add_argument("--json", type=Path, default=Path("bench-results/engine.json"))
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    device = torch.device(args.device)
    presets = args.preset or ["conformance-llada", "random-30m"]
    machine = {
        "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
        "cpu_threads": torch.get_num_threads(),
        "platform": platform.platform(),
        "torch": torch.__version__,
    }
    results = []
    for preset in presets:
        result = run_preset(preset, args, device)
        print_table(result)
        results.append(result)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(
        json.dumps(
            {"machine": machine, "args": vars(args) | {"json": str(args.json)}, "results": results},
            indent=2,
        )
    )
    print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
