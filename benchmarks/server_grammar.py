"""Unverifiable rates with and without a server grammar (generate/grammar.py), and programs per minute.

Against an OpenAI-compatible server that takes a grammar (llama.cpp's, docs/generation.md), each task's few-shot
prompt is sampled n times without and with `--server-grammar`:

    .venv/bin/python benchmarks/server_grammar.py --base-url http://127.0.0.1:8080/v1 --server llama [--tasks 2 --n 8]

With `--local` the bundled model samples unconstrained here instead, and each unverifiable program is read
back by the grammar: those outside it are the ones a grammar-constraining server could not have written.
"""

from __future__ import annotations

import argparse
import json
import time

from safe_codegen.generate.grammar import lark, program_rules
from safe_codegen.generate.models import load_model
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.generate.refine import generate
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.verify.engine import open_engine


def in_grammar(robot, name: str, program: str) -> bool:
    """Whether the program's body, as a server would return it, is in the robot's grammar."""
    import lark as lark_parser
    parser = lark_parser.Lark(lark(program_rules(robot, name, chat=False)), start="root", parser="earley",
                              lexer="dynamic")
    try:
        parser.parse(program[program.index("():\n") + 4:].rstrip("\n") + "\n\n\nG")
    except (lark_parser.exceptions.LarkError, ValueError):
        return False
    return True


def run(model, robot, tasks, cfg, pool, grammar: bool) -> dict:
    """Sample every task; verdict counts, programs per minute of sampling and checking, the unverifiable
    programs in and outside the grammar."""
    counts: dict[str, int] = {}
    outside = inside = programs = 0
    started = time.perf_counter()
    for i, task in enumerate(tasks):
        rep = generate(model, robot, robot_specs(robot), task, SampleConfig(n=cfg.n, max_new_tokens=cfg.max_new_tokens,
                                                                            seed=i), pool)
        for s in rep.samples:
            verdict = s.final.result.verdict
            counts[verdict] = counts.get(verdict, 0) + 1
            programs += verdict != "cut off"
            if verdict == "unverifiable":
                if in_grammar(robot, task.name, s.final.code):
                    inside += 1
                else:
                    outside += 1
    minutes = (time.perf_counter() - started) / 60
    total = sum(counts.values())
    return {"grammar": grammar, "samples": total, "verdicts": counts,
            "unverifiable_rate": round(counts.get("unverifiable", 0) / total, 3),
            "unverifiable_outside_grammar": outside, "unverifiable_inside_grammar": inside,
            "programs_per_min": round(programs / minutes, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base-url")
    ap.add_argument("--server", default="llama")
    ap.add_argument("--model", default="m")
    ap.add_argument("--local", action="store_true")
    ap.add_argument("--tasks", type=int, default=2)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--max-tokens", type=int, default=SampleConfig.max_new_tokens)
    args = ap.parse_args()
    robot = load_robot("jackal")
    tasks = load_tasks("jackal-test")[: args.tasks]
    cfg = SampleConfig(n=args.n, max_new_tokens=args.max_tokens)
    rows = []
    with open_engine("nusmv", 2) as pool:
        if args.local:
            rows.append(run(load_model("local", constrain=False), robot, tasks, cfg, pool, grammar=False))
        else:
            from safe_codegen.generate.grammar import server_fields
            model = load_model("openai", args.model, base_url=args.base_url, completions=True)
            for grammar in (False, True):  # a completion's grammar names no function: one serves every task
                model.extra_body = server_fields(args.server, robot, tasks[0].name, chat=False) if grammar else None
                rows.append(run(model, robot, tasks, cfg, pool, grammar))
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
