"""The robot API bound to ROS 2: the World that answers a program running in the sandbox's child
process (sandbox.py). Each step is checked against the program's automaton (a step the verified
automaton does not have stops the robot before it takes effect), then by the runtime shield; it is
logged and, with the readings and commands, optionally recorded in a bag. Steps that read the world
are paced at the robot's rate.

Sensors return the latest reading of their topic (inside an open decision or sense step, the
readings snapshotted when it opened); actions publish one message (a blocked action is replaced
by the robot's stop action, or skipped when that is blocked too); queries read the latest value.
A watchdog stops the robot and kills the program when a sensor topic goes silent for longer than
the timeout, or when a signal asks it to. No lock is held while a message is published: commands
are queued (in the bag at that moment, in the order of the bridge's decisions) and go out through one
thread of their own (bridge/commands.py); the lock is never held while calling into a transport, a
simulator or a subscriber, and the watchdog takes none.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from rich.console import Console

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.bridge.bag import BagRecorder
from safe_codegen.bridge.commands import CommandQueue
from safe_codegen.bridge.config import BridgeConfig  # noqa: F401 (its home is a light module)
from safe_codegen.bridge.outcome import RunRecord
from safe_codegen.robot import Function, Robot, argument_labels, bind
from safe_codegen.bridge.rosmap import ARGS, CLOCK, STATE_QOS, Reading, RosMap, Topic, argument_error
from safe_codegen.bridge.shield import Shield
from safe_codegen.spec import Spec
from safe_codegen.bridge.transport.base import Transport
from safe_codegen.verify.fsa import ACTION, DECISION, FSA, SENSE
from safe_codegen.verify.runmonitor import Event, RunMonitor

EXIT_HALTED = 4  # a fail-safe stop: stale sensors, no reply, or an error in the program
END = "end of run"
STEPS_TOPIC = Topic("/safe_codegen/steps", "std_msgs/msg/String", STATE_QOS)  # the step log, in the bag only
LATE = ("expected: the readings changed after the program's decision, and its own stop comes a step later "
        "(docs/bridge.md, 'Steps, shield and fail-safes')")  # why a block on the re-read alone is no fault
STEP_KINDS = {"decision": DECISION, "loop": DECISION, "sense": SENSE, "sensor": SENSE, "action": ACTION}


class Halted(BaseException):
    """The bridge stopped the robot; the program is ended (a BaseException: not the program's)."""

    def __init__(self, reason: str, code: int = EXIT_HALTED) -> None:
        super().__init__(reason)
        self.reason, self.code = reason, code


class OutOfSteps(Halted):
    """The run made BridgeConfig.max_steps steps (the oracle's bound on a program that may not end)."""


class Clock:
    """The one clock of a run: the program's `time` module, the bridge's step pacing and the run's timeline.
    The wall clock scaled by `scale`, or with `sim` (ROS 2's use_sim_time) the simulator's /clock as last
    heard (`tick`), so a program sleeps as long in simulated time at any time scale. Sleep ends early on a halt."""

    def __init__(self, scale: float, halted: threading.Event, sim: bool = False) -> None:
        self._scale, self._halted, self.sim = scale, halted, sim
        self._mono0, self._wall0 = time.monotonic(), time.time()
        self._sim_now: float | None = None  # the last /clock heard (sim)
        self._ticked = threading.Condition()

    def tick(self, seconds: float) -> None:
        """A /clock message: simulated time is now `seconds`."""
        with self._ticked:
            self._sim_now = seconds
            self._ticked.notify_all()

    def heard(self) -> bool:
        """Whether the clock can be read (a simulator's: once a /clock message has arrived)."""
        return not self.sim or self._sim_now is not None

    def _elapsed(self) -> float:
        return (time.monotonic() - self._mono0) * self._scale

    def time(self) -> float:
        return self._sim_now or 0.0 if self.sim else self._wall0 + self._elapsed()

    def monotonic(self) -> float:
        return self._sim_now or 0.0 if self.sim else self._mono0 + self._elapsed()

    def perf_counter(self) -> float:
        return self.monotonic()

    def sleep(self, seconds: float) -> None:
        self.wait_until(self.monotonic() + max(0.0, float(seconds)))

    def wait_until(self, t: float) -> None:
        """Wait until monotonic() reaches t, or a halt."""
        if not self.sim:
            self._halted.wait(max(0.0, t - self.monotonic()) / self._scale)
            return
        with self._ticked:
            while (self._sim_now or 0.0) < t and not self._halted.is_set():
                self._ticked.wait(0.05)


@dataclass
class _OpenStep:
    """A decision or sense step between its open and close hooks: the readings it sees."""

    kind: str
    line: int
    env: frozenset[str] | None = None  # taken at the step's first sensor call (or at its close)
    latest: dict[str, dict] = field(default_factory=dict)
    calls: list[str] = field(default_factory=list)


class Bridge:
    def __init__(self, robot: Robot, rosmap: RosMap, specs: list[Spec], transport: Transport,
                 config: BridgeConfig = BridgeConfig(), recorder: BagRecorder | None = None,
                 console: Console | None = None, quiet: bool = False,
                 origin: dict[int, tuple[str, int]] | None = None, automaton: FSA | None = None) -> None:
        self.robot, self.map, self.config = robot, rosmap, config
        self.origin = origin or {}  # an emitted plan's line -> (subprogram, its own line)
        self.transport, self.recorder, self.console = transport, recorder, console
        self.quiet = quiet
        self.shield = Shield(specs)
        self.monitor = RunMonitor(automaton) if automaton is not None else None  # the program's own steps
        self.log: list[dict] = []
        self.halted = threading.Event()
        self.halt_reason: Halted | None = None
        self._halt_lock = threading.Lock()  # guards halt_reason only
        self._requested: Halted | None = None  # a halt asked for by a signal handler, made by the watchdog
        self.on_halt: Callable[[str], None] | None = None  # ends the program's process (Sandbox.kill)
        self.program_clock = Clock(config.time_scale, self.halted, config.use_sim_time)
        self.record = RunRecord()  # the odometry and readings heard, on the run's clock
        self._clock0: float | None = None  # the run's start on program_clock (set once the readings are in)
        self._clock_heard: tuple[float, float] | None = None  # the first /clock without use_sim_time: (wall, sim)
        self._lock = threading.Condition(threading.RLock())
        self._latest: dict[str, dict] = {}
        self._received: dict[str, float] = {}
        self._count: dict[str, int] = {}
        self._publish: dict[str, Callable[[dict], None]] = {}
        self._commands = CommandQueue(self._publish, recorder)
        self._period = 1.0 / (config.rate or rosmap.rate)
        self._next_step = 0.0
        self._t0 = time.monotonic()
        self._sensor_names = {t.name for t in rosmap.sensor_topics()}
        self._steps = 0
        self._open: list[_OpenStep] = []
        self._watchdog: threading.Thread | None = None

    # set-up and tear-down
    def start(self) -> None:
        """Subscribe and advertise every topic, wait for the first sensor readings, start the watchdog."""
        reads = list(self.map.sensors.values()) + list(self.map.queries.values()) + [
            c.reply for c in self.map.actions.values() if c.reply]
        topics = {r.topic.name: r.topic for r in reads}
        if self.map.odometry:
            topics[self.map.odometry.name] = self.map.odometry
        topics[CLOCK.name] = CLOCK
        for topic in topics.values():
            self.transport.subscribe(topic, lambda msg, t=topic: self._on_message(t, msg))
        for cmd in self.map.actions.values():
            if cmd.topic.name not in self._publish:
                self._publish[cmd.topic.name] = self.transport.publisher(cmd.topic)
        self.event("start", robot=self.robot.name, specs=[t.spec.name for t in self.shield.tracks])
        deadline = time.monotonic() + self.config.startup_timeout
        with self._lock:
            for topic in self.map.sensor_topics():
                while topic.name not in self._latest:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        raise Halted(f"no data on {topic.name} within {self.config.startup_timeout:g} s "
                                     f"(is the robot or `safe-codegen sim {self.robot.name}` running?)")
                    self._lock.wait(left)
            while not self.program_clock.heard():
                left = deadline - time.monotonic()
                if left <= 0:
                    raise Halted(f"no {CLOCK.name} within {self.config.startup_timeout:g} s: --use-sim-time follows a "
                                 f"simulator's clock (`safe-codegen sim {self.robot.name}` publishes it)")
                self._lock.wait(min(left, 0.05))
            self._clock0 = self.program_clock.monotonic()
        self._watchdog = threading.Thread(target=self._watch, name="stale-sensor-watchdog", daemon=True)
        self._watchdog.start()

    def close(self) -> None:
        """The fail-safe stop (once), published before this returns, then the bag; safe to call
        after a halt or an error."""
        self.stop_robot(END)
        self.halted.set()
        self._commands.join(timeout=2)
        if self._commands.error is not None:
            self.event("command not sent", error=str(self._commands.error))
        if self._watchdog is not None:
            self._watchdog.join(timeout=2)
        if self.recorder is not None:
            self.recorder.close()

    def stop_robot(self, reason: str) -> None:
        """Send the stop action's message (outside the program's trace) unless already sent; no
        command goes out after it. Takes no lock that another thread can hold for long."""
        stop = self._message(self.map.stop, {}) if self.map.stop is not None else (None, None)
        if not self._commands.close(*stop):
            return
        self.event(("final stop" if reason == END else "fail-safe stop") if self.map.stop else "halt",
                   reason=reason)

    def halt(self, reason: str, code: int = EXIT_HALTED) -> None:
        """Stop the robot and end the program now (its process is killed); from any thread."""
        self._halt(Halted(reason, code))

    def request_halt(self, reason: str, code: int) -> None:
        """Ask for a halt from a signal handler: it only records the request (no lock, no I/O, so it
        is safe at any point of the interrupted thread); the watchdog makes the halt."""
        self._requested = Halted(reason, code)

    def _halt(self, cause: Halted) -> None:
        with self._halt_lock:
            if self.halt_reason is None:
                self.halt_reason = cause
        self.halted.set()  # before the stop: a command refused from now on raises in the program
        self.stop_robot(self.halt_reason.reason)
        if self.on_halt is not None:
            self.on_halt(self.halt_reason.reason)

    def finish(self) -> None:
        """The program has returned: halt unless its automaton may end here."""
        mismatch = self.monitor.finish() if self.monitor is not None else None
        if mismatch is not None:
            self.halt(f"the program ended where its automaton cannot (it allows {', '.join(mismatch.expected)})")

    # the World the sandboxed program talks to (sandbox.World)
    def call(self, name: str, args: list, kwargs: dict, line: int | None = None) -> Any:
        """One API call; a TypeError (bad arguments) is raised in the program."""
        fn = self.robot.functions[name]
        bound = bind(fn, args, kwargs)  # the verifier's binder: both read the same argument for a parameter
        arguments = {p: bound[p] if p in bound else fn.defaults[p] for p in fn.params}
        if fn.kind == "action":
            self._check_arguments(fn, arguments, line)
        text = f"{name}({', '.join(repr(a) for a in arguments.values())})"
        if fn.kind == "query":  # data, not a step
            self._check_halt()
            with self._lock:
                value = self._read(self.map.queries[name], arguments)
            self._record_step(None, line, text, "query", result=value)
            return value
        if fn.kind == "sensor" and self._open:
            step = self._open[-1]  # a reading inside an open step: from its snapshot, not a step
            if step.env is None:
                self._pace()  # a step that reads the world runs at most at the robot's rate
            self._check_halt()
            self._snapshot(step)
            value = bool(self.map.sensors[name].value(step.latest[self.map.sensors[name].topic.name], arguments))
            step.calls.append(f"{text} -> {value!r}")
            return value
        self._pace()
        self._check_halt()
        self._check_stale()
        with self._lock:
            env = self.env()
            if fn.kind == "action":  # no reading is taken between the readings, the decision and the queueing of
                # its command (queueing does not block; the lock is released while a reply is awaited)
                self._check_automaton(Event(ACTION, line, env, fn.proposition), text, "action")
                return self._act(name, fn.proposition, arguments, env, line, text)
            value = bool(self._read(self.map.sensors[name], arguments))
        # a read outside every step (not in an instrumented program): a step of its own
        self._observe(Event(SENSE, line, env), text, "sensor", value)
        return value

    def open_step(self, kind: str, line: int, col: int) -> None:
        """A decision or sense step begins. Its readings are taken at its first sensor call, not here: a
        test may run robot steps (a helper that drives for seconds) before it reads a sensor."""
        self._check_halt()
        self._open.append(_OpenStep(kind, line))

    def _snapshot(self, step: _OpenStep) -> None:
        """The readings every sensor call of the step sees (the automaton reads them in one state)."""
        if step.env is None:
            self._check_stale()
            with self._lock:
                step.env, step.latest = self.env(), dict(self._latest)

    def close_step(self, outcome: bool | None) -> None:
        """The step ends: checked on its snapshot, logged with its kind and outcome."""
        step = self._open.pop()
        self._check_halt()
        self._snapshot(step)
        text = step.kind + (f" [{', '.join(step.calls)}]" if step.calls else "")
        self._observe(Event(step.kind, step.line, step.env), text, step.kind, outcome)

    def loop(self, line: int, col: int, more: bool) -> None:
        """A for loop's next-item decision: a step on the latest readings, no action."""
        self._check_halt()
        self._check_stale()
        with self._lock:
            env = self.env()
        self._observe(Event(DECISION, line, env), "next item" if more else "loop done", "loop", more)

    def _observe(self, event: Event, text: str, kind: str, result: bool | None) -> None:
        """A step without an action: on the automaton, one shield step, logged."""
        self._check_automaton(event, text, kind)
        violated = self.shield.advance(event.env, None)
        self._record_step(event.env, event.line, text, kind, result=result, violated=violated)

    def _check_automaton(self, event: Event, text: str, kind: str) -> None:
        """Halt (before the step takes effect) when the program makes a step its automaton does not have."""
        if self.monitor is None or (mismatch := self.monitor.step(event)) is None:
            return
        allowed = ", ".join(mismatch.expected) or "nothing"
        self._record_step(event.env, event.line, text, kind, label=event.action,
                          leaves=f"the automaton allows {allowed}")
        where = f"{self.place(event.line)}: " if event.line else ""
        self.halt(f"step {self._steps} ({where}{text}) is not a step of the program's automaton, "
                  f"which allows {allowed}")
        self._check_halt()

    def clock(self, attr: str, args: list) -> Any:
        """The program's time module (attr is one of sandbox.CLOCK_ATTRS)."""
        return getattr(self.program_clock, attr)(*args)

    def output(self, text: str) -> None:
        """The program's print()."""
        if self.console is None:
            sys.stdout.write(text)
        else:
            self.console.print(text, end="", markup=False, highlight=False, soft_wrap=True)

    def _act(self, name: str, prop: str, arguments: dict, env: frozenset[str], line: int | None, text: str) -> Any:
        """Publish the action if the shield allows it; else the stop action in its place, or nothing. The
        shield sees the action labelled with the argument propositions its actual arguments make true."""
        stop = self.map.stop
        late = False  # blocked on the re-read alone: a reading changed after the program's last decision
        props = argument_labels(self.robot, name, arguments)
        if name != stop:
            recorded, reread = self.shield.rejects(env, prop, props)
            if not recorded and not reread:
                reply = self._send(name, arguments)
                self.shield.advance(env, prop, props=props)
                self._record_step(env, line, text, "action", action=prop, label=prop, props=sorted(props))
                return self._await_reply(name, reply)
            blocked, late = sorted(set(recorded) | set(reread)), not recorded
        replaced = None
        if stop is not None:
            stop_prop, stop_props = self.robot.functions[stop].proposition, argument_labels(self.robot, stop, {})
            recorded, reread = self.shield.rejects(env, stop_prop, stop_props)
            if not recorded or not reread:
                self._send(stop, {})
                self.shield.advance(env, stop_prop, reread=bool(recorded), props=stop_props)
                if name == stop:
                    self._record_step(env, line, text, "action", action=stop_prop, label=stop_prop)
                    return None
                replaced = stop
            elif name == stop:
                blocked = sorted(set(recorded) | set(reread))
        self._record_step(env, line, text, "action",
                          action=self.robot.functions[stop].proposition if replaced else None,
                          blocked=blocked, replaced_by=replaced, label=prop, props=sorted(props), late=late or None)
        return None

    def _check_arguments(self, fn: Function, arguments: dict, line: int | None) -> None:
        """Refuse a command the robot must never get (outside its limits, non-numeric, non-finite) before
        anything is published, whatever the verifier said: stop the robot, log, end the run (exit 4)."""
        error = argument_error(fn, self.map.actions[fn.name], arguments)
        if error is not None:
            self.halt(f"{self.place(line) + ': ' if line else ''}{fn.name} refused: {error}")
            self._check_halt()

    # readings
    def env(self) -> frozenset[str]:
        """The environment propositions true in the latest sensor readings."""
        out = set()
        for name, reading in self.map.sensors.items():
            fn = self.robot.functions[name]
            msg = self._latest[reading.topic.name]
            if fn.proposition:
                if reading.value(msg):
                    out.add(fn.proposition)
            else:
                out |= {p for arg, p in fn.by_argument.items() if reading.value(msg, {fn.selector: arg})}
        return frozenset(out)

    def _read(self, reading: Reading, arguments: dict) -> Any:
        """The latest message's value; a topic not heard from yet (a latched query topic right
        after start) is waited for up to the startup timeout. Call with the lock held (it only
        waits on it)."""
        deadline = time.monotonic() + self.config.startup_timeout
        while (msg := self._latest.get(reading.topic.name)) is None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise Halted(f"no data on {reading.topic.name} within {self.config.startup_timeout:g} s")
            self._check_halt()
            self._lock.wait(min(left, 0.05))
        return reading.value(msg, arguments)

    def elapsed(self) -> float:
        """Seconds since the run started, on the run's clock (0 before)."""
        return self.program_clock.monotonic() - self._clock0 if self._clock0 is not None else 0.0

    def _on_clock(self, msg: dict) -> None:
        """A /clock message: the run's clock with use_sim_time; without it, a simulator running at another
        rate than the program's clock is a mismatch that would make the run wrong, so the run is halted."""
        t = msg["clock"]["sec"] + msg["clock"]["nanosec"] * 1e-9
        if self.config.use_sim_time:
            self.program_clock.tick(t)
            return
        now = time.monotonic()
        if self._clock_heard is None:
            self._clock_heard = (now, t)
            return
        wall = now - self._clock_heard[0]
        ratio = (t - self._clock_heard[1]) / wall if wall >= 1.0 else self.config.time_scale
        if not 0.5 <= ratio / self.config.time_scale <= 2.0 and self._requested is None:
            self.request_halt(f"a simulator publishes {CLOCK.name} at {ratio:.3g}x the wall clock, and the program's "
                              f"clock runs at {self.config.time_scale:g}x: run with --use-sim-time to follow the "
                              f"simulator's clock", EXIT_HALTED)

    def _on_message(self, topic: Topic, msg: dict) -> None:
        """A transport's callback (on its thread, or synchronously in a publisher's): the lock guards
        the readings and is never held while anything is published."""
        if topic.name == CLOCK.name:
            self._on_clock(msg)
            return
        with self._lock:
            self._latest[topic.name] = msg
            self._received[topic.name] = time.monotonic()
            self._count[topic.name] = self._count.get(topic.name, 0) + 1
            if self._clock0 is not None:  # what the robot reports of the run, from its start
                if self.map.odometry is not None and topic.name == self.map.odometry.name:
                    self.record.pose(self.elapsed(), msg)
                elif topic.name in self._sensor_names:
                    self.record.reading(self.elapsed(), self.env())
            if self.recorder is not None:  # in the order the bridge sees them, among its commands
                self.recorder.write(topic, msg, time.time_ns())
            self._lock.notify_all()

    # publishing
    def _message(self, name: str, arguments: dict) -> tuple[Topic, dict]:
        """An action's topic and message."""
        cmd = self.map.actions[name]
        msg = rosmsg.zero(cmd.topic.type)
        for path, source in cmd.fields.items():
            value = json.dumps(arguments, default=str) if source == ARGS else (
                arguments[source] if isinstance(source, str) else source)
            rosmsg.set_path(msg, path, _convert(rosmsg.path_kind(cmd.topic.type, path), value))
        return cmd.topic, msg

    def _send(self, name: str, arguments: dict) -> tuple[Topic, int] | None:
        """Publish an action's message (queued: bridge/commands.py); returns (reply topic, messages
        seen there before) if it has a reply. After the fail-safe stop nothing is sent: it raises."""
        cmd = self.map.actions[name]
        topic, msg = self._message(name, arguments)
        before = self._count.get(cmd.reply.topic.name, 0) if cmd.reply else None
        if not self._commands.send(topic, msg):
            raise self.halt_reason or Halted("halted")
        return (cmd.reply, before) if cmd.reply else None

    def _await_reply(self, name: str, reply) -> Any:
        if reply is None:
            return None
        reading, before = reply
        deadline = time.monotonic() + self.config.reply_timeout
        with self._lock:
            while self._count.get(reading.topic.name, 0) <= before and not self.halted.is_set():
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._lock.wait(min(left, 0.05))
            arrived = self._count.get(reading.topic.name, 0) > before
        if not arrived:
            self.halt(f"{name}: no reply on {reading.topic.name} within {self.config.reply_timeout:g} s")
        self._check_halt()
        with self._lock:
            return self._read(reading, {})

    # safety checks and pacing
    def _check_halt(self) -> None:
        if self.halted.is_set():
            raise self.halt_reason or Halted("halted")

    def _stale(self) -> str | None:
        """Why the readings are stale, if they are (the times are read without the lock)."""
        now = time.monotonic()
        for topic in self.map.sensor_topics():
            age = now - self._received.get(topic.name, self._t0)
            if age > self.config.stale_timeout:
                return (f"stale sensor data: {topic.name} silent for {age:.2f} s "
                        f"(timeout {self.config.stale_timeout:g} s)")
        return None

    def _check_stale(self) -> None:
        reason = self._stale()
        if reason:
            self.halt(reason)
            self._check_halt()

    def _watch(self) -> None:
        """Stale sensors or a signal's request: halt. It takes no lock but the halt's own, so a
        program thread stuck anywhere cannot keep it from stopping the robot."""
        period = min(0.05, self.config.stale_timeout / 4)
        while not self.halted.wait(period):
            if self._requested is not None:
                self._halt(self._requested)
            elif reason := self._stale():
                self.halt(reason)

    def _pace(self) -> None:
        """At most `rate` steps per second of the run's clock."""
        now = self.program_clock.monotonic()
        if now < self._next_step:
            self.program_clock.wait_until(self._next_step)
        self._next_step = max(now, self._next_step) + self._period

    # logging
    def place(self, line: int) -> str:
        """Where a line of the running program is for its reader: `NAME:LINE` (the subprogram and its
        own line) in an emitted plan, else `line N`."""
        sub, own = self.origin.get(line, (None, line))
        return f"{sub}:{own}" if sub else f"line {line}"

    def _record_step(self, env: frozenset[str] | None, line: int | None, text: str, kind: str, **info) -> None:
        """Log a step (a query is logged too, unnumbered: it is not a step), also into the bag; a run
        that reaches max_steps halts here."""
        step = kind != "query"
        self._steps += step
        sub, own = self.origin.get(line, (None, line))
        entry = {**({"step": self._steps} if step else {}), "t": round(self.elapsed(), 4),
                 **({"subprogram": sub, "plan_line": line} if sub else {}), "line": own, "call": text, "kind": kind,
                 "env": sorted(env) if env is not None else None,
                 **{k: v for k, v in info.items() if v is not None and v != []}}
        self.log.append(entry)
        if self.recorder is not None:
            self.recorder.write(STEPS_TOPIC, {"data": json.dumps(entry)}, time.time_ns())
        if self.console is not None:
            where = f"{self.place(line)}: " if line else ""
            if entry.get("blocked"):
                instead = f"sent {entry['replaced_by']}() instead" if entry.get("replaced_by") else "skipped"
                why = f"; {LATE}" if entry.get("late") else ""
                self.console.print(f"[bold red]BLOCKED[/] {where}{text} would violate {', '.join(entry['blocked'])} "
                                   f"(readings: {', '.join(entry['env']) or 'none'}); {instead}{why}", highlight=False)
            elif entry.get("leaves"):
                self.console.print(f"[bold red]NOT VERIFIED[/] {where}{text} is not a step of the program's "
                                   f"automaton ({entry['leaves']})", highlight=False)
            elif not self.quiet:
                result = f" -> {info['result']!r}" if "result" in info else ""
                number = f"step {entry['step']:>4}" if step else "query    "
                self.console.print(f"[dim]{number} {entry['t']:7.3f}s[/] {where}{text}{result}", highlight=False)
            for spec in entry.get("violated", []):
                self.console.print(f"[bold red]spec {spec} violated by the environment[/] at {where}{text}; "
                                   f"its monitor restarts", highlight=False)
        if step and self.config.max_steps is not None and self._steps >= self.config.max_steps:
            self._halt(OutOfSteps(f"the step budget of {self.config.max_steps} steps"))
            self._check_halt()

    def event(self, event: str, **info) -> None:
        entry = {"event": event, "t": round(self.elapsed(), 4), **info}
        self.log.append(entry)
        if self.console is not None:
            detail = ", ".join(f"{k}: {v}" for k, v in info.items())
            style = "bold red" if event in ("fail-safe stop", "halt") else "bold"
            self.console.print(f"[{style}]{event}[/] {detail}", highlight=False)


def log_steps(log: list[dict]) -> list[Event]:
    """The program's steps in a step log (`Bridge.log`, or its JSONL read back), as the automaton is
    checked on them: kind, line in the program that ran (an emitted plan's), readings, the program's action."""
    return [Event(STEP_KINDS[e["kind"]], e.get("plan_line", e["line"]), frozenset(e["env"]), e.get("label"))
            for e in log if "step" in e]


def _convert(kind: str | None, value: Any) -> Any:
    """A program value as the message field's type (an int speed into a float64 field)."""
    if kind in ("float32", "float64"):
        return float(value)
    if kind == "bool":
        return bool(value)
    if kind == "string":
        return str(value)
    return int(value)
