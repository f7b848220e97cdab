"""Goals read from task words (tasks/reader.py): the shipped tasks' words give their hand-written goals,
paraphrases give the same goal, unreadable words are refused with those words, named hazards bring their
specs and a scenario holding them up in every move, and the model's fallback goal is validated."""

from __future__ import annotations

import math
import re
import subprocess
import sys
from dataclasses import dataclass, replace

from pathlib import Path

import pytest

from safe_codegen.errors import InputError
from safe_codegen.generate.models.base import Completion
from safe_codegen.generate.prompts import Task, load_tasks
from safe_codegen.spec import robot_specs
from safe_codegen.tasks.check import check_sources, scenarios_for
from safe_codegen.tasks.goals import QUANTITIES, Move
from safe_codegen.tasks.reader import goal_specs, read_goal, same_goal, task_with_goal
from safe_codegen.tasks.reading.words import numbers_in_digits
from safe_codegen.utils.paths import ROOT

from .conftest import failures, timed_program

MOTION_SETS = ["jackal-train", "jackal-test", "jackal-long-train", "jackal-long-test", "spot-long-train",
               "spot-long-test", "spot"]


def _reads_like(words: str, plain: str, robot) -> None:
    """The words are read, as the same goal as the plain words."""
    reading = read_goal(words, robot)
    assert reading.goal is not None and same_goal(reading.goal, read_goal(plain, robot).goal, robot), \
        (words, reading.why())


def bare(goal):
    return replace(goal, source="")


@pytest.mark.timeout(60)
def test_the_shipped_motion_tasks_read_as_their_hand_written_goals(jackal, spot_robot):
    """Every turn, drive, reverse, U-turn, circle, curve and counted mission of the shipped sets, except the two
    stop-sign missions whose hand goals use all standard scenarios where the reader names the stop-sign ones."""
    differ = []
    for name in MOTION_SETS:
        robot = spot_robot if name.startswith("spot") else jackal
        for t in load_tasks(name):
            reading = read_goal(t.task, robot)
            if reading.goal is None or bare(reading.goal) != bare(t.goal):
                differ.append(t.name)
    assert sorted(differ) == ["leave_depot_right_uturn_return", "stop_sign_route"]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text", [
    "turns right 90 degrees with radius 3 m in 5 s, stopping for pedestrians",
    "turns clockwise ninety degrees with a radius of three meters in five seconds while stopping for pedestrians",
    "makes a 90-degree right turn. The turn radius is 3 metres. The rotation period is 5 seconds. It yields to people.",
])
def test_paraphrases_read_as_one_goal(jackal, text):
    goal = read_goal(text, jackal).goal
    assert goal.moves == (Move("right", "forward", -90.0, 3 * 3.141592653589793 / 2, None, 5.0),)
    assert goal.stop_for == ("pedestrian",)


@pytest.mark.timeout(60)
def test_sequences_senses_units_and_number_words(jackal, spot_robot):
    goal = read_goal("backs up at half a meter per second for three seconds, after that turns counter-clockwise "
                     "45 degrees in place in 2 s, finally drives forward 3.6 km/h for 1 minute, yielding to cars",
                     jackal).goal
    assert goal.moves == (Move("straight", "reverse", None, None, 0.5, 3.0), Move("left", "in_place", 45.0, None, None, 2.0),
                          Move("straight", "forward", None, None, 1.0, 60.0))
    assert goal.stop_for == ("car",)
    search = read_goal("walks forward looking for the target, stopping for people, and signals and stops when the "
                       "target is found", spot_robot).goal
    assert (search.signal, search.search, search.after_signal_still, search.ends) == ("target", True, True, False)
    assert search.scenario_names == ("target_ahead", "person_then_target", "flicker", "clear")


@pytest.mark.timeout(60)
def test_random_turns_are_a_wander_whose_motion_is_checked(jackal, spot_robot):
    """"Random turns" gave a goal of no motion at all (a program that stood and signalled did the task); now a
    wander (turn 'any') with the time, distance and speed the words give. Random turns among several moves, or
    with an angle of their own, are refused: which motion is random, or what the angle is, the words leave open."""
    goal = read_goal("wanders aimlessly at 0.3 m/s for 10 s, stopping for people", spot_robot).goal
    assert goal.moves == (Move("any", "forward", None, None, 0.3, 10.0),) and goal.stop_for == ("person",)
    assert read_goal("spins randomly in place for 8 s", jackal).goal.moves == (Move("any", "in_place", time=8.0),)
    assert read_goal("roams around in reverse for 6 seconds", jackal).goal.moves == (Move("any", "reverse", time=6.0),)
    for text, why in [("drives 2 m then wanders for 10 s", "random turns in a task of several moves"),
                      ("walks 3 m, turning randomly by 20 degrees", "random turns with an angle")]:
        reading = read_goal(text, jackal)
        assert reading.goal is None and why in reading.why(), reading


@pytest.mark.timeout(60)
def test_a_counted_sequence_said_with_its_count_in_brackets(jackal):
    """"sequence (2 steps): [1] ...; [2] ..." (an engineer's shorthand) was refused for "sequence" and "2"; and a
    count the moves read do not match is refused, in every counted form (one move was missed, or one too many read)."""
    goal = read_goal("routine (2 moves): [1] drives 3 m in 6 s; [2] spins right 90 degrees in place in 4 s, "
                     "stopping for cars", jackal).goal
    assert goal.moves == (Move("straight", "forward", None, 3.0, None, 6.0), Move("right", "in_place", -90.0, time=4.0))
    assert goal.stop_for == ("car",)
    for text in ("sequence (2 steps): drives 3 m in 6 s", "follows this plan of 3 steps: 1. drives 3 m in 6 s 2. "
                 "reverses 1 m in 2 s"):
        assert "steps counted" in read_goal(text, jackal).why()


@pytest.mark.timeout(60)
def test_a_spanish_speakers_english_and_a_care_notes_shorthand(jackal, spot_robot):
    """After heldout15's first measurement (78/360, our own words here): decimals with an apostrophe or a comma after
    a lone 0 ("0,265" was read as 265 m/s), "segs" and "mts", the clock hands' sense, "in situ" and "over itself",
    "some pedestrian", "always that", "the objective", "Lt"/"(R)", "retrocedes", "it must last", "1) ... 2) ...",
    "a) ... b) ...", "and after" and the Latinate verbs of going; and their negations ("not mobilising")."""
    same = [("reverses 2.5 m in 5 s, stopping whenever a pedestrian is seen",
             ["retrocedes 2'5 mts in 5 segs, and it stops always that it sees some pedestrian",
              "circulates backwards 2,5 m; it must last 5 seconds, stopping whenever a pedestrian is seen"]),
            ("drives forward at 0.265 m/s for 4 s", ["mobilises forwards at 0,265 m/seg for 4 segs"]),
            ("turns right 90 degrees in place in 6 s, then turns left 45 degrees with radius 2 m in 5 s",
             ["gives a turn of 90 degrees in the sense of the clock hands over itself in 6 segs, and after turns in "
              "the contrary sense to the clock hands 45 degrees with a radius of 2 mts in 5 segs",
              "plan (2 steps): 1) repositions (R) 90° in situ over 6 secs; 2) turns Lt 45 deg via an arc of radius "
              "2 m over 5 sec",
              "plan of care, two steps: a) pivots to R side 90 deg in situ, 6 s; b) arcs to L side 45 degrees, "
              "radius 2 m, 5 s"])]
    for plain, others in same:
        want = read_goal(plain, jackal).goal
        for text in others:
            got = read_goal(text, jackal)
            assert got.goal is not None and bare(got.goal) == bare(want), (text, got.why())
    guard = read_goal("remains in situ (no mobilising) and signals each time that it sees the objective", spot_robot)
    assert guard.goal.moves == () and guard.goal.signal == "target"
    walk = read_goal("ambulates forwards 2 m in 4 s, and not mobilising while the target is in view", spot_robot).goal
    assert walk.moves == (Move("straight", "forward", None, 2.0, None, 4.0),)
    assert read_goal("turns 145 degrees and a half to the left in place in 8 s", jackal).goal.moves[0].heading == 145.5


@pytest.mark.timeout(60)
def test_a_lenient_reading_never_gives_a_turn_the_side_it_could_not_read(jackal):
    """The goal adapter proposed a left turn for "does an arc turn Rt" before "Rt" was read, and the lenient reading
    agreed: its turn without a side read had the default, counter-clockwise one. A lenient reading now has a side
    for every turn, or none at all."""
    assert read_goal("does an arc turn Qt: 28.5 deg, radius 6.75 m, over 3.42 secs", jackal, lenient=True).goal is None
    assert read_goal("does an arc turn left: 28.5 deg, radius 6.75 m, over 3.42 secs, zorbing", jackal,
                     lenient=True).goal.moves[0].turn == "left"


@pytest.mark.timeout(60)
def test_a_lenient_reading_never_gives_a_walk_the_direction_it_could_not_read(jackal):
    """"goes astern 5.95 m ... in 4.38 s" (before "astern" was read): the lenient reading had a forward drive, the
    goal adapter proposed one too, and the two agreed on a wrong goal (heldout16, measured once). A lenient reading
    now has a direction word read for every forward walk, or none at all."""
    assert read_goal("goes zastern 3 m in 5 s, stopping for pedestrians", jackal, lenient=True).goal is None
    assert read_goal("goes ahead 3 m in 5 s, stopping for pedestrians, zorbing", jackal,
                     lenient=True).goal.moves[0].direction == "forward"
    assert read_goal("goes 3 m in 5 s, stopping for pedestrians", jackal).goal.moves[0].direction == "forward"


@pytest.mark.timeout(120)
def test_a_wander_read_from_words_is_done_by_its_reference_program(jackal, spot_robot, pool):
    """A wander in place (its side drawn each step) and one in reverse: the reference writer's programs verify and
    do the goals read from the words; the same programs with no turn (standing, or walking straight) do not."""
    from safe_codegen.tasks.reference import reference_program
    for robot, words in ((jackal, "spins randomly in place for 8 s, stopping for pedestrians"),
                         (spot_robot, "roams around in reverse for 6 seconds, stopping for people")):
        task = task_with_goal(Task("t", words), robot)
        program = reference_program(task, robot.name)
        still = re.sub(r"random\.uniform\([^)]*\)", "0.0", program)
        done, stands = check_sources([("careful", program), ("still", still)], robot, robot_specs(robot), "t",
                                     task.goal, pool)
        assert done.success, failures(done)
        assert stands.verdict == "safe" and not stands.done


@pytest.mark.timeout(60)
def test_the_car_the_robot_is_is_not_a_hazard(jackal):
    assert read_goal("drives the car forward at 1 m/s for 5 seconds", jackal).goal.stop_for == ()


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, unread", [
    ("dances wildly for 3 seconds", ("dances", "wildly")),
    ("drives forward at 1 m/s for 5 s, then juggles three balls", ("juggles", "balls")),
])
def test_words_the_reader_cannot_place_are_refused_with_those_words(jackal, text, unread):
    """... and the refusal offers a draft only where the words it could read give a goal to draft."""
    reading = read_goal(text, jackal)
    assert reading.goal is None and set(unread) <= set(reading.unread)
    with pytest.raises(InputError, match="could not read: .*'juggles'|could not read: .*'dances'") as refusal:
        task_with_goal(Task("t", text), jackal)
    drafted = read_goal(text, jackal, lenient=True).goal is not None
    assert drafted == (text.startswith("drives")) == ("--draft FILE" in str(refusal.value))
    assert task_with_goal(Task("t", text), jackal, no_goal=True).goal is None


@pytest.mark.timeout(60)
def test_named_hazards_bring_their_specs(jackal):
    goal = read_goal("drives forward at 1 m/s for 5 s, stopping for cars and at stop signs", jackal).goal
    assert [s.name for s in goal_specs(goal, jackal)] == ["phi3", "phi4"]
    assert goal_specs(read_goal("drives forward at 1 m/s for 5 s", jackal).goal, jackal) == []


@pytest.mark.timeout(120)
def test_a_hazard_is_held_up_in_every_move(jackal, pool):
    """The issue's hole: a program that looks for cars only during its first move passed the car scenarios,
    which hold the car up early. The every-move scenario holds it at the start, middle and end of each move."""
    task = task_with_goal(Task("route", "drives forward at 1 m/s for 4 s, then turns left 90 degrees with radius "
                                        "3 m in 5 s, stopping for pedestrians and cars"), jackal)
    names = [n.name for n in scenarios_for(task.goal, jackal)]
    assert "car" in names and "car_every_move" in names
    spans = next(n for n in scenarios_for(task.goal, jackal) if n.name == "car_every_move").scenario.present["car"]
    assert len(spans) == 6 and spans[0][0] == 0.0 and spans[-1][0] > 9.0  # three per move, the last near the end
    plan = [(1.0, 0.0, 4), (3 * 3.141592653589793 / 2 / 5, 3.141592653589793 / 2 / 5, 5)]
    careful = timed_program("route", plan, ["pedestrian", "car"])
    second = careful.index("    stopped = 0.0", careful.index("    stopped = 0.0") + 1)  # the second move's loop
    first_only = careful[:second] + careful[second:].replace("pedestrian_observed() or car_observed()",
                                                             "pedestrian_observed()")
    specs = robot_specs(jackal, ["phi1"])
    good, bad = check_sources([("careful", careful), ("first_only", first_only)], jackal, specs, "route", task.goal,
                              pool)
    assert good.success, failures(good)
    assert set(failures(bad)) == {"car_every_move"}  # the early car scenarios miss it


@pytest.mark.timeout(120)
def test_moves_timed_by_distance_or_rate_get_the_every_move_hazards_too(jackal, pool):
    """A move's seconds may follow from its distance and speed, or its angle and rate: the hazard is held up in
    every such move as well (it used to be only when every move stated a time)."""
    task = task_with_goal(Task("route", "drives forward 4 m at 1 m/s, then spins left 90 degrees at 0.5 rad/s, "
                                        "stopping for pedestrians and cars"), jackal)
    spans = next(n for n in scenarios_for(task.goal, jackal) if n.name == "car_every_move").scenario.present["car"]
    assert len(spans) == 6 and spans[3][0] > 4.0 and spans[-1][0] > 4 + math.pi - 1.0  # three in the spin too
    careful = timed_program("route", [(1.0, 0.0, 4), (0.0, 0.5, math.pi)], ["pedestrian", "car"])
    second = careful.index("    stopped = 0.0", careful.index("    stopped = 0.0") + 1)
    first_only = careful[:second] + careful[second:].replace("pedestrian_observed() or car_observed()",
                                                             "pedestrian_observed()")
    good, bad = check_sources([("careful", careful), ("first_only", first_only)], jackal,
                              robot_specs(jackal, ["phi1"]), "route", task.goal, pool)
    assert good.success, failures(good)
    assert "car_every_move" in failures(bad)


@dataclass
class ScriptedGoalModel:
    """Stands in for a language model asked for a goal in the task-file format (the real backends are tested
    in tests/generate): it answers every prompt with `answer`."""

    answer: str
    name: str = "scripted"

    def sample(self, prompt, cfg, check=None):
        assert prompt.endswith("goal:\n") and "task: " in prompt
        return [Completion(self.answer)] * cfg.n


@pytest.mark.timeout(60)
def test_the_models_goal_is_the_fallback_validated_like_a_task_file_and_used_only_when_the_words_confirm_it(jackal):
    """The model's goal is used where the reader, reading only the words it knows, reads the same goal; else the
    task is refused, naming the model's proposal and what the reader read (a wrong goal checks another task)."""
    words = "does the zoomies: spins left in place for 6 s, stopping for pedestrians"
    assert read_goal(words, jackal).goal is None
    spin = "  moves:\n    - {turn: left, direction: in_place, time: 6}\n  stop_for: [pedestrian]\nTask: next\n"
    ok = task_with_goal(Task("z", words), jackal, lambda: ScriptedGoalModel(spin))
    assert ok.goal.moves == (Move("left", "in_place", None, None, None, 6),) and "scripted" in ok.goal.source
    with pytest.raises(InputError, match=r"could not read: 'zoomies'; the model proposed 'turn right in place for "
                                         r"6 s.*do not confirm \(it read 'turn left in place for 6 s"):
        task_with_goal(Task("z", words), jackal, lambda: ScriptedGoalModel(spin.replace("left", "right")))
    for answer, why in [("  moves: [{heading: left}]\n", "'heading' must be a number"),
                        ("  stop_for: [pedestrian]\n  scenarios: [lava]\n", "unknown scenario 'lava'"),
                        ("  stop_for: [dragon]\n", "")]:
        with pytest.raises(InputError, match=f"could not read: .*'zoomies'.*the model's goal was refused: .*{why}"):
            task_with_goal(Task("z", words), jackal, lambda: ScriptedGoalModel(answer))


@pytest.mark.timeout(60)
@pytest.mark.parametrize("robot_name, words", [
    ("jackal", "performs the zoomies for 6 s, stopping for pedestrians"),  # no move the reader can read
    ("jackal-indoor", "heads kitchenwards; any person there hears that coffee is ready"),  # errands: no lenient reading
])
def test_no_model_is_asked_or_loaded_where_nothing_could_confirm_its_goal(robot_name, words):
    """Where the words the reader could read give no goal, a proposal could never be used (it would be refused
    unconfirmed), so the model is not even loaded: the refusal names the unread words and why no model was asked."""
    from safe_codegen.robot import load_robot
    robot, asked = load_robot(robot_name), []
    assert read_goal(words, robot).goal is None and read_goal(words, robot, lenient=True).goal is None
    with pytest.raises(InputError, match=r"could not read(: 'zoomies'| the task: no room to go to); the words "
                                         r"it could read give no goal \(to draft, or to confirm a model's\); give it "
                                         r"with its goal in a task file \(--tasks\), or give --no-goal"):
        task_with_goal(Task("z", words), robot, lambda: asked.append(1) or ScriptedGoalModel("  stop_for: []\n"))
    assert asked == []


@pytest.mark.timeout(60)
@pytest.mark.parametrize("robot_name, own, other", [("jackal", "moves:", "rooms:"), ("spot", "signal: target", "rooms:"),
                                                    ("jackal-indoor", "rooms:", "moves:")])
def test_the_fallback_shows_the_robots_own_examples_and_each_reads_back_as_its_goal(robot_name, own, other):
    """The indoor robot's prompt shows errands with their worlds (it showed driving goals, so the bundled model
    could not propose an errand); the driving jackal's shows none of them; every example's YAML (a turn by its
    radius) is read by the task-file parser as that example's goal."""
    from safe_codegen.robot import load_robot
    from safe_codegen.tasks.goals import parse_goal
    from safe_codegen.tasks.reading.model import SHOWN, goal_yaml, proposal_prompt, robot_task_files
    from safe_codegen.utils.yamlfile import parse_yaml
    robot = load_robot(robot_name)
    prompt = proposal_prompt(robot, "does something new")
    examples = prompt.split("\n\ntask: ")[1:-1]
    assert len(examples) == SHOWN and own in prompt and other not in prompt
    shown = {t.task: t.goal for path in robot_task_files(robot) for t in load_tasks(path)}
    for example in prompt.split("task: ")[1:-1]:
        words, block = example.split("\n", 1)
        assert block == goal_yaml(shown[words]) + "\n"
        data = parse_yaml(block, ROOT / "example.yaml")
        assert bare(parse_goal(data["goal"], ROOT / "example.yaml", 1)) == bare(shown[words])


@pytest.mark.timeout(60)
def test_goal_rows_are_example_free_prompts_whose_completions_read_back_as_the_goals_written_from():
    """The rows a model is trained for goals on: the proposal prompt without examples (the task alone, ending in
    `goal:`), and a completion the task-file parser reads as the goal the curriculum wrote the task from (numbers
    to 6 decimals: a rate of pi/12 rad/s is written 0.261799)."""
    from safe_codegen.robot import load_robot
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.tasks.goals import parse_goal
    from safe_codegen.tasks.reading.model import goal_rows
    from safe_codegen.utils.yamlfile import parse_yaml
    robots, splits = {"jackal": 3, "spot": 3, "jackal-indoor": 2}, ("train", "heldout")
    rows = goal_rows(robots, splits, seed=3)
    known = [(name, t) for split in splits for name, k in robots.items() for t in generate_tasks(name, k, split, seed=3)]
    assert len(rows) == len(known) == 16
    for row, (name, task) in zip(rows, known):
        assert row["prompt"].count("task: ") == 1 and row["prompt"].endswith(f"\n\ntask: {task.task}\ngoal:\n")
        data = parse_yaml("goal:\n" + row["completion"], ROOT / "row.yaml")
        assert same_goal(parse_goal(data["goal"], ROOT / "row.yaml", 2), task.goal, load_robot(name))


@pytest.mark.timeout(60)
def test_a_model_with_the_goal_adapter_is_asked_without_examples_any_other_with_them(jackal, monkeypatch):
    """The goal adapter was trained on example-free prompts (examples were what the untrained model copied);
    another model (a server, another directory) still gets the worked examples. The recorder stands in for a
    model and keeps its prompt."""
    from safe_codegen.tasks.reading.model import SHOWN, goal_model, propose_goal
    prompts = []

    @dataclass
    class Recorder:
        goal_trained: bool = False
        name: str = "recorder"

        def sample(self, prompt, cfg, check=None):
            prompts.append(prompt)
            return [Completion("  moves:\n  - {direction: in_place, heading: 90, time: 6}\n")] * cfg.n

    for model in (Recorder(True), Recorder(False)):
        goal = propose_goal(model, jackal, "performs the zoomies for 6 s", "typed")
        assert goal.moves == (Move("left", "in_place", 90.0, None, None, 6.0),)
    assert [p.count("task: ") for p in prompts] == [1, SHOWN + 1]
    server = Recorder()
    assert goal_model("openai", None, server) is server and goal_model("local", "/some/model", server) is server
    import safe_codegen.generate.models.local as local
    monkeypatch.setattr(local, "LocalModel", lambda path, adapter: Recorder(name=str(adapter)))  # no weights loaded
    bundled, other = goal_model("local", None), goal_model("local", None, adapter=Path("out/goals/adapter"))
    assert bundled.goal_trained and other.goal_trained  # both asked without examples
    assert "goals/adapter" in other.name and "goals/adapter" not in bundled.name


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_the_shipped_goal_adapter_reads_a_search_said_in_words_the_reader_does_not_know(spot_robot):
    """The bundled model with its goal adapter, asked without examples, proposes the goal of a curriculum heldout6
    task (a writer neither the reader nor the adapter saw) and the lenient reading confirms it."""
    from safe_codegen.tasks.reading.model import goal_model
    words = ("rotates in place to the left side to look for the target; when the target is seen, it gives a signal, "
             "keeping its speed at zero while a human being is detected.")
    assert read_goal(words, spot_robot).goal is None
    goal = task_with_goal(Task("search", words), spot_robot, lambda: goal_model("local", None)).goal
    assert (goal.moves, goal.signal, goal.search, goal.stop_for) == ((Move("left", "in_place"),), "target", True,
                                                                      ("person",))
    unconfirmed = ("turns to the right side while staying at the same spot, until the target is in view; then it "
                   "signals, halting for human beings and continuing afterwards.")
    with pytest.raises(InputError, match="the model proposed 'turn right in place; .*it read 'turn right; "):
        task_with_goal(Task("search", unconfirmed), spot_robot, lambda: goal_model("local", None))


@pytest.mark.timeout(300)
def test_a_local_model_that_writes_no_valid_goal_leaves_the_task_refused(tiny, jackal):
    """The fast twin of the test above: a real LocalModel (the tiny random one) sampled for a goal through the same
    path; what it writes is no goal the task-file parser accepts, so the task is refused with the reason."""
    from safe_codegen.generate.models.local import LocalModel
    words = "does the zoomies: spins left in place for 6 s, stopping for pedestrians"
    with pytest.raises(InputError, match="no goal for task 'z': the reader could not read: 'zoomies'; the model"):
        task_with_goal(Task("z", words), jackal, lambda: LocalModel(tiny))


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves, stop_for", [
    ("proceeds ahead at a pace of 0.8 m/s for 6 seconds, coming to a halt whenever a pedestrian is in sight",
     (Move("straight", "forward", None, None, 0.8, 6.0),), ("pedestrian",)),
    ("travels forwards 4 metres in 5 s; subsequently it pivots counterclockwise through 90 degrees on the spot in "
     "3 s, halting if a car is in view", (Move("straight", "forward", None, 4.0, None, 5.0),
                                          Move("left", "in_place", 90.0, None, None, 3.0)), ("car",)),
    ("first, it cruises ahead for 3 s at 1 m/s. Second, it swerves right 45° on a diameter of 4 m within 3 seconds. "
     "Lastly it backs off 100 cm in 2 s, waiting whenever a pedestrian or a stop sign appears",
     (Move("straight", "forward", None, None, 1.0, 3.0), Move("right", "forward", -45.0, 2 * math.pi / 4, None, 3.0),
      Move("straight", "reverse", None, 1.0, None, 2.0)), ("pedestrian", "stop_sign")),
    ("rotates cw by 0.5 radians around its own axis over 6 s and then heads forward 5 m at 3.6 km/h, braking for "
     "pedestrians", (Move("right", "in_place", -28.64788976, None, None, 6.0),
                     Move("straight", "forward", None, 5.0, 1.0, None)), ("pedestrian",)),
    # an angular rate is not an angle ("20 degree|s per second" was read as 20 degrees), and with a time it is one
    ("spins clockwise at 20 degrees per second for 4.5 s, halting for pedestrians",
     (Move("right", "in_place", -90.0, None, None, 4.5, 0.349066),), ("pedestrian",)),
    ("rotates anticlockwise on the spot at 0.25 rad/s for 6 s, stopping for pedestrians",
     (Move("left", "in_place", 85.943669, None, None, 6.0, 0.25),), ("pedestrian",)),
    # a rate with an angle: both checked (the time follows); a search at a rate: the rate checked
    ("pivots 90 degrees to the right at 0.4 rad/s, yielding to pedestrians",
     (Move("right", "in_place", -90.0, None, None, None, 0.4),), ("pedestrian",)),
])
def test_general_english_reads_as_the_goal(jackal, text, moves, stop_for):
    """Phrasings of our own, not the curriculum's (docs/tasks.md: how the vocabulary was chosen)."""
    goal = read_goal(text, jackal).goal
    assert goal is not None, read_goal(text, jackal).why()
    def rounded(m: Move) -> Move:
        return replace(m, heading=m.heading and round(m.heading, 6), angular_speed=m.angular_speed and
                       round(m.angular_speed, 6))
    assert [rounded(m) for m in goal.moves] == [rounded(m) for m in moves]
    assert goal.stop_for == stop_for


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves", [
    ("changes lane with a left curve then a right curve, each 1.5 seconds at 1 m/s, stopping for pedestrians",
     (Move("left", "forward", None, None, 1.0, 1.5), Move("right", "forward", None, None, 1.0, 1.5))),
    ("turns left 90 degrees and then right 90 degrees, both with a radius of 2 m and in 3 seconds each, stopping for "
     "pedestrians", (Move("left", "forward", 90.0, math.pi, None, 3.0), Move("right", "forward", -90.0, math.pi, None,
                                                                             3.0))),
])
def test_quantities_said_of_each_move_are_every_moves(jackal, text, moves):
    """"each 1.5 seconds" was the last move's alone, so the first curve's time went unchecked."""
    assert read_goal(text, jackal).goal.moves == moves


