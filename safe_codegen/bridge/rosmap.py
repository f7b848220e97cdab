"""A robot's ROS 2 interface map: which topic, message type, field and QoS each API function uses.

Read from the robot file (`ros:` at the top and under each function) and validated with file:line
errors. The bridge and the simulator both use it, so they meet on the same topics.

    ros: {namespace: /spot, rate: 20, stop: stop, odometry: {topic: odometry, type: nav_msgs/msg/Odometry}}
    sensors:  person_observed: {ros: {topic: person, type: std_msgs/msg/Bool, field: data}}
    actions:  navigate: {ros: {topic: cmd_vel, type: geometry_msgs/msg/Twist,
                               fields: {linear.x: linear, angular.z: angular}}}
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.errors import InputError
from safe_codegen.robot import IDENT, Function, Robot
from safe_codegen.utils.yamlfile import LineDict, line_of

RELIABLE, BEST_EFFORT = "reliable", "best_effort"
VOLATILE, TRANSIENT_LOCAL = "volatile", "transient_local"
ARGS = "$args"  # an action field holding all the call's arguments as a JSON object


@dataclass(frozen=True)
class Qos:
    """The QoS both ends of a topic use (keep-last history of `depth`)."""

    reliability: str = RELIABLE
    durability: str = VOLATILE
    depth: int = 10


# ROS 2's defaults: commands reliable keep-last 10; sensor data best effort keep-last 5; state
# that a late joiner must see (locations, answers) latched: transient local, keep-last 1.
COMMAND_QOS = Qos()
SENSOR_QOS = Qos(BEST_EFFORT, VOLATILE, 5)
STATE_QOS = Qos(RELIABLE, TRANSIENT_LOCAL, 1)


@dataclass(frozen=True)
class Topic:
    name: str  # fully qualified ROS 2 name, e.g. /spot/cmd_vel
    type: str  # e.g. geometry_msgs/msg/Twist
    qos: Qos


# A simulator's clock (ROS 2's /clock, which a node with use_sim_time follows): best effort, keep-last 1, as
# rclcpp's ClockQoS subscribes.
CLOCK = Topic("/clock", "rosgraph_msgs/msg/Clock", Qos(BEST_EFFORT, VOLATILE, 1))


@dataclass(frozen=True)
class Reading:
    """How a sensor, query or reply value is read from the latest message on a topic: a field,
    split at commas into a list (`split`), or for a sensor whether the argument named
    `contains` is an element of that list."""

    topic: Topic
    field: str
    split: bool = False
    contains: str | None = None

    def value(self, msg: dict, args: dict | None = None):
        raw = rosmsg.get_path(msg, self.field)
        if not (self.split or self.contains):
            return raw
        items = [x.strip() for x in str(raw).split(",") if x.strip()]
        return str((args or {})[self.contains]) in items if self.contains else items


@dataclass(frozen=True)
class Command:
    """An action: one message on `topic`, zero except `fields` (field path -> parameter name,
    `$args`, or a constant); with `reply`, the action waits for the next message there and
    returns its value."""

    topic: Topic
    fields: dict[str, object]
    reply: Reading | None = None


@dataclass(frozen=True)
class RosMap:
    robot: str
    namespace: str
    rate: float  # at most this many action steps per second
    stop: str | None  # the fail-safe action, sent on stale data, errors and termination (None: none)
    odometry: Topic | None
    sensors: dict[str, Reading] = field(default_factory=dict)
    actions: dict[str, Command] = field(default_factory=dict)
    queries: dict[str, Reading] = field(default_factory=dict)

    def sensor_topics(self) -> list[Topic]:
        return list({r.topic.name: r.topic for r in self.sensors.values()}.values())

    def topics(self) -> list[Topic]:
        """Every topic of the map, each once."""
        reads = list(self.sensors.values()) + list(self.queries.values()) + [
            c.reply for c in self.actions.values() if c.reply]
        out = {t.name: t for t in [r.topic for r in reads] + [c.topic for c in self.actions.values()]
               + ([self.odometry] if self.odometry else [])}
        return list(out.values())


def argument_error(fn: Function, cmd: Command, arguments: dict) -> str | None:
    """Why the robot must not be sent this action (an argument outside the robot file's limits, or a value
    a numeric field cannot hold: a string, a bool, nan, inf), or None. The bridge asks before publishing,
    whatever the verifier said."""
    for param, limit in fn.limits.items():
        if param in arguments and not limit.admits(arguments[param]):
            return f"'{param}' is {show(arguments[param])}, outside its limits ({limit.text()})"
    for path, source in cmd.fields.items():
        kind = rosmsg.path_kind(cmd.topic.type, path)
        value = arguments.get(source) if isinstance(source, str) and source != ARGS else None
        if source in arguments and kind not in ("string", "bool") and not _finite_number(value):
            return f"'{source}' is {show(value)}, which the {kind} field {path} cannot hold (a finite number)"
    return None


def _finite_number(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int beyond float's range
        return False


def show(value: object, width: int = 60) -> str:
    """A value for a log line, short whatever it is (repr of a huge int raises; a long string floods)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"an int of {value.bit_length()} bits"
    text = repr(value)
    return text if len(text) <= width else text[:width - 3] + "..."


