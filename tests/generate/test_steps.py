"""Guided step comments (generate/steps.py, the guide in generate/decode.py): the sampler writes a multi-move
task's `# step i of n:` comments from the task's words, and the model writes the code under them."""

from __future__ import annotations

import re

import numpy as np
import pytest

from safe_codegen.generate.decode import sample_many
from safe_codegen.generate.models.base import SampleConfig
from safe_codegen.generate.prompts import Task
from safe_codegen.generate.steps import StepGuide, step_guide
from safe_codegen.tasks.goals import Goal, Move

BACK_OUT = "reverses at 0.4 m/s for 5 seconds then turns left 45 degrees in 3 seconds, stopping for pedestrians."


def test_the_steps_come_from_the_words(jackal):
    guide = step_guide(jackal, Task("back_out", BACK_OUT))
    assert guide is not None and len(guide.comments) == 2
    first, second = guide.comments
    assert first.startswith("    # step 1 of 2: reverse at 0.4 m/s for 5 seconds") and first.endswith("\n")
    assert second.startswith("    # step 2 of 2: turn left 45 degrees") and "in 3 seconds" in second


def test_a_task_files_goal_is_never_used(jackal):
    """The guide reads the words: a goal written beside them (here a wrong one) changes nothing, so a shipped set's
    hand-written goal stays an independent check of what the guided model wrote."""
    wrong = Goal(moves=(Move("right", "forward", -90, None, None, 4.0), Move("straight", "forward", None, 3.0, 1.0)))
    assert step_guide(jackal, Task("back_out", BACK_OUT, wrong)) == step_guide(jackal, Task("back_out", BACK_OUT))


def test_one_move_is_guided_as_step_1_of_1(jackal):
    """"A complete U-turn" was written as 40 degrees on every sample until its comment said 180."""
    guide = step_guide(jackal, Task("u", "makes a complete left U-turn with a turn radius of 4 meters in 8 seconds "
                                         "while stopping for pedestrians."))
    assert guide.comments == ("    # step 1 of 1: turn left 180 degrees, radius 4 m, in 8 seconds\n",)


@pytest.mark.parametrize("words", [BACK_OUT, "makes a complete left U-turn with a turn radius of 4 meters in 8 seconds, "
                                            "stopping for pedestrians."])
def test_the_guide_writes_the_reference_programs_own_comments(jackal, words):
    """What the model is guided with is what the reference programs it trains on say, one move or several."""
    from safe_codegen.tasks.reader import task_with_goal
    from safe_codegen.tasks.reference import reference_program
    task = task_with_goal(Task("t", words), jackal)
    program = reference_program(task, "jackal")
    assert all(c in program for c in step_guide(jackal, task).comments), program


@pytest.mark.parametrize("words", ["dances a little jig then bows twice",            # words the reader cannot read
                                   "drives forward for a while then turns left"])    # moves without quantities
def test_no_guide_without_known_moves(jackal, words):
    assert step_guide(jackal, Task("t", words)) is None


def test_an_errand_has_no_steps_to_guide_only_its_names_and_its_start(indoor):
    guide = step_guide(indoor, Task("t", "goes to the kitchen, then asks if anyone wants tea, then comes back"))
    assert guide.comments == ("    start = get_current_location()\n",) and "kitchen" in guide.names
    assert step_guide(indoor, Task("t", "goes to the kitchen, then asks if anyone wants tea")).comments == ()


GUIDE = StepGuide(("    # step 1 of 2: drive forward 3 meters in 6 seconds\n",
                   "    # step 2 of 2: spin left 90 degrees in place in 4 seconds\n"))
BODY = "    velocity_publisher(0.5, 0.0)\n"
OWN_STEP = "    # step 2 of 2: spin right 9 degrees in place in 4 seconds\n"  # the model's own, wrong, comment
EXTRA = "    # step 3 of 2: drive forward 1 meters in 1 seconds\n"
OPEN, ZERO = "    # step 3 of 2: spin left 4", "0"  # a step past the last whose line never ends (a real sample's)


