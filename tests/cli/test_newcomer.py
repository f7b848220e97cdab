"""The CLI as a newcomer meets it (issue 24, items 3 and 4): progress on long work, global options after
the command, "did you mean", help that names values plainly, directory walks that skip virtual
environments and never abort a batch, `check` saying which task it judged against, `tasks`
and `robots --api` (a missing optional extra named in one line: test_extras.py)."""

import json
import os
import subprocess
import sys
import time

import pytest

from safe_codegen.utils.paths import DATA, ROOT

from ..turns import TASKS, TURN

SAFE = DATA / "examples/jackal/turn_right_90_degrees_2.py"
BOX = set("─│┃━┏┓┗┛┡┩╇╋┼")  # rich's box drawing

def cli(*args, env=None, timeout=120):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=timeout, env={**os.environ, **(env or {})})


def one_line_error(proc, *needles):
    """Exit 2 with one error line, the last thing said (a typed task's goal may be said before it)."""
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("error")]
    assert proc.returncode == 2 and errors == lines[-1:] and lines[-1].startswith("error: "), proc.stderr
    assert all(ln.startswith("goal: ") for ln in lines[:-1]), proc.stderr
    assert "Traceback" not in proc.stderr and all(n in lines[-1] for n in needles), lines[-1]
    return lines[-1]


@pytest.mark.timeout(60)
def test_a_mistyped_command_gets_did_you_mean():
    one_line_error(cli("verfy", SAFE, "-r", "jackal"), "no command 'verfy'", "did you mean 'verify'")


@pytest.mark.timeout(60)
def test_global_options_work_after_the_command(tmp_path):
    (tmp_path / "robots").mkdir()
    text = (ROOT / "safe_codegen/resources/robots/jackal.yaml").read_text()
    (tmp_path / "robots/mybot.yaml").write_text(text.replace("name: jackal", "name: mybot", 1))
    p = cli("robots", "--path", tmp_path, "--quiet")
    assert p.returncode == 0, p.stderr
    assert "mybot:" in p.stdout
    p = cli("verify", SAFE, "-r", "mybot", f"--path={tmp_path}", "--json")
    assert p.returncode == 0 and json.loads(p.stdout)["robot"] == "mybot", p.stderr


@pytest.mark.timeout(60)
def test_help_names_values_plainly():
    for command in (["verify"], ["check"], ["dataset", "add"], ["evaluate"]):
        p = cli(*command, "--help")
        assert p.returncode == 0 and "<list[" not in p.stdout and "<str>" not in p.stdout, p.stdout
    p = cli("verify", "--help")
    assert "{PATHS}..." in p.stdout and "-s, --spec TEXT" in p.stdout and "(repeatable)" in p.stdout
    assert "data/tasks" not in cli("generate", "--help").stdout  # task sets are packaged, not in data/


@pytest.mark.timeout(120)
def test_verify_dir_skips_hidden_folders_and_virtual_envs_and_never_aborts_the_batch(tmp_path):
    for folder in (".venv/lib", "env/lib", "sub", "__pycache__"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "p.py").write_text(SAFE.read_text())
    (tmp_path / "env/pyvenv.cfg").write_text("home = /usr/bin\n")  # a virtual environment, whatever its name
    (tmp_path / "sub/big.py").write_text("# x\n" * 300_000)  # over the 1 MiB program limit
    p = cli("verify", tmp_path, "-r", "jackal", "-s", "phi1", "--json")
    objs = {o["program"]: o for o in map(json.loads, p.stdout.splitlines())}
    assert sorted(objs) == [str(tmp_path / "sub/big.py"), str(tmp_path / "sub/p.py")], p.stderr
    big = objs[str(tmp_path / "sub/big.py")]
    assert big["verdict"] == "unverifiable" and "too large" in big["reason"]
    assert objs[str(tmp_path / "sub/p.py")]["verdict"] == "safe" and p.returncode == 3
    assert cli("verify", tmp_path / ".venv", "-r", "jackal", "-s", "phi1").returncode == 0  # named: walked