def load_ros_map(robot: Robot) -> RosMap:
    """The robot's ROS 2 map; a missing or malformed entry is an InputError with file:line."""
    raw = robot.raw

    def fail(line: int, msg: str) -> InputError:
        return InputError(f"{robot.path}:{line}: {msg}")

    top = raw.get("ros")
    if not isinstance(top, LineDict):
        raise fail(line_of(raw, "ros") if "ros" in raw else 1,
                   f"robot '{robot.name}' has no 'ros:' mapping (topics for the ROS 2 bridge)")
    _keys(top, {"namespace", "rate", "stop", "odometry"}, fail, "ros")
    namespace = top.get("namespace", "/")
    if not isinstance(namespace, str) or not namespace.startswith("/"):
        raise fail(line_of(top, "namespace"), "ros.namespace must be an absolute name such as / or /spot")
    rate = top.get("rate", 20)
    if isinstance(rate, bool) or not isinstance(rate, (int, float)) or not 0 < rate < math.inf:
        raise fail(line_of(top, "rate"), "ros.rate must be a positive number of steps per second")
    stop = top.get("stop")
    fn = robot.functions.get(stop)
    if stop is not None and (fn is None or fn.kind != "action" or fn.params):
        raise fail(line_of(top, "stop"), f"ros.stop must name an action without parameters, not '{stop}'")
    odometry = _topic(top["odometry"], namespace, SENSOR_QOS, fail, {"topic", "type", "qos"}) \
        if "odometry" in top else None

    sections = {"sensor": "sensors", "action": "actions", "query": "queries"}
    out = RosMap(robot.name, namespace, float(rate), stop, odometry)
    for name, fn in robot.functions.items():
        entries = raw[sections[fn.kind]]
        spec = entries[name] if isinstance(entries[name], LineDict) else LineDict()
        ros = spec.get("ros")
        where = line_of(spec, "ros") if "ros" in spec else line_of(entries, name)
        if not isinstance(ros, LineDict):
            raise fail(where, f"{fn.kind} '{name}' has no 'ros:' mapping (topic, type, ...)")
        if fn.kind == "action":
            out.actions[name] = _command(name, fn.params, ros, namespace, fail)
        else:
            allowed = {"topic", "type", "qos", "field", "split"} | ({"contains"} if fn.kind == "sensor" else set())
            reading = _reading(ros, namespace, SENSOR_QOS if fn.kind == "sensor" else STATE_QOS, fail, allowed)
            if reading.contains is not None and reading.contains not in fn.params:
                raise fail(line_of(ros, "contains"), f"sensor '{name}': 'contains' must name one of its "
                                                     f"parameters ({', '.join(fn.params) or 'none'})")
            kind = rosmsg.path_kind(reading.topic.type, reading.field)
            if fn.kind == "sensor" and kind != ("string" if reading.contains else "bool"):
                raise fail(line_of(ros, "field"), f"sensor '{name}': field '{reading.field}' must be a "
                                                  f"{'string' if reading.contains else 'bool'} field")
            (out.sensors if fn.kind == "sensor" else out.queries)[name] = reading
    return out