class ScriptModel:
    """Stands in for a language model whose tokens are whole lines: it writes `script` (line indices) in order
    after the prompt, then ends; `encode` gives a known line's token, as the real backends' tokenizers do. The
    real model's guided sampling is tested below on a tiny Gemma 3."""

    def __init__(self, script: list[str]) -> None:
        self.vocab = [BODY, OWN_STEP, EXTRA, OPEN, ZERO, *GUIDE.comments, "<eos>"]
        self.eos = {len(self.vocab) - 1}
        self.script = script

    def logprobs(self, prefixes):
        rows = []
        for p in prefixes:
            # the script's next line (a line replaced by the guide counts as the one it replaced); then the end
            want = self.script[len(p)] if len(p) < len(self.script) else "<eos>"
            q = np.full(len(self.vocab), 1e-9)
            q[self.vocab.index(want)] = 1.0
            rows.append(np.log(q / q.sum()))
        return np.array(rows)

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)

    def encode(self, text):
        return (self.vocab.index(text),)


def _guided(script: list[str]) -> str:
    (out,) = sample_many([(ScriptModel(script), SampleConfig(n=1, seed=0), None)], guides=[GUIDE])
    assert not out[0].cut and out[0].dead_end is None
    return out[0].text


def test_the_models_own_step_comment_is_replaced():
    assert _guided([BODY, OWN_STEP, BODY]) == BODY + GUIDE.comments[1] + BODY


def test_a_function_that_ends_before_its_last_step_gets_the_next_comment():
    """The model ends after step 1 (as `back_out` did on every sample): the guide writes step 2's comment in place
    of the end, and the model goes on under it."""
    assert _guided([BODY]) == BODY + GUIDE.comments[1]


def test_a_step_after_the_last_ends_the_function():
    """Every step is written: the model's step 3 (and whatever it would write under it) is not a step of the task,
    so the program ends there, not cut off at the token budget while step 3 is drawn again and again."""
    (out,) = sample_many([(ScriptModel([BODY, OWN_STEP, BODY, EXTRA, BODY]), SampleConfig(n=1, seed=0), None)],
                         guides=[GUIDE])
    assert out[0].text == BODY + GUIDE.comments[1] + BODY
    assert not out[0].cut and out[0].dead_end is None and out[0].rejected == 0


def test_a_step_after_the_last_ends_the_function_before_its_line_does():
    """"# step 2 of 1: spin left 4000000..." ran to the token budget on one line: the step is past the last as soon
    as its comment's header is written, so the function ends there, not cut off."""
    (out,) = sample_many([(ScriptModel([BODY, OWN_STEP, BODY, OPEN] + [ZERO] * 40),
                           SampleConfig(n=1, seed=0, max_new_tokens=20), None)], guides=[GUIDE])
    assert out[0].text == BODY + GUIDE.comments[1] + BODY and not out[0].cut and out[0].dead_end is None


def test_the_guide_holds_each_steps_constants_as_the_reference_program_writes_them(jackal):
    """The numbers a careful program names under each step comment, by step (read from the words, like the
    comments)."""
    from safe_codegen.tasks.reader import task_with_goal
    from safe_codegen.tasks.reference import reference_program
    words = "spins left 15 degrees in place in 13 seconds, then drives forward 2 m at 0.5 m/s, stopping for pedestrians"
    guide = step_guide(jackal, Task("t", words))
    assert guide.constants == ({"side": "1", "angle": "15", "duration": "13"},
                               {"direction": "1", "speed": "0.5", "distance": "2"})
    program = reference_program(task_with_goal(Task("t", words), jackal), "jackal")
    assert all(f"    {name} = {value} #" in program for step in guide.constants for name, value in step.items())