@pytest.mark.timeout(60)
def test_a_quantity_said_of_each_move_that_one_contradicts_is_refused(jackal):
    reading = read_goal("turns left 90 degrees in 2 seconds then right 90 degrees, each in 3 seconds, stopping for "
                        "pedestrians", jackal)
    assert reading.goal is None and reading.reason == ("said of every move, but a move says otherwise: each in 3 "
                                                       "seconds")


@pytest.mark.timeout(60)
def test_spot_guards_searches_and_a_walk_back(spot_robot):
    guard = read_goal("keeps watch without moving and signals as soon as the target is visible", spot_robot).goal
    assert (guard.moves, guard.signal, guard.ends) == ((), "target", False)
    spin = read_goal("rotates to the left where it stands until the target comes into sight, then signals, pausing "
                     "for any person", spot_robot).goal
    assert (spin.moves, spin.search, spin.after_signal_still) == ((Move("left", "in_place"),), True, False)
    back = read_goal("searches for the target walking forward for at most 20 seconds, stopping for people, signals "
                     "if found, then walks back", spot_robot).goal
    assert (back.moves, back.search, back.ends) == (None, True, True)  # the walk back's manner is not said
    steps = read_goal("steps back 2 m at 0.4 m/s, stopping for people", spot_robot).goal
    assert steps.moves == (Move("straight", "reverse", None, 2.0, 0.4, None),)


@pytest.mark.timeout(120)
def test_approach_target_now_checks_the_walk(spot_robot, pool):
    """The hand goal was wrong: with the target in view from the start, a robot that never walked passed it. The
    corrected goal (a search, as the words read) fails it and passes the walking program."""
    task = next(t for t in load_tasks("spot") if t.name == "approach_target")
    assert bare(read_goal(task.task, spot_robot).goal) == bare(task.goal)
    waits = ("def approach_target():\n    while True:\n        if target_observed():\n            signal()\n"
             "            stop()\n            return\n        stop()\n")
    walks = ("def approach_target():\n    while True:\n        if target_observed():\n            signal()\n"
             "            stop()\n            return\n        if person_observed() or target_observed():\n"
             "            stop()\n        else:\n            navigate(0.5, 0.0)\n")
    specs = robot_specs(spot_robot)
    still, walking = check_sources([("waits", waits), ("walks", walks)], spot_robot, specs, task.name, task.goal, pool)
    assert walking.success, failures(walking)
    assert still.verdict == "safe" and not still.done


def cli(*args):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=200)


@pytest.mark.timeout(300)
def test_check_reads_the_goal_of_a_typed_task(tmp_path):
    """check --task "words" reads the goal like generate; a task file's task without a goal too; --no-goal
    verifies only (exit 5); words it cannot read are refused with them (exit 2)."""
    prog = tmp_path / "drive.py"
    prog.write_text("import time\n\n" + timed_program("drive", [(1.0, 0.0, 5)], ["pedestrian"]))
    words = "drives forward at 1 m/s for 5 seconds, stopping for pedestrians"
    ok = cli("check", prog, "-r", "jackal", "--task", words)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "task 'drive' from typed task: drive straight at 1 m/s for 5 s" in ok.stdout
    assert cli("check", prog, "-r", "jackal", "--task", words.replace("5 seconds", "8 seconds")).returncode == 4
    cars = cli("check", prog, "-r", "jackal", "--task", words + " and cars", "--json")
    assert cars.returncode == 1 and "phi3" in cars.stdout  # the hazard's spec is checked, as generate does
    bad = cli("check", prog, "-r", "jackal", "--task", words + ", then juggles")
    assert bad.returncode == 2 and "could not read: 'juggles'" in bad.stderr
    unchecked = cli("check", prog, "-r", "jackal", "--task", words + ", then juggles", "--no-goal")
    assert unchecked.returncode == 5 and "task not checked" in unchecked.stdout
    tasks = tmp_path / "tasks.yaml"
    tasks.write_text(f"- name: drive\n  task: {words}.\n")
    assert cli("check", prog, "-r", "jackal", "--tasks", tasks).returncode == 0


# Capabilities added after the first held-out measurement (docs/tasks.md, "Why the held-out split missed"); the
# examples are our own, not the curriculum's.
@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, move", [
    ("swivels 60 degrees to the right in 4 s without travelling anywhere, halting for pedestrians",
     Move("right", "in_place", -60.0, None, None, 4.0)),
    ("turns anticlockwise 30 degrees in 2 seconds, not driving forwards, halting for pedestrians",
     Move("left", "in_place", 30.0, None, None, 2.0)),
    ("arcs left 90 degrees on a 2 m radius in 6 s without driving off the path, halting for pedestrians",
     Move("left", "forward", 90.0, math.pi, None, 6.0)),
])
def test_a_negated_motion_makes_a_turn_in_place_but_never_one_with_a_radius(jackal, text, move):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    assert reading.goal.moves == (move,)


@pytest.mark.timeout(60)
def test_a_negated_motion_verb_is_no_manoeuvre(spot_robot):
    """A guard said with a negation only stays still; a curve whose words also say "never walking while ..." keeps
    its radius; a signal followed by "does not move again" keeps the robot still after it."""
    for text in ("never budging, it raises an alert whenever the target is visible",
                 "waits, not moving at all, and flags the target once it comes into sight"):
        goal = read_goal(text, spot_robot).goal
        assert goal is not None and (goal.moves, goal.signal, goal.ends) == ((), "target", False), text
    curve = read_goal("curves left 90 degrees with a radius of 2 m in 8 s, pausing for people, never walking while "
                      "the target is in view", spot_robot).goal
    assert curve.moves == (Move("left", "forward", 90.0, math.pi, None, 8.0),)
    search = read_goal("strides ahead hunting for the target, pausing for people; on spotting it, it signals and "
                       "does not walk any further", spot_robot)
    assert search.goal is not None, search.why()
    assert (search.goal.search, search.goal.after_signal_still) == (True, True)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text", [
    "keeps vigil and signals when the target comes into view",
    "stands on lookout duty, signalling once the target is spotted",
    "remains on guard and raises an alert if it sees the target",
])
def test_keeping_guard_is_staying_still(spot_robot, text):
    reading = read_goal(text, spot_robot)
    assert reading.goal is not None, reading.why()
    assert (reading.goal.moves, reading.goal.signal, reading.goal.ends) == ((), "target", False)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text", [
    "reverses 2 m in 4 s, whereupon it drives ahead at 0.5 m/s for 6 s, halting for pedestrians",
    "reverses 2 m in 4 s; at that point it drives ahead at 0.5 m/s for 6 s, halting for pedestrians",
    "reverses 2 m in 4 s. That done, it drives ahead at 0.5 m/s for 6 s, halting for pedestrians",
    "reverses 2 m in 4 s and, as a final step, drives ahead at 0.5 m/s for 6 s, halting for pedestrians",
    "reverses 2 m in 4 s, right after that it drives ahead at 0.5 m/s for 6 s, halting for pedestrians",
])
def test_relative_connectives_sequence_moves(jackal, text):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    assert reading.goal.moves == (Move("straight", "reverse", None, 2.0, None, 4.0),
                                  Move("straight", "forward", None, None, 0.5, 6.0))


@pytest.mark.timeout(10)
def test_verb_forms_follow_english_spelling():
    from safe_codegen.tasks.reading.words import verb_forms, verb_pattern
    assert [verb_forms(v) for v in ("fetch", "carry", "grab", "leave", "visit", "tie")] == [
        ("fetch", "fetches", "fetching"), ("carry", "carries", "carrying"), ("grab", "grabs", "grabbing"),
        ("leave", "leaves", "leaving"), ("visit", "visits", "visiting"), ("tie", "ties", "tying")]
    pattern = verb_pattern("pick up", "stow")
    assert [bool(re.search(pattern, w)) for w in ("picking up", "picks up", "stowing", "pick", "stowaway")] == \
        [True, True, True, False, False]


@pytest.mark.timeout(400)
def test_the_fallback_asks_a_real_local_model_and_refuses_what_is_not_a_goal(jackal, tiny):
    """The fallback on the real local backend (tests/tinymodel.py: the bundled model's classes with random weights,
    so its answer is not a goal): the prompt is sampled greedily, the answer is validated like a task file and
    refused with the reader's unread words and the model's error, never used."""
    from safe_codegen.generate.models import load_model
    model = load_model("local", str(tiny), constrain=False)
    words = "does the zoomies: spins left in place for 6 s, stopping for pedestrians"
    with pytest.raises(InputError, match=r"could not read: 'zoomies'; the model's goal was refused: "
                                         r"<goal proposed by the model>:\d+: "):
        task_with_goal(Task("z", words), jackal, lambda: model)


# After the second held-out measurement (docs/tasks.md, "Reading paraphrases it was never shown"): rates said in any
# "per" form, fractions and thousands in words, a part that goes on describing the move before it, and a number no
# rule placed with its unit is refused. Our own examples, not the curriculum's.
@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves", [
    ("advances 2.5 m at 0.5 m per s, halting for pedestrians", (Move("straight", "forward", None, 2.5, 0.5, None),)),
    ("rolls forward 1500 mm at 300 mm/s, halting for pedestrians", (Move("straight", "forward", None, 1.5, 0.3, None),)),
    ("veers left 40 degs in three and a quarter seconds with a radius of two thousand millimetres, halting for "
     "pedestrians", (Move("left", "forward", 40.0, 2 * math.radians(40), None, 3.25),)),
    ("does three quarters of a turn clockwise on the spot in six seconds, halting for pedestrians",
     (Move("right", "in_place", -270.0, None, None, 6.0),)),
    ("rotates right 30 degrees in 4 s; the rotation has a radius of 2 m, halting for pedestrians",
     (Move("right", "forward", -30.0, 2 * math.radians(30), None, 4.0),)),
    ("drives forward for 4 s; its speed is 0.5 metres a second, halting for pedestrians",
     (Move("straight", "forward", None, None, 0.5, 4.0),)),
    ("pivots 20 degrees to the left with zero forward speed in 2 s, halting for pedestrians",
     (Move("left", "in_place", 20.0, None, None, 2.0),)),
    # after the third and fourth held-out measurements: engineers' notations, parts describing a move
    ("backs up at .4 m/s for 3 s, halting for pedestrians", (Move("straight", "reverse", None, None, 0.4, 3.0),)),
    ("arcs left 30 deg, r = 3 m, t = 4 s -> reverses 1 m in 2 s, halting for pedestrians",
     (Move("left", "forward", 30.0, 3 * math.radians(30), None, 4.0), Move("straight", "reverse", None, 1.0, None, 2.0))),
    ("curves right through 50 degrees; radius 2 m, time 5 s, halting for pedestrians",
     (Move("right", "forward", -50.0, 2 * math.radians(50), None, 5.0),)),
    ("stays where it is and turns counter clockwise through 80 degrees over 4 s, halting for pedestrians",
     (Move("left", "in_place", 80.0, None, None, 4.0),)),
])
def test_rates_fractions_and_describing_parts(jackal, text, moves):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    assert [replace(m, distance=round(m.distance, 9) if m.distance else m.distance) for m in reading.goal.moves] == \
        [replace(m, distance=round(m.distance, 9) if m.distance else m.distance) for m in moves]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, unread", [
    ("drives forward 5 at 1 m/s, halting for pedestrians", "5"),
    ("drives forward 3 m at 2 m per hour, halting for pedestrians", "2"),  # no unit of ours: not a length
])
def test_a_number_without_a_unit_the_reader_knows_is_refused(jackal, text, unread):
    reading = read_goal(text, jackal)
    assert reading.goal is None and unread in reading.unread, reading


@pytest.mark.timeout(60)
def test_hazards_and_searches_in_other_words(jackal, spot_robot):
    drive = read_goal("drives forward at 1 m/s for 4 s, keeping clear of people on foot, oncoming vehicles and stop "
                      "signs", jackal).goal
    assert drive.stop_for == ("pedestrian", "car", "stop_sign")
    guard = read_goal("stands perfectly still and signals when the target is seen", spot_robot).goal
    assert (guard.moves, guard.signal, guard.ends) == ((), "target", False)
    search = read_goal("walks ahead until it appears, then signals and does not walk further, pausing for people",
                       spot_robot).goal
    assert (search.search, search.after_signal_still, search.ends) == (True, True, False)
    walk = read_goal("walks forward 3 m at 0.5 m/s, watching for the target and signalling when it is seen, pausing "
                     "for people", spot_robot).goal
    assert (walk.search, walk.signal, walk.ends) == (False, "target", True)  # a walk of its own length


# After the third and fourth held-out measurements (docs/tasks.md, "Reading paraphrases it was never shown"): the
# structural rules that keep a reading from being wrong. Our own examples.
@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, why", [
    ("spins left 90 degrees on the spot in 3 s and also drives 2 m in 4 s, halting for pedestrians",
     "two manoeuvres in one step"),
    ("turns right 40 degrees in 5 s; the turn takes 6 s, halting for pedestrians", "two manoeuvres in one step"),
    ("for 5 s; drives forward at 1 m/s, halting for pedestrians", "quantities of no manoeuvre"),
])
def test_quantities_are_never_merged_or_dropped(jackal, text, why):
    reading = read_goal(text, jackal)
    assert reading.goal is None and why in reading.why(), reading


@pytest.mark.timeout(60)
def test_a_turn_around_needs_its_side_an_unsigned_angle_is_counter_clockwise(jackal):
    """"turn around" named no side and was read as a straight drive; a number's sign is REP 103's (positive yaw is
    counter-clockwise), as the shipped spin_search's goal says of its 0.5 rad/s."""
    for text in ("turns around and then drives 2 m, halting for pedestrians", "turn around"):
        reading = read_goal(text, jackal)
        assert reading.goal is None and "turn around with no side" in reading.why(), reading
    assert read_goal("turns around to the right in place at 0.5 rad/s for 2 s", jackal).goal.moves[0].turn == "right"
    assert read_goal("turns 90 degrees in place", jackal).goal.moves == (Move("left", "in_place", 90.0),)


@pytest.mark.timeout(60)
def test_stopping_in_place_is_a_stop_not_a_spin(spot_robot):
    goal = read_goal("walks ahead looking for the target and, once it sees it, stops in place and signals, pausing "
                     "for people", spot_robot).goal
    assert (goal.moves, goal.search, goal.after_signal_still) == ((Move("straight", "forward"),), True, True)


@pytest.mark.timeout(60)
def test_a_hazard_rule_said_first_and_a_spec_in_parentheses(jackal):
    """After the fifth held-out measurement; our own examples: the rule before the moves ("stops whenever ... and
    otherwise ...") does not swallow the first move, a parenthesised spec keeps its semicolons inside one move, and
    metres per minute, "nought point", "and one half" are read."""
    goal = read_goal("stops whenever a member of the public or a motor vehicle is detected and otherwise reverses "
                     "(speed 30 metres per minute; duration four and one half seconds), and only then rolls forward "
                     "nought point five metres in 2.5 s", jackal).goal
    assert goal is not None and goal.stop_for == ("pedestrian", "car")
    assert goal.moves == (Move("straight", "reverse", None, None, 0.5, 4.5), Move("straight", "forward", None, 0.5, None,
                                                                                   2.5))


# After the sixth held-out measurement (heldout6, docs/tasks.md): general forms of English the reader lacked. Our own
# wording, not that split's.
@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves", [
    # place-value fractions ("two and five tenths", "forty-five hundredths of a metre"), decimetres, inches
    ("drives ahead two and five tenths metres in six and two tenths seconds, halting for pedestrians",
     (Move("straight", "forward", None, 2.5, None, 6.2),)),
    ("reverses for 3 s at forty-five hundredths of a metre per second, halting for pedestrians",
     (Move("straight", "reverse", None, None, 0.45, 3.0),)),
    ("spins left at twelve hundredths of a radian per second for 5 s, halting for pedestrians",
     (Move("left", "in_place", 34.377468, None, None, 5.0, 0.12),)),
    ("drives forward 35 dm in 4 s and then reverses 40 inches at 2 decimetres per second, halting for pedestrians",
     (Move("straight", "forward", None, 3.5, None, 4.0), Move("straight", "reverse", None, 1.016, 0.2, None))),
    ("drives forward three fifths of a metre in 2 s, halting for pedestrians",
     (Move("straight", "forward", None, 0.6, None, 2.0),)),
    # a radius said as the distance kept from the turn's centre; turning in place said by its place
    ("swings right 70 degrees staying a distance of 3 m from the center of the turn, in 6 s, halting for pedestrians",
     (Move("right", "forward", -70.0, 3 * math.radians(70), None, 6.0),)),
    ("rotates 100 degrees to the left without moving from its spot, in 5 s, halting for pedestrians",
     (Move("left", "in_place", 100.0, None, None, 5.0),)),
    ("turns right 45 degrees at the same position in 2 s, halting for pedestrians",
     (Move("right", "in_place", -45.0, None, None, 2.0),)),
    # "and covers": the same move, not a second one (it was read as a bare reverse, then a drive)
    ("goes in reverse and covers 2 m; this takes 4 s, halting for pedestrians",
     (Move("straight", "reverse", None, 2.0, None, 4.0),)),
    # a part that names the move's angle or time describes it
    ("pivots left on the spot; the angle is 60 degrees and the time is 3 s, halting for pedestrians",
     (Move("left", "in_place", 60.0, None, None, 3.0),)),
    # a number that is a speed is not a whole turn ("360 mm/s" was read as 360 degrees)
    ("drives forward for 5 s at 360 mm/s, halting for pedestrians", (Move("straight", "forward", None, None, 0.36, 5.0),)),
    # after heldout7: radio and classroom forms
    # numbers read out digit by digit, "decimal" for "point", SI rates written with s⁻¹, metres and centimetres
    ("spins left on the spot through one two five degrees at zero decimal five rad s⁻¹, halting for pedestrians",
     (Move("left", "in_place", 125.0, None, None, None, 0.5),)),
    ("creeps forward 2 metres 35 centimetres at 45 cm s^-1, halting for pedestrians",
     (Move("straight", "forward", None, 2.35, 0.45, None),)),
    # a radius said as a centre some distance away; "reverses back", "pulls forward", "allow N s for the turn"
    ("bears right through 60 deg about a centre 1.5 m away; allow 4 s for the turn. Next up, it reverses back 1 m in "
     "3 s, halting for pedestrians", (Move("right", "forward", -60.0, 1.5 * math.radians(60), None, 4.0),
                                      Move("straight", "reverse", None, 1.0, None, 3.0))),
    # lettered steps
    ("carries out steps A to B in turn: step A: it pulls forward 2 m in 4 s; step B: it turns left in its own length "
     "through 90 deg in 3 s, halting for pedestrians",
     (Move("straight", "forward", None, 2.0, None, 4.0), Move("left", "in_place", 90.0, None, None, 3.0))),
])
def test_fractions_units_and_places_in_other_words(jackal, text, moves):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    def rounded(m: Move) -> Move:
        return replace(m, heading=m.heading and round(m.heading, 6), distance=m.distance and round(m.distance, 9))
    assert [rounded(m) for m in reading.goal.moves] == [rounded(m) for m in moves]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text", [
    "at the beginning it drives forward 2 m in 3 s; the next thing it does is turn left 90 degrees in place in 4 s; at "
    "the very end it reverses 1 m in 2 s, halting for pedestrians",
    "firstly it drives forward 2 m in 3 s, secondly it turns left 90 degrees in place in 4 s, and thirdly it reverses "
    "1 m in 2 s, halting for pedestrians",
    "drives forward 2 m in 3 s. When it has finished, it turns left 90 degrees in place in 4 s; in the final step it "
    "reverses 1 m in 2 s, halting for pedestrians",
    "carries out the following list of 3 actions one after another: 1. drives forward 2 m in 3 s 2. turns left 90 "
    "degrees in place in 4 s 3. reverses 1 m in 2 s, halting for pedestrians",
    "runs these 3 steps: [1] drives forward 2 m in 3 s [2] turns left 90 degrees in place in 4 s [3] reverses 1 m in "
    "2 s, halting for pedestrians",
])
def test_more_ways_of_saying_the_order_of_steps(jackal, text):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    assert reading.goal.moves == (Move("straight", "forward", None, 2.0, None, 3.0),
                                  Move("left", "in_place", 90.0, None, None, 4.0),
                                  Move("straight", "reverse", None, 1.0, None, 2.0))


@pytest.mark.timeout(60)
def test_more_ways_of_saying_a_hazard_rule(jackal, spot_robot):
    rule = read_goal("stops whenever a pedestrian is near, and other than that drives forward 3 m in 5 s", jackal).goal
    assert (rule.moves, rule.stop_for) == ((Move("straight", "forward", None, 3.0, None, 5.0),), ("pedestrian",))
    sign = read_goal("drives forward 3 m in 5 s, holding its speed at zero while a person or a sign reading stop is "
                     "seen, carrying on once the road is clear", jackal).goal
    assert sign.stop_for == ("pedestrian", "stop_sign")
    # a list of still-words before the condition is the hazard's, not a stop after signalling
    spin = read_goal("spins left on the spot looking for the target and signals on finding it, pausing, motionless, "
                     "while a person is near", spot_robot).goal
    assert (spin.search, spin.after_signal_still, spin.stop_for) == (True, False, ("person",))
    # turning "without moving from its place" is the turn's manner, not a stop after the signal
    turn = read_goal("searches for the target by turning right without moving from its place, and signals when it "
                     "sees it, pausing for people", spot_robot).goal
    assert (turn.search, turn.after_signal_still) == (True, False)
    # staying at a place is staying still; not taking a step is no manoeuvre
    for text in ("stays at its spot and signals whenever the target is seen",
                 "does not take a single step, and signals whenever the target is seen"):
        assert read_goal(text, spot_robot).goal.moves == (), text


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words, digits", [
    ("three and eight tenths", "3.8"), ("thirty-four hundredths", "0.34"), ("one and five thousandths", "1.005"),
    ("two fifths", "0.4"), ("four and three quarters", "4.75"), ("one and a half", "1.5"), ("a quarter", "0.25"),
    ("one hundred twenty-three and forty-five hundredths", "123.45"), ("seven tenths of a metre", "0.7 of a metre"),
    # a fraction word with no number of its own stays a word, so the reader refuses it rather than dropping it
    ("the tenths", "the tenths"), ("hundredths and tenths", "hundredths and tenths"),
])
def test_place_value_fractions_are_numbers(words, digits):
    assert numbers_in_digits(words) == digits


@pytest.mark.timeout(60)
def test_foot_traffic_is_people_and_a_rule_said_as_treating_a_hazard(jackal, spot_robot):
    """"foot traffic" was read as cars (a wrong goal, not a refusal)."""
    people = read_goal("drives forward 3 m in 5 s, halting whenever foot traffic is detected", jackal).goal
    assert people.stop_for == ("pedestrian",)
    rule = read_goal("drives forward 3 m in 5 s, treating pedestrians, delivery vans and stop signs as a stop condition",
                     jackal).goal
    assert rule.stop_for == ("pedestrian", "car", "stop_sign")
    # a still clause after the hazard list is not swallowed: it stops at the target
    search = read_goal("walks forward looking for the target and halts and gives a signal when it is seen, treating "
                       "people as a stop condition", spot_robot).goal
    assert (search.search, search.after_signal_still) == (True, True)
    still = read_goal("keeps still at its post, taking no steps, and signals whenever it has eyes on the target",
                      spot_robot).goal
    assert (still.moves, still.signal) == ((), "target")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves", [
    # after heldout8: decimal commas, typed fractions, the ordinal sign typed for a degree sign
    ("drives forward 2,5 m at 0,4 m/s, halting for pedestrians", (Move("straight", "forward", None, 2.5, 0.4, None),)),
    ("spins left 45º on the spot in 2¾ s, halting for pedestrians", (Move("left", "in_place", 45.0, None, None, 2.75),)),
    ("reverses 1 1/2 m in 3 s, halting for pedestrians", (Move("straight", "reverse", None, 1.5, None, 3.0),)),
])
def test_numbers_typed_the_european_way_and_as_fractions(jackal, text, moves):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    assert reading.goal.moves == moves


