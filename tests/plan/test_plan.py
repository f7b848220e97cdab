"""`plan`: a long task decomposed by a model, its steps filled from the library or generated,
verified and task-checked, composed soundly and checked against the whole task."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from safe_codegen.bridge.execute import EXIT_TASK_NOT_DONE
from safe_codegen.compose.checker import check_plan
from safe_codegen.compose.library import entries, load
from safe_codegen.compose.plan import load_plan, plan_entries
from safe_codegen.generate.models.base import Completion, SampleConfig
from safe_codegen.generate.prompts import Task, load_tasks
from safe_codegen.plan.decompose import decomposition_prompt
from safe_codegen.plan.planner import FAILED, GENERATED, LIBRARY, plan_task, plan_yaml
from safe_codegen.plan.steps import mission_steps, step_move, step_task
from safe_codegen.spec import robot_specs

from safe_codegen.tasks.reference import reference_program

ROOT = Path(__file__).resolve().parents[2]
MISSION = load_tasks("jackal-long-test")[4]  # drive_turn_right_twice: 4 moves, two of them alike
FAST = SampleConfig(n=2, max_new_tokens=400)
PARTIAL = replace(MISSION, goal=None)  # a mission without a goal: a plan of some of its steps is still filled


def steps_plan(task: Task) -> str:
    """The decomposition a careful model writes: the mission's own step phrases."""
    return "".join(f"  - step: {s}\n" for s in mission_steps(task.task)[0])


@dataclass
class ScriptedPlanner:
    """Stands in for a language model (the real backends are tested in tests/generate): it answers the
    decomposition prompt with `plan`, and a step's program prompt with the stop-aware loop a careful
    engineer writes for that step's goal (safe_codegen/tasks/reference.py), or with `unsafe` for the
    steps named there (it forgets to stop for pedestrians)."""

    plan: str
    robot: str = "jackal"
    unsafe: tuple[str, ...] = ()
    name: str = "scripted"
    asked: list[str] = field(default_factory=list)

    def sample(self, prompt, cfg, check=None):
        if prompt.endswith("plan:\n"):
            self.asked.append("plan")
            return [Completion(self.plan)] * cfg.n
        fn = prompt.rsplit("def ", 1)[1].split("(")[0]
        self.asked.append(fn)
        code = step_program(fn, prompt, self.robot)
        if any(f" that {words}, " in prompt for words in self.unsafe):
            code = code.replace("if pedestrian_observed():", "if False:")
        return [Completion(code.split(f"def {fn}():\n", 1)[1])] * cfg.n


def step_program(fn: str, prompt: str, robot: str = "jackal") -> str:
    """The careful program for the step of MISSION that the prompt asks for (stopping for pedestrians,
    whatever else the prompt says to stop for), under the name `fn`."""
    phrases, stopping = mission_steps(MISSION.task)
    steps = [step_task(p, stopping, MISSION.goal, MISSION.goal.stop_for) for p in phrases]
    step = next(s for s in steps if f" that {s.task[:-len(stopping) - 3]}, " in prompt.lower())
    return reference_program(step, robot).replace(f"def {step.name}():", f"def {fn}():")


def test_every_long_mission_splits_into_its_goals_moves():
    """The step grammar reads every long mission's steps as exactly the moves its goal lists."""
    for name in ("jackal-long-train", "jackal-long-test", "spot-long-train", "spot-long-test"):
        for task in load_tasks(name):
            steps, stopping = mission_steps(task.task)
            assert stopping and stopping.startswith("stopping")
            assert tuple(step_move(s) for s in steps) == task.goal.moves, task.name
    assert step_move("dances a little") is None and mission_steps("turns left 90 degrees") == ([], None)


