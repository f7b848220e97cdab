"""The robot definition does not know the bridge (issue 26, item 4): robot.py imports nothing from
safe_codegen.bridge, commands that never talk to ROS take a robot file whose ROS map is broken, and the
commands that do (run, sim, plan --run) load the map themselves and refuse it before anything runs."""

import ast
import subprocess
import sys
import time

import pytest

from safe_codegen.utils.paths import DATA, ROBOTS, ROOT

SAFE = DATA / "examples/jackal/turn_right_90_degrees_2.py"


def cli(*args):
    start = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    return p, time.monotonic() - start


def test_robot_py_imports_nothing_from_the_bridge():
    """Statically (any import statement, lazy ones inside functions included) and at run time (loading every
    shipped robot file leaves no bridge module in sys.modules)."""
    import safe_codegen.robot as robot
    tree = ast.parse(open(robot.__file__).read())
    imported = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)] + \
        [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in imported if m and m.startswith("safe_codegen.bridge")], imported
    code = ("import sys; from safe_codegen.robot import load_robot\n"
            f"for name in {[p.stem for p in ROBOTS.glob('*.yaml')]!r}: load_robot(name)\n"
            "print(sorted(m for m in sys.modules if m.startswith('safe_codegen.bridge')))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.returncode == 0 and p.stdout.strip() == "[]", p.stdout + p.stderr


@pytest.fixture
def bad_map(tmp_path):
    """jackal.yaml with a message type that does not exist in its ROS map, and that line's number."""
    text = (ROBOTS / "jackal.yaml").read_text()
    old = "type: geometry_msgs/msg/Twist, fields"
    assert old in text
    path = tmp_path / "jackal.yaml"
    path.write_text(text.replace(old, "type: geometry_msgs/msg/Twits, fields", 1))
    line = next(i for i, ln in enumerate(path.read_text().splitlines(), 1) if "Twits" in ln)
    return path, line


@pytest.mark.timeout(200)
def test_a_bad_ros_map_fails_the_ros_commands_before_they_run_and_not_the_others(bad_map):
    path, line = bad_map
    p, _ = cli("verify", SAFE, "--robot", path)
    assert p.returncode == 0 and "safe" in p.stdout, p.stdout + p.stderr
    for args in (["run", SAFE, "--robot", path], ["sim", "--robot", path, "--duration", "1"],
                 ["plan", "--robot", path, "--task", "Drive forward for 2 seconds.", "--run"]):
        p, seconds = cli(*args)
        lines = [ln for ln in p.stderr.splitlines() if ln.strip()]
        assert p.returncode == 2 and len(lines) == 1, (args, p.stdout, p.stderr)
        assert lines[0].startswith(f"error: {path}:{line}:") and "not a known ROS 2 message type" in lines[0]
        assert seconds < 60, (args, seconds)  # no model loaded, nothing verified or run first
        assert "verified" not in p.stdout and "topics" not in p.stdout, (args, p.stdout)