# Whole classes of English, not one writer's words (docs/tasks.md, "Closed classes"): Levin's manner-of-motion
# verbs, causative and request frames, pronouns and discourse adverbs, contracted negations, every way of numbering a
# list, a quantity's label, "when it is done with that". Our own examples; words still refused below.
_DRIVE = (Move("straight", "forward", None, 2.0, None, 4.0),)
_TWO = _DRIVE + (Move("left", "in_place", 90.0, None, None, 3.0),)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves, stop_for", [
    ("scurries forward 2 m in 4 s", _DRIVE, ()),
    ("toddles back 1.5 m at 0.3 m/s", (Move("straight", "reverse", None, 1.5, 0.3, None),), ()),
    ("backpedals 1 m in 3 s", (Move("straight", "reverse", None, 1.0, None, 3.0),), ()),
    ("has the rover pivot left 30 degrees in 2 s", (Move("left", "in_place", 30.0, None, None, 2.0),), ()),
    ("commands the buggy to drive 2 m in 4 s", _DRIVE, ()),
    ("is required to reverse 2 m in 4 s", (Move("straight", "reverse", None, 2.0, None, 4.0),), ()),
    ("we would like it to drive 2 m in 4 s; it is essential that it stops whenever a pedestrian is detected", _DRIVE,
     ("pedestrian",)),
    ("drives 2 m in 4 s. Requirement: it stops whenever a car is detected.", _DRIVE, ("car",)),
    ("basically, it simply drives forward 2 m in 4 s, okay", _DRIVE, ()),
    ("drives 2 m in 4 s, and it can't move while a pedestrian is detected", _DRIVE, ("pedestrian",)),
    ("1st: drives 2 m in 4 s; 2nd: turns left 90 degrees in place in 3 s", _TWO, ()),
    ("#1 drives 2 m in 4 s #2 turns left 90 degrees in place in 3 s", _TWO, ()),
    ("runs the following routine: first: drives 2 m in 4 s; second: turns left 90 degrees in place in 3 s", _TWO, ()),
    ("turns left 90 degrees in place in 3 s, and when it is done with that, drives 2 m in 4 s", _TWO[::-1], ()),
    ("drives forward at 0.5 m/s; duration: 4 s", (Move("straight", "forward", None, None, 0.5, 4.0),), ()),
    ("turns left 30 degrees; radius: 2 m; time: 3 s",
     (Move("left", "forward", 30.0, 2 * math.radians(30), None, 3.0),), ()),
])
def test_closed_classes_of_english_are_read_whole(jackal, text, moves, stop_for):
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.why()
    assert (reading.goal.moves, reading.goal.stop_for) == (moves, stop_for)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, unread", [
    ("drives 2 m more in 4 s", "more"),  # a quantifier
    ("turns the other way by 30 degrees in 3 s", "other"),  # a side said by "other"
    ("zigzags 2 m in 4 s", "zigzags"),  # a manner verb with no path to check
    ("shifts 2 m to the left in 4 s", "shifts"),  # sideways, or a gear: not a manner of going
])
def test_words_outside_the_classes_are_still_refused(jackal, text, unread):
    assert read_goal(text, jackal).unread == (unread,)


def _assert_moves(reading, moves) -> None:
    """The reading has these moves: the same kinds, each quantity within float rounding."""
    assert reading.goal is not None, reading.why()
    assert [(m.turn, m.direction) for m in reading.goal.moves] == [(m.turn, m.direction) for m in moves]
    for got, want in zip(reading.goal.moves, moves):
        assert [getattr(got, q) for q in QUANTITIES] == pytest.approx([getattr(want, q) for q in QUANTITIES])


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves", [
    # after heldout9 (used once measured): a ship's sides, spoken zeros, rpm and dps, a quantity's bare label
    ("swings to starboard 40 degrees on a 2 m radius in 5 s", (Move("right", "forward", -40.0, 2 * math.radians(40),
                                                                     None, 5.0),)),
    ("spins to port in place at 3 rpm for 2 s", (Move("left", "in_place", 36.0, None, None, 2.0, 0.1 * math.pi),)),
    ("spins to port-side in place at 30 dps for 2 s", (Move("left", "in_place", 60.0, None, None, 2.0,
                                                            math.radians(30)),)),
    ("reverses oh point seven metres in two point oh five seconds", (Move("straight", "reverse", None, 0.7, None,
                                                                         2.05),)),
    ("walks a foot and a half in 3 s", (Move("straight", "forward", None, 1.5 * 0.3048, None, 3.0),)),
    ("turns right 30 degrees with the radius set to 2 m; turn time 4 s",
     (Move("right", "forward", -30.0, 2 * math.radians(30), None, 4.0),)),
    ("tank-turns left 90 degrees in 3 s", (Move("left", "in_place", 90.0, None, None, 3.0),)),
    ("takes the cart through a left arc of 90 degrees, 2 m radius, 6 s end to end",
     (Move("left", "forward", 90.0, math.pi, None, 6.0),)),
    ("backs up 2 m, 4 s on the clock", (Move("straight", "reverse", None, 2.0, None, 4.0),)),
])
def test_sides_numbers_and_units_of_other_trades(jackal, text, moves):
    _assert_moves(read_goal(text, jackal), moves)


@pytest.mark.timeout(60)
def test_stops_resumes_searches_and_sequences_in_other_words(jackal, spot_robot):
    drive, spin = Move("straight", "forward", None, 2.0, None, 4.0), Move("left", "in_place", 90.0, None, None, 3.0)
    for text in ("drives 2 m in 4 s, hitting the brakes for peds and then it keeps going",
                 "drives 2 m in 4 s, sitting tight while a pedestrian is detected"):
        goal = read_goal(text, jackal).goal
        assert (goal.moves, goal.stop_for) == ((drive,), ("pedestrian",)), text
    for text in ("drives 2 m in 4 s >> turns left 90 degrees in place in 3 s",
                 "first up, it drives 2 m in 4 s; moving on, it turns left 90 degrees in place in 3 s",
                 "drives 2 m in 4 s, and from there it turns left 90 degrees in place in 3 s",
                 "drives 2 m in 4 s. For the grand finale, it turns left 90 degrees in place in 3 s"):
        assert read_goal(text, jackal).goal.moves == (drive, spin), text
    search = read_goal("keeps spinning left in place till it locks onto the target, then signals + stops",
                       spot_robot).goal
    assert (search.search, search.after_signal_still) == (True, True)
    still = read_goal("keeps watch from where it stands, with no walking, and signals when the target appears",
                      spot_robot).goal
    assert (still.moves, still.signal) == ((), "target")


@pytest.mark.timeout(60)
def test_more_forms_after_heldout8_and_heldout9(jackal, spot_robot):
    """Our own examples of what the two writers' misses taught: a hazard rule said first with a pronoun, more
    sequencers and labels, a causative "gives the cart a turn", a gear change that is no move, padded digits."""
    drive, spin = Move("straight", "forward", None, 2.0, None, 4.0), Move("left", "in_place", 90.0, None, None, 3.0)
    first = read_goal("puts pedestrians and cars first by stopping whenever they are detected, and otherwise "
                      "drives 2 m in 4 s", jackal).goal
    assert (first.moves, first.stop_for) == ((drive,), ("pedestrian", "car"))
    for text in ("drives 2 m in 4 s. When ready, it gives the cart a left turn of 90 degrees in place; clock it at 3 s",
                 "drives 2 m in 4 s; once that is done and dusted, it turns left 90 degrees in place in 3 s",
                 "works through two moves: first move: it drives 2 m in 4 s; second move: it turns left 90 degrees in "
                 "place in 3 s"):
        assert read_goal(text, jackal).goal.moves == (drive, spin), text
    assert read_goal("shifts into reverse and backs up 2 m in 4 s", jackal).goal.moves == (
        Move("straight", "reverse", None, 2.0, None, 4.0),)
    # "1.360": the 360 of a padded decimal is no whole turn (it was read as "turn left 360 degrees")
    assert read_goal("drives forward at 1.360 m/s for 4 s", jackal).goal.moves == (
        Move("straight", "forward", None, None, 1.36, 4.0),)
    assert read_goal("turns left 90 degrees with a zero turning radius in 3 s", jackal).goal.moves == (spin,)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves, search", [
    ("stays on the spot, turning left at 0.5 rad/s, until it has the target in its sights; then it signals",
     (Move("left", "in_place", angular_speed=0.5),), True),
    ("is on watch: it stays put and signals every time the target turns up", (), False),
    ("walks forward to track down the target and sends us a signal when it comes across it",
     (Move("straight", "forward"),), True),
    ("stands its post and signals each time the target pops into view", (), False),
    ("plays sentry where it is, signalling whenever the target is in sight", (), False),
])
def test_spot_watches_and_searches_in_more_words(spot_robot, text, moves, search):
    goal = read_goal(text, spot_robot).goal
    assert (goal.moves, goal.signal, goal.search) == (moves, "target", search)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves", [
    # after heldout10 (measured once, then used): a film crew's dolly, frames at a frame rate, a turn per N seconds,
    # metres and centimetres said as "two metres fifty", "point fifty five", a radius kept from the centre
    ("dollies in for 4 s at 0.5 m/s, then dollies back 2 m in 4 s",
     (Move("straight", "forward", None, None, 0.5, 4.0), Move("straight", "reverse", None, 2.0, None, 4.0))),
    ("eases her back 1.5 m in 3 s", (Move("straight", "reverse", None, 1.5, None, 3.0),)),
    ("curves left 90 degrees on a two metres fifty radius in 5 s; to wrap, she spins right 90 degrees on the one spot "
     "in 3 s", (Move("left", "forward", 90.0, 2.5 * math.pi / 2, None, 5.0), Move("right", "in_place", -90.0, None,
                                                                                   None, 3.0))),
    ("turns left 90 degrees keeping 2 m out from the centre of the turn, in 5 s",
     (Move("left", "forward", 90.0, math.pi, None, 5.0),)),
    ("spins left at one full turn every 30 seconds on the spot for 10 s",
     (Move("left", "in_place", 120.0, None, None, 10.0, math.radians(12)),)),
    ("rolls forward two point fifty five metres for 96 frames @ 24 fps",
     (Move("straight", "forward", None, 2.55, None, 4.0),)),
    ("pans left 45 degrees in 3 s", (Move("left", "in_place", 45.0, None, None, 3.0),)),
])
def test_a_film_crews_words(jackal, text, moves):
    _assert_moves(read_goal(text, jackal), moves)


@pytest.mark.timeout(60)
def test_crew_members_are_people_and_a_mark_is_a_place(jackal, spot_robot):
    goal = read_goal("drives 2 m in 4 s, stopping for crew members and then pushing on", jackal).goal
    assert (goal.moves, goal.stop_for) == ((Move("straight", "forward", None, 2.0, None, 4.0),), ("pedestrian",))
    guard = read_goal("stays parked on its mark and signals each time it has the target in frame", spot_robot).goal
    assert (guard.moves, guard.signal) == ((), "target")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, search", [
    ("keeps spinning right in place and, as soon as the target appears, signals, halting for people", True),
    ("walks forward and, once the target is seen, signals, halting for people", True),
    ("walks forward and signals whenever the target is in view, halting for people", False),
    ("spins right 90 degrees in place and, once the target is seen, signals, halting for people", False),
])
def test_a_signal_once_the_target_appears_ends_an_open_ended_move(spot_robot, text, search):
    """A move with no end of its own, and a signal said once ("as soon as", "once", "when"), is a search (it was
    read as a walk that signals); a signal "whenever" it is in view, or after a bounded turn, is not."""
    assert read_goal(text, spot_robot).goal.search is search


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, unread", [
    ("drives 2 m in 4 s, stopping whenever a pedestrian or a forklift is detected", "forklift"),
    ("drives 2 m in 4 s, stopping for pedestrians and STOP placards", "placards"),
    ("drives 2 m in 4 s and will not move as long as a walking person or a hovercraft is detected", "hovercraft"),
])
def test_a_hazard_list_naming_something_unknown_is_refused(jackal, text, unread):
    """After heldout11: the hazard clause was read whole, so "a walking person or a four-wheeler" stopped for people
    alone (16 wrong goals). A thing the list names that is no hazard noun is unread now."""
    assert unread in read_goal(text, jackal).unread


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, moves, stop_for", [
    # Indian English: a four-wheeler or a two-wheeler is a vehicle, a STOP board a stop sign, LHS/RHS the sides,
    # "anti-clock wise", degrees and minutes of arc, "one-fourth", "X and half", "kmph", "the same" for the move
    ("creeps forward 3 m in 6 s; post that it takes a turn towards RHS of 45°30' in place, taking 5 s for the same, "
     "halting for 2-wheelers, four wheelers and STOP boards",
     (Move("straight", "forward", distance=3.0, time=6.0), Move("right", "in_place", -45.5, time=5.0)),
     ("car", "stop_sign")),
    ("turns anti-clock wise ninety and half degrees with 2 m as radius, and the same should continue for eleven and "
     "one-fourth seconds; time taken should be exactly that",
     (Move("left", "forward", 90.5, 2 * math.radians(90.5), time=11.25),), ()),
    ("goes in reverse at 3.6 kmph for 4 s; after this only, it rotates towards LHS by 20 deg 15' at the same place "
     "in 3 s. As per safety protocol, it stops for walking persons without fail",
     (Move("straight", "reverse", speed=1.0, time=4.0), Move("left", "in_place", 20.25, time=3.0)), ("pedestrian",)),
    # a contract's register: numbers in words with the digits in brackets, provisos, "thereof", "in the event that"
    ("is hereby directed to proceed forward a distance of three (3) meters over a period of six point five (6.5) "
     "seconds; upon completion thereof, it shall turn left ninety (90) degrees in place, said turn to be completed in "
     "four (4) seconds, provided, however, that in the event that a pedestrian is detected, it shall stop",
     (Move("straight", "forward", distance=3.0, time=6.5), Move("left", "in_place", 90.0, time=4.0)), ("pedestrian",)),
    ("heads up: it drives upfield 2 m in 4 s, no more, no less, and freezes whenever folks are detected, every single "
     "time", (Move("straight", "forward", distance=2.0, time=4.0),), ("pedestrian",)),
    ("turns right 90 degrees about a center point located 2 m from the robot, 6 seconds on the stopwatch",
     (Move("right", "forward", -90.0, 2 * math.radians(90), time=6.0),), ()),
])
def test_more_englishes_read_as_the_goal(jackal, text, moves, stop_for):
    """After heldout11 and heldout12 (their remaining misses, each form written here in our own words): Indian English
    and a contract's register, read as general forms."""
    reading = read_goal(text, jackal)
    assert reading.goal is not None, reading.unread
    _assert_moves(reading, moves)
    assert reading.goal.stop_for == stop_for


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text, unread", [
    ("heads up 2 m in 4 s", None),  # a move: "heads up" with no colon
    ("drives 2 m in 4 s at the same speed", "same"),  # the same as what: refused, not dropped
    ("turns left 90 degrees in the fourth second", "fourth"),  # an ordinal, not a quarter
])
def test_lookalikes_of_the_new_forms_are_not_read_as_them(jackal, text, unread):
    reading = read_goal(text, jackal)
    assert (reading.goal is not None) if unread is None else unread in reading.unread, reading


@pytest.mark.timeout(60)
def test_hazard_lists_with_adjectives_and_more_forms_still_read(jackal, spot_robot):
    goal = read_goal("drives 2 m in 4 s, stopping for a passing car or a red stop sign", jackal).goal
    assert goal.stop_for == ("car", "stop_sign")
    _assert_moves(read_goal("turns left 30 degrees, radius being 2 m and time being 3 s", jackal),
                  (Move("left", "forward", 30.0, 2 * math.radians(30), None, 3.0),))
    assert len(read_goal("does 2 steps as below: step no. 1: it drives 2 m in 4 s; step no. 2: it turns left 90 "
                         "degrees in place in 3 s", jackal).goal.moves) == 2
    still = read_goal("keeps standing without any movement and signals whenever the target is visible", spot_robot).goal
    assert (still.moves, still.signal) == ((), "target")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("bound, seconds", [("for at most 20 seconds", 20.0), ("for up to half a minute", 30.0),
                                            ("for no more than 1.5 minutes", 90.0), ("for up to 12 m", None)])
def test_a_search_said_to_last_at_most_a_time_gets_that_bound(spot_robot, bound, seconds):
    """A time bound on a search becomes `search_at_most` (judged: the search ends there when nothing was found); a
    bound in metres is not a time and is not checked."""
    goal = read_goal(f"walks forward looking for the target {bound}, stopping for people, signals if found, then "
                     f"walks back", spot_robot).goal
    assert goal.search and goal.signal == "target" and goal.ends and goal.search_at_most == seconds


@pytest.mark.timeout(60)
@pytest.mark.parametrize("bound, back", [("for no longer than 16 s", "then comes back"),
                                         ("giving up after 16 seconds at most", "and then returns"),
                                         ("for up to 16 s", "then walks back to where it started"),
                                         ("for at most 16 s", "then heads back the way it came")])
def test_a_bounded_search_then_a_way_back_in_other_words(spot_robot, bound, back):
    """The return trip and the bound in other words than the shipped task's; "signals if found and then ..." ends the
    signal's clause at the step after it (the way back was read as part of the signal, and the walk checked)."""
    goal = read_goal(f"looks for the target walking forward {bound}, stopping for people, signals if found {back}",
                     spot_robot).goal
    assert (goal.moves, goal.search, goal.search_at_most, goal.signal) == (None, True, 16.0, "target")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("text", ["drives forward 2 m at 0.5 m/s, then drives back", "drives 3 m, then returns"])
def test_a_way_back_outside_a_bounded_search_is_refused(jackal, text):
    """A return trip of unsaid manner left the motion unchecked, so a program that never moved did "drives 2 m, then
    drives back"; only a search, whose motion its bound and target check, takes one."""
    reading = read_goal(text, jackal)
    assert reading.goal is None and "way back" in reading.why()


@pytest.mark.timeout(60)
def test_sightings_and_standing_said_as_idioms(spot_robot, jackal):
    """After heldout12 (our own examples): "picks up the target" and "lays eyes on it" are seeing it, "stays planted"
    is staying still, "zero translation" is in place, "in the first instance" is first."""
    search = read_goal("walks forward until it picks up the target, then signals, stopping for people", spot_robot).goal
    assert search is not None and search.search and search.signal == "target"
    assert read_goal("turns left on the spot until it lays eyes on the target, then signals", spot_robot).goal.search
    guard = read_goal("stays planted and signals whenever the target is in view", spot_robot).goal
    assert guard is not None and guard.moves == () and guard.signal == "target"
    _assert_moves(read_goal("in the first instance it turns left 90 degrees with zero translation in 3 s, then drives "
                            "1 m in 2 s", jackal),
                  (Move("left", "in_place", 90.0, time=3.0), Move("straight", "forward", distance=1.0, time=2.0)))


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words, number", [("one sixty two and a half", "162.5"), ("two forty", "240"),
                                           ("one oh five", "105"), ("twenty one", "21"), ("one hundred twenty", "120"),
                                           ("nine ninety nine", "999")])
def test_numbers_said_as_hundreds(words, number):
    """After heldout13 (speech): "one sixty two" is 162 as it is said; it was read 63 (1 + 60 + 2), in no reading
    right."""
    assert numbers_in_digits(f"turns {words} degrees") == f"turns {number} degrees"


@pytest.mark.timeout(60)
def test_a_spoken_task_reads_through_its_hesitations(jackal):
    """After heldout13 (our own words): hesitations and thanks are a closed class of no meaning; a run-on sentence's
    "when it is done with that it goes 3 m ... and it stops for people" is moves then a hazard (the hazard clause
    ended at the first number; it swallowed the moves after it), and a turn said by its side, then "it turns N degrees"
    with no side, is one turn (the second was read as a counter-clockwise turn of its own)."""
    spoken = ("uh so it turns right um one twenty degrees in place in six seconds and when it is done with that it "
              "goes uh straight forward two meters in four seconds and um it stops for people walking too thx")
    _assert_moves(read_goal(spoken, jackal), (Move("right", "in_place", -120.0, time=6.0),
                                              Move("straight", "forward", distance=2.0, time=4.0)))
    assert read_goal(spoken, jackal).goal.stop_for == ("pedestrian",)
    said_on = "turns to its right along an arc um the radius is two meters and it turns ninety degrees in five seconds"
    _assert_moves(read_goal(said_on, jackal), (Move("right", "forward", -90.0, 2 * math.radians(90), time=5.0),))
    two = read_goal("turns right in 2 s and it turns left 90 degrees in 3 s", jackal).goal  # a side said: two turns
    assert [m.turn for m in two.moves] == ["right", "left"]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("typed, plain", [
    ("backs up w/o turning 4 s @ 0.5 m/s, then goes fwd 2m b4 stopping for ppl ofc",
     "backs up without turning 4 s at 0.5 m/s, then goes forward 2m before stopping for people"),
    ("turns left um 90 degrees sorry 80 degrees in 3 s", "turns left 80 degrees in 3 s"),
    ("spins right sorry spins in place right 40 and a half degrees in 2 s", "spins in place right 40.5 degrees in 2 s"),
    ("2 steps: 1) turns left 90 degrees in place in 3 s; 2) drives 2 m in 4 s",
     "does 2 steps: 1) turns left 90 degrees in place in 3 s; 2) drives 2 m in 4 s"),
])
def test_chat_shorthand_and_spoken_repairs_read_as_the_plain_words(jackal, typed, plain):
    """After heldout13 (our own words): chat shorthand (w/o, @, fwd, b4, ppl) is spelled out; a spoken self-repair
    replaces the words from the first word it repeats ("90 degrees sorry 80 degrees": 80); "N and a half" with digits;
    a list's count with no verb before it."""
    assert read_goal(typed, jackal).goal == replace(read_goal(plain, jackal).goal, source="<typed task>")


@pytest.mark.timeout(60)
def test_a_repair_that_repeats_nothing_is_refused(jackal):
    """A repair that names no word said before it and replaces no word of its kind just before the marker is not
    applied ("turns left sorry 90 degrees": which of the turn's words it corrects is not guessed); "turns left sorry
    right" replaces the side said just before it (a side for a side; it had been refused)."""
    assert "sorry" in read_goal("turns left sorry 90 degrees in 3 s", jackal).unread
    assert read_goal("turns left sorry right 90 degrees in 3 s", jackal).goal.moves[0].turn == "right"


@pytest.mark.timeout(60)
def test_standing_said_german_or_engineer_style_is_no_motion_and_not_unchecked_motion(spot_robot):
    """After heldout14's first measurement (9 wrong Spot goals; our own words here): "keeps standing" was filler, so a
    guard read as motion left unchecked; "stationary: no walking" made a straight move made in place (no manoeuvre
    at all); "walks not" (the negation after the verb) was a walk; "in case a person is seen, it stops and continues
    afterwards" read "continues afterwards" as a second walk; "while the target is not in view" is a search."""
    for text in ("keeps standing and signals whenever it sees the target",
                 "stationary: no walking; signal on every target detection",
                 "stays on the spot, walks not, and signals every time the target appears"):
        goal = read_goal(text, spot_robot).goal
        assert goal is not None and goal.moves == () and goal.signal == "target", text
    walk = read_goal("walks ahead in search of the target; if it finds it, it stops and signals, and in case a person "
                     "is seen, it stops and continues afterwards", spot_robot).goal
    assert len(walk.moves) == 1 and walk.search and walk.stop_for == ("person",)
    spin = read_goal("spins left at 0.3 rad/s in place while the target is not in view, then signals", spot_robot).goal
    assert spin.search and not spin.ends
    parenthesis = read_goal("turns left at 0.3 rad/s in place until the target is seen, then signals (no walking)",
                            spot_robot).goal
    assert not parenthesis.after_signal_still  # "(no walking)" says how it turns, as the earlier splits' goals read it


@pytest.mark.timeout(60)
@pytest.mark.parametrize("typed, plain", [
    ("drives +x: v = 0.5 [m/s], t_total = 4 [s]; safety: pedestrians -> stop, resume once clear",
     "drives forward at 0.5 m/s for 4 s, stopping for pedestrians"),
    ("S1: turns in place (linear.x = 0) with +z yaw, Δθ = 90 [deg], t = 3 [s]; S2: drives -x, |Δx| = 1.5 [m] in "
     "dt = 2 [s]; hold (cmd_vel = 0) while a pedestrian is detected",
     "turns left 90 degrees in place in 3 s, then reverses 1.5 m in 2 s, stopping for pedestrians"),
    ("arcs with -z yaw, R = 2 [m], Δθ = 45 [deg], t = 5 [s], e-stop on pedestrian",
     "turns right 45 degrees with a radius of 2 m in 5 s, stopping for pedestrians"),
])
def test_an_engineers_notation_reads_as_the_plain_words(jackal, typed, plain):
    """After heldout14 (our own words): units in brackets, variables assigned (v, t_total, dt, Δθ, |Δx|, R), axes and
    yaw signs as ROS REP 103 has them (+x forward, +z yaw counter-clockwise), a zero command, steps named S1, S2,
    'hazards -> stop', 'e-stop on', 'resume once clear'."""
    assert read_goal(typed, jackal).goal == replace(read_goal(plain, jackal).goal, source="<typed task>")


@pytest.mark.timeout(60)
def test_a_resumption_or_a_stopped_rotation_is_no_move(spot_robot):
    """After heldout14 (our own words): "afterwards it continues" and "then continue" after a hazard's stop were read
    as a second walk, "stops rotating on detection" as a straight walk."""
    walk = read_goal("walks forward 3 m in 6 s, whereby it halts as long as a person is in sight, afterwards it "
                     "continues, and it signals whenever it sees the target", spot_robot).goal
    assert len(walk.moves) == 1
    spin = read_goal("scans by rotating left on the spot; stops rotating on target detection and signals; if a person "
                     "is detected: stop, wait until clear, continue", spot_robot).goal
    assert [(m.turn, m.direction) for m in spin.moves] == [("left", "in_place")] and spin.search
    assert len(read_goal("walks on until it finds the target, then signals", spot_robot).goal.moves) == 1