def test_a_scripted_model_plans_a_mission_through_the_library(jackal, pool, tmp_path):
    specs = robot_specs(jackal, ["phi1", "phi2"])
    model = ScriptedPlanner(steps_plan(MISSION))
    rep = plan_task(model, jackal, specs, MISSION, tmp_path, FAST, pool)
    assert rep.failure() is None and rep.safe and rep.success
    # four steps, two pairs alike: two programs generated, each used twice
    assert [s.how for s in rep.steps] == [GENERATED, GENERATED]
    # the programs are asked for under names like the curriculum's (no digits), stored under the steps' words
    assert model.asked == ["plan", "drive_forward_a", "turn_right_b"]
    assert [s.name for s in rep.steps] == ["drives_forward_1_m_s_6_s_stop_pedestrian",
                                           "turns_right_90_degrees_radius_3_m_5_s_stop_pedestrian"]
    assert rep.plan.names == [rep.steps[0].name, rep.steps[1].name] * 2
    assert rep.whole.done and len(rep.whole.scenarios) > 1
    stored = {e.name: e.description for e in entries(tmp_path, jackal)}
    assert stored == {s.name: s.written for s in rep.steps}
    # the filled plan is a plan file that `compose` checks to the same verdict
    plan_file = tmp_path / "mission.yaml"
    plan_file.write_text(plan_yaml(rep.plan))
    again = load_plan(plan_file)
    assert check_plan(again, plan_entries(again, plan_file, jackal, specs, tmp_path), "jackal", specs,
                      pool).verdict == "safe"
    # planned again, every step comes from the library: no program is asked for
    model.asked.clear()
    rep2 = plan_task(model, jackal, specs, MISSION, tmp_path, FAST, pool)
    assert model.asked == ["plan"] and {s.how for s in rep2.steps} == {LIBRARY} and rep2.success
    prompt = decomposition_prompt(jackal, MISSION, entries(tmp_path, jackal))
    assert all(f"- {s.name}: {s.written}" in prompt for s in rep.steps)  # the library is shown with what each does


def test_a_step_that_fails_verification_is_reported_with_that_step(jackal, pool, tmp_path):
    specs = robot_specs(jackal, ["phi1", "phi2"])
    turn = step_task(mission_steps(MISSION.task)[0][1], mission_steps(MISSION.task)[1], MISSION.goal,
                     MISSION.goal.stop_for)
    rep = plan_task(ScriptedPlanner(steps_plan(MISSION), unsafe=(turn.task.split(",")[0],)), jackal, specs, MISSION,
                    tmp_path, FAST, pool)
    failed = [s for s in rep.steps if s.how == FAILED]
    assert [s.written for s in failed] == ["turns right 90 degrees with radius 3 m in 5 s"]
    assert "unsafe" in failed[0].detail
    assert rep.plan is None and rep.check is None and not rep.success
    assert "step 'turns right 90 degrees with radius 3 m in 5 s' is not filled: best of 2: unsafe" in rep.failure()
    assert [e.name for e in entries(tmp_path, jackal)] == [rep.steps[0].name]  # only the safe step was added


def test_a_step_that_misses_its_goal_is_not_added(jackal, pool, tmp_path):
    """A step whose program is safe but drives the wrong way fails its step's task check."""
    plan = "  - step: drives forward at 1 m/s for 6 s\n"
    model = ScriptedPlanner(plan)
    original = model.sample

    def backwards(prompt, cfg, check=None):
        return [Completion(c.text.replace("direction = 1 #", "direction = -1 #")) for c in original(prompt, cfg, check)]

    model.sample = backwards
    rep = plan_task(model, jackal, robot_specs(jackal, ["phi1"]), PARTIAL, tmp_path, FAST, pool)
    (step,) = rep.steps
    assert step.how == FAILED and "safe; fails its task" in step.detail and entries(tmp_path, jackal) == []


