"""The abstraction-soundness oracle: run a program exactly as `safe-codegen run` runs it
(`bridge.execute.run_program`: the instrumented module in the sandbox, the bridge with its shield and
its online automaton check) against a robot whose sensors read random values, over the in-process
transport, and check the bridge's step log against the program's automaton.

A verdict of `safe` is only as good as the automaton: if some execution makes a step the automaton
does not have (a missing sensor read, actions in another order, a branch the guards exclude), NuSMV
checked the wrong program. The trace is the sequence of steps (docs/semantics.md, "Steps"), each with
the environment the program saw there; it is a run when some path of the product A x TS (Definitions
3-5) visits exactly these points with exactly these environments (verify/runmonitor.py).
"""

from __future__ import annotations

import io
import random
import threading
from dataclasses import dataclass

from rich.console import Console

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.bridge.api import OutOfSteps, log_steps
from safe_codegen.bridge.config import BridgeConfig
from safe_codegen.bridge.execute import RunOptions, RunResult, run_program
from safe_codegen.bridge.rosmap import Reading, RosMap, load_ros_map
from safe_codegen.bridge.transport.base import Transport
from safe_codegen.bridge.transport.local import LocalTransport
from safe_codegen.robot import Robot
from safe_codegen.sandbox.runner import Limits
from safe_codegen.spec import robot_specs
from safe_codegen.verify.fsa import FSA, build_fsa
from safe_codegen.verify.program import Program
from safe_codegen.verify.runmonitor import Event, Mismatch, check_trace

__all__ = ["Event", "Mismatch", "check_trace", "RandomRobot", "OracleResult", "run_and_check"]

PERIOD = 0.002  # seconds between fresh random readings: several steps each (a step takes 0.1-0.5 ms here)
TIME_SCALE = 200.0  # the program's clock, so `while time.time() - t0 < 5` runs for a few hundred steps
ANSWERS = ("yes", "no", "")


class RandomRobot:
    """A robot on a transport: every sensor topic carries random readings (each proposition true with
    probability 1/2), fresh every `period` seconds; query topics carry random answers and an action with
    a reply gets one. `run()` publishes until `stop()`."""

    def __init__(self, robot: Robot, rosmap: RosMap, transport: Transport, seed: int = 0,
                 period: float = PERIOD) -> None:
        self.robot, self.map, self.transport, self.period = robot, rosmap, transport, period
        self._rng = random.Random(seed)
        self._done = threading.Event()
        reads = list(rosmap.sensors.items()) + list(rosmap.queries.items())
        self._topics = {r.topic.name: (r.topic, [(n, x) for n, x in reads if x.topic.name == r.topic.name])
                        for _, r in reads}
        self._pub = {name: transport.publisher(topic) for name, (topic, _) in self._topics.items()}
        for name, cmd in rosmap.actions.items():
            if cmd.reply is not None:
                reply = transport.publisher(cmd.reply.topic)
                transport.subscribe(cmd.topic, lambda msg, r=cmd.reply, p=reply: p(self._message(r.topic.type, [
                    (None, r)])))

    def run(self) -> None:
        while True:
            for name, (topic, readings) in self._topics.items():
                self._pub[name](self._message(topic.type, readings))
            if self._done.wait(self.period):
                return

    def stop(self) -> None:
        self._done.set()

    def _message(self, msgtype: str, readings: list[tuple[str | None, Reading]]) -> dict:
        msg = rosmsg.zero(msgtype)
        for name, reading in readings:
            fn = self.robot.functions.get(name) if name else None
            if reading.contains is not None:  # is_in_room(x): x in a comma-separated list
                value = ",".join(x for x in fn.by_argument if self._rng.random() < 0.5)
            elif rosmsg.path_kind(msgtype, reading.field) == "bool":
                value = self._rng.random() < 0.5
            else:
                value = self._rng.choice(ANSWERS)
            rosmsg.set_path(msg, reading.field, value)
        return msg


@dataclass
class OracleResult:
    """One execution: the program's steps read back from the step log, how it ended ("finished", the
    program's "error"/"killed"/"protocol", "budget" when the step budget cut it, "halted" by the bridge),
    where it left the automaton (None: it is a run), and the run itself."""

    events: list[Event]
    status: str
    mismatch: Mismatch | None
    run: RunResult


def run_and_check(program: Program, robot: Robot, seed: int = 0, max_steps: int = 400,
                  fsa: FSA | None = None, transport: Transport | None = None) -> OracleResult:
    """Run `program` through the bridge (as `run` does) against a RandomRobot, on `transport` (default:
    a fresh in-process one), and check the log's steps against its automaton. A run cut by the step
    budget is checked as a prefix; a program error ends the trace where it occurred."""
    fsa = fsa or build_fsa(program, robot)
    bus = transport or LocalTransport()
    world = RandomRobot(robot, load_ros_map(robot), bus, seed)
    thread = threading.Thread(target=world.run, name="random-robot", daemon=True)
    thread.start()
    options = RunOptions(quiet=True, limits=Limits(cpu_seconds=10, wall_seconds=20), config=BridgeConfig(
        stale_timeout=30.0, rate=1e6, time_scale=TIME_SCALE, max_steps=max_steps))
    try:
        run = run_program("<program>", program, fsa, robot, robot_specs(robot), bus, options,
                          Console(file=io.StringIO(), quiet=True))
    finally:
        world.stop()
        thread.join()
        if transport is None:
            bus.close()
    events = log_steps(run.log)
    finished = run.outcome is not None and run.outcome.status == "finished"
    return OracleResult(events, _status(run), check_trace(fsa, events, finished), run)


def _status(run: RunResult) -> str:
    if isinstance(run.halt, OutOfSteps):
        return "budget"
    if run.outcome is not None and run.outcome.status != "finished":
        return run.outcome.status
    return "finished" if run.halt is None else "halted"
