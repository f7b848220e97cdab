"""Programs per minute and tokens per second of the bundled local model: the earlier sampler beside
the tree-attention sampler, unconstrained and constrained by the static checks.

- `cache`: the sampler safe_codegen used before (kept here as the baseline): the prompt's KV cache
  computed once and repeated for the batch (`DynamicCache.batch_repeat_interleave`), so every step
  attends to, and every cache update copies, n prompt-sized caches.
- `tree`: decode.sample over tree_attention.TreeBackend (what `LocalModel.sample` runs): the
  prompt's keys/values shared, one token's keys/values stored per new token.
- `tree+check`: the same with constrain.program_check (the default for `generate`).
- `together`: tree+check with all the tasks' sequences stepped in one model call per token
  (`LocalModel.sample_many`, as dataset build and evaluate draw TASKS_AT_ONCE tasks).

All sample n sequences at temperature 0.3 (the default) from the few-shot prompt of jackal test tasks
with the code vocabulary, on `--threads` threads; tokens/s counts the tokens of the returned completions.

    .venv/bin/python benchmarks/generate_bench.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import time

from safe_codegen.generate.constrain import program_check
from safe_codegen.generate.models.base import Completion, SampleConfig, default_adapter, function_finished
from safe_codegen.generate.models.local import LocalModel
from safe_codegen.generate.prompts import base_prompt, load_tasks
from safe_codegen.robot import load_robot
from safe_codegen.utils.atomic import write_text
from safe_codegen.utils.paths import ROOT


def cache_sample(model: LocalModel, prompt: str, cfg: SampleConfig) -> list[Completion]:
    """The earlier sampler: a batch over a repeated DynamicCache, torch sampling with top-p."""
    import torch

    torch.manual_seed(cfg.seed)
    tok = model.tokenizer
    ids = tok(prompt, return_tensors="pt").input_ids
    eos = model.eos_ids()
    texts, done = [""] * cfg.n, [False] * cfg.n
    tokens: list[list[int]] = [[] for _ in range(cfg.n)]
    with torch.no_grad():
        out = model.model(input_ids=ids, use_cache=True)
        cache = out.cache
        cache.batch_repeat_interleave(cfg.n)
        logits = out.logits[:, -1, :].repeat(cfg.n, 1)
        for _ in range(cfg.max_new_tokens):
            probs = torch.softmax(logits / cfg.temperature, dim=-1)
            sorted_p, order = probs.sort(-1, descending=True)
            sorted_p = sorted_p * (sorted_p.cumsum(-1) - sorted_p < cfg.top_p)
            probs = torch.zeros_like(probs).scatter(-1, order, sorted_p)
            nxt = model.vocab[torch.multinomial(probs / probs.sum(-1, keepdim=True), 1).squeeze(-1)]
            for i, t in enumerate(nxt.tolist()):
                if done[i]:
                    continue
                if t in eos:
                    done[i] = True
                    continue
                tokens[i].append(t)
                if "\n" in tok.decode(tokens[i][-1:]):
                    texts[i] = tok.decode(tokens[i])
                    cut = function_finished(texts[i])
                    if cut is not None:
                        texts[i], done[i] = texts[i][:cut], True
            if all(done):
                break
            out = model.model(input_ids=nxt[:, None], cache=cache, use_cache=True)
            cache, logits = out.cache, out.logits[:, -1, :]
    return [Completion(texts[i] if done[i] and texts[i] else tok.decode(tokens[i]), cut=not done[i])
            for i in range(cfg.n)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="two tasks instead of eight")
    ap.add_argument("--n", type=int, default=8, help="sequences per prompt")
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    robot = load_robot("jackal")
    tasks = load_tasks("jackal-test")[: 2 if args.quick else 8]
    model = LocalModel(None, default_adapter(), threads=args.threads)  # as `generate` uses it
    samplers = {
        "cache": lambda prompt, cfg, task: cache_sample(model, prompt, cfg),
        "tree": lambda prompt, cfg, task: model.sample(prompt, cfg),
        "tree+check": lambda prompt, cfg, task: model.sample(prompt, cfg, program_check(robot, task.name)),
    }
    rows = {}
    for name, run in samplers.items():
        started = time.perf_counter()
        outs = [run(base_prompt(robot, task), SampleConfig(n=args.n, seed=i), task) for i, task in enumerate(tasks)]
        rows[name] = _row(name, model, outs, time.perf_counter() - started)
    started = time.perf_counter()
    outs = model.sample_many([(base_prompt(robot, task), SampleConfig(n=args.n, seed=i),
                               program_check(robot, task.name))
                              for i, task in enumerate(tasks)])
    rows["together"] = _row("together", model, outs, time.perf_counter() - started)
    rows["settings"] = {"n": args.n, "threads": args.threads, "tasks": [t.name for t in tasks],
                        "temperature": SampleConfig.temperature, "max_new_tokens": SampleConfig.max_new_tokens}
    print(f"speed-up vs cache: tree {rows['tree']['programs_per_min'] / rows['cache']['programs_per_min']:.1f}x, "
          f"together {rows['together']['programs_per_min'] / rows['cache']['programs_per_min']:.1f}x "
          f"(target: >= 30 programs/min)")
    write_text(ROOT / "benchmarks/results/generate_bench.json", json.dumps(rows, indent=1) + "\n")


def _row(name: str, model: LocalModel, outs: list[list[Completion]], seconds: float) -> dict:
    """Programs/min and tokens/s (tokens of the returned completions) of one sampler, printed."""
    programs = sum(map(len, outs))
    tokens = sum(len(model.tokenizer(c.text, add_special_tokens=False).input_ids) for out in outs for c in out)
    row = {"programs": programs, "seconds": round(seconds, 1), "programs_per_min": round(60 * programs / seconds, 1),
           "tokens_per_s": round(tokens / seconds, 1), "cut_off": sum(c.cut for out in outs for c in out),
           "dead_ends": sum(c.dead_end is not None for out in outs for c in out)}
    print(f"{name:>10}: {row['programs_per_min']:6.1f} programs/min, {row['tokens_per_s']:6.1f} tokens/s "
          f"({programs} programs in {seconds:.0f} s)", flush=True)
    return row


if __name__ == "__main__":
    main()
