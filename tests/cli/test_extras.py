"""The optional extras (pyproject.toml, issue 26 item 1): verify, compose and the Python API run on the core
alone, and a command that needs a missing extra names it in one line (exit 2). A core install is stood for
by a process in which every extra's modules are unimportable (BLOCKER, a sitecustomize); the slow test
builds a real core-only virtual environment."""

import json
import os
import subprocess
import sys
import venv

import pytest

from safe_codegen.utils.paths import DATA, ROOT

from .test_newcomer import cli, one_line_error

UNSAFE, SAFE = DATA / "examples/jackal/turn_right_90_degrees_1.py", DATA / "examples/jackal/turn_right_90_degrees_2.py"
SUBPROGRAMS = sorted((DATA / "subprograms/jackal").glob("*.py"))
PLAN = DATA / "plans/drive.yaml"
# The top-level modules of every extra and of what they pull in, none of which the core installs.
NOT_CORE = ("pynusmv", "stormpy", "matplotlib", "numpy", "torch", "transformers", "trl", "peft", "datasets",
            "accelerate", "openai", "gguf", "cyclonedds", "rosbags", "rclpy", "pandas", "pyarrow", "lark")
# Makes the modules named in $BLOCK_MODULES unimportable, as if their optional extra were not installed: a
# sitecustomize on PYTHONPATH (imported at start-up) wraps every meta-path finder so that it finds nothing of them;
# `import` then raises ModuleNotFoundError and importlib.util.find_spec answers None, as for a missing package.
BLOCKER = """\
import os, sys
BLOCKED = set(filter(None, os.environ.get("BLOCK_MODULES", "").split(",")))
class Hiding:
    def __init__(self, finder):
        self.finder = finder
    def find_spec(self, name, path=None, target=None):
        return None if name.split(".")[0] in BLOCKED else self.finder.find_spec(name, path, target)
    def __getattr__(self, attr):
        return getattr(self.finder, attr)
sys.meta_path[:] = [Hiding(f) for f in sys.meta_path]
"""
# The Python API on one program: its verdict, then the blocked modules that were imported anyway.
API = ("import sys\nfrom safe_codegen import verify\nprint(verify(open(sys.argv[1]).read(), robot='jackal').verdict)\n"
       "print(sorted(m for m in sys.modules if m.split('.')[0] in sys.argv[2].split(',')))\n")


def without(folder, modules) -> dict[str, str]:
    """The environment of a process in which `modules` cannot be imported (nor by its child processes)."""
    folder.mkdir(exist_ok=True)
    (folder / "sitecustomize.py").write_text(BLOCKER)
    return {"PYTHONPATH": str(folder), "BLOCK_MODULES": ",".join(modules)}


def verifies_and_composes(run, tmp_path) -> None:
    """`run(*args)` (safe-codegen's CLI somewhere) verifies an unsafe and a safe program, adds the driving
    subprograms to a library and finds the drive plan safe."""
    p = run("verify", UNSAFE, SAFE, "-r", "jackal", "--json")
    assert p.returncode == 1, p.stderr
    assert [json.loads(line)["verdict"] for line in p.stdout.splitlines()] == ["unsafe", "safe"]
    lib = tmp_path / "library"
    p = run("library", "add", *SUBPROGRAMS, "-r", "jackal", "-L", lib)
    assert p.returncode == 0 and p.stdout.count("added ") == len(SUBPROGRAMS), p.stderr
    p = run("compose", PLAN, "-r", "jackal", "-L", lib, "--json")
    assert p.returncode == 0 and json.loads(p.stdout)["verdict"] == "safe", p.stderr


@pytest.mark.timeout(240)
def test_the_core_verifies_and_composes_without_any_extra(tmp_path):
    env = without(tmp_path, NOT_CORE)
    verifies_and_composes(lambda *args: cli(*args, env=env), tmp_path)
    api = subprocess.run([sys.executable, "-c", API, str(UNSAFE), ",".join(NOT_CORE)], capture_output=True,
                         text=True, timeout=120, env={**os.environ, **env})
    assert api.returncode == 0 and api.stdout.split("\n")[:2] == ["unsafe", "[]"], api.stderr


@pytest.mark.timeout(280)
def test_a_missing_optional_extra_is_named_in_one_line(tmp_path):
    generate = ("generate", "-r", "jackal", "--tasks", "jackal-test", "--name", "turn_left_100_degrees", "-q")
    certify = ("certify", "-r", "jackal", "--tasks", "jackal-test", "--task", "turn_left_100_degrees", "-s", "phi1",
               "--out", tmp_path / "cert")
    cases = [  # (command, modules missing, the extra it must name)
        (generate, NOT_CORE, "llm"),  # numpy is the first module missing there
        (generate, ("torch", "transformers", "openai"), "llm"),
        (("sim", "-r", "jackal"), NOT_CORE, "ros"),
        (("sim", "-r", "jackal"), ("cyclonedds", "rosbags", "rclpy"), "ros"),
        (certify, NOT_CORE, "llm"),
        (("demo", "--out", tmp_path / "demo"), NOT_CORE, "llm"),  # before verifying the examples
        (certify, ("matplotlib",), "plot"),  # coverage.png: refused before the model is loaded
        ((*certify, "--storm"), ("stormpy",), "certify"),
        (("evaluate", "--compare", tmp_path / "run.json", "--plot", tmp_path / "p.png"), ("matplotlib",), "plot"),
        (("improve", "--out", tmp_path / "rounds"), ("matplotlib",), "plot"),
    ]
    for i, (args, missing, extra) in enumerate(cases):
        proc = cli(*args, env=without(tmp_path / f"blocker{i}", missing), timeout=120)
        one_line_error(proc, f"optional extra '{extra}'", f"pip install 'safe-codegen[{extra}]'")
    assert not any((tmp_path / d).exists() for d in ("cert", "demo", "rounds/rounds.json"))


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_a_core_only_virtual_environment_verifies_and_composes(tmp_path):
    """The real thing: a fresh venv with `pip install -e .` (the core's requirements only, from the package index
    or pip's cache), where no extra's module can be found; its console script verifies and composes."""
    env_dir = tmp_path / "core"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / "bin"
    pip = subprocess.run([bin_dir / "python", "-m", "pip", "install", "-q", "-e", ROOT], capture_output=True,
                         text=True, timeout=800)
    assert pip.returncode == 0, pip.stderr
    found = subprocess.run([bin_dir / "python", "-c", "import importlib.util, sys\n"
                            "print([m for m in sys.argv[1:] if importlib.util.find_spec(m)])", *NOT_CORE],
                           capture_output=True, text=True, timeout=60)
    assert found.stdout.strip() == "[]", found.stdout + found.stderr
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}

    def run(*args):
        return subprocess.run([bin_dir / "safe-codegen", *map(str, args)], capture_output=True, text=True,
                              cwd=tmp_path, timeout=180, env=clean)

    verifies_and_composes(run, tmp_path)
    one_line_error(run("sim", "-r", "jackal"), "optional extra 'ros'")