@pytest.mark.timeout(60)
def test_german_english_turns_and_hazards(jackal, spot_robot):
    """After heldout14 (our own words): "on the place" is in place, "in clock direction" clockwise and "against the
    clock direction" counter-clockwise, "to the back" reverse, "v = 0" no linear speed, "for X it must always stop"
    the hazard said first; "holds pose (no walking)" no motion. "searching for the target, it should stop" names no
    hazard after "for" and is not read as one."""
    _assert_moves(read_goal("turns on the place in clock direction 90 degree during 3 second, afterwards it drives to "
                            "the back 2 meter during 4 second; for pedestrians and stop signs it must always stop",
                            jackal),
                  (Move("right", "in_place", -90.0, time=3.0), Move("straight", "reverse", distance=2.0, time=4.0)))
    assert read_goal("turns on the place against the clock direction 90 degree during 3 second; for passers-by it must "
                     "always stop", jackal).goal.stop_for == ("pedestrian",)
    assert read_goal("holds pose (no walking) and signals every time the target is detected", spot_robot).goal.moves == ()
    search = read_goal("walks forward searching for the target, and on finding it must stop and signal, stopping for "
                       "people", spot_robot).goal
    assert search.after_signal_still and search.stop_for == ("person",)


@pytest.mark.timeout(60)
def test_a_reading_that_gives_a_turn_in_place_a_speed_is_no_goal(jackal):
    """A task file refuses a move in place with a linear speed (goals._move), so no reading gives one: a lenient
    reading of this heldout12 task put the first move's 0.315 m/s on the turn in place (its draft file would not
    have loaded); the strict reading refuses the task for "rep's". Since its sentences are steps (2026-12-06) the
    lenient reading has both moves, the turn in place with no speed."""
    words = ("goes straight forward at 0.315 m per sec, six point four five (6.45) seconds on the stopwatch. Once "
             "that rep's done, it spins off to its left 142.5 degrees in place at 0.275 rad per sec, on the whistle "
             "(it shall stop for persons traveling on foot and motorized vehicles and resume once they have cleared).")
    strict, lenient = read_goal(words, jackal), read_goal(words, jackal, lenient=True)
    assert strict.goal is None and "rep's" in strict.unread
    assert lenient.goal is None or all(m.speed is None for m in lenient.goal.moves if m.direction == "in_place")


@pytest.mark.parametrize("words", [
    "comes over to the left at 0.4 rad/s on the spot, keeping a lookout for the target, and signals once it sees it.",
    "over to the left at 0.4 rad/s on the spot, signalling when it sees the target."])
def test_a_turning_rate_no_manoeuvre_takes_is_refused_not_dropped(spot_robot, words):
    """A rate in rad/s with no verb the reader reads was dropped, and the task read as a guard that never moves (a
    nautical writer's "comes over to starboard at ... on the spot": heldout16, measured once); like a time, a speed,
    an angle or a length, it is refused with the words it belongs to."""
    reading = read_goal(words, spot_robot)
    assert reading.goal is None and reading.reason.startswith("quantities of no manoeuvre: ") \
        and "0.4 rad/s" in reading.reason and "  " not in reading.reason


@pytest.mark.parametrize("words", ["makes the robot without moving, signalling whenever the target is in view.",
                                   "has the unit not walk, and signal each time it sees the target."])
def test_a_causative_never_swallows_a_negation(spot_robot, words):
    """"makes the guard without moving" was read as "moving" (a causative, "makes the rig move", took "the guard
    without" for its object): a walk of no length instead of standing still."""
    goal = read_goal(words, spot_robot).goal
    assert goal is not None and goal.moves == () and goal.signal == "target"


@pytest.mark.parametrize("words", ["goes in the lounge and announces « lunch is served » to the present person, if "
                                   "there is a person.",
                                   "goes to the lounge and, if there is somebody, it says « lunch is served »."])
def test_a_message_in_spaced_guillemets_is_the_words_inside(indoor, words):
    """French typography spaces the message inside its guillemets; the spaces were kept, so a program that said
    "lunch is served" failed a goal asking for " lunch is served "."""
    goal = read_goal(words, indoor).goal
    assert {e.text for ns in goal.scenarios for e in ns.expect if e.text} == {"lunch is served"}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words, message", [
    ("goes to the lab and, if a person is there, asks 'do you want tea?'", "do you want tea?"),
    ("goes to the lab and, if a person is there, says 'wait... I need to charge'", "wait... i need to charge"),
    ('goes to the lab and, if a person is there, says "Please make sure the door is closed"',
     "please make sure the door is closed"),
    ("goes to the lab and, if a person is there, says \u2018c u later\u2019", "c u later"),
    ("GOES TO THE LAB AND, IF A PERSON IS THERE, ASKS 'WOULD YOU LIKE COFFEE?'", "would you like coffee?")])
def test_a_quoted_message_is_said_as_typed(indoor, words, message):
    """A quoted message went through the rewritings of the task's words: "you want", "I need to" and "please make
    sure" were taken out as requests, an ellipsis made a comma, so the goal asked for "do  tea?" and a program that
    asked what the user typed failed it. Our own words."""
    goal = read_goal(words, indoor).goal
    assert goal is not None and {e.text for ns in goal.scenarios for e in ns.expect if e.text} == {message}
    assert any(e.room == "lab" for ns in goal.scenarios for e in ns.expect if e.text)  # the rooms read as before


@pytest.mark.timeout(60)
def test_two_quoted_messages_are_refused(indoor):
    """An errand is read with one message: "say 'hi' ... ask 'are you ok?'" had asked "hi" in both rooms."""
    reading = read_goal("Go to the kitchen and say 'hi'. Then go to the lab and ask 'are you ok?'", indoor)
    assert reading.goal is None and "2 messages quoted" in reading.reason
    assert read_goal("Go to the kitchen and say 'hi', then go to the lab and say 'hi'", indoor).goal is not None


def _moves(words: str, robot) -> tuple:
    goal = read_goal(words, robot).goal
    assert goal is not None, read_goal(words, robot).why()
    return tuple((m.turn, m.direction, m.heading and round(m.heading, 6), m.distance and round(m.distance, 6), m.speed,
                  m.time, m.angular_speed) for m in goal.moves)


@pytest.mark.parametrize("words, moves", [
    ("pivots on itself in the trigonometric sense of 45 degrees during 3,5 secondes.",
     (("left", "in_place", 45.0, None, None, 3.5, None),)),
    ("turns in the sense of the watch needles of 30°, ray 1,5 mètres, in 4 s.",  # on a 1.5 m radius: 0.785398 m
     (("right", "forward", -30.0, round(1.5 * math.pi / 6, 6), None, 4.0, None),)),
    ("rolls in back march during 4,5 sec at 0,8 m/s.", (("straight", "reverse", None, None, 0.8, 4.5, None),)),
    ("recoils 2,25 mètres in 5 s.", (("straight", "reverse", None, 2.25, None, 5.0, None),)),
    ("does 2 actions in this order: 1/ walks in front at 0,6 m/s during 3 s; 2/ effectuates a virage on the left of "
     "90° on place in 6 s.", (("straight", "forward", None, None, 0.6, 3.0, None),
                              ("left", "in_place", 90.0, None, None, 6.0, None))),
])
def test_a_french_speakers_english(jackal, words, moves):
    """The trigonometric sense is counter-clockwise and the watch's needles go clockwise, "back march" and "recoils"
    reverse, "ray" is a radius, "1/" numbers a step, accents and "secondes" are read (our own words, after
    heldout16)."""
    assert _moves(words, jackal) == moves


@pytest.mark.parametrize("words, moves", [
    ("goes astern 2 m in 4 s.", (("straight", "reverse", None, 2.0, None, 4.0, None),)),
    ("comes about to starboard 8 points on her heel in 6 s.", (("right", "in_place", -90.0, None, None, 6.0, None),)),
    ("steams ahead, engines set for 0.5 metres a second, for 7 s by the chronometer.",
     (("straight", "forward", None, None, 0.5, 7.0, None),)),
])
def test_a_ships_helm_orders(jackal, words, moves):
    """Astern is backwards, a compass point 11.25 degrees, "on her heel" in place, engines set for a speed that
    speed, the chronometer's and log's words no quantity of their own."""
    assert _moves(words, jackal) == moves


def test_helm_orders_stop_for_people_afoot_and_ride_at_anchor(jackal, spot_robot):
    goal = read_goal("goes astern 2 m in 4 s, and stops engines whenever anyone afoot or a car under way is sighted.",
                     jackal).goal
    assert goal.stop_for == ("pedestrian", "car")
    goal = read_goal("rides at anchor and signals whenever the target bears in sight.", spot_robot).goal
    assert goal.moves == () and goal.signal == "target"


@pytest.mark.parametrize("words, speed", [("drives at 1,225 m/s during 1,65 sec.", 1.225),   # the writer's commas
                                          ("drives at 0,345 m/s during 1,225 sec.", 0.345)])
def test_a_comma_with_three_digits_is_decimal_where_the_writer_writes_decimal_commas(jackal, words, speed):
    (move,) = read_goal(words, jackal).goal.moves
    assert move.speed == speed and move.time in (1.65, 1.225)
    assert numbers_in_digits("drives 1,500 m at 1.5 m/s").strip() == "drives 1500 m at 1.5 m/s"  # English thousands



@pytest.mark.parametrize("words", ["walks forward searching for the target, stops as soon as it is seen, and signals, "
                                   "stopping for people.",
                                   "walks forward searching for the target, stops once the target is found and "
                                   "signals, stopping for people."])
def test_a_stop_at_the_target_said_with_its_moment_then_a_signal_stands_still_after_it(spot_robot, words):
    """"heaves to as soon as it is sighted, and signals" was read without the stand-still after the signal: the words
    between the stop and the signal say when it stops (at the target), not a hazard's condition."""
    goal = read_goal(words, spot_robot).goal
    assert goal.search and goal.after_signal_still and goal.stop_for == ("person",)


@pytest.mark.parametrize("words, moves", [
    ("the bridge gives 2 orders: order 1: goes astern 1.5 m in 3 s; order 2: swings to port 4 points while lying "
     "stopped, taking 2 s.", (("straight", "reverse", None, 1.5, None, 3.0, None),
                               ("left", "in_place", 45.0, None, None, 2.0, None))),
    ("goes ahead 2 m in 5 s. last order: comes to starboard 30 degrees on her heel at 600 degrees a minute.",
     (("straight", "forward", None, 2.0, None, 5.0, None),
      ("right", "in_place", -30.0, None, None, None, round(math.radians(10), 9)))),
])
def test_a_ships_numbered_orders_each_a_move(jackal, words, moves):
    """"order 2:" and "last order:" begin a move as "step 2:" does (read as one move, a reverse and a turn were
    merged), and a rate of turn may be given in degrees a minute."""
    got = _moves(words, jackal)
    assert got[:-1] == moves[:-1] and got[-1][:-1] == moves[-1][:-1] and \
        (got[-1][-1] is None or math.isclose(got[-1][-1], moves[-1][-1], rel_tol=1e-6))


@pytest.mark.parametrize("words, stop_for, moves", [
    ("rolls in front during 4 s at 0,5 m/s, and if ever it detects a car, it marks a stop and waits that the way is "
     "free.", ("car",), 1),
    ("stays hove to and signals every time the target is sighted.", (), 0),
])
def test_a_french_stop_and_a_ship_hove_to(jackal, spot_robot, words, stop_for, moves):
    goal = read_goal(words, spot_robot if "target" in words else jackal).goal
    assert goal.stop_for == stop_for and len(goal.moves) == moves


def test_keeping_a_lookout_for_the_target_is_a_search(spot_robot):
    goal = read_goal("walks ahead keeping a sharp lookout for the target, and signals once it is sighted, stopping "
                     "for people.", spot_robot).goal
    assert goal.search and goal.signal == "target" and goal.stop_for == ("person",)


def test_after_it_finishes_and_a_lookout_for_people_read_as_before_the_french_and_helm_forms(jackal, spot_robot):
    """The French "after, it rolls" and the helm's "keeping a sharp lookout for the target" are read without taking
    "after it finishes, it turns" or "keeping a lookout for walkers" (a hazard's lead) with them."""
    goal = read_goal("drives 2 m in 4 s. After it finishes, it turns left 90 degrees in place in 3 s.", jackal).goal
    assert goal is not None and len(goal.moves) == 2
    goal = read_goal("drives 2 m in 4 s, keeping a lookout for walkers and stopping whenever a walker is detected.",
                     jackal).goal
    assert goal is not None and goal.stop_for == ("pedestrian",) and not goal.search


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words, moves", [
    ("moves backward at speed every second 0.42 meter，keep 6.5 seconds。",
     (("straight", "reverse", None, None, 0.42, 6.5, None),)),
    ("does original-place turning in the inverse hour-hand direction 60 degree, use time 4s.",
     (("left", "in_place", 60.0, None, None, 4.0, None),)),
    ("according to the radius 1.5m turns along the hour-hand direction 45 degree, spends 5 seconds to finish.",
     (("right", "forward", -45.0, round(1.5 * math.pi / 4, 6), None, 5.0, None),)),
    ("total 2 steps: step 1, goes ahead straightly until the distance reach 2m, keep the speed 0.5m/s; step 2, "
     "walks to the back direction 1 meter, continue 4 second.",
     (("straight", "forward", None, 2.0, 0.5, None, None), ("straight", "reverse", None, 1.0, None, 4.0, None))),
])
def test_a_mandarin_speakers_english(jackal, words, moves):
    """"every second N meter" (meimiao) is a speed, the hour hand's direction clockwise and its inverse
    counter-clockwise, the original place in place, "according to the radius" a turn's radius said before it,
    "keep, continue, use time, spend N s" a time, "until the distance reach" a distance, "straightly" straight,
    full-width punctuation read as ASCII, "total 2 steps: step 1, ..." counted steps (our own words, after
    heldout17)."""
    assert _moves(words, jackal) == moves


@pytest.mark.timeout(60)
def test_a_mandarin_speakers_hazards_and_stillness(jackal, spot_robot):
    """"meet any", "pay attention to ...: see any" and "encounter any" lead a hazard's stop, a "coming car" is a car,
    a "stop-and-yield sign" a stop sign, "personnel" a person, "go on" goes on (no move), and "stops at the same
    position all the time" and "during the target is in view, do not walk" are standing still, the second only
    while the target is in view (not after signalling)."""
    goal = read_goal("goes ahead straightly 3 meter in 6s, and pay attention to pedestrians, coming cars and "
                     "stop-and-yield signs: see any pedestrian, a coming car or a stop-and-yield sign then stop, "
                     "after clear go on.", jackal).goal
    assert goal.stop_for == ("pedestrian", "car", "stop_sign") and len(goal.moves) == 1
    still = read_goal("stops at the same position all the time and sends signal each time the target is detected.",
                      spot_robot).goal
    assert (still.moves, still.signal) == ((), "target")
    walk = read_goal("walks to front side 2 meter in 4s, and encounter any personnel must stop, then continue, during "
                     "the target is in view, do not walk, sending signal every time when it sees the target.",
                     spot_robot).goal
    assert walk.stop_for == ("person",) and walk.signal == "target" and not walk.after_signal_still
    assert len(walk.moves) == 1


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words, moves", [
    ("glides forward 2 m of floor, taking 8 counts at 120 bpm for it, lovely and smooth.",
     (("straight", "forward", None, 2.0, None, 4.0, None),)),
    ("moonwalks straight back at 0.4 m/s for the next 16 counts at 96 bpm.",
     (("straight", "reverse", None, None, 0.4, 10.0, None),)),
    ("combo of 2: 1st move, it swoops to its left 30 degrees on a 2 m radius in 5 secs; 2nd move, it rolls it back "
     "1 metre, and we give it 4 seconds.", (("left", "forward", 30.0, round(2 * math.pi / 6, 6), None, 5.0, None),
                                              ("straight", "reverse", None, 1.0, None, 4.0, None))),
    ("does a 90-degree right-hand pirouette without leaving its mark, stretched over 6 secs.",
     (("right", "in_place", -90.0, None, None, 6.0, None),)),
])
def test_a_dance_teachers_english(jackal, words, moves):
    """Counts at a tempo are seconds (8 counts at 120 bpm: 4 s), moonwalking reverses, swooping curves, a pirouette
    spins, "rolls it back" reverses, a combo's moves are counted steps, "we give it" and "stretched over" a time,
    "of floor" and "lovely" no words of their own (our own words, after heldout17)."""
    assert _moves(words, jackal) == moves


@pytest.mark.timeout(60)
def test_a_dance_teachers_freeze_and_pose(spot_robot):
    """Hitting a freeze at the target and then a hazard clause with "anybody" keeps the robot still after it
    signalled (the hazard list had run on into "if anybody ..." and taken the stop with it), and holding a pose
    while the target is in view is standing still while it is."""
    search = read_goal("struts forward looking for the target, and the moment it spots it, it hits a freeze and "
                       "signals, and if anybody comes into view, it holds still till the way is clear, then carries "
                       "on.", spot_robot).goal
    assert search.search and search.after_signal_still and search.stop_for == ("person",)
    guard = read_goal("keeps a still pose the whole time and throws a signal every time the target appears.",
                      spot_robot).goal
    assert (guard.moves, guard.signal) == ((), "target")


@pytest.mark.timeout(60)
def test_a_negated_walk_after_a_comma_and_holding_in_place_stand_still(spot_robot):
    """A blind writer (docs/results/unseen-writer/, our own words here) got two wrong goals, both letting Spot move
    where it was told not to: "no walking" after a comma read as a walk, "hold in place" as nothing (motion left
    unchecked)."""
    for text in ("keep your position, no walking. signal each time the target shows.",
                 "on guard duty. no walking, and signal whenever the target is in view.",
                 "hold in place and signal when the target appears."):
        goal = read_goal(text, spot_robot).goal
        assert goal is not None and goal.moves == () and goal.signal == "target", text


@pytest.mark.timeout(60)
@pytest.mark.parametrize("addressed, described", [
    ("turn right in place until you spot the target, then signal; stop whenever you see a person",
     "turns right in place until it spots the target, then signals, stopping for people"),
    ("you walk forward 2 m in 4 s; you always stop for people and you freeze while the target is in view",
     "walks forward 2 m in 4 s, stopping for people, standing still while the target is in view"),
    ("drive your robot forward at 0.3 m/s for 5 s, and if a pedestrian is in front of you, you must stop",
     "drives forward at 0.3 m/s for 5 s, stopping for pedestrians"),
])
def test_the_robot_addressed_as_you_reads_as_described(jackal, spot_robot, addressed, described):
    """Users address the robot ("until you see the target", "you must stop"); the reader read only tasks that
    describe it ("until it sees"), and refused the verb after "you" ('see' unread)."""
    robot = spot_robot if "target" in addressed else jackal
    goal, plain = read_goal(addressed, robot).goal, read_goal(described, robot).goal
    assert goal is not None and same_goal(goal, plain, robot), read_goal(addressed, robot).why()


@pytest.mark.timeout(60)
def test_a_hazard_said_first_a_bare_maximum_and_one_walk_said_twice(spot_robot):
    """"for people it stops" (the hazard before its verb) and "maximum 20 seconds" (no "of") were unread; "go ahead and
    explore until the target is found" was two unbounded walks, one after the other (our own words). "STOP boards"
    keeps its noun: the stop of a sign is no verb."""
    plain = read_goal("walks ahead searching for the target for at most 20 s, stopping for people, signalling on "
                      "seeing it", spot_robot).goal
    fronted = read_goal("walks ahead searching for the target, maximum 20 seconds; for people it stops, then goes on; "
                        "signals on seeing it", spot_robot).goal
    assert plain is not None and fronted is not None and same_goal(fronted, plain, spot_robot)
    twice = read_goal("go ahead and explore until the target is found, then signal and stay put", spot_robot).goal
    once = read_goal("walks ahead exploring until the target is found, then signals and stays put", spot_robot).goal
    assert len(twice.moves) == 1 and same_goal(twice, once, spot_robot)
    measured = read_goal("walks forward, then walks forward 2 m in 3 s", spot_robot).goal
    assert len(measured.moves) == 2  # the second walk is measured: a move of its own


@pytest.mark.timeout(60)
def test_a_request_asked_as_a_question_ends_its_sentence(spot_robot):
    """"would you walk ahead until you see the target, and then signal and stop? Do stop for people": the question
    mark ended no sentence, so the stop after the signal was lost to the hazard's clause (our own words)."""
    asked = read_goal("could you walk ahead until you spot the target, then signal and stop? stop for people too",
                      spot_robot).goal
    said = read_goal("walks ahead until it spots the target, then signals and stops. it stops for people too",
                     spot_robot).goal
    assert asked.after_signal_still and same_goal(asked, said, spot_robot)


@pytest.mark.timeout(60)
def test_the_right_turn_keeps_its_side(jackal):
    """"makes the right turn of 60 degrees" read as a causative ("has the cart make a turn"), with "right" as the
    thing made to turn: the side was dropped and the turn went counter-clockwise (a blind writer; our own words)."""
    for text, heading in (("makes the right turn of 45 degrees on a 3 m radius in 6 s", -45.0),
                          ("makes the sharp left turn of 45 degrees on a 3 m radius in 6 s", 45.0)):
        [move] = read_goal(text, jackal).goal.moves
        assert move.heading == heading, text


@pytest.mark.timeout(60)
@pytest.mark.parametrize("ordered, plain", [
    ("BACK UP 2 meters in 4 seconds! Pedestrian or car in view, you HALT! Then carry on!",
     "reverses 2 m in 4 s, stopping for pedestrians and cars"),
    ("drive forward 3 m at 0.5 m/s. see a pedestrian, you wait until it clears.",
     "drives forward 3 m at 0.5 m/s, stopping for pedestrians"),
    ("turn left 90 degrees in place in 5 s and please give them the way, pedestrians and cars.",
     "turns left 90 degrees in place in 5 s, giving way to pedestrians and cars"),
    ("turn right 30 degrees on a 2 m radius and finish in 4 seconds, stopping for pedestrians.",
     "turns right 30 degrees on a 2 m radius in 4 s, stopping for pedestrians"),
])
def test_orders_read_as_the_plain_words(jackal, ordered, plain):
    """Orders as a drill sergeant or a learner types them (a blind writer; our own words): "!" ends a sentence, a stop
    ordered on a hazard seen with no "if", "give them the way", "finish in"."""
    _reads_like(ordered, plain, jackal)


@pytest.mark.timeout(60)
def test_a_bound_said_after_its_number_and_an_upper_bound_on_a_plain_move(jackal, spot_robot):
    """"31 seconds max" bounds a search as "for at most 31 s" does; on a move that is no search, "for at most 5 s"
    left the move with no time at all (an endless drive) and is refused now (our own words)."""
    after = read_goal("walks ahead looking for the target, 25 s max; signals on finding it", spot_robot).goal
    before = read_goal("walks ahead looking for the target for at most 25 s; signals on finding it", spot_robot).goal
    assert after.search_at_most == 25.0 and same_goal(after, before, spot_robot)
    for text in ("drives forward for at most 5 s at 0.5 m/s", "drives forward at 0.5 m/s, 5 s max"):
        assert read_goal(text, jackal).goal is None, text


@pytest.mark.timeout(60)
@pytest.mark.parametrize("polite, plain", [
    ("Would you be so kind as to reverse 1.5 m in 3 s, stopping for pedestrians?",
     "reverses 1.5 m in 3 s, stopping for pedestrians"),
    ("I'd be very grateful if you could drive forward 2 m at 0.5 m/s and stop for cars.",
     "drives forward 2 m at 0.5 m/s, stopping for cars"),
    ("This task has two steps. Step one: drive forward 2 m in 4 s. Step two: turn left 90 degrees in place in 5 s.",
     "drives forward 2 m in 4 s, then turns left 90 degrees in place in 5 s"),
    ("A 2-step plan: step 1: reverse 1 m in 2 s; step 2: drive forward 1 m in 2 s.",
     "reverses 1 m in 2 s, then drives forward 1 m in 2 s"),
])
def test_polite_requests_and_step_counts_said_as_a_sentence(jackal, polite, plain):
    """Blind writers' forms (our own words): courtesies around the order, and the number of steps said in a sentence
    of its own ("this task has two steps.", "a 2-step plan:"), still checked against the steps read."""
    _reads_like(polite, plain, jackal)
    assert read_goal("A 3-step plan: step 1: reverse 1 m in 2 s; step 2: drive forward 1 m in 2 s.", jackal).goal is None


@pytest.mark.timeout(60)
def test_a_walk_that_does_not_stop_until_the_target_and_a_way_back_to_the_starting_place(spot_robot):
    """"walk on and don't stop until you see the target" is a search; "walk back to the starting place" and "to the
    place where it started" are the way back to the start (our own words)."""
    plain = read_goal("walks ahead until it sees the target, then signals and stays put", spot_robot).goal
    for text in ("walk ahead and don't stop until you see the target, then signal and stay put",
                 "walks ahead and never stops until it sees the target, then signals and stays put"):
        assert same_goal(read_goal(text, spot_robot).goal, plain, spot_robot), text
    back = read_goal("looks for the target walking ahead for at most 20 s, signals if it finds it, then walks back to "
                     "the start", spot_robot).goal
    for place in ("the starting place", "the place where it started"):
        text = f"looks for the target walking ahead for at most 20 s, signals if it finds it, then walks back to {place}"
        assert same_goal(read_goal(text, spot_robot).goal, back, spot_robot), text