@pytest.mark.parametrize("answer, why", [
    ("  - {repeat: 0, plan: [x]}\n", "<plan written by the model>:2: repeat must be a positive integer"),
    ("  - {step: drives forward at 1 m/s for 6 s, when: lava}\n",
     "<plan written by the model>:2: 'when: lava' is not an environment proposition of jackal"),
    ("  - [oops\n", "<plan written by the model>:"),
])
def test_a_plan_the_model_writes_gets_the_plan_files_errors(jackal, pool, tmp_path, answer, why):
    rep = plan_task(ScriptedPlanner(answer), jackal, robot_specs(jackal, ["phi1"]), MISSION, tmp_path, FAST, pool)
    assert rep.decomposition.plan is None and why in rep.decomposition.error and rep.steps == []
    assert rep.failure().startswith("the model's plan is not a plan: ")


def test_items_past_the_missions_stated_steps_are_dropped_and_said(jackal, pool, tmp_path):
    """drive_turn_right_twice is 'a mission in 4 steps': a model that goes on repeating its last two
    lines gets a 4-item plan, and the rest is kept in the report, not planned."""
    rep = plan_task(ScriptedPlanner(steps_plan(MISSION) + "".join(steps_plan(MISSION).splitlines(True)[-2:])), jackal,
                    robot_specs(jackal, ["phi1", "phi2"]), MISSION, tmp_path, FAST, pool)
    assert len(rep.plan.names) == 4 and len(rep.decomposition.dropped) == 2 and rep.success
    assert all(str(x).startswith("{'step': ") for x in rep.decomposition.dropped)


def test_a_library_name_the_model_invents_is_reported(jackal, pool, tmp_path):
    rep = plan_task(ScriptedPlanner("  - teleport_home\n  - step: drives forward at 1 m/s for 6 s\n"), jackal,
                    robot_specs(jackal, ["phi1"]), PARTIAL, tmp_path, FAST, pool)
    assert [(s.written, s.how) for s in rep.steps] == [("teleport_home", FAILED),
                                                       ("drives forward at 1 m/s for 6 s", GENERATED)]
    assert "no subprogram 'teleport_home' in the library" in rep.failure()


def test_a_sensor_junction_in_the_models_plan_is_checked_not_run(jackal, pool, tmp_path):
    plan = ("  - step: drives forward at 1 m/s for 6 s\n"
            "  - {step: turns right 90 degrees with radius 3 m in 5 s, when: stop_sign}\n")
    rep = plan_task(ScriptedPlanner(plan), jackal, robot_specs(jackal, ["phi1", "phi2"]), PARTIAL, tmp_path, FAST,
                    pool)
    assert rep.safe and rep.plan.junctions == ["when stop_sign"] and rep.whole is None and not rep.success
    assert "checked, not run" in rep.failure()
    assert "{program: turns_right_90_degrees_radius_3_m_5_s_stop_pedestrian, when: stop_sign}" in plan_yaml(rep.plan)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("plan, why", [
    ("  - step: drives forward at 1 m/s for 6 s\n", "it has 1 step(s), the mission 4"),
    ("  - step: drives forward at 1 m/s for 6 s\n  - step: turns left 90 degrees with radius 3 m in 5 s\n"
     "  - step: drives forward at 1 m/s for 6 s\n  - step: turns right 90 degrees with radius 3 m in 5 s\n",
     "step 2 is 'turn left 90° 4.7 m for 5 s', the mission's is 'turn right 90° 4.7 m for 5 s'"),
    ("  - step: drives forward at 1 m/s for 6 s\n  - step: turns right 90 degrees with radius 3 m in 5 s\n"
     "  - step: drives forward at 1 m/s for 9 s\n  - step: turns right 90 degrees with radius 3 m in 5 s\n",
     "step 3 is 'drive straight at 1 m/s for 9 s', the mission's is 'drive straight at 1 m/s for 6 s'"),
])
def test_a_plan_that_is_not_the_mission_is_reported_before_any_step_is_generated(jackal, pool, tmp_path, plan, why):
    """The issue's wrong plan: steps invented, a side or a quantity changed. The plan is judged against the
    mission's goal, so the difference is said and no program is generated for it."""
    model = ScriptedPlanner(plan)
    rep = plan_task(model, jackal, robot_specs(jackal, ["phi1"]), MISSION, tmp_path, FAST, pool)
    assert why in rep.differences and model.asked == ["plan"] and rep.steps == [] and not rep.success
    assert rep.failure().startswith("the model's plan is not the mission: ")


