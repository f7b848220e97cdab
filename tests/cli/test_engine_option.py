"""`--engine nusmv|explicit` on every command that verifies, its default and fall-back, and the explicit
engine never loading pynusmv (the real thing: pynusmv is installed here, and poisoned in a subprocess to
stand for a core-only install)."""

import json
import subprocess
import sys

import pytest
import typer.main

from safe_codegen.cli import app
from safe_codegen.spec import robot_specs
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.verify.engine import ExplicitEngine
from safe_codegen.verify.verifier import verify_sources

EX = DATA / "examples"
UNSAFE = EX / "jackal/turn_right_90_degrees_1.py"
VERIFYING = {"verify", "check", "generate", "plan", "compose", "certify", "demo", "run", "evaluate", "improve",
             "dataset build", "dataset add", "library add"}
# A process without pynusmv: `import pynusmv` fails there as it does where the [nusmv] extra is not installed.
NO_NUSMV = "import sys\nsys.modules['pynusmv'] = None\n"


def main(*args: str, prelude: str = "") -> subprocess.CompletedProcess:
    """`safe-codegen ARGS` through the console script's entry point, after `prelude`."""
    code = prelude + ("import sys\nfrom safe_codegen.__main__ import main\n"
                      "sys.argv = ['safe-codegen', *sys.argv[1:]]\nmain()\n")
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)


def commands(command=None, path=()) -> dict[str, object]:
    """Every command of the CLI by its full name ('dataset build')."""
    command = command or typer.main.get_command(app)
    if not hasattr(command, "list_commands"):
        return {" ".join(path): command}
    ctx = typer.Context(command)
    return {k: v for name in command.list_commands(ctx) for k, v in commands(command.get_command(ctx, name),
                                                                              (*path, name)).items()}


def test_every_verifying_command_has_the_one_engine_option():
    found = {name: [p for p in c.params if "--engine" in p.opts] for name, c in commands().items()}
    assert {name for name, opts in found.items() if opts} == VERIFYING
    helps = {opts[0].help for opts in found.values() if opts}
    assert len(helps) == 1 and "explicit" in helps.pop()


@pytest.mark.timeout(120)
def test_both_engines_give_the_examples_the_same_verdicts_and_sentences():
    """Every bundled example through the CLI with each engine: the same verdicts, violated specs, and
    (on these short counterexamples) the same violation step and sentence; the explicit one has no loop."""
    got = {}
    for engine in ("nusmv", "explicit"):
        for robot in ("jackal", "jackal-indoor", "spot"):
            p = main("verify", EX / robot, "-r", robot, "--json", "--engine", engine)
            assert p.returncode in (0, 1) and p.stderr == "", p.stderr
            got[engine, robot] = [json.loads(line) for line in p.stdout.splitlines()]
    unsafe = 0
    for robot in ("jackal", "jackal-indoor", "spot"):
        for n, e in zip(got["nusmv", robot], got["explicit", robot], strict=True):
            assert (n["program"], n["verdict"]) == (e["program"], e["verdict"])
            for ns, es in zip(n["specs"], e["specs"], strict=True):
                assert ns["holds"] == es["holds"], (n["program"], ns["name"])
                if not ns["holds"]:
                    unsafe += 1
                    assert es["loop_start"] is None and es["violation_step"] == len(es["counterexample"]) - 1
                    assert (ns["violation_step"], ns["why"]) == (es["violation_step"], es["why"])
    assert unsafe >= 2  # the comparison saw violations


@pytest.mark.timeout(60)
def test_without_pynusmv_the_explicit_engine_checks_and_says_so():
    p = main("verify", UNSAFE, "-r", "jackal", "--json", prelude=NO_NUSMV)
    assert p.returncode == 1, p.stderr
    assert json.loads(p.stdout)["verdict"] == "unsafe"
    (note,) = p.stderr.splitlines()
    assert "explicit engine" in note and "safe-codegen[nusmv]" in note


@pytest.mark.timeout(60)
def test_asking_for_nusmv_without_it_is_a_one_line_error_naming_the_fix():
    p = main("verify", UNSAFE, "-r", "jackal", "--engine", "nusmv", prelude=NO_NUSMV)
    assert p.returncode == 2 and p.stdout == ""
    (line,) = p.stderr.splitlines()
    assert line.startswith("error: --engine nusmv") and "safe-codegen[nusmv]" in line and "build_pynusmv.sh" in line
    p = main("verify", UNSAFE, "-r", "jackal", "--engine", "spin")
    assert p.returncode == 2 and p.stderr.startswith("error: --engine spin") and len(p.stderr.splitlines()) == 1


@pytest.mark.timeout(60)
def test_the_explicit_engine_never_imports_pynusmv():
    """With pynusmv installed, `--engine explicit` and the API's engine="explicit" leave it unloaded and fork
    no NuSMV child; with it poisoned, the API's default verifies."""
    probe = ("import sys\nfrom safe_codegen.api import verify\n"
             "r = verify(open(sys.argv[1]).read(), robot='jackal', engine=sys.argv[2] or None)\n"
             "print(r.verdict, r.specs[0].violation_step, sys.modules.get('pynusmv') is not None)\n")
    for prelude, engine in (("", "explicit"), (NO_NUSMV, "")):
        p = subprocess.run([sys.executable, "-c", prelude + probe, str(UNSAFE), engine], capture_output=True,
                           text=True, cwd=ROOT, timeout=60)
        assert p.returncode == 0, p.stderr
        assert p.stdout.split()[:3] == ["unsafe", "3", "False"], p.stdout
    code = ("import sys\nfrom safe_codegen.__main__ import main\nsys.argv = ['safe-codegen', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('pynusmv' in sys.modules, 'safe_codegen.verify.forked' in sys.modules, file=sys.stderr)")
    p = subprocess.run([sys.executable, "-c", code, "verify", str(UNSAFE), "-r", "jackal", "--engine", "explicit"],
                       capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.stderr.splitlines()[-1] == "False False", p.stderr


def test_the_explicit_engine_refuses_a_product_over_its_budget(jackal):
    """A state budget stands in for a model too large to enumerate (the real budget is 100,000 states)."""
    (r,) = verify_sources([("p.py", UNSAFE.read_text())], jackal, robot_specs(jackal), ExplicitEngine(max_states=5))
    assert r.verdict == "unverifiable" and "too large for the explicit engine" in r.reason and "nusmv" in r.reason
