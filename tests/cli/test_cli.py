"""The CLI contract: JSON shape, exit codes, one-line errors for bad input, drawings."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from safe_codegen.utils.paths import DATA, ROOT

EX = DATA / "examples"
SAFE = EX / "jackal/turn_right_90_degrees_2.py"
UNSAFE = EX / "jackal/turn_right_90_degrees_1.py"


def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, timeout=120)


def one_line_error(proc, *needles):
    assert proc.returncode == 2, proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("error: ") and "Traceback" not in proc.stderr
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


def test_json_contract_and_exit_codes(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\ndef f():\n    os.system('x')\n")
    p = cli("verify", SAFE, UNSAFE, "--robot", "jackal", "--json")
    assert p.returncode == 1
    objs = [json.loads(x) for x in p.stdout.splitlines()]
    assert [o["verdict"] for o in objs] == ["safe", "unsafe"]
    for o in objs:
        assert set(o) >= {"program", "robot", "verdict", "reason", "unknown_atoms", "specs", "seconds"}
        for s in o["specs"]:
            assert set(s) >= {"name", "formula", "holds", "counterexample", "loop_start"}
    phi1 = next(s for s in objs[1]["specs"] if s["name"] == "phi1")
    assert phi1["holds"] is False and phi1["counterexample"]
    assert set(phi1["counterexample"][0]) >= {"line", "point", "env", "action"}
    assert 0 <= phi1["loop_start"] < len(phi1["counterexample"])
    assert cli("verify", SAFE, "--robot", "jackal", "--json").returncode == 0
    p = cli("verify", SAFE, bad, UNSAFE, "--robot", "jackal", "--json")
    assert p.returncode == 3
    o = json.loads(p.stdout.splitlines()[1])
    assert o["verdict"] == "unverifiable" and "os" in o["reason"] and o["line"] == 1


def test_directory_and_spec_selection():
    p = cli("verify", EX / "jackal", "--robot", "jackal", "--spec", "phi2", "--json")
    objs = [json.loads(x) for x in p.stdout.splitlines()]
    assert len(objs) == 2 and all([s["name"] for s in o["specs"]] == ["phi2"] for o in objs)
    assert p.returncode == 0


def test_human_report_with_mixed_verdicts(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\ndef f():\n    pass\n")
    p = cli("verify", SAFE, bad, UNSAFE, "--robot", "jackal")
    assert p.returncode == 3, p.stderr
    assert "1 safe, 1 unsafe, 1 unverifiable" in p.stdout and "import of" in p.stdout


def test_human_report_shows_annotated_listing():
    p = cli("verify", UNSAFE, "--robot", "jackal")
    assert p.returncode == 1
    assert "phi1 violated" in p.stdout
    assert "velocity_publisher(linear_velocity, angular_velocity)" in p.stdout
    assert "<- step" in p.stdout and "treated as unknown" in p.stdout


def test_missing_file():
    one_line_error(cli("verify", "nope.py", "--robot", "jackal"), "nope.py", "no such file")


def test_unknown_robot():
    one_line_error(cli("verify", SAFE, "--robot", "rover"), "unknown robot 'rover'", "jackal")


def test_malformed_robot_yaml(tmp_path):
    f = tmp_path / "r.yaml"
    f.write_text("name: r\napi: x\nsensors:\n  s: {proposition: p\n")
    one_line_error(cli("verify", SAFE, "--robot", f), str(f), "malformed YAML")
    f.write_text("name: r\napi: x\nactions:\n  go:\n    params: [a]\n")
    one_line_error(cli("verify", SAFE, "--robot", f), f"{f}:4", "needs a 'proposition'")
    f.write_text("name: r\napi: x\ncolour: red\n")
    one_line_error(cli("verify", SAFE, "--robot", f), f"{f}:3", "unknown key 'colour'")


def test_spec_with_unknown_proposition(tmp_path):
    s = tmp_path / "s.yaml"
    s.write_text("name: s\nformula: G (pedestrian -> X !fly)\n")
    one_line_error(cli("verify", SAFE, "--robot", "jackal", "--spec", s), f"{s}:2", "unknown proposition 'fly'")


def test_non_safety_spec_is_rejected():
    liveness = ROOT / "tests/data/specs/stop-sign-liveness.yaml"
    one_line_error(cli("verify", SAFE, "--robot", "jackal", "--spec", liveness), "not a safety property")


@pytest.mark.parametrize("formula,needle", [
    ("G (pedestrian -> X 3)", "ill-typed"),
    ("G (pedestrian + 1)", "ill-typed"),
    ("G (pedestrian = stop)", "ill-typed"),
    ("G (pedestrian -> X (", "not an LTL formula"),
])
def test_ill_typed_specs_never_reach_nusmv(tmp_path, formula, needle):
    s = tmp_path / "s.yaml"
    s.write_text(f"name: s\nformula: '{formula}'\n")
    one_line_error(cli("verify", SAFE, "--robot", "jackal", "--spec", s), needle)


def test_draw_png_and_dot(tmp_path):
    png, dot = tmp_path / "fsa.png", tmp_path / "product.dot"
    p = cli("verify", UNSAFE, "--robot", "jackal", "--draw", png, "--draw-product", dot)
    assert p.returncode == 1
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = dot.read_text()
    assert text.startswith("digraph product") and "publish_velocity" in text


def test_bad_drawing_format_writes_nothing(tmp_path):
    out = tmp_path / "fsa.jpeg"
    one_line_error(cli("verify", UNSAFE, "--robot", "jackal", "--draw", out), "drawing format")
    assert list(tmp_path.iterdir()) == []


def test_usage_error_exit_2():
    assert cli("verify", SAFE).returncode == 2  # --robot missing