def test_a_plan_with_an_unfilled_step_is_refused_by_compose(jackal, tmp_path):
    f = tmp_path / "p.yaml"
    f.write_text("plan:\n  - a\n  - step: drives forward at 1 m/s for 6 s\n")
    plan = load_plan(f)
    with pytest.raises(Exception, match=r"p.yaml:3: step 'drives forward at 1 m/s for 6 s' is not filled"):
        plan_entries(plan, f, jackal, robot_specs(jackal, ["phi1"]), tmp_path)


def test_the_filled_plan_runs_on_the_simulated_robot(jackal, pool, tmp_path):
    """--run's path: the emitted plan on the jackal simulator over DDS (loopback), 50x faster."""
    from safe_codegen.bridge.execute import run_on_sim
    specs = robot_specs(jackal, ["phi1", "phi2"])
    rep = plan_task(ScriptedPlanner(steps_plan(MISSION)), jackal, specs, MISSION, tmp_path, FAST, pool)
    printed: list[str] = []
    console = type("Console", (), {"print": lambda self, text, **k: printed.append(str(text))})()  # collects lines
    log = tmp_path / "steps.jsonl"
    assert run_on_sim("mission.plan.py", rep.program, jackal, specs, 50.0, console, log) == 0
    moved = [json.loads(x) for x in log.read_text().splitlines() if '"velocity_publisher' in x]
    assert {m.get("subprogram") for m in moved} >= {s.name for s in rep.steps}  # every subprogram drove