@pytest.mark.parametrize("written, barred", [
    ("    angle = 150", True), ("    angle = 15.5", True), ("    angle = 15", False), ("    angle = 15.0", False),
    ("    angle = 16", True), ("    angle = 1", False), ("    speed = 0.45", True), ("    speed = 0.40", False),
    ("    angle = 9", False),       # begun with another digit: the model's until its expression ends (below)
    ("    radius = 150", False),    # not a constant this step says
    ("    duration = 150", False),  # step 1's, but this is step 2
    # where the expression ends (its comment or the line's end), arithmetic on numbers and math.pi is judged
    ("    angle = 9 #", True), ("    angle = 7.5 * 2 # degrees", False), ("    speed = 4 / 10\n", False),
    ("    angle = 0.2618 # radians", True), ("    angle = angle_deg # degrees", False),
    ("    speed = 0.4 * math.pi #", True),
    # within 5% of the step's number: rounding ("22 degrees and a quarter" a second written as 22 * math.pi / 180),
    # which the task's 10% takes; the line that could not end there ran on to the token budget on 8 of 8 samples
    ("    angle = 14.5 # degrees", False), ("    speed = 0.39 #", False), ("    speed = 0.43 #", True),
    # a constant the step does not name, with a number it says of another quantity: in the wrong slot
    ("    duration = 15 # seconds\n", True), ("    linear = radius_m = 15 #", True), ("    time_limit = 0.4\n", True),
    ("    linear = radius_m = 0.4 #", False),  # the speed's own number under another speed name
    ("    turn_angle = 15 #", False), ("    duration = 4 #", False), ("    direction = 1 #", False),
    ("    count = 15 #", False),               # a name that says no quantity: the model's
])
def test_a_constant_of_the_step_may_not_become_another_number(written, barred):
    guide = StepGuide(GUIDE.comments, ({"angle": "99", "duration": "15"}, {"angle": "15", "speed": "0.4"}))
    assert guide.bars(written, lambda: BODY + GUIDE.comments[1]) == barred  # the completion so far: step 2 begun


STOP_SIGN_THEN_RIGHT = ("drives forward 4 seconds at 1 m/s stopping at stop signs, then turns right 90 degrees with "
                        "radius 3 m in 5 s, stopping for pedestrians.")  # jackal-test's, 0/8 until the guide knew


@pytest.mark.parametrize("line, completed", [
    ("        if pedestrian_observed():\n", "        if pedestrian_observed() or stop_sign_observed():\n"),
    ("    if stop_sign_observed(): # halt\n", "    if stop_sign_observed() or pedestrian_observed(): # halt\n"),
    ("        if stop_sign_observed() or pedestrian_observed():\n", None),  # every hazard tested already
    ("        if car_observed():\n",                 # not a hazard of this task: kept, and the task's added
     "        if car_observed() or pedestrian_observed() or stop_sign_observed():\n"),
    ("        if target_observed():\n", None),       # no hazard test
    ("        if not pedestrian_observed():\n", None),
    ("        elif pedestrian_observed():\n", None),
    ("        if pedestrian_observed() and time.time() > t:\n", None),
])
def test_a_hazard_test_of_some_of_the_tasks_hazards_is_completed_with_the_others(jackal, line, completed):
    """The task stops at stop signs and for pedestrians (read from its words, like the comments); the model tested
    for pedestrians only in every loop, so the program was unsafe under phi4."""
    guide = step_guide(jackal, Task("t", STOP_SIGN_THEN_RIGHT))
    assert guide.hazards == ("pedestrian_observed()", "stop_sign_observed()")
    assert guide.line(GUIDE.comments[1], line, False) == completed and guide.line("", line, True) != completed


