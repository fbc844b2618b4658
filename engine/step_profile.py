"""`python -m engine.step_profile`: where the time of one batch-1 dual-cache step goes.

On an H200 a graphed 8B step took 8.5 ms against the ~3.7 ms it takes to read its weights
(BENCHMARKS.md), so a step pays for more than the weights: for ~45 kernels a layer, each with its
own fixed cost even inside a graph, and for matrix products too narrow to reach the memory's
bandwidth. This times the same step over a 512-token prompt's cache with q/k/v and gate/up as
separate products (as training and CPUs run it), fused (what `Engine.load` runs on a GPU), and, with
`--compile`, fused with its elementwise functions (RoPE, the gated SiLU) compiled by
`torch.compile` into one kernel each, and then the whole model compiled; each eager and, on a GPU,
replayed from a CUDA graph. Then it lists the fused step's kernels by device time, to say what to
fuse next.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path

import torch
from torch import Tensor

from engine import transformer
from engine.bench import PRESETS, build_model, prompt_and_cache, synchronize, timed
from engine.cache import step_window
from engine.graphs import record
from engine.loading import default_dtype
from engine.transformer import Transformer


def dual_step(model: Transformer, prompt: int, gen: int, block: int) -> Callable[[], Tensor]:
    """The dual-cache step over the first block after `prompt` tokens, its cache filled."""
    config = model.config
    length = prompt + gen
    ids, cache = prompt_and_cache(model, prompt, gen)
    window = step_window("dual", prompt, prompt + block, length, config.logits_shift)
    chunk = ids[:, window.start : window.end]
    head = slice(0, block)

    def step() -> Tensor:
        with torch.inference_mode():
            return model(chunk, cache=cache, offset=window.start, head=head)

    return step


def step_times(step: Callable[[], Tensor], device: torch.device, repeats: int) -> dict:
    """Milliseconds of the step eager and, on a GPU, replayed from a CUDA graph."""
    times = {"eager_ms": timed(step, device, repeats) * 1e3}
    if device.type == "cuda":
        try:
            graph, _ = record(step, device)
            times["graphed_ms"] = timed(graph.replay, device, repeats) * 1e3
        except RuntimeError as error:  # a host sync inside the step cannot be captured
            times["graphed_error"] = str(error)[:300]
    return times


def kernel_table(step: Callable[[], Tensor], device: torch.device, rows: int) -> dict:
    """The step's kernels (GPU) or operators (CPU) by total time over five steps."""
    activities = [torch.profiler.ProfilerActivity.CPU]
    if device.type == "cuda":
        activities.append(torch.profiler.ProfilerActivity.CUDA)
    step()
    synchronize(device)
    with torch.profiler.profile(activities=activities) as profile:
        for _ in range(5):
            step()
        synchronize(device)
    events = profile.key_averages()
    if device.type == "cuda":
        kernels = [e for e in events if e.device_type == torch.autograd.DeviceType.CUDA]
        spent = [(e.key, e.count / 5, e.self_device_time_total / 5) for e in kernels]
    else:
        spent = [(e.key, e.count / 5, e.self_cpu_time_total / 5) for e in events]
    spent.sort(key=lambda row: -row[2])
    return {
        "per_step_count": sum(count for _, count, _ in spent),
        "per_step_us": sum(us for _, _, us in spent),
        "top": [{"name": name[:120], "count": count, "us": us} for name, count, us in spent[:rows]],
    }


def compiled_times(model, shape: tuple[int, int, int], device, repeats: int) -> dict:
    started = time.perf_counter()
    try:
        step = dual_step(model, *shape)
        step()
        times = {"compile_s": time.perf_counter() - started}
        times |= step_times(step, device, repeats)
    except Exception as error:  # noqa: BLE001 - an experiment's failure is a finding
        times = {"error": f"{type(error).__name__}: {str(error)[:300]}"}
    print("compiled", times, flush=True)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--preset", default="conformance-llada", choices=sorted(PRESETS))
    parser.add_argument("--prompt", type=int, default=512)
    parser.add_argument("--gen", type=int, default=128)
    parser.add_argument("--block", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--rows", type=int, default=25, help="kernels listed")
    parser.add_argument("--compile", action="store_true", help="also time torch.compile's step")
    parser.add_argument("--json", type=Path, default=Path("bench-results/step-profile.json"))
    args = parser.parse_args(argv)
    device = torch.device(args.device)
    model = build_model(args.preset, device, default_dtype(device), fuse=False)
    prompt = min(args.prompt, model.config.max_positions - args.gen)
    shape = (prompt, args.gen, args.block)
    result: dict = {"preset": args.preset, "device": str(device), "prompt": prompt}
    if device.type == "cuda":
        result["gpu"] = torch.cuda.get_device_name(device)
    result["unfused"] = step_times(dual_step(model, *shape), device, args.repeats)
    print("unfused", result["unfused"], flush=True)
    step = dual_step(model.fuse_projections(), *shape)
    result["fused"] = step_times(step, device, args.repeats)
    print("fused", result["fused"], flush=True)
    result["kernels"] = kernel_table(step, device, args.rows)
    print(
        f"kernels a step: {result['kernels']['per_step_count']:.0f}, "
        f"{result['kernels']['per_step_us'] / 1e3:.2f} ms of device time"
    )
    for row in result["kernels"]["top"]:
        print(f"{row['us']:>9.1f} us {row['count']:>6.0f}x  {row['name']}")
    if args.compile:
        # The module's own functions, swapped for compiled ones for this experiment only.
        transformer.apply_rope = torch.compile(transformer.apply_rope, dynamic=False)
        transformer.gated = torch.compile(transformer.gated, dynamic=False)
        result["fused+pointwise compiled"] = compiled_times(model, shape, device, args.repeats)
        result["fused+model compiled"] = compiled_times(
            torch.compile(model, dynamic=False), shape, device, args.repeats
        )
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, indent=2))
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
