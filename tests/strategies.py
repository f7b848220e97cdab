"""Hypothesis strategies: random jackal programs (as source text) and random safety specs."""

from __future__ import annotations

import spot
from hypothesis import strategies as st

SENSORS = ["pedestrian_observed()", "car_observed()", "stop_sign_observed()"]
ACTIONS = ["velocity_publisher(1.0, 0.5)", "stop()"]
ENV = ["pedestrian", "car", "stop_sign"]
ACT = ["publish_velocity", "stop"]
MEM = ["s0", "s1"]  # sensor variables, assigned at the top of every program


def _tests(depth: int, main: bool = True) -> st.SearchStrategy[str]:
    """Conditions; in a helper only sensing calls and unknown atoms (main's variables aren't there)."""
    leaf = st.one_of(st.sampled_from(SENSORS), st.sampled_from(MEM),
                     st.sampled_from(["time.time() - t0 < 5", "count > 2", "True"])) if main else \
        st.one_of(st.sampled_from(SENSORS), st.just("time.time() > 1e9"))
    if depth == 0:
        return leaf
    sub = _tests(depth - 1, main)
    return st.one_of(leaf, sub.map(lambda e: f"not ({e})"),
                     st.tuples(sub, st.sampled_from(["and", "or"]), sub).map(lambda t: f"({t[0]} {t[1]} {t[2]})"))


def _block(depth: int, in_loop: bool, helpers: bool | None) -> st.SearchStrategy[list[str]]:
    return st.lists(_statement(depth, in_loop, helpers), min_size=1, max_size=3).map(
        lambda blocks: [line for b in blocks for line in b])


def _indent(lines: list[str]) -> list[str]:
    return ["    " + x for x in lines]


@st.composite
def _statement(draw, depth: int, in_loop: bool, helpers: bool | None) -> list[str]:
    main = helpers is not None  # None: building the helper itself
    simple = [st.sampled_from(ACTIONS).map(lambda a: [a]), st.just(["return"])]
    simple += [st.sampled_from(SENSORS).map(lambda s: [f"print({s})"]),  # a sensor read in a data position
               st.just(["d = {stop(): stop(), velocity_publisher(1.0, 0.5): velocity_publisher(0.0, 0.0)}"]),
               st.just(["for x in [stop(), velocity_publisher(0.5, 0.0)]:", "    time.sleep(0.1)"]),
               st.sampled_from(ACTIONS).map(lambda a: [f"if {a} is None and pedestrian_observed():", "    stop()"])]
    if main:
        simple += [st.tuples(st.sampled_from(MEM), st.sampled_from(SENSORS)).map(lambda t: [f"{t[0]} = {t[1]}"]),
                   st.just(["count += 1"]), st.just(["s1 = s0"]), st.just(["buf[0] = velocity_publisher(0.2, 0.1)"]),
                   st.sampled_from(SENSORS).map(lambda s: [f"count = count + int({s})"]),
                   st.sampled_from(SENSORS).map(lambda s: [f"if 0 < int({s}) < 2:", "    stop()"])]
    if in_loop:
        simple += [st.just(["break"]), st.just(["continue"])]
    if helpers:
        simple.append(st.just(["helper()"]))
    kinds = simple if depth == 0 else simple + ["if", "while", "for"] * 2
    kind = draw(st.sampled_from(kinds))
    if not isinstance(kind, str):
        return draw(kind)
    test = draw(_tests(2, main))
    if kind == "if":
        lines = [f"if {test}:"] + _indent(draw(_block(depth - 1, in_loop, helpers)))
        for _ in range(draw(st.integers(0, 2))):
            lines += [f"elif {draw(_tests(1, main))}:"] + _indent(draw(_block(depth - 1, in_loop, helpers)))
        if draw(st.booleans()):
            lines += ["else:"] + _indent(draw(_block(depth - 1, in_loop, helpers)))
        return lines
    if kind == "while":
        head = "while True:" if draw(st.booleans()) else f"while {test}:"
        return [head] + _indent(draw(_block(depth - 1, True, helpers)))
    return ["for i in range(3):"] + _indent(draw(_block(depth - 1, True, helpers)))


@st.composite
def programs(draw) -> str:
    """A random program over the jackal API using every construct the FSA supports, including those
    whose evaluation order is subtle (dict displays, steps in a for loop's iterable or before a test,
    assignment to a subscript, sensor reads in data positions, chained comparisons)."""
    with_helper = draw(st.booleans())
    lines = []
    if with_helper:
        lines += ["def helper():"] + _indent(draw(_block(1, False, None))) + [""]
    body = ["t0 = time.time()", "count = 0", "buf = [0]", f"s0 = {draw(st.sampled_from(SENSORS))}",
            f"s1 = {draw(st.sampled_from(SENSORS))}"] + draw(_block(3, False, with_helper))
    lines += ["def main():"] + _indent(body)
    if draw(st.booleans()):
        lines += ["", 'if __name__ == "__main__":', "    main()"]
    return "\n".join(lines) + "\n"


_TEMPLATES = [
    "G ({a} -> X !{b})",
    "G (!({a} | {c}) -> X !{b})",
    "G ({a} -> X X !{b})",
    "G ({a} -> X ({b} -> X !{d}))",
    "G ({b} -> X !{b})",
    "G ({a} -> !{b})",
    "!{b} W {a}",
    "G ({a} -> X (!{b} W {c}))",
    "G ({b} -> X ({a} R !{d}))",
]


@st.composite
def safety_specs(draw) -> str:
    """A safety formula over jackal propositions: templates, or Spot's random safety formulas."""
    if draw(st.integers(0, 3)) == 0:
        seed = draw(st.integers(0, 10_000))
        for f in spot.randltl(ENV + ACT, seed=seed, tree_size=(5, 12)):
            if f.is_syntactic_safety() and not f.is_tt() and not f.is_ff():
                return str(f)
    props = ENV + ACT
    return draw(st.sampled_from(_TEMPLATES)).format(
        a=draw(st.sampled_from(props)), b=draw(st.sampled_from(ACT)),
        c=draw(st.sampled_from(props)), d=draw(st.sampled_from(props)))