def test_plan_cli_needs_a_task(tmp_path):
    p = subprocess.run([sys.executable, "-m", "safe_codegen", "plan", "-r", "jackal", "-L", str(tmp_path)],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert p.returncode == 2 and "give the task as --task TEXT or pick it from --tasks FILE" in p.stderr


def test_plan_cli_on_the_tiny_model_reports_why_it_has_no_plan(tiny, tmp_path):
    """The real command with a real (tiny, random) model: its answer is read as a plan or refused
    with the reason; either way the command says why there is no plan and exits 1."""
    out = tmp_path / "out"
    p = subprocess.run([sys.executable, "-m", "safe_codegen", "plan", "-r", "jackal", "--tasks", "jackal-long-test",
                        "--name", MISSION.name, "--model", str(tiny), "-n", "1", "--max-tokens", "30",
                        "-L", str(tmp_path / "lib"), "--out", str(out)], capture_output=True, text=True, cwd=ROOT,
                       timeout=300)
    assert p.returncode == 1, p.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["failure"] and "no safe plan that does the task" in p.stderr
    assert (out / "decomposition.yaml").read_text().startswith("plan:\n")


def test_the_steps_of_the_training_missions_are_tasks_with_one_move_each():
    from safe_codegen.plan.steps import step_tasks
    missions = load_tasks("jackal-long-train")
    steps = step_tasks(missions, "jackal-long-train")
    phrases = {(p, m.goal.stop_for) for m in missions for p in mission_steps(m.task)[0]}
    assert len(steps) == len({t.name for t in steps}) == len(phrases)  # one task per distinct step
    assert all(len(t.goal.moves) == 1 and t.goal.stop_for for t in steps)
    with pytest.raises(Exception, match="x.yaml: task 'turn_left' is not a mission in counted steps"):
        step_tasks([Task("turn_left", "turns left")], "x.yaml")


def test_evaluating_plans_counts_a_task_without_a_plan_as_neither_safe_nor_done(jackal, pool):
    from safe_codegen.train.evaluate import SAFE_TASK, evaluate_plans
    good = ScriptedPlanner(steps_plan(MISSION))
    bad = ScriptedPlanner("  - teleport_home\n")

    class TwoTasks:  # the scripted planner that answers each task's plan prompt its own way
        name = "scripted"

        def sample(self, prompt, cfg, check=None):
            mine = bad if prompt.endswith(f"Task: {other.task}\nplan:\n") else good
            return mine.sample(prompt, cfg, check)

    other = Task("lost", MISSION.task.replace("does a mission", "does another mission"), MISSION.goal)
    run = evaluate_plans(TwoTasks(), jackal, robot_specs(jackal, ["phi1", "phi2"]), [MISSION, other], FAST, pool,
                         "scripted")
    assert run["samples"] == 2 and run["rates"][SAFE_TASK]["k"] == 1 and run["rates"]["all specs"]["k"] == 1
    assert [p["success"] for p in run["plans"]] == [True, False]
    assert "not the mission: it has 1 step(s), the mission 4" in run["plans"][1]["failure"]
    assert good.asked.count("plan") == 1  # each task planned from an empty library: the mission's steps generated
    assert len([a for a in good.asked if a != "plan"]) == 2


def test_plan_cli_end_to_end_with_a_chat_server_and_run(tmp_path):
    """`plan --llm openai ... --run` against a scripted OpenAI-compatible chat server on loopback (it stands
    for a chat model: the decomposition as a fenced YAML block, each step's program as a fenced Python
    block; the real server backend is tested in tests/generate): the plan is made, checked, written
    and run on the simulated jackal."""
    import http.server
    import threading

    class Chat(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            text = body["messages"][-1]["content"]
            if "Answer with the YAML plan only" in text:
                answer = "Here is the plan:\n```yaml\nplan:\n" + steps_plan(MISSION) + "```\n"
            else:
                fn = text.split('function called "', 1)[1].split('"', 1)[0]
                answer = f"```python\n{step_program(fn, text)}```"
            reply = json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                                "choices": [{"index": 0, "finish_reason": "stop",
                                             "message": {"role": "assistant", "content": answer}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Chat)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    out = tmp_path / "out"
    try:
        p = subprocess.run([sys.executable, "-m", "safe_codegen", "plan", "-r", "jackal", "--tasks", "jackal-long-test",
                            "--name", MISSION.name, "--llm", "openai", "--model", "scripted", "--base-url",
                            f"http://127.0.0.1:{server.server_port}/v1", "-n", "1", "-s", "phi1", "-s", "phi2",
                            "-L", str(tmp_path / "lib"), "--out", str(out), "--run", "--time-scale", "2"],
                           capture_output=True, text=True, cwd=ROOT, timeout=300)
    finally:
        server.shutdown()
    assert p.returncode in (0, EXIT_TASK_NOT_DONE), p.stdout + p.stderr
    assert "the plan is safe and does its task" in p.stdout and "finished" in p.stdout.lower()
    _assert_the_robot_made_the_missions_moves(p.stdout, p.returncode)
    plan = load_plan(out / "plan.yaml")
    assert len(plan.names) == 4 and len(set(plan.names)) == 2 and (out / "plan.py").exists()
    assert len(list((tmp_path / "lib" / "jackal").glob("*.json"))) == 2


def _assert_the_robot_made_the_missions_moves(stdout: str, code: int) -> None:
    """By its odometry the robot drove, turned right about 90°, drove and turned right about 90°, and the judge
    found at most its moves' lengths off. Not always done within the judge's 5°: at 2x on a loaded machine the
    program's steps come late in simulated time, and the time it counts as moving while the robot stood (the
    shield stopped it; a base gets no command for 0.5 s) shortens its moves (turns of 80-85° of 90° in 3 of 4
    runs at load 13-14; 84-90° at --time-scale 1 and 86-90° at 0.5, at load 11-13)."""
    did = re.search(r"by its odometry: drive straight \([^)]*\); turn right (\d+)° \([^)]*\); "
                    r"drive straight \([^)]*\); turn right (\d+)° \(", stdout)
    assert did and all(abs(int(turn) - 90) <= 15 for turn in did.groups()), stdout
    verdict = re.search(r"^task drive_turn_right_twice \(.*\): (done by the robot|NOT done by the robot: (.*))$",
                        stdout, re.M)
    assert verdict and (verdict[2] is None) == (code == 0), stdout
    findings = verdict[2].split("; ") if verdict[2] else []
    assert all(f.startswith(("turned ", "travelled ", "moved ")) for f in findings), stdout


def test_a_typed_task_is_checked_against_the_goal_read_from_its_words(jackal, pool, tmp_path):
    """--task TEXT: the mission's goal is read from its words (tasks.reader, as `plan` does), the same as the
    task file's; the steps' goals and the whole task's come from it."""
    from safe_codegen.tasks.reader import task_with_goal
    typed = task_with_goal(Task("mission", MISSION.task), jackal)
    assert typed.goal.moves == MISSION.goal.moves and typed.goal.stop_for == MISSION.goal.stop_for
    rep = plan_task(ScriptedPlanner(steps_plan(MISSION)), jackal, robot_specs(jackal, ["phi1", "phi2"]), typed,
                    tmp_path, FAST, pool)
    assert rep.success and rep.whole.done and len(rep.whole.scenarios) > 1
    wrong = plan_task(ScriptedPlanner(steps_plan(MISSION)), jackal, robot_specs(jackal, ["phi1", "phi2"]),
                      task_with_goal(Task("mission", MISSION.task.replace("pedestrians", "pedestrians and stop signs")),
                                     jackal),
                      tmp_path / "other", FAST, pool)
    # the programs for those steps do not stop at stop signs: every step fails its own goal
    assert {s.how for s in wrong.steps} == {FAILED} and "stop_sign" in wrong.failure()


def test_two_wordings_of_one_step_are_generated_once(jackal, pool, tmp_path):
    model = ScriptedPlanner("  - step: drives forward at 1 m/s for 6 s\n  - step: Drives forward at 1 m/s for 6 s.\n")
    rep = plan_task(model, jackal, robot_specs(jackal, ["phi1"]), PARTIAL, tmp_path, FAST, pool)
    assert [s.written for s in rep.steps] == ["drives forward at 1 m/s for 6 s", "Drives forward at 1 m/s for 6 s."]
    assert {s.name for s in rep.steps} == {"drives_forward_1_m_s_6_s_stop_pedestrian"} and len(model.asked) == 2


def test_a_step_that_misses_its_goal_is_refined_with_what_the_robot_did(jackal, pool, tmp_path):
    """--refine: the scripted model copies a wrong speed (as the bundled model copies its nearest example's
    1.5 m/s) and writes the asked speed once the feedback says what the simulated robot did."""
    model = ScriptedPlanner("  - step: drives forward at 1 m/s for 6 s\n")
    original = model.sample

    def copies_then_listens(prompt, cfg, check=None):
        told = "moved at 1.50 m/s, asked 1 m/s" in prompt
        return [Completion(c.text if told else c.text.replace("speed = 1 #", "speed = 1.5 #"))
                for c in original(prompt, cfg, check)]

    model.sample = copies_then_listens
    specs = robot_specs(jackal, ["phi1"])
    assert plan_task(model, jackal, specs, PARTIAL, tmp_path / "a", FAST, pool).steps[0].how == FAILED
    (step,) = plan_task(model, jackal, specs, PARTIAL, tmp_path / "b", FAST, pool, refine=1).steps
    assert step.how == GENERATED and "after 1 round(s) of feedback" in step.detail
    assert load(tmp_path / "b", jackal, step.name).source.count("speed = 1 #") == 1