@pytest.mark.timeout(60)
def test_a_request_framed_as_what_the_writer_wants(jackal):
    """A forum post's or a work order's framing (our own words): "I want my rover to", "just want the bot to",
    "what I want:" are the order itself."""
    plain = read_goal("reverses 2 m in 4 s, stopping for pedestrians", jackal).goal
    for text in ("I want my rover to reverse 2 m in 4 s, stopping for pedestrians.",
                 "just want the bot to reverse 2 m in 4 s, stopping for pedestrians",
                 "What I want: it reverses 2 m in 4 s, stopping for pedestrians."):
        assert same_goal(read_goal(text, jackal).goal, plain, jackal), text


@pytest.mark.timeout(60)
@pytest.mark.parametrize("listed, plain", [
    ("1. Reverse at 0.5 m/s for 2 s. 2. Drive forward 2 m in 4 s. Stop for pedestrians.",
     "reverses at 0.5 m/s for 2 s, then drives forward 2 m in 4 s, stopping for pedestrians"),
    ("please do these in order: 1. drive forward 2 m in 4 s. 2. turn left 90 degrees in place in 3 s.",
     "drives forward 2 m in 4 s, then turns left 90 degrees in place in 3 s"),
    ("ok so spin left in place at 20 deg/s for 3 sec, dont go forward, n stop if u see a pedestrian",
     "spins left in place at 20 degrees per second for 3 s, stopping for pedestrians"),
])
def test_a_numbered_list_with_no_count_and_a_teenagers_text(jackal, listed, plain):
    """A blind writer's forms (docs/results/unseen-writer/physio-teen; our own words): a numbered list of steps
    whose count is not said (read only with "a plan of 3 steps:" before), its preamble no move ("follow these
    steps" was a walk); "u", "dont", "n" spelled out, never inside a word ("u-turn")."""
    _reads_like(listed, plain, jackal)
    assert read_goal("2. drive forward 2 m in 4 s. 1. reverse 1 m in 2 s.", jackal).goal is None  # out of order
    [turn] = read_goal("makes a u-turn to the left in place in 6 s", jackal).goal.moves
    assert turn.heading == 180.0


@pytest.mark.timeout(60)
@pytest.mark.parametrize("story, plain", [
    ("As a night-shift supervisor, I want the robot to reverse 2 m in 4 s.\nAcceptance criteria:\n- it stops for "
     "cars\n- the reverse takes 4 s",
     "reverses 2 m in 4 s, stopping for cars"),
    ("User story: as a tester I need the rover to do a two-part drill.\nGiven the rover is parked, when I press go, "
     "then:\n1. it drives forward 3 m in 6 s;\n2. it turns right 45 degrees in place in 2 s.\nAC: it waits for "
     "pedestrians at any point.",
     "drives forward 3 m in 6 s, then turns right 45 degrees in place in 2 s, stopping for pedestrians"),
    ("Given the vehicle is idle, when the test starts, then it spins left in place at 0.5 rad/s for 3 s.",
     "spins left in place at 0.5 rad/s for 3 s"),
    ("As an operator I want a 2-step plan:\n- drive forward 2 m in 4 s\n- turn left 90 degrees in place in 3 s\nAC: it "
     "stops for pedestrians", "drives forward 2 m in 4 s, then turns left 90 degrees in place in 3 s, stopping for "
     "pedestrians"),
    ("Three-step story. As an engineer I want:\nStep 1 - drive forward 1 m in 2 s.\nStep 2 - reverse 1 m in 2 s.\n"
     "Step 3 - turn left 30 degrees in place in 3 s.\nDone when: the steps run in that order; it stops for "
     "pedestrians.",
     "drives forward 1 m in 2 s, then reverses 1 m in 2 s, then turns left 30 degrees in place in 3 s, stopping for "
     "pedestrians"),
])
def test_a_user_story_with_gherkin_and_acceptance_criteria(jackal, story, plain):
    """A product manager's user story (docs/results/unseen-writer/pm-spanish; our own words): the role ("As a
    tester,"), the heading, Gherkin's trivial context ("Given the rover is parked, when I press go, then:") are no
    part of the task; a criterion may add a hazard, or restate the story's quantities, sides and direction."""
    _reads_like(story, plain, jackal)


@pytest.mark.timeout(60)
def test_an_acceptance_criterion_that_contradicts_the_story_is_refused(jackal, spot_robot):
    """A criterion is a check on the story, never a second task: one that restates a quantity the story does not
    say, another side, or another move is refused with its words, not read as a second manoeuvre."""
    for text in ("As an operator I want the robot to turn left 90 degrees in place in 3 s. AC: the turn takes 5 s",
                 "As an operator I want the robot to turn left 90 degrees in place in 3 s. AC: it turned 90° to the "
                 "right",
                 "As an operator I want the robot to drive forward 2 m in 4 s. Acceptance criteria:\n- it drives 2 m "
                 "in 4 s\n- then it turns left 90 degrees in place in 3 s"):
        reading = read_goal(text, jackal)
        assert reading.goal is None and "acceptance criterion" in reading.why(), (text, reading.goal)
    guard = read_goal("As a guard I want Spot to stay put until the target shows up. Done when: it has not moved "
                      "before the target appears, and it signals once the target shows up.", spot_robot).goal
    assert guard is not None and guard.moves == () and guard.signal == "target"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("learner, plain", [
    ("the robot goes straight at 0.5 meters by second during 4 seconds", "drives forward at 0.5 m/s for 4 s"),
    ("turns to the right in the same place at 0.2 radians for second during 5 seconds",
     "turns right in place at 0.2 rad/s for 5 s"),
    ("drives forward 2 m in 4 s, and after it turns left 90 degrees in place in 3 s. It must give the preference "
     "to pedestrians.",
     "drives forward 2 m in 4 s, then turns left 90 degrees in place in 3 s, giving way to pedestrians"),
    ("First you spend 3 seconds turning left in place at 10 degrees per second.",
     "turns left in place at 10 degrees per second for 3 s"),
])
def test_a_spanish_speakers_rates_sequences_and_courtesy(jackal, learner, plain):
    """A Spanish speaker's English (our own words): "0.5 meters by second" (por segundo) was read as a 0.5 m
    distance and "0.2 radians for second" as a 0.2 rad angle, two wrong goals; "and after it turns" (y después) is
    "then"; "give the preference" is "give way"; "you spend 3 s" was "it fors 3 s"."""
    _reads_like(learner, plain, jackal)


@pytest.mark.timeout(60)
def test_a_target_that_enters_the_view_and_a_stillness_said_twice(spot_robot):
    """"until the target enters in the view", "if it founds the target", "returns back" and "stays still without
    moving" read as the plain words (our own words)."""
    for learner, plain in (("spins left in place at 20 degrees per second until the target enters in the view, then "
                            "makes the signal", "spins left in place at 20 degrees per second until the target "
                            "comes into view, then signals"),
                           ("walks forward 2 m in 4 s; while the target is in view it stays still without moving",
                            "walks forward 2 m in 4 s, standing still while the target is in view"),
                           ("searches for the target walking forward, at most 20 s; if it founds it, it signals, "
                            "and then it returns back", "searches for the target walking forward for at most 20 s; "
                            "if it finds it, it signals, then returns")):
        _reads_like(learner, plain, spot_robot)


@pytest.mark.timeout(60)
def test_a_dictated_signal_and_stop_before_a_hazard_keeps_both(spot_robot):
    """Dictated words with no punctuation (docs/results/unseen-writer/dictation-german; our own words): "signal and
    stay put give way to people" read the stay put as part of the hazard clause, so a program that walked on after
    signalling passed (a wrong goal); the signal's stop is the robot's own, the hazard clause starts after it."""
    for dictated, punctuated in (
            ("walk forward looking for the target and once you see it signal and stay put give way to people",
             "walks forward looking for the target; once it sees it, it signals and stays put, giving way to people"),
            ("walk ahead until you see the target then signal and stop and uh stop for people on the way",
             "walks ahead until it sees the target, then signals and stops; it stops for people on the way")):
        goal, plain = read_goal(dictated, spot_robot).goal, read_goal(punctuated, spot_robot).goal
        assert plain.after_signal_still and same_goal(goal, plain, spot_robot), dictated


@pytest.mark.timeout(60)
def test_a_german_speakers_bound_and_a_way_back_said_with_you(spot_robot, jackal):
    """"maximal 20 seconds" (maximal: at most), "walk back the same way you came" ("you came" was "it cames"),
    "thereby" (dabei) read as the plain words; two sides said of one move are refused, never the first kept."""
    goal = read_goal("search for the target walking forward for maximal 20 seconds, stopping for people; if you find "
                     "it, signal, then walk back the same way you came", spot_robot)
    assert goal.goal is not None and goal.goal.search_at_most == 20.0, goal.why()
    assert read_goal("turns left 90 degrees in place in 3 s, it turns to the right", jackal).goal is None
    [wander] = read_goal("drives for 20 s turning left and right at random, thereby stopping for pedestrians",
                         jackal).goal.moves
    assert wander.turn == "any"


@pytest.mark.timeout(60)
def test_one_sentence_a_step_and_contradictions_refused(jackal):
    """Imperative sentences, one a step, with no sequencing word ("Drive forward 2 m in 4 s. Reverse 2 m in 4 s.") were
    one part: the reverse replaced the drive (a wrong goal), or the task was refused. A sentence is a step; one with
    no manoeuvre describes the move before it ("It takes 3 s.", "Do it on the spot.")."""
    two = read_goal("Drive forward 2 m in 4 s. Reverse 2 m in 4 s.", jackal).goal
    assert [(m.turn, m.direction) for m in two.moves] == [("straight", "forward"), ("straight", "reverse")]
    [turn] = read_goal("Turn left 90 degrees. It takes 3 s.", jackal).goal.moves
    assert (turn.heading, turn.time) == (90.0, 3.0)
    [spot_turn] = read_goal("Turn left 90 degrees in 3 s. Do it on the spot.", jackal).goal.moves
    assert spot_turn.direction == "in_place"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("words", ["drives forward 2 m in 4 s and never stops for pedestrians",
                                   "turns left 90 degrees in 5 s. It does not stop for pedestrians.",
                                   "drives forward 2 m in 4 s without stopping for cars",
                                   "drives forward 2 m in 4 s, stopping for pedestrians but not for cars"])
def test_a_hazard_it_is_told_not_to_stop_for_is_refused(jackal, words):
    """"never stops for pedestrians" was read as stopping for them (the negation dropped): a task may add hazards to
    stop for, never take one away, so such a task is refused with the clause."""
    reading = read_goal(words, jackal)
    assert reading.goal is None and "not to stop for" in reading.why(), reading.goal
    assert read_goal("drives forward 2 m in 4 s and does not move while a pedestrian is in view",
                     jackal).goal.stop_for == ("pedestrian",)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("framed, plain", [
    ("Hi Tomas,\n\nCould you have the rover reverse 3 m in 6 s? It should stop for pedestrians.\n\nThanks and "
     "regards,\nIngrid", "reverses 3 m in 6 s, stopping for pedestrians"),
    ("Task: rev @ 0.5 m/s for 4 s.\nExpected behaviour: halts while a ped is in view.",
     "reverses at 0.5 m/s for 4 s, stopping for pedestrians"),
    ("Summary: 2-step drive plan\n- fwd 2 m in 4 s\n- turn left in place 90° in 3 s\nYield to peds.",
     "drives forward 2 m in 4 s, then turns left 90 degrees in place in 3 s, stopping for pedestrians"),
    ("Steps:\n1/2 fwd 1 m in 2 s\n2/2 CCW in place 45° in 2 s\nStop for cars.",
     "drives forward 1 m in 2 s, then turns left 45 degrees in place in 2 s, stopping for cars"),
    ("Dear Jo,\n\nPlease make the robot go forward 2 m in 4 s. Kindly do the needful.\n\nRegards,\nSam",
     "drives forward 2 m in 4 s"),
])
def test_a_letter_or_a_ticket_is_read_as_its_task(jackal, framed, plain):
    """A letter's greeting and sign-off and a ticket's labels, counted and bulleted steps and "Expected behaviour:"
    (docs/results/unseen-writer/ticket-email; our own words) are no part of the task; "rev" after no number is a
    reverse ("1 rev" is a revolution)."""
    _reads_like(framed, plain, jackal)


@pytest.mark.timeout(60)
def test_what_follows_is_no_walk_and_one_complete_turn_is_one_turn(jackal, spot_robot):
    """"set it up for the following:" read "following" as a walk (a wrong goal: an extra unmeasured move first);
    "one complete 30 degree turn" left "1" unread; "stand wherever it is" is standing still."""
    goal = read_goal("Could you set the robot up for the following? Turn right 40 degrees on a 3 m radius in 8 s.",
                     jackal).goal
    assert [m.turn for m in goal.moves] == ["right"]
    [turn] = read_goal("do one complete 30 degree counterclockwise turn on a 2 m radius in 2 s", jackal).goal.moves
    assert (turn.turn, turn.heading) == ("left", 30.0)
    still = read_goal("stand wherever it is till the target shows up, then signal", spot_robot).goal
    assert still.moves == () and still.signal == "target"


@pytest.mark.timeout(60)
def test_a_typing_slip_is_read_as_its_word_and_said(jackal):
    """"rigth", "yeild", "pedestrans": an unread word one edit (Damerau) from exactly one word the reader reads is
    read as that word, and the goal says so; a short word ("rite": one edit from "rate" too) or one with two
    neighbours ("sings": "signs", "swings") is not corrected, and the task is refused as before."""
    goal = read_goal("pivot rigth 90 degrees in place in 4 s, yeild to pedestrans", jackal).goal
    plain = read_goal("pivots right 90 degrees in place in 4 s, yielding to pedestrians", jackal).goal
    assert same_goal(goal, plain, jackal)
    assert dict(goal.read_as) == {"rigth": "right", "yeild": "yield", "pedestrans": "pedestrians"}
    assert "(read 'rigth' as 'right')" in goal.describe()
    story = read_goal("Task: pivot rigth 90 degrees in place in 4 s.\nExpected behaviour: yeild to pedestrians.",
                      jackal).goal  # a slip in a criterion: its words, not the criterion's refusal
    assert same_goal(story, plain, jackal) and dict(story.read_as) == {"rigth": "right", "yeild": "yield"}
    assert read_goal("pivot rite 90 degrees in place in 4 s", jackal).goal is None
    assert read_goal("drive forward 2 m in 4 s, stopping for stop sings", jackal).goal is None


@pytest.mark.timeout(60)
def test_a_lecturers_exercise_label_and_rationale_are_no_part_of_the_task(jackal, spot_robot):
    """"Exercise 3." is a label; a clause that says why the task is set and nothing of it ("; this exercises the
    coordination of linear and angular velocity", ", which lets you check that ...") is left out; one that names a
    hazard, a number, a side or a move stays and is read or refused."""
    goal = read_goal("Exercise 3. Drive the robot forward 2 m in 4 s; this exercises the coordination of linear and "
                     "angular velocity. It must yield to pedestrians.", jackal)
    assert goal.goal is not None and same_goal(goal.goal, read_goal("drives forward 2 m in 4 s, yielding to "
                                                                     "pedestrians", jackal).goal, jackal), goal.why()
    assert read_goal("Drive forward 2 m in 4 s, which tests that it also turns left.", jackal).goal is None
    technician = read_goal("walk fwd 2 m in 4 s, wait any time u see a person", spot_robot).goal
    assert technician.stop_for == ("person",)


@pytest.mark.timeout(60)
def test_steps_numbered_with_a_colon_under_a_count(jackal, spot_robot):
    """"3 steps. 1: spin ... 2: ... 3: ..." (a technician's phone typing; our own words): the numbers with a colon
    start the steps when they run 1, 2, ... n; "Step one: ... Step 2: ..." is read as before; "the way u came"."""
    goal = read_goal("2 steps. 1: spin left 90 deg in place, 3 secs. 2: fwd 2 m in 4 s. stop for peds", jackal)
    plain = read_goal("spins left 90 degrees in place in 3 s, then drives forward 2 m in 4 s, stopping for "
                      "pedestrians", jackal).goal
    assert goal.goal is not None and same_goal(goal.goal, plain, jackal), goal.why()
    spelled = read_goal("This mission has two steps. Step one: turn left 90 degrees in place in 3 s. Step 2: drive "
                        "forward 2 m in 4 s.", jackal).goal
    assert len(spelled.moves) == 2
    back = read_goal("search for the target walking fwd, 10 s max. signal if u find it, then walk back the way u came",
                     spot_robot).goal
    assert back is not None and back.search_at_most == 10.0


@pytest.mark.timeout(60)
def test_an_arrow_ends_a_step_and_no_moving_after_its_subject_is_no_walk(spot_robot, jackal):
    """Two wrong goals (our own words for them): "signal when found -> walk back" took the way back into the
    signal's clause (read to its end), so no return was asked; "robot no moving" (a Mandarin speaker's negation
    after its subject) dropped the negation and read a walk."""
    back = read_goal("walk forward looking for the target, 20 s at most; signal when found -> walk back", spot_robot)
    plain = read_goal("walks forward looking for the target for at most 20 s, signals when it finds it, then walks "
                      "back", spot_robot)
    assert back.goal is not None and same_goal(back.goal, plain.goal, spot_robot), back.why()
    still = read_goal("Robot no moving, only look out for target, when see it, give signal.", spot_robot).goal
    assert still.moves == () and still.signal == "target"
    _reads_like("reverse 1 m in 2 s → turn right 45 degrees in place in 3 s", "reverses 1 m in 2 s, then turns right "
                "45 degrees in place in 3 s", jackal)


@pytest.mark.timeout(60)
def test_a_hazard_said_first_as_the_topic(jackal, spot_robot):
    """A stop ordered with its hazard first and no "if" (our own words for what three blind writers wrote): "cars
    and stop signs, must stop", "on the way, cars, the robot must stop", "cars — give them way", "any car
    spotted, you wait", a note's "yield: cars, stop signs" and "on car/stop sign: stop, then resume"."""
    plain = "drives forward 3 m in 6 s, stopping for cars and stop signs"
    for said in ("Drive forward 3 m in 6 s. Cars and stop signs, must stop.",
                 "Drive forward 3 m in 6 s. On the way, cars and stop signs, the robot must stop.",
                 "Drive forward 3 m in 6 s. Cars and stop signs — give them way.",
                 "fwd 3 m, t=6s; yield: cars, stop signs",
                 "fwd 3 m, t=6s; on car/stop sign: stop, then resume",
                 "Drive forward 3 m in 6 s. Car or stop sign detected, always stop."):
        _reads_like(said, plain, jackal)
    _reads_like("Walk forward 2 m in 5 s. Any person sighted, you wait.", "walks forward 2 m in 5 s, stopping for "
                "people", spot_robot)


@pytest.mark.timeout(60)
def test_a_learners_conditions_places_and_counts(jackal, spot_robot):
    """A learner's English (our words for Mandarin, Portuguese and French speakers' habits): a condition with no
    subject ("until observe target", "if detect a car", "if have cars"), "in the place" (no lugar), "is necessary
    to" (é necessário), "let robot" (rang), "stay without moving when see target", a count of steps in the
    singular ("Mission have 2 step."); "turn on place of 90 degrees" is in place."""
    _reads_like("Robot turn left in place until observe target, then signal. If detect person, wait.",
                "turns left in place until it sees the target, then signals, stopping for people", spot_robot)
    _reads_like("Let robot turn right 45 degrees in the place, in 3 seconds. If have cars, stop and then continue.",
                "turns right 45 degrees in place in 3 s, stopping for cars", jackal)
    _reads_like("Reverse 2 m in 4 s. Is necessary to stop for cars.", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Mission have 2 step. Step 1: reverse 2 m, use 4 second. Step 2: turn on place of 90 degrees in 3 "
                "second.", "reverses 2 m in 4 s, then turns 90 degrees in place in 3 s", jackal)
    _reads_like("walk forward 2 m in 4 s, and when you see the target stay without moving", "walks forward 2 m in 4 "
                "s, standing still while the target is in view", spot_robot)  # (Spot's phi8: a spec, not a goal)


@pytest.mark.timeout(60)
def test_a_papers_protocol_in_the_passive_voice(jackal, spot_robot):
    """A methods section's passive voice and phases (our own words): "a left arc ... is performed over 6 s", "the
    platform is then driven", "is brought to a halt whenever", "way is given to", "the trial comprises two
    phases", "(1) ... (2) ...", "throughout the trial"; and a wrong goal it found in plain words: "stays still while
    it watches for the target" was read as still only while the target is in view, so a walking program passed."""
    _reads_like("The trial comprises two phases. (1) A left arc of 45° with a radius of 2.5 m is performed over 6 s. "
                "(2) The platform is then driven forward 1.5 m in 3 s. Throughout the trial, the robot is brought to a "
                "halt whenever a car is detected.", "turns left 45 degrees on a 2.5 m radius in 6 s, then drives "
                "forward 1.5 m in 3 s, stopping for cars", jackal)
    _reads_like("The robot is reversed 2 m over 4 s. Way is given to pedestrians.", "reverses 2 m in 4 s, yielding "
                "to pedestrians", jackal)
    still = read_goal("stays still while it watches for the target, and signals when it sees it", spot_robot).goal
    assert still.moves == () and still.signal == "target"


@pytest.mark.timeout(60)
def test_radio_procedure_and_an_engineers_bounds(jackal, spot_robot):
    """A radio operator's call-up, "Break." between parts and ending, digits said one by one ("one-five" 15,
    "two-point-niner" 2.9), "negative on forward motion"; an engineer's "max t=25s", "t<=25s", a list's "4. rev"."""
    _reads_like("Unit 2, this is Control. Reverse two-point-niner meters in 5 seconds. Break. Then spin left one-five "
                "degrees, negative on forward motion, over 3 seconds. Stop for cars. How copy? Over.",
                "reverses 2.9 m in 5 s, then turns left 15 degrees in place in 3 s, stopping for cars", jackal)
    _reads_like("Spot, walk forward 2 m in 4 s. Stop for people.", "walks forward 2 m in 4 s, stopping for people",
                spot_robot)
    plain = "walks forward searching for the target for at most 25 s, signals when it sees it, then walks back"
    for said in ("walk fwd searching for target, max t=25s; signal on sighting; then walk back",
                 "walk fwd searching for target, t<=25s; signal on sighting -> walk back"):
        _reads_like(said, plain, spot_robot)
    _reads_like("1. fwd 2 m, t=4s\n2. rev 1 m @ 0.5 m/s", "drives forward 2 m in 4 s, then reverses 1 m at 0.5 m/s",
                jackal)


@pytest.mark.timeout(60)
def test_a_stage_managers_cues(jackal, spot_robot):
    """A stage manager calling cues (our own words): "Standby" and its label's colon, "— go" ending each cue, cues
    counted ("Standby two cues. One: ... Two: ...", "Cue one:", "Next cue:"), "on a four-second count"; "keep watch
    for the target" looks for it (it had been read as keeping watch in place, a stop after the signal)."""
    plain = "turns left 90 degrees on a 2 m radius in 4 s, then reverses 1.5 m in 3 s, stopping for cars"
    for said in ("Standby arc: to your own left, 90 degrees, radius 2 metres, on a four-second count — go. Next cue: "
                 "reverse 1.5 metres, three-second count — go. Hold for cars.",
                 "Standby two cues. One: left arc, 90 degrees, radius 2 metres, 4 seconds — go. Two: reverse 1.5 "
                 "metres in 3 seconds — go. Hold whenever a car is in view.",
                 "Standby. Cue one: arc to your own left, 90 degrees, radius 2 metres, 4-second count — go. Final cue: "
                 "reverse 1.5 metres over 3 seconds — go. Any car in sight, you hold."):
        _reads_like(said, plain, jackal)
    watch = read_goal("walk forward 2 m in 4 s. Stop for people. Keep watch for the target and signal when you see it.",
                      spot_robot).goal
    assert watch is not None and not watch.after_signal_still


@pytest.mark.timeout(60)
def test_a_manual_test_case_is_read_as_its_steps_with_their_expected_results_as_checks(jackal, spot_robot):
    """A QA engineer's test case (our own words): the title and a precondition that sets the robot up are no part of
    the task, the actions are its steps, each expected result and the pass criteria are checked as a story's
    criteria are: a hazard may be added, a step restated; one that says otherwise refuses the task."""
    case = ("Pivot then reverse\nPreconditions: Jackal powered on, at rest.\n"
            "Step 1 - Action: Turn right 45 degrees in place in 3 s. / Expected: Robot pivots 45° to the right in 3 "
            "s.\n"
            "Step 2 - Action: Reverse 1.5 m in 3 s. / Expected: Robot backs up 1.5 metres, taking 3 seconds.\n"
            "Pass criteria: Robot stops for cars throughout.")
    _reads_like(case, "turns right 45 degrees in place in 3 s, then reverses 1.5 m in 3 s, stopping for cars", jackal)
    wrong = case.replace("Robot pivots 45° to the right", "Robot pivots 45° to the left")
    assert "acceptance criterion" in read_goal(wrong, jackal).why()
    walk = ("Spot walk\nPreconditions: Spot standing.\nStep 1 - Action: Walk forward 2 m in 4 s.\n"
            "Expected: Spot walks 2 m forward in 4 s.\nPass criteria: Spot halts while a person is observed.")
    _reads_like(walk, "walks forward 2 m in 4 s, stopping for people", spot_robot)


