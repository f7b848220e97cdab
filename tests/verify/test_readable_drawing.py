"""Drawings that say the verdict, show the violating path and explain unknown atoms, and a product
drawn readably (environment valuations collapsed into edge labels); expectations by hand from the
programs' text."""

import re
import textwrap
from pathlib import Path

from safe_codegen.spec import robot_specs
from safe_codegen.verify.dot import fsa_dot, product_dot
from safe_codegen.verify.product import build_product
from safe_codegen.verify.verifier import prepare, verify_file

UNSAFE = Path("data/examples/jackal/turn_right_90_degrees_1.py")  # lines 9 while, 10 if, 11 stop, 12 publish


def _drawn(path, jackal, pool):
    specs = robot_specs(jackal, ["phi1"])
    res = verify_file(path, jackal, specs, pool)
    return prepare(path.read_text(), jackal, specs, str(path)).fsa, res


def _red_edges(dot: str) -> set[tuple[str, str]]:
    return set(re.findall(r"^  (\w+) -> (\w+) \[[^\]]*color=red", dot, re.M))


def test_fsa_drawing_marks_verdict_violating_path_and_unknown_legend(jackal, pool):
    fsa, res = _drawn(UNSAFE, jackal, pool)
    dot = fsa_dot(fsa, "t", res)
    assert "verdict: unsafe; phi1 violated (red path): pedestrian at step 2 (line 11)" in dot
    node = {ln: f"n{p.id}" for p in fsa.points for ln in [p.line]}
    # the lasso: while -> if -> stop -> publish -> while (the loop back), never the end
    assert _red_edges(dot) == {(node[9], node[10]), (node[10], node[11]), (node[11], node[12]),
                               (node[12], node[9])}
    assert re.search(rf"^  {node[12]} \[.*fillcolor=mistyrose .*step 3 \(violation\)", dot, re.M)
    assert "u0 = time.time() - start_time < turning_period  (line 9)" in dot
    assert f'{node[9]} -> {node[10]} [label="u0"' in dot and "?[" not in dot


def test_safe_program_drawing_has_no_red(jackal, pool, tmp_path):
    safe = tmp_path / "safe.py"
    safe.write_text("def f():\n    if pedestrian_observed():\n        stop()\n    else:\n"
                    "        velocity_publisher(1, 0)\n")
    fsa, res = _drawn(safe, jackal, pool)
    dot = fsa_dot(fsa, "t", res)
    assert "verdict: safe" in dot and "red" not in dot and "legend" not in dot


def test_product_collapses_environment_valuations_into_guards(jackal):
    source = """\
    def f():
        seen = pedestrian_observed()
        velocity_publisher(1, 0)
        if seen:
            stop()
    """
    fsa = prepare(textwrap.dedent(source), jackal, robot_specs(jackal)).fsa
    prod = build_product(fsa)
    assert len(prod.states) == 72  # 3 environment propositions x 1 remembered value x 9 (point, mem)
    dot = product_dot(prod)
    nodes = re.findall(r'^  (s\d+) \[.*label="([^"]*)"', dot, re.M)
    assert len(nodes) == 9  # (sense|publish|if|end) x (seen|not) + stop with seen
    edges = re.findall(r"^  s\d+ -> s\d+", dot, re.M)
    assert len(edges) == 11
    label = dict(nodes)
    guarded = {(label[a], label[b]): g for a, b, g in re.findall(r'^  (s\d+) -> (s\d+) \[label="([^"]*)"', dot, re.M)}
    assert guarded[("p0 (line 2)", "p1 (line 3) [publish_velocity]\\nmem: seen")] == "pedestrian"
    assert guarded[("p0 (line 2)", "p1 (line 3) [publish_velocity]")] == "!pedestrian"