@pytest.mark.parametrize("line, completed", [
    ("        if pedestrian_observed() or ", "        if pedestrian_observed() or stop_sign_observed():\n"),
    ("if stop_sign_observed() or", "if stop_sign_observed() or pedestrian_observed():\n"),
    ("        elif pedestrian_observed() or ", "        elif pedestrian_observed() or stop_sign_observed():\n"),
    ("        if pedestrian_observed() or stop_sign_observed() or ", None),  # every hazard named: the model's
    ("        if car_observed() or ", "        if car_observed() or pedestrian_observed() or stop_sign_observed():\n"),
    ("        if target_observed() or ", None),  # no hazard test
    ("        if pedestrian_observed() or not", None),
    ("        if pedestrian_observed()", None),  # may still end here: `line` completes it if it does
])
def test_a_hazard_test_going_on_after_some_hazards_is_finished_with_the_others(jackal, line, completed):
    """For "a pedestrian or a vehicle" the adapter wrote `if pedestrian_observed() or vehicle_observed():` (no such
    call) on 5 of 8 samples; once the test goes on after some of the task's hazards, the others end it."""
    guide = step_guide(jackal, Task("t", STOP_SIGN_THEN_RIGHT))
    assert guide.completion(line) == completed


def test_a_hazard_test_of_pedestrians_alone_gets_the_tasks_cars(jackal):
    """A task typed with cars and no pedestrians ("yielding to cars"): the model, trained on tasks that all name
    pedestrians, tested for them alone on 8 of 8 samples and no car stopped it (benchmarks/typed_hazards.py); its
    test keeps the pedestrians (phi1 asks for them in every task) and gets the cars."""
    guide = step_guide(jackal, Task("t", "Drive forward 3 m in 6 s, yielding to cars."))
    assert guide.hazards == ("car_observed()",)
    assert guide.line(GUIDE.comments[1], "        if pedestrian_observed():\n", False) == \
        "        if pedestrian_observed() or car_observed():\n"
    assert guide.line(GUIDE.comments[1], "        if pedestrian_observed() or car_observed():\n", False) is None


@pytest.mark.parametrize("done, line, written", [
    ("", "        if person_observed() or target_observed():\n",
     "        if target_observed():\n            signal()\n        if person_observed() or target_observed():\n"),
    ("", "    if person_observed():  # people first\n",
     "    if target_observed():\n        signal()\n    if person_observed():  # people first\n"),
    ("        if target_observed():\n            signal()\n", "        if person_observed():\n", None),  # signals
    ("", "        if target_observed():\n", None),  # the signal's own test
    ("", "        navigate(0.5, 0.0)\n", None),
])
def test_a_walk_that_signals_gets_its_signal_before_its_stop_test(spot_robot, done, line, written):
    """"... and always that it sees the objective, it emits a signal": the adapter stopped for the target and never
    signalled, on 8 of 8 samples (heldout15 `scan_b`); the guide writes the signal's test before the step's stop test
    where the step has no `signal()` yet."""
    guide = step_guide(spot_robot, Task("t", "walks forward 3 m at 0.5 m/s, stopping for people, and signals each "
                                             "time it sees the target"))
    assert guide.signal == "target_observed()" and guide.line(done, line, False) == written


class Vehicular:
    """Stands in for the adapter on that task: after "if pedestrian_observed() or " it writes a call the robot does
    not have; tokens are these pieces, and the guide's line is encoded as one token."""

    vocab = ["    if pedestrian_observed() or ", "vehicle_observed():\n", "        stop()\n", "<eos>",
             "    if pedestrian_observed() or stop_sign_observed():\n"]
    eos = {3}

    def logprobs(self, prefixes):
        nxt = {(): 0, (0,): 1, (0, 1): 2, (4,): 2}
        return np.log(np.array([[1.0 if t == nxt.get(tuple(p), 3) else 1e-12 for t in range(5)] for p in prefixes]))

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)

    def encode(self, text):
        return (self.vocab.index(text),)