@pytest.mark.timeout(60)
def test_a_condition_asked_as_a_question_and_the_robot_called_he(jackal, spot_robot):
    """A coach's questions (our own words): "Car or stop sign? Stop, then carry on!", "Person in view? Wait!",
    "Target in view? Stand still!", "Found it? Signal and stop!" (a search: it had been a walk that signals),
    "See the target, signal"; an Arabic speaker's "the robot it turns", "he reverse", "he must stop", "1 meter in
    second"; a Dutch speaker's "for cars it must wait", "then must it stop", "on his place", "not longer than"; a
    Korean speaker's "must to give way", "when target coming in view"; "Good, now ...", "cars make you stop"."""
    _reads_like("Drill 3! Reverse 2 m in 4 s! Good, now forward 1 m in 2 s! Car or stop sign? Stop, then carry on!",
                "reverses 2 m in 4 s, then drives forward 1 m in 2 s, stopping for cars and stop signs", jackal)
    _reads_like("Walk forward 2 m in 4 s! Person in view? Wait! Target in view? Stand still!", "walks forward 2 m in 4 "
                "s, stopping for people, standing still while the target is in view", spot_robot)
    _reads_like("Walk forward, find the target! Found it? Signal and stop! Stop for people!", "walks forward until it "
                "sees the target, then signals and stops, stopping for people", spot_robot)
    _reads_like("Walk ahead looking for the target, 20 seconds max! See the target, signal, then head back!",
                "walks forward looking for the target for at most 20 s, signals when it sees it, then walks back",
                spot_robot)
    _reads_like("The robot it turns left 90 degrees in place in 3 seconds. Then he reverse 1 meter in 2 seconds, the "
                "speed is 0.5 meter in second. He must stop for cars.", "turns left 90 degrees in place in 3 s, then "
                "reverses 1 m in 2 s at 0.5 m/s, stopping for cars", jackal)
    _reads_like("Spot turns on his place to the right until it sees the target, then it signals. When a person is in "
                "view, then must it stop.", "turns right in place until it sees the target, then signals, stopping "
                "for people", spot_robot)
    _reads_like("Drive 3 meter backwards in 6 seconds. For cars it must wait and then it goes further.", "reverses 3 m "
                "in 6 s, stopping for cars", jackal)
    _reads_like("Please drive forward 3 meter in 6 second. For car, stop sign, you must to give way.", "drives "
                "forward 3 m in 6 s, yielding to cars and stop signs", jackal)
    _reads_like("Drive forward 3 m in 6 s. Cars along the way make you stop.", "drives forward 3 m in 6 s, stopping "
                "for cars", jackal)
    _reads_like("Walk and look for target. When target coming in view, signal and stop.", "walks forward until it sees "
                "the target, then signals and stops", spot_robot)