def _keys(d: LineDict, allowed: set[str], fail, what: str) -> None:
    for key in d:
        if key not in allowed:
            raise fail(line_of(d, key), f"{what}: unknown key '{key}' (allowed: {', '.join(sorted(allowed))})")


def _topic(d, namespace: str, qos: Qos, fail, allowed: set[str]) -> Topic:
    if not isinstance(d, LineDict):
        raise fail(line_of(d), "a topic entry is a mapping with 'topic' and 'type'")
    _keys(d, allowed, fail, "ros")
    name, msgtype = d.get("topic"), d.get("type")
    if not isinstance(name, str) or not all(IDENT.match(p) for p in name.strip("/").split("/")):
        raise fail(line_of(d, "topic"), f"'{name}' is not a valid ROS 2 topic name")
    if not isinstance(msgtype, str) or not rosmsg.known(msgtype):
        raise fail(line_of(d, "type"), f"'{msgtype}' is not a known ROS 2 message type (e.g. std_msgs/msg/Bool)")
    full = name if name.startswith("/") else namespace.rstrip("/") + "/" + name
    return Topic(full, msgtype, _qos(d.get("qos"), qos, fail, line_of(d, "qos")))


def _qos(d, default: Qos, fail, line: int) -> Qos:
    if d is None:
        return default
    if not isinstance(d, LineDict):
        raise fail(line, "qos is a mapping (reliability, durability, depth)")
    _keys(d, {"reliability", "durability", "depth"}, fail, "qos")
    q = Qos(d.get("reliability", default.reliability), d.get("durability", default.durability),
            d.get("depth", default.depth))
    if q.reliability not in (RELIABLE, BEST_EFFORT) or q.durability not in (VOLATILE, TRANSIENT_LOCAL) \
            or not isinstance(q.depth, int) or isinstance(q.depth, bool) or q.depth < 1:
        raise fail(line, f"qos: reliability is {RELIABLE}|{BEST_EFFORT}, durability {VOLATILE}|{TRANSIENT_LOCAL}, "
                         f"depth a positive integer")
    return q


def _reading(d, namespace: str, qos: Qos, fail, allowed: set[str]) -> Reading:
    topic = _topic(d, namespace, qos, fail, allowed)
    path = d.get("field", "data")
    if not isinstance(path, str) or rosmsg.path_kind(topic.type, path) is None:
        raise fail(line_of(d, "field"), f"'{path}' is not a field of {topic.type}")
    split = d.get("split", False)
    if not isinstance(split, bool):
        raise fail(line_of(d, "split"), "'split' is true or false")
    return Reading(topic, path, split, d.get("contains"))


def _command(name: str, params: tuple[str, ...], d: LineDict, namespace: str, fail) -> Command:
    topic = _topic(d, namespace, COMMAND_QOS, fail, {"topic", "type", "qos", "fields", "reply"})
    values = d.get("fields") or LineDict()
    if not isinstance(values, LineDict):
        raise fail(line_of(d, "fields"), f"action '{name}': 'fields' maps field paths to parameters")
    for path, value in values.items():
        kind = rosmsg.path_kind(topic.type, str(path))
        line = line_of(values, path)
        if kind is None:
            raise fail(line, f"action '{name}': '{path}' is not a scalar field of {topic.type}")
        if value == ARGS and kind != "string":
            raise fail(line, f"action '{name}': '{ARGS}' needs a string field")
        if isinstance(value, str) and value != ARGS and value not in params:
            raise fail(line, f"action '{name}': '{value}' is not one of its parameters ({', '.join(params) or 'none'})")
        if not isinstance(value, str) and not _constant_fits(kind, value):
            raise fail(line, f"action '{name}': the constant {value!r} does not fit the {kind} field '{path}'")
    reply = None
    if "reply" in d:
        reply = _reading(d["reply"], namespace, STATE_QOS, fail, {"topic", "type", "qos", "field", "split"})
    return Command(topic, dict(values), reply)


def _constant_fits(kind: str, value: object) -> bool:
    """Whether a constant in an action's `fields` converts to the field's type (a finite number for a
    numeric field, true/false for a bool field, any scalar for a string field)."""
    if kind == "string":
        return isinstance(value, (bool, int, float))
    if kind == "bool":
        return isinstance(value, bool)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return False
    return kind.startswith("float") or float(value).is_integer()
