"""Fine-tuning throughput of the bundled Gemma 3 270M on CPU: tokens/s and seconds per epoch
of 100 examples, for safe_codegen's trainer (LM head only at program positions) and for trl's
stock SFTTrainer loss. Examples are verified programs from a `dataset build` directory with
their few-shot prompts (repeated to 100); LoRA as in the packaged training/lora.yaml, batch 1.

    .venv/bin/python benchmarks/finetune_bench.py --data out/exp/dataset [--steps 8] [--no-stock]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from transformers import TrainerCallback

from safe_codegen.utils.atomic import write_text
from safe_codegen.train.finetune import DEFAULT_CONFIG, build_trainer, load_config, load_rows
from safe_codegen.generate.models.bundled import bundled_model_dir
from safe_codegen.utils.paths import ROOT


class StepTimes(TrainerCallback):
    def __init__(self):
        self.times: list[float] = []

    def on_step_begin(self, args, state, control, **kw):
        self.t = time.perf_counter()

    def on_step_end(self, args, state, control, **kw):
        self.times.append(time.perf_counter() - self.t)


def measure(rows: list[dict], steps: int, completion_head: bool) -> dict:
    cfg = replace(load_config(DEFAULT_CONFIG), grad_accum=1, batch_size=1, max_steps=steps, save_steps=10 ** 6)
    with tempfile.TemporaryDirectory() as tmp:
        trainer = build_trainer(rows, bundled_model_dir(), Path(tmp), cfg, completion_head=completion_head)
        timer = StepTimes()
        trainer.add_callback(timer)
        lengths = [len(x) for x in trainer.train_dataset["input_ids"]]
        trainer.train()
    per_step = statistics.median(timer.times[1:])  # the first step warms up
    tokens = statistics.fmean(lengths)
    return {"trainer": "safe_codegen (program positions only)" if completion_head else "trl SFTTrainer (stock loss)",
            "steps": steps, "s_per_example": per_step, "tokens_per_s": tokens / per_step,
            "s_per_epoch_100_examples": 100 * per_step, "mean_tokens_per_example": tokens}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, required=True, help="a `dataset build` directory or prompt/completion JSONL")
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--no-stock", action="store_true", help="skip trl's stock loss")
    args = ap.parse_args()
    rows = load_rows(args.data)
    rows = (rows * (100 // len(rows) + 1))[:100]
    results = [measure(rows, args.steps, True)] + ([] if args.no_stock else [measure(rows, args.steps, False)])
    for r in results:
        print(f"{r['trainer']}: {r['tokens_per_s']:.0f} tokens/s, {r['s_per_example']:.2f} s/example, "
              f"{r['s_per_epoch_100_examples'] / 60:.1f} min per epoch of 100 examples "
              f"({r['mean_tokens_per_example']:.0f} tokens/example)")
    write_text(ROOT / "benchmarks/results/finetune_bench.json", json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