def test_the_sampler_finishes_the_hazard_test_with_the_tasks_hazards():
    guide = StepGuide(("    # step 1 of 1: drive forward 2 meters in 4 seconds\n",),
                      hazards=("pedestrian_observed()", "stop_sign_observed()"))
    for g, text in [(guide, "    if pedestrian_observed() or stop_sign_observed():\n        stop()\n"),
                    (None, "    if pedestrian_observed() or vehicle_observed():\n        stop()\n")]:
        (out,) = sample_many([(Vehicular(), SampleConfig(n=1, temperature=0.0, seed=0), None)], guides=[g])
        assert out[0].text == text and not out[0].cut and out[0].dead_end is None


class DigitModel:
    """Stands in for a language model that writes "angle = 15" and then, as the adapter did (0.9995), a "0"
    before the comment; tokens are these pieces. The real model's guided sampling is tested on a tiny Gemma 3."""

    vocab = ["    angle = 15", "0", " # degrees to turn\n", "<eos>"]
    eos = {3}

    def logprobs(self, prefixes):
        nxt = {(): {0: 1.0}, (0,): {1: 0.9995, 2: 0.0005}, (0, 1): {2: 1.0}, (0, 2): {3: 1.0}, (0, 1, 2): {3: 1.0}}
        return np.log(np.array([[nxt[tuple(p)].get(t, 1e-12) for t in range(4)] for p in prefixes]))

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)


def test_the_sampler_never_draws_the_digit_that_runs_past_the_steps_angle():
    guide = StepGuide(("    # step 1 of 1: spin left 15 degrees in place in 13 seconds\n",), ({"angle": "15"},))
    for g, text in [(guide, "    angle = 15 # degrees to turn\n"), (None, "    angle = 150 # degrees to turn\n")]:
        (out,) = sample_many([(DigitModel(), SampleConfig(n=1, temperature=0.0, seed=0), None)], guides=[g])
        assert out[0].text == text and not out[0].cut and out[0].dead_end is None


def test_without_a_guide_nothing_changes():
    (out,) = sample_many([(ScriptModel([BODY, OWN_STEP, BODY]), SampleConfig(n=1, seed=0), None)])
    assert out[0].text == BODY + OWN_STEP + BODY


@pytest.mark.timeout(300)
def test_the_tiny_model_writes_under_every_guided_comment(tiny, jackal):
    """The real sampler (tree attention over a tiny random Gemma 3): each finished completion starts with step 1's
    comment and holds step 2's once, after it; with guide_steps off (--free-steps) the guide is ignored."""
    from safe_codegen.generate.models.local import LocalModel

    guide = step_guide(jackal, Task("back_out", BACK_OUT))
    cfg = SampleConfig(n=6, temperature=1.0, max_new_tokens=120, seed=3)
    out = LocalModel(tiny, constrain=False).sample_many([("def back_out():\n", cfg, None)], [guide])[0]
    finished = [c for c in out if not c.cut and c.dead_end is None]
    assert finished, [c.text for c in out]
    for c in out:
        assert c.text.startswith(guide.comments[0])
    for c in finished:
        assert c.text.count("# step 2 of 2:") == 1 and guide.comments[1] in c.text
    free = LocalModel(tiny, constrain=False, guide_steps=False).sample_many([("def back_out():\n", cfg, None)],
                                                                            [guide])[0]
    assert not any(c.text.startswith(guide.comments[0]) for c in free)


