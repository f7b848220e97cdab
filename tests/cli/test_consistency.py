"""The CLI's consistency contract (issue 12): --version, --json listings, several files for
`library add`, an empty library said so, `sim --robot`, unwrapped paths when piped, `verify
--summary`, the exit-2 rule on every command group, and the plain coercion of option values."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from safe_codegen import __version__
from safe_codegen.cli import app
from safe_codegen.cli.coerce import scalar
from safe_codegen.cli.verify import summary
from safe_codegen.utils.paths import DATA, ROOT

EX = DATA / "examples/jackal"
SAFE = EX / "turn_right_90_degrees_2.py"
UNSAFE = EX / "turn_right_90_degrees_1.py"
SUB = DATA / "subprograms/jackal"


def cli(*args, env=None, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=120, env={**os.environ, **(env or {})})


def one_line_error(proc, *needles):
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr
    for n in needles:
        assert n in lines[0], lines[0]


def test_version():
    p = cli("--version")
    assert p.returncode == 0 and p.stdout.strip() == f"safe-codegen {__version__}"


def test_robots_and_specs_json():
    robots = [json.loads(x) for x in cli("robots", "--json").stdout.splitlines()]
    jackal = next(r for r in robots if r["name"] == "jackal")
    assert jackal["specs"] == ["phi1", "phi2", "within_limits"] and "pedestrian" in jackal["sensors"]
    assert "publish_velocity" in jackal["actions"]
    specs = [json.loads(x) for x in cli("specs", "--robot", "jackal", "--spec", "phi1", "--json").stdout.splitlines()]
    assert specs == [{"name": "phi1", "formula": "G(pedestrian -> X!publish_velocity)"}]


def test_library_add_two_files_list_json_and_empty(tmp_path):
    env = {"SAFE_CODEGEN_LIBRARY": str(tmp_path / "lib")}
    p = cli("library", "list", "--robot", "jackal", env=env)
    assert p.returncode == 0 and f"no subprograms for jackal in {tmp_path / 'lib'}" in p.stdout
    assert cli("library", "list", "--robot", "jackal", "--json", env=env).stdout == ""
    p = cli("library", "add", SUB / "turn_left.py", SUB / "brake.py", "--robot", "jackal", env=env)
    assert p.returncode == 0, p.stderr
    entries = [json.loads(x) for x in cli("library", "list", "-r", "jackal", "--json", env=env).stdout.splitlines()]
    assert [e["name"] for e in entries] == ["brake", "turn_left"]
    assert all(e["specs"] == ["phi1", "phi2", "within_limits"] and Path(e["path"]).is_file() for e in entries)
    one_line_error(cli("library", "add", SUB / "turn_left.py", SUB / "brake.py", "-r", "jackal", "--name", "x",
                       env=env), "--name")


def test_default_library_is_outside_the_source_tree(tmp_path):
    env = {"SAFE_CODEGEN_LIBRARY": "", "XDG_DATA_HOME": str(tmp_path)}
    p = cli("library", "list", "--robot", "jackal", env=env)
    assert p.returncode == 0 and str(tmp_path / "safe-codegen" / "library") in p.stdout


def test_sim_takes_robot_as_option(tmp_path):
    bad = tmp_path / "sc.yaml"
    bad.write_text("robot: jackal\npresent:\n  unicorn: [[0, 1]]\n")
    one_line_error(cli("sim", "--robot", "jackal", "--scenario", bad), f"{bad}:3")
    assert cli("sim", "jackal").returncode == 2  # no positional robot any more


def test_piped_table_does_not_wrap_a_long_path(tmp_path):
    deep = tmp_path / ("a_rather_long_directory_name_" * 4) / "and_a_long_program_file_name_too.py"
    deep.parent.mkdir(parents=True)
    deep.write_text(SAFE.read_text())
    p = cli("verify", deep, "--robot", "jackal")
    assert p.returncode == 0
    assert any(str(deep) in line for line in p.stdout.splitlines()), p.stdout


def test_summary_counts_verdicts_and_reasons(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\ndef f():\n    pass\n")
    again = tmp_path / "again.py"
    again.write_text(UNSAFE.read_text())
    p = cli("verify", SAFE, UNSAFE, again, bad, "--robot", "jackal", "--summary", "--json")
    assert p.returncode == 3
    counts = json.loads(p.stdout)
    assert counts["programs"] == 4
    assert counts["verdicts"] == {"safe": 1, "unsafe": 2, "unverifiable": 1}
    assert counts["reasons"]["unsafe: violates phi1"] == 2
    assert sum(counts["reasons"].values()) == 3
    table = cli("verify", SAFE, UNSAFE, "--robot", "jackal", "--summary")
    assert table.returncode == 1 and "unsafe: violates phi1" in table.stdout and "2 program(s)" in table.stdout
    assert str(SAFE) not in table.stdout  # no row per program


def test_summary_function_on_no_results():
    assert summary([]) == {"programs": 0, "verdicts": {"safe": 0, "unsafe": 0, "unverifiable": 0}, "reasons": {}}


@pytest.mark.parametrize("args,needle", [
    (["verify", "nope.py", "--robot", "jackal"], "no such file"),
    (["specs", "--robot", "rover"], "unknown robot 'rover'"),
    (["library", "list", "--robot", "rover"], "unknown robot 'rover'"),
    (["compose", "nope.yaml", "--robot", "jackal"], "nope.yaml"),
    (["generate", "--robot", "jackal", "--task", "t", "--name", "1f"], "not a Python identifier"),
    (["dataset", "build", "--robot", "jackal", "--tasks", "nope", "--out", "x", "-n", "0"], "-n/--samples"),
    (["finetune", "--data", "x"], "--out RUN_DIR"),
    (["evaluate", "--robot", "jackal"], "give --robot and --tasks"),
    (["certify", "--robot", "jackal", "--tasks", "jackal-test", "--out", "x", "--tau", "2"], "--tau/--rho"),
    (["sim", "--robot", "jackal", "--rate", "0"], "--rate and --time-scale must be positive"),
    (["run", "nope.py", "--robot", "jackal", "--transport", "dds"], "no such file"),
])
def test_exit_2_rule_on_every_command_group(args, needle):
    """Bad input is `error: ...` on one line and exit 2, through the one decorator, in every group."""
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 2, res.output
    lines = [ln for ln in res.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and needle in lines[0], res.output


def test_bad_number_is_a_usage_error_without_pydantic():
    p = cli("generate", "--robot", "jackal", "--task", "t", "--name", "f", "-n", "many")
    assert p.returncode == 2 and "'many' is not a valid int" in p.stderr


def test_plain_coercion_covers_the_option_types():
    from typing import Optional
    assert scalar(int) is int and scalar(Optional[Path]) is Path and scalar(list[str]) is str
    assert scalar(Optional[list[float]]) is float and scalar(dict) is None and scalar(list[dict]) is None


def test_help_and_verify_import_no_pydantic_or_nusmv():
    """The quick path: help is plain text (no rich), values are coerced without pydantic, and the
    caller never loads pynusmv (a forked child checks the model)."""
    code = ("import sys\nfrom safe_codegen.cli import main\nsys.argv = ['safe-codegen', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in ('pydantic', 'pynusmv', 'rich') if m in sys.modules), file=sys.stderr)")
    p = subprocess.run([sys.executable, "-c", code, "--help"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.stderr.strip().splitlines()[-1] == "[]" and "Usage:" in p.stdout
    p = subprocess.run([sys.executable, "-c", code, "verify", str(SAFE), "--robot", "jackal", "--json"],
                       capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert json.loads(p.stdout)["verdict"] == "safe"
    assert p.stderr.strip().splitlines()[-1] == "[]"


def test_every_option_has_help_a_long_name_and_one_meaning_per_short_flag():
    import typer.main
    meanings: dict[str, set[str]] = {}

    def walk(command, path):
        for p in command.params:
            assert p.help, f"{' '.join(path)} {p.name}: no help text"
            short = [o for o in p.opts if not o.startswith("--")]
            if p.param_type_name == "option" and short:
                assert any(o.startswith("--") for o in p.opts), f"{' '.join(path)} {short}: no long name"
                for o in short:
                    meanings.setdefault(o, set()).add(next(x for x in p.opts if x.startswith("--")))
        if hasattr(command, "list_commands"):  # the top level loads its commands lazily
            ctx = typer.Context(command)
            for name in command.list_commands(ctx):
                walk(command.get_command(ctx, name), [*path, name])

    walk(typer.main.get_command(app), [])
    assert {o: m for o, m in meanings.items() if len(m) > 1} == {}
    assert meanings["-t"] == {"--task"} and meanings["-n"] == {"--samples"} and meanings["-r"] == {"--robot"}