@pytest.mark.timeout(60)
def test_a_lecturers_explanation_a_recipe_a_commit_message_and_a_pilots_bound(jackal, spot_robot):
    """Frames and words of three more writers (our own words): a sentence that explains a move it does not order
    ("Reversing reveals any asymmetry in the drive train.") is left out, but not one that orders ("..., so it must
    stop for cars") nor one that names a side; a recipe's title, "Method:", a list of one step and "Tip:"; a commit
    message's "feat(nav):", "arc L 90deg", "x 4s"; a pilot's "taxi", "not to exceed 20 s"; "pedestrian traffic" is
    people, not cars (it had read as both)."""
    _reads_like("Drive the robot in reverse for 2 m at 0.5 m/s. Reversing reveals any asymmetry in the drive train. "
                "It must stop for cars.", "reverses 2 m at 0.5 m/s, stopping for cars", jackal)
    assert read_goal("Reverse 2 m at 0.5 m/s. Turning left afterwards tests the gyro.", jackal).goal is None
    _reads_like("A gentle reverse.\nMethod:\n1. Reverse the Jackal 2 metres in 4 seconds.\nTip: stop for cars.",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("feat(nav): arc L 90deg r=2m in 4s -> reverse @0.5 m/s x 4s; halt on car", "turns left 90 degrees on "
                "a 2 m radius in 4 s, then reverses at 0.5 m/s for 4 s, stopping for cars", jackal)
    _reads_like("Taxi forward 3 m at 1 m/s. Hold for pedestrian traffic.", "drives forward 3 m at 1 m/s, stopping for "
                "pedestrians", jackal)
    _reads_like("Walk forward searching for the target, not to exceed 20 s. Signal if found, then walk back.",
                "walks forward looking for the target for at most 20 s, signals when it sees it, then walks back",
                spot_robot)
    # a title that names a hazard or the target is not dropped: here its words are not read, so the task is refused
    assert read_goal("Drive past cars\nMethod:\n1. Drive forward 2 m in 4 s.", jackal).goal is None
    assert read_goal("Drive past the bins\nMethod:\n1. Drive forward 2 m in 4 s.", jackal).goal is not None


@pytest.mark.timeout(60)
def test_a_first_line_that_hails_the_robot_is_no_greeting_and_a_minus_sign_turns_right(jackal, spot_robot):
    """Found on a blind writer ("hey robot, make a right turn" over a line break, then "50 degrees ..."): the first
    line was dropped whole as a letter's greeting and the rest read by REP 103 as a left turn, a wrong goal. A
    greeting is a name at most, "hey robot," hails the robot; a minus sign is clockwise (the sign had been dropped:
    "-50 degrees" turned left); a side said in the part before is the turn's ("Arc to the left! Radius 4 m, ...")."""
    assert read_goal("turns 50 degrees on a 4 m radius in 5 s", jackal).goal.moves[0].turn == "left"  # REP 103
    assert read_goal("turns -50 degrees on a 4 m radius in 5 s", jackal).goal.moves[0].turn == "right"
    assert read_goal("turns +50 degrees on a 4 m radius in 5 s", jackal).goal.moves[0].turn == "left"
    _reads_like("Arc to the left! Radius 4 m, 50 degrees, 5 seconds flat!", "turns left 50 degrees on a 4 m radius in "
                "5 s", jackal)
    _reads_like("hey robot, make a right turn\n50 degrees on a 4 m radius\ntaking 5 s", "turns right 50 degrees on a 4 "
                "m radius in 5 s", jackal)
    _reads_like("Robot drive forward 2 meter in 4 second. If see car, stop, after that continue go.", "drives forward "
                "2 m in 4 s, stopping for cars", jackal)
    still = read_goal("Walk forward 2 meter in 4 second. When target in view, not walk, and give signal every time see "
                      "target.", spot_robot).goal
    assert still is not None and not still.after_signal_still


@pytest.mark.timeout(60)
def test_an_operations_order_is_read_by_its_paragraphs(jackal, spot_robot):
    """An officer's order (our own words, after a blind writer's): the situation is context, the mission the task,
    an execution with phases its steps (a mission that counts them their heading), one without phases a criterion
    that may complete the mission's moves (a duration) or restate them, safety and coordinating instructions the
    rules; an execution that changes the mission's moves refuses the task, and a count the phases miss refuses it."""
    _reads_like("Situation: Jackal ready; cars may cross.\nMission: Drive an arc to the left of 90 degrees, radius 2 m."
                "\nExecution: Complete the arc in 6 seconds.\nSafety: Yield to cars.", "turns left 90 degrees on a 2 m "
                "radius in 6 s, yielding to cars", jackal)
    _reads_like("Mission: Back up 2 m at 0.5 m/s.\nExecution: Reverse 2 m at 0.5 m/s.\nCoordinating instructions: "
                "Halt for pedestrians.", "reverses 2 m at 0.5 m/s, stopping for pedestrians", jackal)
    _reads_like("Mission: Three-phase manoeuvre.\nExecution:\nPhase 1 - Reverse 1 m in 2 s.\nPhase 2 - Turn right 45 "
                "degrees in place in 3 s.\nPhase 3 - Drive forward 2 m in 4 s.\nSafety: Stop for stop signs.",
                "reverses 1 m in 2 s, then turns right 45 degrees in place in 3 s, then drives forward 2 m in 4 s, "
                "stopping for stop signs", jackal)
    _reads_like("Mission: Walk forward 3 m in 6 s.\nExecution: Signal when the target is observed.\nSafety: Halt "
                "while a person is observed.", "walks forward 3 m in 6 s, signalling when it sees the target, "
                "stopping for people", spot_robot)
    # the situation names hazards without ordering a stop: no stop is read from it ("stop signs" orders nothing)
    assert read_goal("Situation: Pedestrians and stop signs possible.\nMission: Drive forward 2 m in 4 s.\n"
                     "Execution: Keep a steady pace.", jackal).goal.stop_for == ()
    assert read_goal("Mission: Turn left 90 degrees in 4 s.\nExecution: Turn right 90 degrees in 4 s.",
                     jackal).goal is None  # the execution contradicts the mission
    assert read_goal("Mission: Three-phase manoeuvre.\nExecution:\nPhase 1 - Reverse 1 m in 2 s.\nPhase 2 - Drive "
                     "forward 2 m in 4 s.", jackal).goal is None  # three counted, two said


@pytest.mark.timeout(60)
def test_a_markdown_table_of_steps_is_read_row_by_row(jackal, spot_robot, indoor):
    """A Markdown spec (our own words): a heading is a title (a count in it counts the rows; a hazard it names that
    the rest does not is kept), a table's rows are steps (a number column or none), a list item is a sentence,
    emphasis is no word, "no extra constraints" says nothing."""
    _reads_like("## Motion spec (2 steps)\n\n| # | action | params |\n|---|---|---|\n| 1 | arc, left | 90°, radius 2 m, "
                "6 s |\n| 2 | reverse | 1 m at 0.5 m/s |\n\n- **Safety:** stop for pedestrians.", "turns left 90 "
                "degrees on a 2 m radius in 6 s, then reverses 1 m at 0.5 m/s, stopping for pedestrians", jackal)
    _reads_like("| action | params |\n|---|---|\n| spin in place, right | 45° in 3 s |\n| drive forward | 2 m in 4 s |",
                "turns right 45 degrees in place in 3 s, then drives forward 2 m in 4 s", jackal)
    _reads_like("## Yield to cars\n| 1 | drive forward | 2 m in 4 s |", "drives forward 2 m in 4 s, yielding to cars",
                jackal)
    _reads_like("### Search\n| # | action | params |\n|---|---|---|\n| 1 | walk forward looking for the target | until "
                "found |\n| 2 | signal and stop | - |\n\n**Safety:** stop for people.", "walks forward until it sees "
                "the target, then signals and stops, stopping for people", spot_robot)
    _reads_like("## Task\n| # | action | params |\n|---|---|---|\n| 1 | go to | kitchen |\n| 2 | say | 'lunch is "
                "ready' |\n\n- Safety: no extra constraints for this task.", "go to the kitchen and say 'lunch is "
                "ready'", indoor)
    assert read_goal("## Motion (3 steps)\n| # | action | params |\n|---|---|---|\n| 1 | reverse | 1 m in 2 s |\n| 2 "
                     "| turn left | 90° in 3 s |", jackal).goal is None  # three counted, two rows


@pytest.mark.timeout(60)
def test_a_move_completed_in_a_time_and_a_turkish_speakers_english(jackal, spot_robot):
    """"Complete the arc in 8 s" is the arc's duration (it had been read as a straight drive of 8 s: a wrong goal),
    "time allotted for the move is 7 s" and "turn duration 12 s" too; a turn with no side and no angle is refused,
    never read as a straight drive; a criterion may complete a story's move with a quantity it left unsaid. A
    Turkish speaker's "on its place", "is going to back", "for pedestrians and for stop signs it will stop", "for
    cars it is giving way", "mission in two step", "start place"; "incase"."""
    _reads_like("Drive an arc to the left of 90 degrees, radius 2 m. Complete the arc in 8 seconds.", "turns left 90 "
                "degrees on a 2 m radius in 8 s", jackal)
    _reads_like("Reverse 3 m. Time allotted for the move is 7 s.", "reverses 3 m in 7 s", jackal)
    _reads_like("Make a 30 degree right turn, turn radius 4 m. Turn duration 12 s.", "turns right 30 degrees on a 4 m "
                "radius in 12 s", jackal)
    assert "no side or angle" in read_goal("Turn left 90 degrees. Then complete a rotation in 5 s.", jackal).why()
    _reads_like("As an operator I want the robot to turn left 90 degrees in place. Acceptance criteria: the turn "
                "takes 6 s.", "turns left 90 degrees in place in 6 s", jackal)
    _reads_like("The robot is doing mission in two step. Step 1: it turns on its place to the right, 90 degree, in 4 "
                "second. Step 2: it is going to back 2 meter in 4 second. For pedestrians and for stop signs it will "
                "stop.", "turns right 90 degrees in place in 4 s, then reverses 2 m in 4 s, stopping for pedestrians "
                "and stop signs", jackal)
    _reads_like("Robot goes straight 3 meter, it take 6 second. For cars it is giving way.", "drives forward 3 m in 6 "
                "s, yielding to cars", jackal)
    _reads_like("Reverse 2 m in 4 s. Incase a pedestrian is seen, stop.", "reverses 2 m in 4 s, stopping for "
                "pedestrians", jackal)
    _reads_like("Walk forward looking for the target for at most 20 s. If found, signal, then walk back to the start "
                "place.", "walks forward looking for the target for at most 20 s, signals when it sees it, then walks "
                "back", spot_robot)


@pytest.mark.timeout(60)
def test_an_operators_checklist_is_read_item_by_item(jackal, spot_robot):
    """A pre-run checklist (our own words, after a blind writer's): its title is a heading (a count in it counts the
    steps), check boxes and "..... DONE" are no words, a dotted leader is a colon ("RADIUS ........ 5 m": the radius,
    it had been read as the arc's length, a wrong goal), an item to check ("CHECK:", "VERIFY") is a criterion: it may
    add a hazard, never a move ("VERIFY heading straight ahead" had added a second walk)."""
    _reads_like("PRE-RUN CHECKLIST — ARC\n[ ] ARC — CLOCKWISE\n    RADIUS ........ 2 m\n    ANGLE ......... 90°\n"
                "    TIME .......... 6 s\n[ ] YIELD: CARS\nALL ITEMS ..... DONE", "turns right 90 degrees on a 2 m "
                "radius in 6 s, yielding to cars", jackal)
    _reads_like("SOP 4 — TWO STEPS\n1. [ ] REVERSE 1 m IN 2 s.\n2. [ ] SPIN LEFT 90° IN PLACE, 3 s.\nCHECK: STOP FOR "
                "PEDESTRIANS\n..... DONE", "reverses 1 m in 2 s, then turns left 90 degrees in place in 3 s, stopping "
                "for pedestrians", jackal)
    _reads_like("SPOT CHECKLIST\n[ ] WALK FORWARD UNTIL TARGET SEEN\n[ ] SIGNAL\n[ ] REMAIN STILL\n[ ] PERSON OBSERVED → "
                "HALT (while observed)\n..... DONE", "walks forward until it sees the target, then signals and stays "
                "still, stopping for people", spot_robot)
    assert read_goal("[ ] 1. VERIFY heading straight ahead.\n[ ] 2. DRIVE FORWARD 2 m IN 4 s.\n..... DONE",
                     jackal).goal is None  # a check that is no hazard and no restated quantity: refused, not a walk


@pytest.mark.timeout(60)
def test_wrong_goals_found_on_the_fifth_round_of_writers(jackal, spot_robot):
    """Each had let a program pass that does not do the task (our own words): a radius said before the angle was
    lost ("Arc clockwise; the radius is 5 m; the angle is 135 degrees"), "radius of turn 2 m" was a length, "Signal.
    Then stay still." lost the stop after the signal, "no walking at all while the target is in view" was a second
    walk, "person observed -> halt" was no stop."""
    _reads_like("Arc clockwise; the radius is 2 m; the angle is 90 degrees; it takes 6 s.", "turns right 90 degrees on "
                "a 2 m radius in 6 s", jackal)
    _reads_like("Turn left 70 degrees with radius of turn 2 meters in 4 seconds.", "turns left 70 degrees on a 2 m "
                "radius in 4 s", jackal)
    assert read_goal("Walk forward until you see the target. Signal. Then stay still.", spot_robot).goal \
        .after_signal_still
    assert not read_goal("Walk 3 m in 6 s. Signal when you see the target. Stay still while a person is in view.",
                         spot_robot).goal.after_signal_still  # a stop for people, not after the signal
    _reads_like("Walk forward 2 m in 4 s, and no walking at all while the target is in view!", "walks forward 2 m in "
                "4 s, standing still while the target is in view", spot_robot)
    _reads_like("Walk forward 2 m in 4 s. Person observed -> halt (while observed).", "walks forward 2 m in 4 s, "
                "stopping for people", spot_robot)


@pytest.mark.timeout(60)
def test_a_task_told_as_a_story_and_a_commentators_call(jackal, spot_robot):
    """A children's story of the run (our own words): its past tense is read in the present and the reading says so
    ("rolled" as "rolls", "waited" as "waits"), the robot's pet name ("little Jackal") is its name; "right where it
    stood" is in place, not a side. A commentator's "now", "folks", "kicks things off", "Pedestrians, cars, it stops
    for them", "People about? It stops", "any pedestrian in sight and it waits", "do mission with 2 step"."""
    story = read_goal("Little Jackal rolled backwards 2 metres in 4 seconds. Then it spun left 90 degrees right where "
                      "it stood, taking 3 seconds. Whenever it saw a pedestrian, it waited.", jackal)
    assert story.goal is not None and same_goal(story.goal, read_goal(
        "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s, stopping for pedestrians", jackal).goal,
        jackal), story.why()
    assert ("rolled", "rolls") in story.goal.read_as and ("waited", "waits") in story.goal.read_as
    assert read_goal("Little Jackal wobbled backwards 2 metres in 4 seconds.", jackal).goal is None  # no such verb
    _reads_like("And now the Jackal kicks things off in reverse, folks, 2 metres in 4 seconds! Pedestrians, cars, it "
                "stops for them!", "reverses 2 m in 4 s, stopping for pedestrians and cars", jackal)
    _reads_like("Spot strides forward 2 metres in 4 seconds! People about? It stops, then carries on!", "walks forward "
                "2 m in 4 s, stopping for people", spot_robot)
    _reads_like("Reverse 2 m in 4 s! Any pedestrian in sight and it waits!", "reverses 2 m in 4 s, stopping for "
                "pedestrians", jackal)
    _reads_like("Do mission with 2 step. Step 1: reverse 2 m in 4 s. Step 2: turn left 90 degree in place in 3 "
                "second.", "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s", jackal)


@pytest.mark.timeout(60)
def test_emoji_are_read_as_their_words_or_refuse_the_task(jackal, spot_robot):
    """Emoji (our own words, after a blind Slack writer's): one that stands for a word is that word, or nothing where
    its sentence says the word already ("a ped 🚶"); decoration is nothing; any other refuses the task with its name.
    They had been dropped unseen: "yield to 🚶 + 🚗" asked for no stop (a wrong goal)."""
    _reads_like("⏪ reverse 2 m ⏱️ 4 s → then ⬆️ fwd 1 m in 2 s. yield to 🚶 + 🚗 pls 🙏", "reverses 2 m in 4 s, then "
                "drives forward 1 m in 2 s, yielding to pedestrians and cars", jackal)
    _reads_like("⬆️ fwd 2 m in 4 s. pause for 🚶 peds & 🛑 stop signs ✅", "drives forward 2 m in 4 s, stopping for "
                "pedestrians and stop signs", jackal)
    _reads_like("walk ahead ⬆️ until the target 🎯 is observed 👀 → signal 📣 + stop 🛑. 🛑 for ppl 🚶", "walks forward "
                "until it sees the target, then signals and stops, stopping for people", spot_robot)
    assert "emoji-cyclone" in read_goal("🌀 90° in 3 s", jackal).why()  # a turn's icon alone says no side
    assert "emoji-cyclone" not in read_goal("🌀 spin right 90° in place in 3 s", jackal).why()


@pytest.mark.timeout(60)
def test_pseudo_code_is_read_call_by_call(jackal, spot_robot):
    """A programmer's pseudo-code (our own words): a keyword names its value ("angle_deg=90": degrees, "radius_m=2",
    "duration_s=6"), "on X:" and "while X:" are conditions, a comment naming only units gives them to the line's
    bare numbers, any other comment is a criterion (it may add a hazard or restate, never a move); a bare number of
    no unit refuses the task. "while distance_travelled < 3: drive(...)" is one drive of 3 m (it had been read as two
    drives: a wrong goal)."""
    _reads_like("# yield to cars throughout\narc_turn(dir='cw', angle_deg=90, radius_m=2.0, duration_s=6)\n"
                "reverse(speed=0.5, time=4)  # m/s, s", "turns right 90 degrees on a 2 m radius in 6 s, then reverses "
                "at 0.5 m/s for 4 s, yielding to cars", jackal)
    _reads_like("while distance_travelled < 3:  # metres\n    drive(forward, v=0.5)  # m/s\n    if "
                "pedestrian_nearby(): stop()", "drives forward 3 m at 0.5 m/s, stopping for pedestrians", jackal)
    _reads_like("walk_forward(dist=2m, time=4s, yield_to='people')\nwhen target_observed: signal()",
                "walks forward 2 m in 4 s, yielding to people, signalling when it sees the target", spot_robot)
    _reads_like("freeze(until='target_observed'); signal()", "stays still until it sees the target, then signals",
                spot_robot)
    assert read_goal("rotate_in_place(dir='ccw', angle=90, rate=15)", jackal).goal is None  # "rate=15": of what unit?
    assert read_goal("# spin right 90 degrees\nspin(dir='left', deg=90, t=3)", jackal).goal is None  # a contradiction


@pytest.mark.timeout(60)
def test_a_driving_lesson_and_a_nigerian_speakers_english(jackal, spot_robot):
    """A driving instructor's asides are no part of the task ("When you're ready,", "Right, let's ...", "Good.", "Nice
    and steady." said alone had joined the steps around it into one: a wrong goal), a Filipino speaker's "po"; a
    Nigerian English speaker's "abeg", "dey", "let it wait" (but "let it run" is no new move), "for the same spot";
    "while the target's in view, stand still" is the target's stillness, not a stop before the signal (a wrong
    goal); "Stop until you see the target" is no motion (it had left the motion unchecked)."""
    _reads_like("Okay, when you're ready, back up 2 metres at half a metre per second. Nice and steady. Good, now turn "
                "clockwise in place through 90 degrees over 3 seconds. Stop for pedestrians po.", "reverses 2 m at 0.5 "
                "m/s, then turns right 90 degrees in place in 3 s, stopping for pedestrians", jackal)
    _reads_like("Right, let's start with a left turn of 90 degrees in place in 3 seconds.", "turns left 90 degrees in "
                "place in 3 s", jackal)
    _reads_like("Abeg, make the robot turn left 90 degrees for the same spot in 3 seconds. If pedestrian dey, let it "
                "wait o.", "turns left 90 degrees in place in 3 s, stopping for pedestrians", jackal)
    assert read_goal("Turn right in place at 0.3 radians per second and let it run for 10 seconds.",
                     jackal).goal is None  # the turn kept on, not a drive of 10 s ("let it" is read before a stop)
    walk = read_goal("Walk forward 2 m in 4 s. While the target's in view, stand still, and signal when you see it.",
                     spot_robot).goal
    assert walk is not None and not walk.after_signal_still
    assert read_goal("Stop until you see the target, then signal.", spot_robot).goal.moves == ()


@pytest.mark.timeout(60)
def test_pasted_data_is_read_field_by_field(jackal, spot_robot):
    """CSV rows under a header, YAML and INI fields (our own words, after a blind writer's): a field's name says what
    its value is and, with a unit in it ("angle_deg", "speed (m/s)"), its unit; a row, an item or a section is one
    step; a rule's name goes around its value ("halt_while_observed: person"); "none" negates ("forward_motion:
    none"); a bare number of no unit refuses the task; a label before a sentence is no data."""
    _reads_like("step,action,speed_mps,distance_m,angle_deg,radius_m,duration_s\n1,reverse,0.5,2,,,\n"
                "2,arc_right,,,90,2,6\n# stop for cars the whole time", "reverses 2 m at 0.5 m/s, then turns right 90 "
                "degrees on a 2 m radius in 6 s, stopping for cars", jackal)
    _reads_like("[rotate]\nmode = in_place\ndirection = counterclockwise\nangle_deg = 90\nduration = 3 s\nstop_for = "
                "pedestrians", "turns left 90 degrees in place in 3 s, stopping for pedestrians", jackal)
    _reads_like("walk:\n  direction: straight_ahead\n  speed_mps: 0.5\n  duration_s: 4\nhalt_while_observed: person\n"
                "signal_when_observed: target", "walks forward at 0.5 m/s for 4 s, stopping for people, signalling "
                "when it sees the target", spot_robot)
    _reads_like("mission:\n  - turn_in_place: {direction: clockwise, angle_deg: 90, time_s: 3, forward_motion: none}\n"
                "  - drive: {direction: forward, distance_m: 2, time_s: 4}\nyield_to: [cars, stop signs]",
                "turns right 90 degrees in place in 3 s, then drives forward 2 m in 4 s, yielding to cars and stop "
                "signs", jackal)
    assert read_goal("[rotate]\ndirection = left\nangle = 90\nrate = 15", jackal).goal is None  # 15 of what?
    _reads_like("Note: reverse 2 m in 4 s and stop for cars on the way.", "reverses 2 m in 4 s, stopping for cars",
                jackal)  # a label before a sentence


@pytest.mark.timeout(60)
def test_a_clinical_handover_and_a_forum_question(jackal, spot_robot):
    """A nurse's SBAR handover is read as an order is (the recommendation the mission, the background a criterion,
    the situation and assessment context); a forum question's "How do I get my Jackal to X?" asks for X, its other
    questions ask nothing, a "Backstory:" is context, an "Edit:" a criterion (our own words)."""
    _reads_like("S: Jackal must reverse. B: Time allotted for the move is 4 s. A: Pedestrians may cross. R: Reverse "
                "2 m in 4 s; stop for pedestrians.", "reverses 2 m in 4 s, stopping for pedestrians", jackal)
    _reads_like("Situation: Turn needed. Background: 90 degrees. Assessment: Cars possible. Recommendation: Turn left "
                "90 degrees in place in 3 s, yielding to cars.", "turns left 90 degrees in place in 3 s, yielding to "
                "cars", jackal)
    _reads_like("How do I get my Jackal to turn right 45 degrees in place in 3 s? It should stop for cars. Backstory: "
                "we test in a car park. Any pointers?", "turns right 45 degrees in place in 3 s, stopping for cars",
                jackal)
    assert read_goal("How do I get my Jackal to turn right 45 degrees in place in 3 s? Edit: I meant left.",
                     jackal).goal is None  # an edit the reader cannot read is checked, not dropped


@pytest.mark.timeout(60)
def test_an_indian_english_speakers_steps(jackal):
    """A Bengali speaker's English (our own words): "go backside", "make one left turn of 70 degree", "Mission is
    having 2 steps", "na"; "rotate on spot" is in place (it had been a turn in any manner: a wrong goal)."""
    _reads_like("Mission is having 2 steps. Step 1 of 2: go backside 2 metre in 4 second. Step 2 of 2: make one left "
                "turn of 70 degree in the same place, in 3 second. Yield to pedestrians, na.", "reverses 2 m in 4 s, "
                "then turns left 70 degrees in place in 3 s, yielding to pedestrians", jackal)
    assert read_goal("Rotate on spot to the right at 0.5 rad/s for 3 s.", jackal).goal.moves[0].direction == "in_place"


@pytest.mark.timeout(60)
def test_a_forum_posts_statements_of_the_task(jackal):
    """A forum post says the task as a statement too ("I'm trying to get my Jackal to X.", "Need my Jackal to X."),
    after a preamble that names nothing of a task ("Newbie here, ..."); "What I need:" is a label, the words after it
    the task's (a first version dropped them with it: "it stops for cars" was lost, a wrong goal). Our own words."""
    _reads_like("Hey all, I'm trying to get my Jackal to reverse 2 m in 4 s. It should pause for cars. What's the "
                "easiest way to do this?", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Newbie here, trying to script a sequence on our Jackal. How do I get my Jackal to reverse 2 m in 4 "
                "s? What I need: it stops for cars.", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Need my Jackal to reverse 2 m in 4 s, stopping for cars. Any tips?", "reverses 2 m in 4 s, stopping "
                "for cars", jackal)


@pytest.mark.timeout(60)
def test_a_rules_lead_while_moving_is_no_move(jackal):
    """"As you move, stop for pedestrians." was a second move, an unmeasured drive, after the task's: a program that
    drove on after its move did the task (a texting writer's words). The lead is the rule's: "while turning,",
    "during the drive,", "whilst driving, you must". Our own words."""
    for lead in ("As you move,", "While moving,", "During the drive,", "Whilst driving, you must", "On the move,",
                 "As it goes, the robot must"):
        _reads_like(f"Go straight at 0.8 m/s for 6 seconds. {lead} stop for pedestrians.", "drives straight at 0.8 "
                    "m/s for 6 s, stopping for pedestrians", jackal)
    _reads_like("Spin right 90 degrees in place over 4 s. While turning, stop for cars.", "turns right 90 degrees in "
                "place in 4 s, stopping for cars", jackal)
    assert len(read_goal("Go straight at 0.8 m/s for 6 seconds. Then drive, stopping for pedestrians.",
                         jackal).goal.moves) == 2  # a move said after the task's is still one


@pytest.mark.timeout(60)
def test_a_first_sentence_that_only_counts_the_steps(jackal):
    """A first sentence that counts the steps in any words ("I need from you a mission with 2 steps.", "We have 2
    steps here.") is a count, checked against the steps read; one that names a move is no count. Our own words."""
    plain = "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s"
    for count in ("I need from you a mission with two steps.", "We have 2 steps here.",
                  "The robot has to do two things, one after the other."):
        _reads_like(f"{count} First reverse 2 m in 4 s. Then turn left 90 degrees in place in 3 s.", plain, jackal)
    assert "3 steps counted" in read_goal("We have 3 steps here. First reverse 2 m in 4 s. Then turn left 90 degrees "
                                          "in place in 3 s.", jackal).why()
    assert read_goal("Turn left in 2 steps. First turn 45 degrees in place in 3 s, then turn 45 degrees in place in "
                     "3 s.", jackal).goal is None  # names a move: not read as a count


@pytest.mark.timeout(60)
def test_a_speakers_and_a_texters_words(jackal, spot_robot):
    """An ordinal in digits after a dash ("Jackal - 1st reverse ..."), Scots ("gonnae", "dinnae", "ye", "gie", "tae",
    "aye", "ta"), a Kenyan's "asante" and "sawa", "I'm requesting you to", a tag question ("..., yes?"), "at final",
    "and last X", a speaker's "Right, jackal:" (no side), and a spoken self-repair of a number or of a side said just
    before the marker ("for 5 no wait 6 seconds", "left no sorry right"); a repair of another kind is not applied.
    Our own words."""
    _reads_like("Jackal - 1st reverse 2 m in 4 s. Then turn left 90 degrees in place in 3 s.", "reverses 2 m in 4 s, "
                "then turns left 90 degrees in place in 3 s", jackal)
    _reads_like("Gonnae reverse 2 m in 4 s, jackal? Stop for pedestrians, aye. Ta.", "reverses 2 m in 4 s, stopping "
                "for pedestrians", jackal)
    _reads_like("Spot, dinnae walk anywhere, and gie a signal when ye see the target.", "stays still and signals when "
                "it sees the target", spot_robot)
    _reads_like("I'm requesting you to reverse 2 m in 4 s. Give way to cars, yes? Asante.", "reverses 2 m in 4 s, "
                "stopping for cars", jackal)
    _reads_like("First reverse 2 m in 4 s, and at final turn left 90 degrees in place in 3 s.", "reverses 2 m in 4 "
                "s, then turns left 90 degrees in place in 3 s", jackal)
    _reads_like("Reverse 2 m in 4 s and last turn left 90 degrees in place in 3 s, sawa?", "reverses 2 m in 4 s, "
                "then turns left 90 degrees in place in 3 s", jackal)
    _reads_like("Right, jackal: reverse 2 m in 4 s.", "reverses 2 m in 4 s", jackal)
    _reads_like("drive forward at 1 metre per second for 5 no wait 6 seconds", "drives forward at 1 m/s for 6 s",
                jackal)
    _reads_like("turn left no sorry right 90 degrees in place in 3 seconds", "turns right 90 degrees in place in 3 s",
                jackal)
    assert read_goal("turn left 90 degrees, sorry, in place in 3 seconds", jackal).goal is None


@pytest.mark.timeout(60)
def test_a_contracts_clauses(jackal, spot_robot):
    """A contract's numbered clauses ("Clause 2 (Manoeuvres).", "2.1 The Robot shall ...") are labels, a defined term
    in brackets names nothing new; "provided always that", "in each case", "such manoeuvre to be performed over",
    "not exceeding", "thereupon", "upon encountering a Person, the Robot shall stop and thereafter carry on with its
    turn" are read; a clause cited ("as in Clause 2.1") is not. Two wrong goals the same writer showed: "shall perform
    the following in sequence:" and "shall, in the following order:" were a first move, a drive; "signal ... and
    thereafter walk back" lost the way back (a walk of its own). Our own words."""
    _reads_like('Clause 2 (Manoeuvres). 2.1 The Robot shall reverse 2 metres over 4 seconds. 2.2 Thereafter, the Robot '
                'shall stop for Pedestrians and Cars (collectively, the "Hazards").', "reverses 2 m in 4 s, stopping "
                "for pedestrians and cars", jackal)
    _reads_like("The Robot shall turn left through 90 degrees with a radius of 2 metres, such manoeuvre to be "
                "performed over 5 seconds; provided always that the Robot yields to Cars.", "turns left 90 degrees "
                "with a radius of 2 m in 5 s, stopping for cars", jackal)
    _reads_like("The Robot shall perform the following in sequence: (a) reverse 2 m in 4 s; (b) then turn left 90 "
                "degrees in place in 3 s; in each case yielding to Pedestrians.", "reverses 2 m in 4 s, then turns "
                "left 90 degrees in place in 3 s, stopping for pedestrians", jackal)
    _reads_like("The Robot shall, in the following order: (i) reverse 2 m in 4 s; (ii) thereafter turn left 90 "
                "degrees in place in 3 s.", "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s", jackal)
    _reads_like("The Robot shall spin left in place at 0.5 rad/s for 4 s; provided that, upon encountering a Person, "
                "the Robot shall stop and thereafter carry on with its turn.", "turns left in place at 0.5 rad/s for "
                "4 s, stopping for people", spot_robot)
    _reads_like("The Robot shall walk ahead in search of the Target for a period not exceeding 20 seconds, shall "
                "thereupon signal, and shall thereafter walk back.", "walks forward looking for the target for at "
                "most 20 s, signals when it finds it, then walks back", spot_robot)
    assert read_goal("2.1 The Robot shall reverse 2 metres over 4 seconds. 2.2 The Robot shall stop for Cars and "
                     "thereafter carry on with the manoeuvre set out in Clause 2.1.", jackal).goal is None


@pytest.mark.timeout(60)
def test_the_same_task_typed_otherwise_reads_the_same(jackal, spot_robot):
    """Rewritings that keep a task's meaning read as the same goal (benchmarks/reader_metamorphic.py found each as a
    wrong goal): in capitals (a section-number rule took "1.5" of "REVERSE: 1.5 METRES PER SECOND" for a label: the
    speed was lost); a greeting line before a checklist (its hazards were lost); typographic apostrophes ("It’s
    accepted if ...": the criterion was lost); a coach's "Let's go!" after the moves (a second drive); a sentence a
    line ("Found it?\\n": a search became a walk); dictation with no punctuation ("give way to people signal if you
    find it and after that walk back": the way back had been the hazard's); a checklist's heading in lower case (a
    move). Our own words."""
    _reads_like("REVERSE: 1.5 METRES PER SECOND FOR 4 SECONDS. STOP FOR CARS.", "reverses at 1.5 m/s for 4 s, "
                "stopping for cars", jackal)
    _reads_like("Hi there!\n[ ] 1. FORWARD 2 m IN 3 s\n[ ] 2. VERIFY: YIELD TO CARS\n..... DONE\nThanks!", "drives "
                "forward 2 m in 3 s, stopping for cars", jackal)
    _reads_like("As an operator I want the robot to reverse 2 m in 4 s. It\u2019s accepted if it yields to cars.",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Stop for cars! Forward, two metres, three seconds! Let's go!", "drives forward 2 m in 3 s, stopping "
                "for cars", jackal)
    _reads_like("Walk forward, find the target!\nFound it?\nSignal and stop!\nStop for people!", "walks forward "
                "looking for the target, stopping for people; when it finds it, it signals and stops", spot_robot)
    _reads_like("walk forward looking for the target for no more than twenty seconds give way to people signal if you "
                "find it and after that walk back", "walks forward looking for the target for at most 20 s, stopping "
                "for people, signals when it finds it, then walks back", spot_robot)
    _reads_like("left arc\n[ ] turn left 50 deg along an arc, radius 2 m.\n[ ] time: 10 s.\n[ ] check: pause for cars.",
                "turns left 50 degrees with a radius of 2 m in 10 s, stopping for cars", jackal)


@pytest.mark.timeout(60)
def test_the_robot_called_and_a_story_that_exclaims(jackal, spot_robot):
    """More of benchmarks/reader_metamorphic.py's wrong goals: "Robot, drive 3.1 m forward" was read as a radio
    call-up ("Robot, drive 3.") and a 1 m drive; "Robot, mission: ..." hid an order's frame ("Complete the rotation in
    5 s." became a full turn); a story ending in "!" lost its criterion's hazard; spaces between words typed twice
    were refused or misread (three are the reader's own mark of a clause left out). Our own words."""
    _reads_like("Robot, drive 3.1 meters forward at 1.2 m/s.", "drives forward 3.1 m at 1.2 m/s", jackal)
    _reads_like("Robot 2,5 meter backward is going in 5 second.", "reverses 2.5 m in 5 s", jackal)  # a decimal comma,
    # no robot called "Robot 2"
    _reads_like("Robot, mission: Spin in place to the left through 100 degrees.\nExecution: Complete the rotation in "
                "5 s.\nSafety: Halt for cars.", "turns left 100 degrees in place in 5 s, stopping for cars", jackal)
    _reads_like("As an operator I want the robot to reverse 2 m in 4 s! It's accepted if it holds reverse for the full "
                "4 s and yields to cars!", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Walk  forward  2 m  in  4 s.  If  people  are  seen,  stop  and  then  carry  on.", "walks forward 2 "
                "m in 4 s, stopping for people", spot_robot)


@pytest.mark.timeout(60)
def test_a_coachs_calls_as_a_list(jackal, spot_robot):
    """Found by benchmarks/reader_metamorphic.py (the sentences as a list): a start call as a list item ("- Let's go!",
    "Move out!") is no move (it was a second drive); a bulleted item ended by "?" keeps its question ("- Found it?\\n-
    Signal and stop!": a search, not a walk that signals); in a numbered list the same question joins the next item,
    the list's numbers break and the task is refused, never read as a walk that signals; an item ended by its own
    sentence end is a sentence ("1. Roll out backwards! 2. Reverse 2 m ...": one reverse, said twice; it was two).
    Our own words."""
    _reads_like("- Forward 2 m in 3 s!\n- Stop for cars!\n- Let's go!", "drives forward 2 m in 3 s, stopping for cars",
                jackal)
    _reads_like("Move out! Forward 2 m at 1 m/s! Stop for cars!", "drives forward 2 m at 1 m/s, stopping for cars",
                jackal)
    _reads_like("- Walk forward, find the target!\n- Found it?\n- Signal and stop!\n- Stop for people!", "walks "
                "forward looking for the target, stopping for people; when it finds it, it signals and stops",
                spot_robot)
    assert read_goal("1. Walk forward, find the target!\n2. Found it?\n3. Signal and stop!\n4. Stop for people!",
                     spot_robot).goal is None
    _reads_like("1. Roll out backwards!\n2. Reverse 2 m in 4 s.\n3. Turn left 90 degrees in place in 3 s.",
                "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s", jackal)  # an item ended by "!"


@pytest.mark.timeout(60)
def test_a_voicemail_and_an_irish_speakers_words(jackal, spot_robot):
    """A spoken message transcribed (docs/results/unseen-writer/voicemail-irish, 1/60 blind): the speaker's "hi, it's
    me," with its hesitations, a sign-off ending the text (", ok, thanks, bye", "that's it, talk soon", "grand,
    thanks a million"), a clause naming only the robot it is for ("bit of a long one for the jackal, so,"), a step
    count said for the robot ("a two-step job for the jackal," checked against the steps read: "four bits" and two
    said is refused), spoken step numbers ("step one of two,"); an Irish speaker's "c'mere", "right so", "ah sure",
    ", like", the robot "'s to" do it, "when it's after doing that" (once done), "send the jackal straight". A last
    ", right." alone stays a side. Our own words."""
    _reads_like("hey it's me again, um, bit of a long one for the jackal, so, reverse two metres in four seconds, then "
                "turn left ninety degrees in place in three seconds, and stop for cars, ok that's all, talk soon, bye "
                "now", "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s, stopping for cars", jackal)
    _reads_like("C'mere, the jackal's to drive forward 3 metres in 5 seconds, and when it's after doing that, it "
                "spins right 45 degrees on the spot in 2 seconds. Yielding to cars, like. Grand, thanks a million.",
                "drives forward 3 m in 5 s, then turns right 45 degrees in place in 2 s, stopping for cars", jackal)
    _reads_like("Right so, send the jackal straight 2 metres over 4 seconds. Ah sure it stops for cars.", "drives "
                "forward 2 m in 4 s, stopping for cars", jackal)
    _reads_like("so there's a two-step job for the jackal, step one of two, reverse 1 metre in 2 seconds, step two of "
                "two, drive forward 3 metres in 5 seconds, that's it, cheers", "reverses 1 m in 2 s, then drives "
                "forward 3 m in 5 s", jackal)
    assert read_goal("Right, four bits for the jackal. Reverse 1 m in 2 s. Then drive 2 m in 3 s.", jackal).goal is None
    _reads_like("Sure this one's quick: Spot stays put and signals when it sees the target. Grand so.", "stays still "
                "and signals when it sees the target", spot_robot)
    assert read_goal("Drive forward 2 m in 3 s and then turn 90 degrees in place in 2 s, right.", jackal).goal == \
        read_goal("Drive forward 2 m in 3 s and then turn 90 degrees in place in 2 s right.", jackal).goal


@pytest.mark.timeout(60)
def test_a_post_a_persian_speakers_order_and_a_sailors(jackal, spot_robot):
    """A social-media post (tweet-persian, 18/60 blind): the robot @mentioned, hashtags ending a line, a thread's
    post numbers ("1/2", "2/2": posts, never steps or the fraction one half); the robot addressed "dear robot"
    anywhere; a hazard said before its verb with a courtesy between ("for pedestrians kindly stop", "to cars
    yield", "for people along the way stop"); a sailor's "come about to starboard", "stand fast" (still), and a
    Norwegian speaker's "At the same time you stop for ..." (nautical-norwegian). Our own words."""
    _reads_like("@jackal 1/2: reverse 2 m in 4 s -> turn left 90° in place in 3 s\n2/2: stop for cars #robots #fun",
                "reverses 2 m in 4 s, then turns left 90 degrees in place in 3 s, stopping for cars", jackal)
    _reads_like("Please, dear robot, two metres forward you drive in four seconds. For cars kindly stop.", "drives "
                "forward 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Dear robot, backwards drive 1 m in 2 s. To cars and stop signs yield.", "reverses 1 m in 2 s, "
                "yielding to cars and stop signs", jackal)
    _reads_like("Walk 3 m forward in 6 s. For people along the way stop.", "walks forward 3 m in 6 s, stopping for "
                "people", spot_robot)
    _reads_like("Come about to starboard, 45 degrees on a 2 metre radius, in 4 seconds. At the same time you stop for "
                "cars.", "turns right 45 degrees with a radius of 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Stand fast until the target shows, then signal.", "stays still and signals when it sees the target",
                spot_robot)  # (it was a signal with the motion unchecked: a walk passed)
    assert read_goal("Drive 2 m in 3 s. To cars stop.", jackal).goal is None  # "to" goes with giving way only


@pytest.mark.timeout(60)
def test_a_support_script_a_welsh_child_and_manglish(jackal, spot_robot):
    """A tenth round's general forms (support-welsh 8/60, kid-swedish 48/60, aussie-malay 18/60 blind): a support
    agent's courtesies as whole sentences ("Thank you for your patience.", "I'd be happy to help with that.", "Is
    there anything else I can help you with?"), "could you please go ahead and" (a request: it had been a drive of
    its own, a wrong goal), "I'd be happy to have you" (please); a Welsh "tidy", "isn't it", "now in a minute" (soon),
    "let any pedestrians go first" (give way); a child's "pretty please", "okay so this is a long one!!"; a Swede's
    "for people shall you pause", "At the same time shall you stop for ..."; "and turn randomly" (one random walk,
    five earlier writers' refusals); Manglish "Got pedestrians, pause lah.", "whenever got people", "Can see the
    target, keep still" (while in view: the stillness is not after the signal), "found already"; an Australian's
    "mate", "bring her round", "three steps for ya". Our own words."""
    _reads_like("Thank you for your patience. Could you please go ahead and reverse 2 metres in 4 seconds? Please stop "
                "for cars. Is there anything else I can help you with?", "reverses 2 m in 4 s, stopping for cars",
                jackal)
    _reads_like("I'd be happy to have you drive forward 3 metres in 5 seconds now in a minute, tidy. Let any cars go "
                "first, isn't it.", "drives forward 3 m in 5 s, yielding to cars", jackal)
    _reads_like("okay so this is a long one!! reverse 1 metre in 2 secs. and then turn left 90 degrees in place in 3 "
                "secs pretty please", "reverses 1 m in 2 s, then turns left 90 degrees in place in 3 s", jackal)
    _reads_like("Walk forward 2 metres in 5 seconds. At the same time shall you stop for people.", "walks forward 2 m "
                "in 5 s, stopping for people", spot_robot)
    _reads_like("Wander for 20 seconds and turn randomly. For people shall you pause.", "wanders for 20 s with random "
                "turns, stopping for people", spot_robot)
    _reads_like("Walk forward 2 metres in 5 seconds. Got people, pause lah. Can see the target, keep still, and signal "
                "when you see it.", "walks forward 2 m in 5 s, stopping for people, standing still while the target "
                "is in view, and signals when it sees it", spot_robot)
    _reads_like("Walk forward looking for the target, whenever got people stop. Found already, signal, then come on "
                "back, mate.", "walks forward looking for the target, stopping for people; when it finds it, it "
                "signals, then walks back", spot_robot)
    _reads_like("Three steps for ya, mate. One: reverse 1 m in 2 s. Two: bring her round 90 degrees to the left in "
                "place in 3 s. Three: drive 2 m in 3 s.", "reverses 1 m in 2 s, then turns left 90 degrees in place "
                "in 3 s, then drives forward 2 m in 3 s", jackal)


@pytest.mark.timeout(60)
def test_minutes_a_code_review_a_grandmother_and_creole(jackal, spot_robot):
    """An eleventh round (minutes-southafrican 0/60, review-czech 35/60 with 5 wrong goals, jamaican-grandma 2/60
    blind): a radius in code's backticks ("radius `2.1 m`") had been read as the arc's length ("radius" alone is a
    word of no quantity): four wrong goals; "Steps, in order:" was a drive. Read now: a meeting's minutes ("Action
    item:", "Decision:", "Agreed that ...", "Owner: ...", "Due: ..."), a review's "nit:", "Suggestion:", "TL;DR", "+1
    for", "LGTM once ...", "Step 1/2:" (a step, not one half), a grandmother's ellipses between thoughts, ", dear",
    "if you don't mind" and "Love, Nana", Jamaican Creole's function words ("mek", "fi", "inna", "di", "den", "deh",
    "yuh", ", seen?"), a South African's ", hey", ", ja", "eish", "shame". Our own words."""
    _reads_like("Expected behaviour: steer right through `40°` along a circle of radius `2 m` in `3 s`.", "turns "
                "right 40 degrees with a radius of 2 m in 3 s", jackal)
    _reads_like("Steps, in order: turn left `90°` in place in `3 s`; reverse `1 m` in `2 s`.", "turns left 90 degrees "
                "in place in 3 s, then reverses 1 m in 2 s", jackal)
    _reads_like("Action item (Jackal): reverse 2 m in 4 s. Agreed it stops for cars. Owner: Jackal. Due: Friday.",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("TL;DR this is a two-step mission. Step 1/2: reverse 1 m in 2 s. Step 2/2: drive 3 m in 5 s. +1 for "
                "stopping for cars.", "reverses 1 m in 2 s, then drives forward 3 m in 5 s, stopping for cars", jackal)
    _reads_like("Reverse 2 metres, dear... take 4 seconds over it... and stop for cars, if you don't mind. Love, Nana",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Mek a left turn inna place, 90 degrees, fi 3 seconds. Den drive 2 metres inna 3 seconds. Stop fi "
                "cars, seen?", "turns left 90 degrees in place in 3 s, then drives forward 2 m in 3 s, stopping for "
                "cars", jackal)
    _reads_like("Eish, robot, walk forward 2 m in 4 s, hey. Stop whenever a person deh inna view, ja.", "walks forward "
                "2 m in 4 s, stopping for people", spot_robot)


@pytest.mark.timeout(60)
def test_a_radius_is_read_as_a_radius_or_refused(jackal):
    """"radius" alone is a word of no quantity, so a radius whose number was not joined to it by a word the reader
    knew was read as the arc's length: "with a radius of approximately 2 m", "radius (2 m)", "radius — 2 m", "a
    turning radius of exactly 2 m", "radius `2.1 m`" (review-czech's four wrong goals) each turned 70 degrees along a 2
    m arc, not a 2 m radius. A hedge, a dash or a quote between is read now; a radius named with a number the reader
    cannot join to it refuses the step, also said after the number ("a 2 m turnin' radius": rancher-texan's wrong goal)
    or a circle's size, which may be a radius or a diameter ("on a 2 m turning circle"). Our own words."""
    for said in ("with a radius of approximately 2 m", "with a turning radius of exactly 2 m", "radius - 2 m",
                 "with a radius of '2 m'", "radius which is 2 m", "with a radius of roughly two metres"):
        _reads_like(f"Turn right 70 degrees {said}, in 4 s.", "turns right 70 degrees with a radius of 2 m in 4 s",
                    jackal)
    for said in ("with radius (2 m)", "on a 2 m, erm, turning radius", "on a 2 m turning circle", "turning circle 2 m"):
        reading = read_goal(f"Turn right 70 degrees {said} in 4 s.", jackal)
        assert reading.goal is None and "radius not read" in reading.reason, said


@pytest.mark.timeout(60)
def test_a_texan_an_indian_letter_and_west_african_pidgin(jackal, spot_robot):
    """The thirteenth round's writers, in our own words: a Texan's dropped g ("takin'"), "partner", "hoss", ", y'hear?",
    "I reckon", "you see a car, you wait on 'em", "third and last", "then walk on back"; an Indian letter's "As
    discussed", "yaar", "boss", "Note that", "N.B." and "Thanking you in advance"; Ghanaian Pidgin's "make e take", "do
    am", "keep am", "where you dey stand", "one left arc", "last last", "after that one", "dey for view", "the target
    show"."""
    _reads_like("Listen here, partner. Back on up 2 meters, takin' 4 seconds doin' it. You see a car, you wait on "
                "'em, y'hear?", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("I reckon I need you to spin left in place 90 degrees over 3 seconds, hoss. First, drive 2 meters in 3 "
                "seconds. Second, reverse 1 meter in 2 seconds. Third and last, turn right in place 90 degrees in 3 "
                "seconds.", "turns left 90 degrees in place in 3 s, then drives forward 2 m in 3 s, then reverses 1 m "
                "in 2 s, then turns right 90 degrees in place in 3 s", jackal)
    _reads_like("Walk on ahead lookin' for the target, no more'n 20 seconds. Signal when you see it, then walk on "
                "back.", "walks ahead searching for the target for at most 20 s, signals when it sees it, then walks "
                "back", spot_robot)
    _reads_like("Dear robot, as discussed, kindly reverse 2 metres in 4 seconds yaar. Note that you must stop for cars."
                " Thanking you in advance.", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("boss reverse 2 metres in 4 seconds. N.B. It must stop for cars, as discussed.", "reverses 2 m in 4 s, "
                "stopping for cars", jackal)
    _reads_like("Chale, turn left 90 degrees for where you dey stand and make e take 3 seconds. After that one, walk "
                "one left arc, 45 degrees, radius 2 metres, take 4 seconds do am. Last last, reverse 1 metre, keep am "
                "at 0.5 m/s. Stop for cars oo.", "turns left 90 degrees in place in 3 s, then turns left 45 degrees "
                "with a radius of 2 m in 4 s, then reverses 1 m at 0.5 m/s, stopping for cars", jackal)
    _reads_like("Ei, walk forward 3 metres in 5 seconds. Stop for people, and when the target dey for view, stand still"
                ". If the target show, signal, abi?", "walks forward 3 m in 5 s, stopping for people, standing still "
                "while the target is in view, and signals when it sees the target", spot_robot)


@pytest.mark.timeout(60)
def test_words_read_now_expose_no_wrong_goal(jackal, indoor):
    """Reading the thirteenth round's frames let through readings that refusing had hidden (our own words for each):
    "keep on going" after a stop was a second, endless drive; a rate said alone after a turn ("turn left 110 degrees
    right there, no moving forward, and turn at 0.4 rad/s") a second, endless turn, and "right there", "no moving
    forward" no turn in place; "carry the box from the bedroom go the den" picked the box and went, placing it
    nowhere; "the balcony small" a room of that name; "get on out to the garden ... ask them to put the backpack into
    the basket" asked about the garden; "which ones get a sandwich inside" named every room."""
    _reads_like("Reverse 2 m in 4 s. If a car comes up, you stop, then keep on going.", "reverses 2 m in 4 s, stopping "
                "for cars", jackal)
    assert len(read_goal("Reverse 2 m in 4 s, then keep on going for 3 m.", jackal).goal.moves) == 2
    for said in ("turn left 110 degrees right there, and turn at 0.4 radians per second",
                 "turn left 110 degrees, no moving forward, and turn at 0.4 radians per second"):
        _reads_like(said, "turns left 110 degrees in place at 0.4 rad/s", jackal)
    _reads_like("please carry the box from the bedroom go the den", "carries the box from the bedroom to the den",
                indoor)
    _reads_like("go the balcony small, and if somebody is there, say 'the boss says hello'", "goes to the balcony and "
                "says 'the boss says hello' if a person is there", indoor)
    _reads_like("Get on out to the garden, and if the backpack is there, ask whoever is there to put the backpack into "
                "the basket.", "goes to the garden and, if the backpack is there, asks the person to put the backpack "
                "into the basket", indoor)
    reading = read_goal("go round all the rooms and tell me which ones get sandwich inside", indoor)
    assert reading.goal is None and "which rooms" in reading.reason


@pytest.mark.timeout(60)
def test_a_kiwi_memo_a_scouser_a_teenager_and_a_ticket(jackal, indoor):
    """The fourteenth round's frames, in our own words: a New Zealand memo's "Kia ora," and "Ngā mihi", "It is a
    requirement that", a farmer's "bro", "chur", "sweet as"; a Liverpudlian's "la", "lad"; a teenager's "omg",
    "literally", "can u"; a ticket's "Priority: P2" line."""
    _reads_like("Kia ora,\n\nPlease reverse 2 m in 4 s.\n- It is a requirement that you stop for cars (H&S).\n\n"
                "Ngā mihi", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Oi bro, reverse 2 m in 4 s, eh. Stop for cars, lad. Sweet as.", "reverses 2 m in 4 s, stopping for "
                "cars", jackal)
    _reads_like("omg can u literally reverse 2 m in 4 s la, and stop for cars. chur.", "reverses 2 m in 4 s, stopping "
                "for cars", jackal)
    _reads_like("Summary: Move the parcel\nAcceptance criteria:\n- The robot picks up the parcel in the lab.\n- Then "
                "the robot puts it down in the garden.\nPriority: P2", "carries the parcel from the lab to the garden",
                indoor)


@pytest.mark.timeout(60)
def test_an_adverb_or_a_tag_never_makes_a_move_or_a_room(jackal, indoor):
    """"then totally keep going after" (a stop's end) was a second, endless drive once "totally" was read, and "then
    simply keep going" was one already; a Hong Kong tag ended a room's name: "drop it in the basement can?" placed
    the stapler in a room "basement can" (fifteenth round's wrong goal), "... ok?" in "basement ok". Our own words."""
    for said in ("then totally keep going after", "then simply keep going"):
        _reads_like(f"Reverse 2 m in 4 s. If there's cars just stop, {said}.", "reverses 2 m in 4 s, stopping for "
                    "cars", jackal)
    for tag in ("can?", "ok?"):
        _reads_like(f"Go to the lab and take the stapler, then drop it in the basement {tag}", "carries the stapler "
                    "from the lab to the basement", indoor)
    reading = read_goal("Check every room, then say the name of each room that gets one la.", indoor)
    assert reading.goal is None  # no thing read to look for: it had named every room


@pytest.mark.timeout(60)
def test_a_facebook_post_a_notice_spanglish_and_a_motion(jackal, indoor):
    """The fifteenth round's frames, in our own words: a post signed "- Gary" or "God bless", a Hong Kong notice's
    "Please be informed that ... with immediate effect", "Your kind attention is drawn to the requirement to", "lor",
    "Add oil!"; Spanglish "mijo", "oye", "pero", "por favor", ", ¿me oíste?", "Dale."; a meeting's "Motion No. 3: Be it
    resolved that ... Seconded. Carried unanimously.\""""
    _reads_like("Dear Robot... please REVERSE 2 metres in 4 seconds... and STOP for cars. God bless. - Gary",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Please be informed that, with immediate effect, you are to reverse 2 metres in 4 seconds. Your kind "
                "attention is drawn to the requirement to stop for cars. Thank you for your cooperation.",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Oye mijo, reverse 2 metres in 4 seconds, por favor. Pero if a car comes, you stop, ¿me oíste? Dale.",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Motion No. 3: Be it resolved that the robot shall reverse 2 metres in 4 seconds, stopping for cars. "
                "Seconded. Carried unanimously.", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Reverse 2 m, use 4 sec la. Stop for cars lor. Add oil!", "reverses 2 m in 4 s, stopping for cars",
                jackal)


@pytest.mark.timeout(60)
def test_dictations_homophones_and_errands_read_only_in_part(indoor):
    """The sixteenth round's wrong goals, in our own words: dictation's "too the" (to the) had left a thing picked and
    a room visited with nothing placed, its "they're" (there) read as people; ASL gloss's "YOU ASK PERSON THERE PUT
    BACKPACK IN BASKET" asked anything at all. A thing taken from one room with another named and no placing read,
    and an asking with no question read, are refused now."""
    _reads_like("take the newspaper from the post room too the sun room", "moves the newspaper from the post room to "
                "the sun room", indoor)
    _reads_like("go get the book from the utility room if you can find it they're and come back", "fetches the book "
                "from the utility room if it is there and comes back", indoor)
    reading = read_goal("take the newspaper from the post room and then visit the sun room", indoor)
    assert reading.goal is None and "where the newspaper goes" in reading.reason
    reading = read_goal("LAB, YOU GO. YOU ASK PERSON THERE PUT BACKPACK IN BASKET.", indoor)
    assert reading.goal is None and "what to ask" in reading.reason


@pytest.mark.timeout(60)
def test_a_telegrams_stop_and_a_shouted_room(jackal, indoor):
    """The seventeenth round's wrong goals, in our own words: a telegram's "STOP" between its sentences had merged a
    turn in place and a reverse into one backing turn, and asked "stop" as the question; a step read in place and
    moving at once is refused; a room shouted in capitals ("GOES TO CORRIDOR") is no name typed so."""
    _reads_like("TURN LEFT IN PLACE 90 DEGREES IN 3 SECONDS STOP THEN REVERSE 2 METRES IN 4 SECONDS STOP HALT FOR CARS"
                " AND STOP SIGNS STOP", "turns left 90 degrees in place in 3 s, then reverses 2 m in 4 s, stopping for "
                "cars and stop signs", jackal)
    reading = read_goal("turn left in place 90 degrees at 0.3 rad/s reverse at 0.5 m/s for 4 s", jackal)
    assert reading.goal is None and "in place, yet moving" in reading.reason
    _reads_like("GO TO LAB STOP IF PERSON THERE SAY 'LUNCH IS READY' STOP", "goes to the lab and, if a person is "
                "there, says 'lunch is ready'", indoor)
    goal = read_goal("ROBOT GOES TO CORRIDOR, SAYS 'hello there'. Only when a person is there.", indoor).goal
    assert goal is not None and {e.room for ns in goal.scenarios for e in ns.expect if e.room} == {"corridor"}


@pytest.mark.timeout(60)
def test_a_butler_a_parent_an_announcer_and_a_referee(jackal, spot_robot, indoor):
    """The nineteenth and twentieth rounds' frames, in our own words, and the wrong goals reading them exposed: a
    butler's "Might I trouble you to", "one would be most obliged"; a parent's "sweetie", "Can you do that? Good
    job!" ("job" had been the question asked, "Can you count them?" made "them" people to count), "let's turn right!"
    before the turn said (two turns); an announcer's "Kind attention please.", "Caution:", "The inconvenience caused is
    deeply regretted."; a referee's "Number 9, no walking: keep turning ..." (the turn in place)."""
    _reads_like("Might I trouble you to reverse 2 metres in 4 seconds? One would be most obliged. Do stop for cars.",
                "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Okay sweetie, let's turn right! Turn right 60 degrees on a 3 metre radius in 12 seconds, okay? Stop "
                "for cars. Can you do that? Good job!", "turns right 60 degrees with a radius of 3 m in 12 s, "
                "stopping for cars", jackal)
    _reads_like("Go into all the rooms, sweetie. Then tell me how many rooms have an envelope, okay? Can you count "
                "them? Good job!", "visits every room and says how many rooms have an envelope", indoor)
    _reads_like("Go to the lab, sweetie. If a person is there, ask them to put the backpack in the basket, okay? Good "
                "job!", "goes to the lab and, if a person is there, asks them to put the backpack in the basket",
                indoor)
    _reads_like("Kind attention please. Jackal is scheduled to reverse 2 metres in 4 seconds. Caution: stop for cars. "
                "The inconvenience caused is deeply regretted.", "reverses 2 m in 4 s, stopping for cars", jackal)
    _reads_like("Number 9, no walking: keep turning left at 15 degrees a second until you spot the target, then "
                "signal. I'm watching you.", "turns left in place at 15 degrees per second until it sees the target, "
                "then signals", spot_robot)


@pytest.mark.timeout(60)
def test_plain_writers_wrong_goals(jackal, spot_robot, indoor):
    """The twenty-first and twenty-second rounds' wrong goals (plain English writers), in our own words: "drive
    forward, not backward, 5 m" reversed; "This means that it lets them go first." after a yield was a second drive;
    "signal, then stay put, yield people" lost the stillness to the hazard's clause; "Stay right where you are" read
    "right" as a side and lost the stillness; a count read beside the rooms' names asked ("only rooms where you see a
    marker count") said a number."""
    _reads_like("Drive forward, not backward, 5 m at 0.5 metres a second. Stop for cars.", "drives forward 5 m at 0.5 "
                "m/s, stopping for cars", jackal)
    _reads_like("Don't go forward — go backwards, 2 metres, in 4 seconds. Stop for cars.", "reverses 2 m in 4 s, "
                "stopping for cars", jackal)
    _reads_like("Roll forward for 8 seconds at 1 m/s. It must yield to cars. This means that it lets them go first.",
                "drives forward at 1 m/s for 8 s, stopping for cars", jackal)
    _reads_like("explore straight ahead until target found, signal, then stay put, yield people", "explores straight "
                "ahead until the target is found, then signals and does not move again, giving way to people.",
                spot_robot)
    _reads_like("Stay right where you are until the target shows up, then signal.", "stands still until it sees the "
                "target, then signals", spot_robot)
    reading = read_goal("Only rooms where you see a marker count. Tour the rooms and say the name of each room where "
                        "you see a marker.", indoor)
    assert reading.goal is None and "count" in reading.reason


@pytest.mark.timeout(60)
def test_a_manager_and_a_passive_procedure(jackal, spot_robot):
    """The twenty-third and twenty-fourth rounds' wrong goals, in our own words: "go forward 4 m, turn right 40
    degrees on a 1 m radius in 4 s" (two moves said with a comma) had been one arc, the 4 m lost: a length beside a
    radius that is not the arc's is refused; "and pace it so it takes 8 seconds" was a second drive; "The robot is to
    be kept in place" lost its stillness."""
    reading = read_goal("Go forward 4 m at 0.5 m/s, turn right 40 degrees on a 1 m radius in 4 s.", jackal)
    assert reading.goal is None and "beside the radius" in reading.reason
    _reads_like("Turn right 120 degrees with radius 2 m (200 cm) in 8 seconds.", "turns right 120 degrees with a "
                "radius of 2 m in 8 s", jackal)
    _reads_like("Drive forward 6 metres, and pace it so it takes 8 seconds. Stop for cars.", "drives forward 6 m in 8 "
                "s, stopping for cars", jackal)
    _reads_like("The robot is to be kept in place, and a signal is to be given when the target comes into view.",
                "stands still and signals when it sees the target", spot_robot)


@pytest.mark.timeout(60)
def test_a_coachs_exclamations_and_a_stay_said_with_its_time(jackal, spot_robot):
    """The twenty-fifth round's four wrong goals, in our own words: "Alright, let's move!" was a drive of its own;
    "No forward motion. 5.3 seconds." after a turn in place carried its time to the next move (the arc took 5.3 s, its
    own 7.1 s lost); "Keep going until you find the target" after a turn was a drive."""
    _reads_like("Alright, let's move! Reverse 2 m in 4 s. Stop for cars.", "reverses 2 m in 4 s, stopping for cars",
                jackal)
    _reads_like("Turn left 90 degrees in place. No forward motion. 5 seconds. Then a right arc, 20 degrees, radius 3 "
                "metres, 7 seconds.", "turns left 90 degrees in place in 5 s, then turns right 20 degrees with a "
                "radius of 3 m in 7 s", jackal)
    _reads_like("Turn on the spot. Right, 40 degrees per second. Keep going until you find the target, then signal.",
                "turns right in place at 40 degrees per second until it sees the target, then signals", spot_robot)
    assert len(read_goal("Walk forward 2 m, then keep going for 3 m.", spot_robot).goal.moves) == 2


@pytest.mark.timeout(60)
def test_anywhere_there_is_someone_is_a_condition(indoor):
    """The twenty-eighth round's wrong goal, in our own words: "anywhere there's someone, say ..." had lost its
    condition (no word unread), so the message was asked in every room."""
    _reads_like("Go around every room, and anywhere there's someone, say 'dinner is served'.", "visits every room "
                "and says 'dinner is served' in each room where a person is", indoor)


@pytest.mark.timeout(60)
def test_a_move_said_on_with_its_end(jackal, spot_robot):
    """A part that says the move before it goes on ("Keep turning for 12 seconds.") ends that move when it had no end
    (it had been a turn with no side, refused, and "keep going for 12 seconds" after a turn a drive of its own); a
    turn said on after a straight drive, or after a turn that ends, is refused."""
    _reads_like("Pivot counterclockwise in place at 0.4 rad/s. Keep turning for 12 seconds. Stop for cars.",
                "turns left in place at 0.4 rad/s for 12 s, stopping for cars", jackal)
    _reads_like("Spin left on the spot at 0.4 rad/s. Keep going for 12 seconds.", "turns left in place at 0.4 rad/s "
                "for 12 s", jackal)
    _reads_like("Drive forward at 1 m/s and keep it up for 3 metres.", "drives forward 3 m at 1 m/s", jackal)
    _reads_like("Turn to the right on the spot. Keep turning until the target is observed, then signal.", "turns right "
                "in place until it sees the target, then signals", spot_robot)
    for said in ("Drive forward at 1 m/s. Keep turning for 5 seconds.", "Turn left 90 degrees. Keep turning for 5 "
                 "seconds."):
        reading = read_goal(said, jackal)
        assert reading.goal is None and "said on" in reading.reason, said


@pytest.mark.timeout(60)
def test_a_teachers_frame_and_steps_counted_in_words(jackal, spot_robot, indoor):
    """Sentences that only announce the task ("Here's a nice short one.", "Let's go through this together, one step
    at a time."), a reminder ("remember to", "don't forget to"), a count said with "this one has" or "on this one" and
    steps numbered "One, ... Two, ...", a reason for an order ("as a careful driver always does") are read; a count
    the steps do not meet, and a reason that orders a move, are refused."""
    _reads_like("Now, here's a nice simple one. Spin on the spot to the left through 180 degrees in four seconds. "
                "Don't forget to pause for pedestrians, mind you.", "turns left 180 degrees in place in 4 s, stopping "
                "for pedestrians", jackal)
    _reads_like("Let's go through this together, one step at a time. First, reverse 2 m in 4 s. Then turn right 90 "
                "degrees in place in 5 s. Remember to stop for cars.", "reverses 2 m in 4 s, then turns right 90 "
                "degrees in place in 5 s, stopping for cars", jackal)
    _reads_like("This one has three steps, so listen carefully. Step one: drive 1 m. Step two: reverse 2 m. Step "
                "three, the last one: turn left 30 degrees in place in 3 s.", "drives 1 m, then reverses 2 m, then "
                "turns left 30 degrees in place in 3 s", jackal)
    _reads_like("Three steps on this one. One, go straight at 1 metre a second for 8 seconds. Two, back up 3 metres. "
                "Three, turn left 90 degrees in place in 5 s.", "drives at 1 m/s for 8 s, then reverses 3 m, then "
                "turns left 90 degrees in place in 5 s", jackal)
    _reads_like("I've got a two-step job for you today. First, reverse 3 m in 8 s. Second, turn right 60 degrees on a "
                "2 m radius in 3 s.", "reverses 3 m in 8 s, then turns right 60 degrees with a radius of 2 m in 3 s",
                jackal)
    _reads_like("Turn left 60 degrees in place in 4 s. Give way to pedestrians, as a careful driver always does.",
                "turns left 60 degrees in place in 4 s, stopping for pedestrians", jackal)
    _reads_like("Walk forward looking for the target, but spend no more than 34 seconds on it. Signal if you spot it.",
                "walks forward searching for the target for at most 34 s and signals when it sees it", spot_robot)
    _reads_like("Please pay a visit to the lab and say 'lunch is ready'.", "goes to the lab and says 'lunch is ready'",
                indoor)
    _reads_like("Two-step run: first drive 2 m, then turn right 90 degrees in place in 4 s. Meanwhile, if you please, "
                "stop for cars.", "drives 2 m, then turns right 90 degrees in place in 4 s, stopping for cars", jackal)
    for said, why in (("Four steps here. One, reverse 2 m. Two, drive 1 m. Three, turn left 90 degrees.", "counted"),
                      ("Drive 2 m because we need to turn left 90 degrees.", "because")):
        reading = read_goal(said, jackal)
        assert reading.goal is None and why in reading.why(), (said, reading.why())


@pytest.mark.timeout(60)
def test_stillness_each_time_the_target_is_seen(spot_robot, indoor):
    """The thirty-first round's wrong goal, in our own words: "Whenever you see the target, keep still, and signal"
    was stillness for good after the signal, where the words ask for stillness while the target is in view ("each
    time you spot it" alike); and one exposed by reading the round: "say the names of the ones that have a wallet"
    said a message in those rooms instead of their names, and "say 'found' in the ones that have a wallet" named a
    room "ones"."""
    _reads_like("Walk ahead at 0.4 m/s for 8 s. Whenever you see the target, keep still, and give a signal whenever it "
                "is in view.", "walks ahead at 0.4 m/s for 8 s, keeping still whenever the target is in view, "
                "signalling whenever it is in view", spot_robot)
    _reads_like("Walk ahead at 0.4 m/s for 8 s. Each time you spot the target, stand still and signal.", "walks ahead "
                "at 0.4 m/s for 8 s, keeping still whenever the target is in view, signalling when it sees it",
                spot_robot)
    assert read_goal("Walk 2 m. When you see the target, keep still and signal.", spot_robot).goal.after_signal_still
    _reads_like("Look in all the rooms and say the names of the ones that have a wallet in them.", "looks in all the "
                "rooms and names the rooms with a wallet in them", indoor)
    _reads_like("Check every room and say 'found it' in the ones that have a wallet.", "checks every room and says "
                "'found it' in each room that has a wallet", indoor)


@pytest.mark.timeout(60)
def test_what_the_metamorphic_rewritings_found(jackal, spot_robot):
    """Wrong goals the metamorphic benchmark found on this session's sets, in our own words: a telegram in lower case,
    after a greeting line or a label was no telegram (its STOPs read as stops); a text in capitals with punctuation
    was taken for one (its "AND STOP." lost); a "please" ending a clause after "carry on" made a drive; a list's
    item "- No skips." was read as a walk; an "until" and a target in two sentences made a search with no end."""
    telegram = "TURN LEFT IN PLACE AT 0.5 RAD PER SECOND UNTIL TARGET OBSERVED STOP THEN SIGNAL STOP ALWAYS HALT IF " \
        "PERSON DETECTED STOP"
    plain = "turns left in place at 0.5 rad/s until the target is observed, then signals, always halting for people"
    for said in (telegram, telegram.lower(), "Hi there!\n" + telegram + "\nThanks!", "Task: " + telegram,
                 telegram.replace("0.5", "0,5")):
        _reads_like(said, plain, spot_robot)
    shouted = read_goal("ROBOT WALK AHEAD UNTIL SEE TARGET, THEN GIVE SIGNAL AND STOP. IF DETECT PERSON, ALWAYS STOP.",
                        spot_robot).goal
    assert shouted is not None and shouted.after_signal_still
    _reads_like("Drive forward 2 m at 1 m/s. If a car comes along, stop for it, and then carry on with your drive, "
                "please.", "drives forward 2 m at 1 m/s, stopping for cars", jackal)
    _reads_like("- Stay put until the target comes into view, then signal.\n- No skips.", "stands still until it sees "
                "the target, then signals", spot_robot)
    _reads_like("Turn left in place at 0.3 rad/s until you've turned 90 degrees. Then walk ahead for 4 s at 0.2 m/s. "
                "Stop for people. And if you can see the target, no walking.", "turns left 90 degrees in place at 0.3 "
                "rad/s, then walks ahead at 0.2 m/s for 4 s, stopping for people, and does not walk while the target "
                "is in view", spot_robot)


@pytest.mark.timeout(60)
def test_a_return_at_a_speed_and_round_32s_words(jackal):
    """A return said with a quantity is refused like one said without ("then return at 1 m/s" had lost the return,
    its speed given to the drive before it; "then head back at 1 m/s" was a reverse); "goes back 1.1 m" is still a
    reverse. The thirty-second and thirty-third rounds' unread words, read: "Complete the following in two steps.",
    "let pedestrians and cars go first", a verbless "then back at 1.5 m/s", "Good morning.", "Last bit:"."""
    for said in ("Drive forward 2 m, then return at 1 m/s.", "Drive forward 2 m, then head back at 1 m/s.",
                 "Drive forward 2 m, then come back to where you started at 1 m/s."):
        reading = read_goal(said, jackal)
        assert reading.goal is None and "a way back not said" in reading.reason, said
    _reads_like("Drive forward 2 m, then go back 1.1 m in 3.9 s.", "drives forward 2 m, then reverses 1.1 m in 3.9 s",
                jackal)
    _reads_like("Complete the following in two steps. Step 1: drive forward 2 m in 2 s. Step 2: turn right 90 degrees "
                "on a 3 m radius in 6 s.", "drives forward 2 m in 2 s, then turns right 90 degrees with a radius of 3 "
                "m in 6 s", jackal)
    _reads_like("Just go straight 6.3 m in 8.6 s, and let pedestrians and cars go first.", "drives 6.3 m in 8.6 s, "
                "stopping for pedestrians and cars", jackal)
    _reads_like("Forward at 0.8 m/s for 8.6 s, then back at 1.5 m/s for four seconds!", "drives forward at 0.8 m/s for "
                "8.6 s, then reverses at 1.5 m/s for 4 s", jackal)
    _reads_like("Good morning. Back up at 0.2 m/s for 3.9 s. Last bit: turn 150 degrees counterclockwise on a 2 m "
                "radius in 6 s.", "reverses at 0.2 m/s for 3.9 s, then turns left 150 degrees with a radius of 2 m in "
                "6 s", jackal)


@pytest.mark.timeout(60)
def test_a_person_named_with_no_condition_is_refused(indoor):
    """A person named in an errand but read as neither a condition nor the one asked or told is refused ("Go to every
    room, a person, say 'dinner is ready'" had said it in every room, the person's word read and dropped; the last
    session's ASL gloss probe, "PERSON ROOM EACH, YOU SAY ...", was the same hole); a person told or met is read."""
    for said in ("Go to every room, a person, say 'dinner is ready'.", "Visit each room; person: say 'dinner is "
                 "ready'."):
        reading = read_goal(said, indoor)
        assert reading.goal is None and "a person named" in reading.reason, said
    _reads_like("Go to the lounge and say 'hi' to the person there.", "goes to the lounge and, if a person is there, "
                "says 'hi'", indoor)
