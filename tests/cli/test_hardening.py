"""Hostile inputs (issue 11, item 5): each gives, within seconds, a verdict or a one-line
`error: FILE[:LINE]: reason` with exit code 2, never a hang or a traceback."""

import os
import subprocess
import sys
import time

import pytest

from safe_codegen.errors import InputError
from safe_codegen.verify.explicit import check_explicit
from safe_codegen.monitor import monitor
from safe_codegen.utils.paths import DATA, ROBOTS, ROOT
from safe_codegen.bridge.rosmap import load_ros_map
from safe_codegen.robot import load_robot
from safe_codegen.spec import check_formula
from safe_codegen.verify.verifier import prepare, verify_sources

SAFE = DATA / "examples/jackal/turn_right_90_degrees_2.py"
BOMB = """name: x
a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
"""


def cli(*args, timeout=60):
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=timeout)
    proc.seconds = time.monotonic() - start
    return proc


def one_line_error(proc, *needles) -> str:
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in proc.stderr, proc.stderr
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


def test_yaml_alias_bomb_is_refused_in_robot_and_spec_files(tmp_path):
    robot, spec = tmp_path / "robot.yaml", tmp_path / "spec.yaml"
    robot.write_text(BOMB)
    spec.write_text(BOMB)
    p = cli("verify", SAFE, "--robot", robot)
    one_line_error(p, f"{robot}:3:", "alias '*a' is not allowed")
    assert p.seconds < 10
    one_line_error(cli("verify", SAFE, "--robot", "jackal", "--spec", spec), f"{spec}:3:", "alias")


def test_oversized_and_deeply_nested_yaml_are_refused(tmp_path):
    big, deep = tmp_path / "big.yaml", tmp_path / "deep.yaml"
    big.write_text("name: x\n" + "k: v\n" * 100_000)
    deep.write_text("a: " + "[" * 100_000)
    one_line_error(cli("specs", "--robot", big), str(big), "too large")
    one_line_error(cli("specs", "--robot", deep), f"{deep}:1:", "nested deeper than")


@pytest.mark.parametrize("make", ["fifo", "zero", "dir"])
def test_only_regular_files_are_read_as_programs(tmp_path, make):
    path = {"fifo": tmp_path / "prog.py", "zero": "/dev/zero", "dir": tmp_path}[make]
    if make == "fifo":
        os.mkfifo(path)
    args = ("verify", path, "--robot", "jackal") if make != "dir" else ("library", "add", path, "--robot", "jackal")
    p = cli(*args, timeout=30)
    one_line_error(p, str(path), "not a regular file")


def test_oversized_program_is_refused(tmp_path):
    prog = tmp_path / "big.py"
    prog.write_text("# x\n" * 300_000)
    one_line_error(cli("verify", prog, "--robot", "jackal"), str(prog), "too large")


def test_program_with_a_byte_order_mark_is_verified(tmp_path):
    prog = tmp_path / "bom.py"
    prog.write_bytes(b"\xef\xbb\xbf" + SAFE.read_bytes())
    p = cli("verify", prog, "--robot", "jackal", "--json")
    assert p.returncode == 0, p.stderr
    assert '"verdict": "safe"' in p.stdout


@pytest.mark.parametrize("args", [("verify", "", "--robot", "jackal"), ("verify", SAFE, "--robot", ""),
                                  ("compose", "", "--robot", "jackal"), ("library", "add", "", "--robot", "jackal")])
def test_an_empty_argument_is_a_usage_error(args):
    one_line_error(cli(*args), "empty argument")


# Each accepted formula's NuSMV verdict must equal the explicit checker's; the program is unsafe for
# some and safe for others (stops on a pedestrian, else drives).
PROGRAM = """
def drive():
    while True:
        if pedestrian_observed():
            stop()
        else:
            velocity_publisher(1.0, 0.0)
"""
ACCEPTED = {
    "X": "G(pedestrian -> X !publish_velocity)",
    "X[!]": "G(pedestrian -> X[!] !publish_velocity)",
    "G": "G(publish_velocity -> !pedestrian)",
    "F (safety)": "G(pedestrian -> F[1:2] stop)",
    "U (safety)": "G(pedestrian -> (stop U false))",
    "W": "!publish_velocity W pedestrian",
    "R": "car R !stop",
    "M (safety)": "false M stop",
    "->": "G(pedestrian -> X stop)",
    "<->": "G(X stop <-> pedestrian)",
    "xor": "G(pedestrian xor X publish_velocity)",
    "X[n]": "G(pedestrian -> X[2] !stop)",
    "G[n:m]": "G(pedestrian -> G[1:2] !car)",
    "F[n:m]": "G(pedestrian -> F[1:3] stop)",
}