@pytest.mark.timeout(180)
def test_check_says_which_task_it_used_and_refuses_an_ambiguous_name(tmp_path):
    (tmp_path / "tasks").mkdir()
    (tmp_path / "tasks/first.yaml").write_text(TASKS)
    (tmp_path / "tasks/second.yaml").write_text(TASKS.replace("heading: 90, radius: 2", "heading: 90, radius: 3"))
    prog = tmp_path / "turn.py"
    prog.write_text(TURN)
    one_line_error(cli("--path", tmp_path, "check", prog, "-r", "jackal"), "task 'turn_left_90'",
                   "first, second", "--tasks")
    p = cli("check", prog, "-r", "jackal", "--tasks", "first", "--path", tmp_path)
    assert p.returncode == 0, p.stdout + p.stderr
    assert f"task 'turn_left_90' from {tmp_path / 'tasks/first.yaml'}: turn left 90° 3.1 m for 4 s" in p.stdout
    p = cli("check", prog, "-r", "jackal", "--tasks", "first", "--path", tmp_path, "--json")
    assert json.loads(p.stdout)["task_file"] == str(tmp_path / "tasks/first.yaml")
    one_line_error(cli("check", prog, "-r", "jackal", "--tasks", tmp_path / "tasks/first.yaml", "-t", "turn_left_9"),
                   "its tasks: turn_left_90", "did you mean turn_left_90")


@pytest.mark.timeout(60)
def test_tasks_lists_sets_and_shows_a_task_with_its_goal():
    p = cli("tasks")
    assert p.returncode == 0 and not BOX & set(p.stdout), p.stdout  # piped: no box drawing
    row = next(line.split() for line in p.stdout.splitlines() if line.startswith("jackal-test "))
    assert row[1:3] == ["10", "10"]
    p = cli("tasks", "jackal-test", "turn_left_100_degrees")
    assert p.returncode == 0 and "goal: turn left 100° 5.2 m for 6 s; stop for pedestrian and carry on" in p.stdout
    one_line_error(cli("tasks", "jackal-test", "turn_left_100"), "did you mean turn_left_100_degrees")
    p = cli("tasks", "jackal-test", env={"COLUMNS": "70"})
    assert p.returncode == 0 and max(map(len, p.stdout.splitlines())) <= 70, p.stdout


@pytest.mark.timeout(60)
def test_robots_api_shows_what_a_program_may_call():
    p = cli("robots", "--api", "-r", "spot")
    assert p.returncode == 0, p.stderr
    assert "navigate(linear=..., angular=...)" in p.stdout and "signal()  — action, proposition signal" in p.stdout
    assert "modules: time (sleep, time)" in p.stdout
    api = json.loads(cli("robots", "--api", "-r", "jackal", "--json").stdout)["api"]
    assert [f["signature"] for f in api if f["kind"] == "action"] == ["velocity_publisher(linear, angular)", "stop()"]


def test_progress_line_counts_programs_tokens_and_eta():
    from safe_codegen.cli.progress import Work
    work = Work("generate", expected=4, t0=time.monotonic() - 10)
    work.started, work.done, work.tokens, work.checked = 4, 1, 500, 1
    status = work.status()
    assert status.startswith("1/4 programs sampled, 50 tokens/s, 1 checked, 0:10 elapsed, ETA 0:30"), status
    work.started = 6  # a refinement round began two more
    assert work.status().startswith("1/6 programs sampled") and "ETA 0:50" in work.status()


@pytest.mark.timeout(300)
def test_generate_shows_progress_and_quiet_hides_it(tiny):
    args = ["generate", "-r", "jackal", "--tasks", "jackal-test", "--name", "turn_left_100_degrees", "-n", "2",
            "--model", tiny, "--max-tokens", "12", "--unconstrained"]
    p = cli(*args, timeout=300)
    assert p.returncode in (0, 1), p.stderr
    assert f"loading the model {tiny}" in p.stderr
    line = next(ln for ln in p.stderr.splitlines() if ln.startswith("generate: "))
    assert line.startswith("generate: 2/2 programs sampled, ") and " tokens/s, 2 verified and task-checked" in line
    p = cli(*args, "--quiet", timeout=300)
    assert p.returncode in (0, 1) and "programs sampled" not in p.stderr and "loading" not in p.stderr, p.stderr


@pytest.mark.timeout(300)
def test_generate_says_the_step_comments_the_sampler_writes(tiny):
    """A typed two-move task: the goal line before sampling also gives the step comments the local sampler writes
    (read from the words); --free-steps leaves them to the model and says nothing of them."""
    args = ["generate", "-r", "jackal", "-t", "reverses at 0.4 m/s for 5 seconds then turns left 45 degrees in 3 "
            "seconds", "--name", "back_out", "-n", "1", "--model", tiny, "--max-tokens", "12", "--quiet"]
    p = cli(*args, timeout=300)
    line = next(ln for ln in p.stderr.splitlines() if ln.startswith("goal: "))
    assert "the sampler writes the step comments" in line, p.stderr
    assert "step 1 of 2: reverse at 0.4 m/s for 5 seconds | step 2 of 2: turn left 45 degrees" in line
    p = cli(*args, "--free-steps", timeout=300)
    line = next(ln for ln in p.stderr.splitlines() if ln.startswith("goal: "))
    assert "step comments" not in line, p.stderr