def test_errands_are_guided_by_their_names_and_where_they_come_back_to(indoor):
    """The indoor robot's tasks, shipped and generated, get no step comments, only the names their errand says:
    rooms (none for "every room"), the thing, its destination and what the request waits for; read from the words,
    never from a task file's goal. An errand that comes back starts with the line that keeps its start: the default
    adapter wrote go_to("lounge") again for "... and brings it back" on 8 of 8 samples, and with the line written
    go_to(start) on 8 of 8 (docs/results/errand-guide)."""
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.tasks.curriculum import generate_tasks
    from safe_codegen.tasks.errand import START_LINE
    from safe_codegen.utils.paths import resolve

    tasks = load_tasks(resolve("jackal-indoor", "tasks")) + generate_tasks("jackal-indoor", 20, "heldout", 0)
    guides = {t.name: step_guide(indoor, t) for t in tasks}
    back = {name for name, g in guides.items() if g is not None and g.comments}
    assert back >= {"pick_up_backpack", "return_backpack"} and "bring_backpack_from_lounge" not in back
    assert all(guides[n].comments == (f"    {START_LINE}\n",) for n in back)
    assert all(re.search(r"\b(?:back|returns?|comes? back)\b", t.task) for t in tasks if t.name in back)
    assert guides["bring_backpack_from_lounge"].names == {"lounge", "backpack", "person"}
    assert guides["check_all_rooms_for_backpack"].names == {"backpack"}  # every room: no room named
    assert guides["move_water_bottle_c"].names == {"break room", "water bottle", "conference room"}


@pytest.mark.parametrize("line, barred", [
    ('    pick("bottle")', True), ('    pick("water bottle")', False), ('    pick("water bot', False),
    ('    go_to("room', True), ('    go_to("conference room")', False), ('    go_to(start)', False),
    ('    if is_in_room("break room") and is_in_room("pen")', True), ('    say("bottle")', False),
    ('    ask("person", "room?", ["Yes", "No"])', False),
])
def test_a_literal_names_a_room_or_thing_of_the_errand_whole(line, barred):
    """"the water bottle" written pick("bottle"), "the conference room" go_to("room"): every sample of such tasks
    failed its task. Messages and questions are free text."""
    guide = StepGuide((), names=frozenset({"break room", "water bottle", "conference room"}))
    assert guide.bars(line, lambda: "") == barred


class NameModel:
    """Stands in for a language model that names the thing by its last word, as the adapter did (tokens are these
    pieces; a real model's token may hold the closing quote and bracket with the newline)."""

    vocab = ['    pick("', 'bottle', 'water', ' bottle', '")\n', "<eos>"]
    eos = {5}

    def logprobs(self, prefixes):
        nxt = {(): {0: 1.0}, (0,): {1: 0.9, 2: 0.1}, (0, 1): {4: 1.0}, (0, 2): {3: 1.0}, (0, 2, 3): {4: 1.0}}
        return np.log(np.array([[nxt.get(tuple(p), {5: 1.0}).get(t, 1e-12) for t in range(6)] for p in prefixes]))

    def decode(self, tokens):
        return "".join(self.vocab[t] for t in tokens if t not in self.eos)


def test_the_sampler_never_writes_part_of_a_name():
    guide = StepGuide((), names=frozenset({"water bottle"}))
    for g, text in [(guide, '    pick("water bottle")\n'), (None, '    pick("bottle")\n')]:
        (out,) = sample_many([(NameModel(), SampleConfig(n=1, temperature=0.0, seed=0), None)], guides=[g])
        assert out[0].text == text and not out[0].cut and out[0].dead_end is None


SPIN_SEARCH = "turns in place to the right at 0.3 rad/s until it sees the target, stopping for people, then signals."


def test_a_search_is_guided_by_its_constants_and_no_clock(spot_robot):
    """A search goes on until the target is seen: the guide writes the reference program's lines before its loop
    (what the words set moving, at the task's numbers), and bars a clock (the adapter began 6 of 8 samples of a spin
    search as a timed spin whose duration it had no number for, and never turned). Until 2026-12-06 it wrote the first
    line alone and held the model's rate to the task's: under "435 degrees a minute" the adapter wrote `435 * math.pi
    / 180 / ` and found no way on (8 of 8 dead ends; 8 of 8 right with the rate written)."""
    from safe_codegen.tasks.reader import task_with_goal
    from safe_codegen.tasks.reference import reference_program
    guide = step_guide(spot_robot, Task("s", SPIN_SEARCH))
    assert guide.comments == ("    linear = 0.0 # meters per second, forwards\n"
                              "    angular = -0.3 # radians per second: + turns left (counterclockwise), - right "
                              "(clockwise)\n",) and guide.unclocked
    program = reference_program(task_with_goal(Task("s", SPIN_SEARCH), spot_robot), "spot")
    assert program.startswith("def s():\n" + guide.comments[0] + "    while True:\n")
    assert guide.hazards == ("person_observed()",)
    done = guide.comments[0]
    for line in ["    duration", "    start_time = ", "    while time.", "    stopping_time = 0"]:
        assert guide.bars(line, lambda: done), line
    for line in ["    while True:", "        navigate(linear, angular)",
                 "        stop() # the time of day is no clock\n"]:
        assert not guide.bars(line, lambda: done), line