@pytest.mark.parametrize("name", list(ACCEPTED))
def test_every_accepted_operator_agrees_between_nusmv_and_the_explicit_checker(jackal, pool, name):
    spec = check_formula(name, ACCEPTED[name], jackal, where="table")
    assert "X[!]" not in spec.formula
    result = verify_sources([("p.py", PROGRAM)], jackal, [spec], pool)[0]
    assert result.verdict in ("safe", "unsafe"), (result.reason, spec.formula)
    explicit = check_explicit(prepare(PROGRAM, jackal, [spec]).fsa, monitor(spec.formula))
    assert result.specs[0].holds == explicit.holds, spec.formula


def test_the_operator_table_has_both_verdicts(jackal, pool):
    specs = [check_formula(n, f, jackal, where="table") for n, f in ACCEPTED.items()]
    holds = {s.holds for s in verify_sources([("p.py", PROGRAM)], jackal, specs, pool)[0].specs}
    assert holds == {True, False}


@pytest.mark.parametrize("text, reason", [
    ("F pedestrian", "not a safety property"),
    ("pedestrian M car", "not a safety property"),
    ("G(pedestrian U car)", "not a safety property"),
    ("{pedestrian;car}[]-> stop", "SERE/PSL"),
    ("X[!3] car", "not an LTL formula"),
    ("G(" + "X " * 18 + "car)", "X nested 18 deep"),
    ("G(" + " & ".join(f"({a} & {b} -> X {c})" for a in ("car", "pedestrian", "stop_sign") for b in ("stop", "car")
                       for c in ("car", "stop", "pedestrian", "stop_sign", "publish_velocity")) + ")",
     "more than 100 operators"),
    ("G(car) & " * 200 + "stop", "characters, over the budget"),
    # 1 s for Spot on an idle machine with 8 X's; this one, with 10, takes well over 10 s
    ("G(pedestrian -> X(car W X(stop R X(pedestrian W X (car R X (stop W X (pedestrian R X (car W X (stop R "
     "X X publish_velocity)))))))))", "within 2 s"),
])
def test_specs_outside_the_fragment_or_the_budget_are_rejected(jackal, text, reason):
    start = time.monotonic()
    with pytest.raises(InputError, match=reason):
        check_formula("s", text, jackal, where="spec.yaml:3")
    assert time.monotonic() - start < (3 if "within" in reason else 1)


def test_nested_x_spec_file_is_rejected_with_file_and_line(tmp_path):
    spec = tmp_path / "deep.yaml"
    spec.write_text("name: deep\nformula: G(pedestrian -> " + "X " * 18 + "stop)\n")
    p = cli("verify", SAFE, "--robot", "jackal", "--spec", spec)
    one_line_error(p, f"{spec}:2:", "X nested 18 deep")
    assert p.seconds < 10


@pytest.mark.parametrize("old, new, reason", [
    ('params: ["linear=0.5", "angular=0.0"]', 'params: [linear, "angular=foo("]', "must be a Python literal"),
    ('params: ["linear=0.5", "angular=0.0"]', 'params: [linear, "angular=os.sep"]', "must be a Python literal"),
    ('params: ["linear=0.5", "angular=0.0"]', 'params: [linear, linear]', "appears twice"),
    ('params: ["linear=0.5", "angular=0.0"]', 'params: [linear, class]', "bad parameter"),
    ("fields: {linear.x: linear, angular.z: angular}", "fields: {linear.x: linear, angular.z: [1]}",
     "does not fit"),
    ("rate: 20", "rate: .nan", "ros.rate"),
])
def test_malformed_robot_files_fail_at_load_not_mid_run(tmp_path, old, new, reason):
    text = (ROBOTS / "spot.yaml").read_text()
    assert old in text
    robot = tmp_path / "spot.yaml"
    robot.write_text(text.replace(old, new))
    line = next(i for i, ln in enumerate(robot.read_text().splitlines(), 1) if new in ln)
    with pytest.raises(InputError, match=reason) as exc:
        load_ros_map(load_robot(str(robot)))  # what the bridge loads before it runs anything
    assert str(exc.value).startswith(f"{robot}:{line}:")
