"""Unverifiable rates with and without a server grammar (generate/grammar.py), and programs per minute.

Against an OpenAI-compatible server that takes a grammar (llama.cpp's, docs/generation.md), each task's few-shot
prompt is sampled n times without and with `--server-grammar`:

    .venv/bin/python benchmarks/server_grammar.py --base-url http://127.0.0.1:8080/v1 --server llama [--tasks 2 --n 8]

With `--local` the bundled model samples unconstrained here instead (`--adapter none`: without its adapter, as
the GGUF a llama.cpp server serves), and each unverifiable program is read back by the grammar: those outside it
are the ones a grammar-constraining server could not have written. `--out FILE` also writes the rows there.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from safe_codegen.generate.grammar import lark, program_rules
from safe_codegen.generate.models import load_model
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import load_tasks
from safe_codegen.generate.refine import generate
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.utils.atomic import write_text
from safe_codegen.verify.engine import open_engine


def in_grammar(robot, name: str, program: str) -> bool:
    """Whether the program's body, as a server would return it, is in the robot's grammar."""
    import lark as lark_parser
    parser = lark_parser.Lark(lark(program_rules(robot, name, chat=False)), start="root", parser="earley",
                              lexer="dynamic")
    try:
        parser.parse(program[program.index("():\n") + 4:].rstrip("\n") + "\n\n\nGiven\n")
    except (lark_parser.exceptions.LarkError, ValueError):
        return False
    return True


def run(model, robot, tasks, cfg, pool, grammar: bool) -> dict:
    """Sample every task; verdict counts, programs per minute of sampling and checking, the unverifiable
    programs in and outside the grammar, the load average (1, 5, 15 min) at the end."""
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
            "programs_per_min": round(programs / minutes, 2), "minutes": round(minutes, 1),
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base-url")
    ap.add_argument("--server", default="llama")
    ap.add_argument("--model", default="m")
    ap.add_argument("--local", action="store_true")
    ap.add_argument("--adapter", type=Path, help="--local: an adapter, or 'none' for the bare model")
    ap.add_argument("--tasks", type=int, default=2)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--max-tokens", type=int, default=SampleConfig.max_new_tokens)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--timeout", type=float, default=1800, help="seconds a server request may take")
    args = ap.parse_args()
    robot = load_robot("jackal")
    tasks = load_tasks("jackal-test")[: args.tasks]
    cfg = SampleConfig(n=args.n, max_new_tokens=args.max_tokens)
    rows = []
    with open_engine("nusmv", 2) as pool:
        if args.local:
            rows.append(run(load_model("local", adapter=args.adapter, constrain=False), robot, tasks, cfg, pool,
                            grammar=False))
        else:
            from safe_codegen.generate.grammar import server_fields
            from safe_codegen.generate.models.openai import OpenAIModel
            # a time-out would end the request and retry it: on this CPU 4 requests at once take minutes
            model = OpenAIModel(args.model, args.base_url, chat=False, timeout=args.timeout)
            for grammar in (False, True):  # a completion's grammar names no function: one serves every task
                model.extra_body = server_fields(args.server, robot, tasks[0].name, chat=False) if grammar else None
                rows.append(run(model, robot, tasks, cfg, pool, grammar))
    adapter = (str(args.adapter) if args.adapter else "bundled default") if args.local else None
    text = json.dumps({"rows": rows, "settings": {
        "tasks": [t.name for t in tasks], "n": args.n, "max_tokens": args.max_tokens,
        "backend": "local" if args.local else f"{args.server} server at {args.base_url}", "adapter": adapter}},
        indent=1) + "\n"
    print(text, end="")
    if args.out:
        write_text(args.out, text)


if __name__ == "__main__":
    main()