def test_a_search_bounded_in_time_is_not_guided(spot_robot):
    """"... for at most 20 seconds, then walks back" keeps time: no guide bars its clock."""
    assert step_guide(spot_robot, Task("s", "searches for the target walking forward for at most 20 seconds, stopping "
                                            "for people, signals if found, then walks back.")) is None


def test_the_guides_first_line_is_checked_with_the_completion(spot_robot):
    """A search's first line (in the prompt) defines `linear`; the completion's lines are checked after it, as the
    program will be, not as a body that reads a name it never defined."""
    from safe_codegen.generate.constrain import program_check
    from safe_codegen.generate.models.local import _headed
    check = program_check(spot_robot, "s")
    line = "    navigate(linear, 0.3)\n"
    assert "name 'linear' is not defined" in check(line, False)
    assert _headed(check, "    linear = 0.0 # meters per second, forwards\n")(line, False) is None
    assert _headed(check, "") is check and _headed(None, "    x = 1\n") is None


WANDER = "walks about at random for 20 seconds at 0.4 m/s, stopping for people, and signals if it sees the target."


@pytest.mark.parametrize("line", ["            navigate(direction * speed,",
                                  "            navigate(direction * speed, 0",
                                  "            navigate(direction * speed, 0.0", "            navigate(0.4, math.pi"])
def test_a_wanders_velocity_call_is_given_its_random_turn_rate(spot_robot, line):
    """The adapter was trained on no wander and wrote `navigate(direction * speed, 0.0)` under "wander forward ...,
    turning at random" on 8 of 8 samples (a straight walk): the guide writes the turn rate the reference program
    draws each step, from the comma on, whatever the model began there; the speed stays the model's."""
    guide = step_guide(spot_robot, Task("w", WANDER))
    assert guide.comments == ("    # step 1 of 1: wander forward at 0.4 m/s for 20 seconds, turning at random\n",)
    speed = line.split("(", 1)[1].split(",")[0]
    assert guide.completion(line) == f"            navigate({speed}, random.uniform(-0.3, 0.3))\n"
    assert ", random.uniform(-0.3, 0.3))" in guide.writes()


def test_only_a_wander_has_its_turn_rate_written(spot_robot):
    """A walk keeps the model's turn rate, and a wander in place gets its own (its side drawn too)."""
    walk = step_guide(spot_robot, Task("w", "walks forward at 0.4 m/s for 20 seconds, stopping for people."))
    assert walk.wander_turn is None and walk.completion("        navigate(speed, 0.0") is None
    spin = step_guide(spot_robot, Task("w", "turns in place at random for 12 seconds, stopping for people."))
    assert spin.completion("        navigate(0.0, 0.3") == \
        "        navigate(0.0, random.uniform(0.3, 0.6) * (2 * random.randint(0, 1) - 1))\n"


@pytest.mark.timeout(300)
def test_the_output_layer_holds_what_a_guide_writes(tiny, spot_robot, monkeypatch):
    """The sampler cuts the output layer to code tokens and the prompt's words; it is fit to everything the guides
    write whole as well (the bundled model stopped with "token(s) [29513] are outside the sampled vocabulary" for
    a wander's `random.uniform`; the tiny model's code tokens happen to hold it, so the texts asked for are
    checked here, and the bundled model's writing in the slow test beside)."""
    from safe_codegen.generate.models.local import LocalModel
    guide = step_guide(spot_robot, Task("w", WANDER))
    model = LocalModel(tiny, constrain=False)
    asked = []
    fit = model.fit_vocab
    monkeypatch.setattr(model, "fit_vocab", lambda texts: (asked.extend(texts), fit(texts)))
    model.sample_many([("def w():\n", SampleConfig(n=1, max_new_tokens=4, seed=0), None)], [guide])
    assert set(guide.writes()) <= set(asked) and ", random.uniform(-0.3, 0.3))" in asked


@pytest.mark.slow
def test_the_bundled_model_wanders_under_its_guide(spot_robot, pool):
    """The bundled model with the default adapter, guided, writes a wander that turns at random and does its task
    (8 of 8 samples of spot.yaml's `wander` with seed 1; unguided, 0 of 8 turned)."""
    from safe_codegen.generate.models.base import default_adapter
    from safe_codegen.generate.models.local import LocalModel
    from safe_codegen.generate.prompts import load_tasks
    from safe_codegen.generate.refine import generate
    from safe_codegen.spec import robot_specs
    task = next(t for t in load_tasks("spot") if t.name == "wander")
    rep = generate(LocalModel(None, default_adapter()), spot_robot, robot_specs(spot_robot), task,
                   SampleConfig(n=2, seed=1), pool)
    assert all("random.uniform(-0.3, 0.3)" in s.final.code for s in rep.samples)
    assert any(s.final.check.success for s in rep.samples)


ARC = "turns left 104.25 degrees on a radius of 2.22 m in 11.875 seconds, stopping for people."
ARC_DONE = "    side = 1 #\n    angle = 104.25 #\n    radius = 2.22 #\n    duration = 11.875 #\n"


@pytest.mark.parametrize("written, barred", [
    ("    linear = radius * math.pi / 180 / duration # m/s\n", True),  # the angle left out: what the adapter wrote
    ("    linear = radius * angle * math.pi / 180 / duration #", False),
    ("    linear = radius * angle * math.pi / 180 / duration * side #", False),  # by size: a side may come later
    ("    linear = radius * angular # speed along the arc\n", False),    # angular set above, as a careful one is
    ("    linear = radius / duration #", True),
    ("    angular = angle / duration # degrees a second\n", True),        # no radians
    ("    angular = side * angle * math.pi / 180 / duration #", False),
    ("    linear = speed_of(radius) #", False),                           # not arithmetic on what it set: the model's
    ("    turn_rate = radius / duration #", False),                       # a name a careful program does not compute
    ("    linear = 0.0033 #", True), ("    linear = 0.34 # m/s\n", False),  # a plain number there: its value
])
def test_a_constant_computed_from_the_steps_others_must_come_to_what_a_careful_program_computes(
        spot_robot, written, barred):
    """The guide knows the values a careful program computes from the step's constants (reference.step_lines:
    angular 0.1532 rad/s and linear 0.3402 m/s for this arc) and judges the model's expression for them with the
    values its own constants took; on heldout17's `turn_left_i` the adapter wrote `linear = radius * math.pi / 180 /
    duration` and turned in place on 4 of 4 samples (5 of 8 do the task with this check)."""
    guide = step_guide(spot_robot, Task("arc", ARC))
    assert guide.derived == ({"angular": pytest.approx(0.153222, rel=1e-5),
                               "linear": pytest.approx(0.340152, rel=1e-5)},)
    angular = "    angular = side * angle * math.pi / 180 / duration #\n"  # set before linear, as the model does
    done = ARC_DONE + (angular if written.lstrip().startswith("linear") else "")
    assert guide.bars(written, lambda: done) == barred
