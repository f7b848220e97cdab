"""ROS 2 over plain DDS (cyclonedds): ROS 2's topic names (rt/...), type names
(pkg::msg::dds_::Name_, final XCDR1 structs built from the .msg definitions) and QoS, so it talks
to ROS 2 nodes on the wire. Without $CYCLONEDDS_URI it stays on loopback, without multicast."""

from __future__ import annotations

import atexit
import os
import socket
import stat
import threading
import weakref
from typing import Callable

from cyclonedds.core import Listener, Policy
from cyclonedds.domain import Domain, DomainParticipant
from cyclonedds.idl import IdlStruct, make_idl_struct, types
from cyclonedds.idl.annotations import final
from cyclonedds.internal import InvalidSample
from cyclonedds.pub import DataWriter
from cyclonedds.qos import Qos as DdsQos
from cyclonedds.sub import DataReader
from cyclonedds.topic import Topic as DdsTopic
from cyclonedds.util import duration
from rosbags.typesys.base import Nodetype

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.bridge.rosmap import BEST_EFFORT, TRANSIENT_LOCAL, Qos, Topic

LOOPBACK = (
    '<CycloneDDS xmlns="https://cdds.io/config"><Domain Id="any"><General><Interfaces>'
    '<NetworkInterface name="lo" multicast="false" presence_required="true"/></Interfaces>'
    '<AllowMulticast>false</AllowMulticast><DontRoute>true</DontRoute></General><Discovery>'
    '<ParticipantIndex>auto</ParticipantIndex><MaxAutoParticipantIndex>32</MaxAutoParticipantIndex>'
    '<Peers><Peer Address="127.0.0.1"/></Peers></Discovery></Domain></CycloneDDS>'
)
_BASE = {"bool": bool, "string": str, "float64": types.float64, "float32": types.float32, "int8": types.int8,
         "uint8": types.uint8, "int16": types.int16, "uint16": types.uint16, "int32": types.int32,
         "uint32": types.uint32, "int64": types.int64, "uint64": types.uint64, "byte": types.byte,
         "char": types.char}


_idl_types: dict[str, type[IdlStruct]] = {}
_idl_lock = threading.RLock()  # re-entered for nested message types


def idl_type(msgtype: str) -> type[IdlStruct]:
    """The DDS struct ROS 2 uses for `msgtype` (geometry_msgs/msg/Twist -> geometry_msgs::msg::dds_::Twist_),
    made once per process: a second class for the same type, made by a thread racing the first, makes
    Cyclone refuse the topic or the sample ("Odometry_ is not of type Odometry_")."""
    with _idl_lock:
        if msgtype not in _idl_types:
            pkg, _, name = msgtype.split("/")
            fields = {f: _field_type(kind, desc) for f, kind, desc in rosmsg.fields(msgtype)}
            _idl_types[msgtype] = final(make_idl_struct(f"{name}_", f"{pkg}.msg.dds_.{name}_", fields))
        return _idl_types[msgtype]


def _field_type(kind: Nodetype, desc):
    if kind == Nodetype.BASE:
        return _BASE[desc[0]]
    if kind == Nodetype.NAME:
        return idl_type(desc)
    inner = _field_type(*desc[0])
    return types.array[inner, desc[1]] if kind == Nodetype.ARRAY else types.sequence[inner]


def dds_topic_name(name: str) -> str:
    """ROS 2's DDS name of a topic: /cmd_vel -> rt/cmd_vel."""
    return "rt/" + name.lstrip("/")


def dds_qos(q: Qos) -> DdsQos:
    return DdsQos(
        Policy.Reliability.BestEffort if q.reliability == BEST_EFFORT
        else Policy.Reliability.Reliable(duration(milliseconds=100)),
        Policy.Durability.TransientLocal if q.durability == TRANSIENT_LOCAL else Policy.Durability.Volatile,
        Policy.History.KeepLast(q.depth),
    )


_domains: dict[int, Domain] = {}
_open: "weakref.WeakSet[DdsTransport]" = weakref.WeakSet()
_lock = threading.Lock()


def _domain(domain_id: int) -> Domain | None:
    """The process's domain with the loopback configuration (one per process and id), unless
    $CYCLONEDDS_URI configures it."""
    if os.environ.get("CYCLONEDDS_URI"):
        return None
    with _lock:
        if domain_id not in _domains:
            _domains[domain_id] = Domain(domain_id, LOOPBACK)
        return _domains[domain_id]


def _inet_sockets() -> set[int]:
    """The process's open IPv4/IPv6 socket descriptors."""
    out = set()
    for name in os.listdir("/proc/self/fd"):
        try:
            if stat.S_ISSOCK(os.fstat(int(name)).st_mode):
                out.add(int(name))
        except OSError:
            continue
    return out


def _pin_to_loopback(fds: set[int]) -> None:
    """Restrict the sockets cyclonedds just made to the loopback device. Cyclone binds its receive
    sockets to the wildcard address whatever the configured interface (ddsi_udp_create_conn); with
    SO_BINDTODEVICE "lo" they accept only packets that arrived on loopback (`ss` shows 0.0.0.0%lo)."""
    for fd in fds:
        sock = socket.socket(fileno=fd)
        try:
            if sock.family in (socket.AF_INET, socket.AF_INET6) and sock.getsockname()[0] in ("0.0.0.0", "::"):
                try:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, b"lo")
                except OSError as exc:
                    raise RuntimeError(f"cannot restrict DDS socket {sock.getsockname()} to loopback: {exc} "
                                       f"(set CYCLONEDDS_URI to choose the interfaces yourself)") from None
        finally:
            sock.detach()


def _delete(entity) -> None:
    """Delete a DDS entity now. cyclonedds deletes one when its Python object is collected, which
    at interpreter shutdown can come after the interpreter stopped accepting the callbacks of
    DDS's own threads (a segfault at exit); this makes the order explicit."""
    entity.__del__()


@atexit.register
def _close_all() -> None:
    """Before the interpreter shuts down: close every open transport, then the domains."""
    for transport in list(_open):
        transport.close()
    with _lock:
        for domain in _domains.values():
            _delete(domain)
        _domains.clear()


class DdsTransport:
    """One DDS participant; readers deliver on cyclonedds' listener thread."""

    def __init__(self, domain_id: int | None = None) -> None:
        domain_id = int(os.environ.get("ROS_DOMAIN_ID", "0")) if domain_id is None else domain_id
        before = _inet_sockets()
        self._domain = _domain(domain_id)
        self.participant = DomainParticipant(domain_id)
        if self._domain is not None:
            _pin_to_loopback(_inet_sockets() - before)
        self._topics: dict[str, DdsTopic] = {}
        self._entities: list = []
        _open.add(self)

    def _topic(self, topic: Topic) -> DdsTopic:
        """The participant's topic; made under the module lock: two participants of one process making
        the same topic at once (a simulator thread beside a bridge) failed in cyclonedds' type
        registration with DDS_RETCODE_ERROR."""
        with _lock:
            if topic.name not in self._topics:
                self._topics[topic.name] = DdsTopic(self.participant, dds_topic_name(topic.name),
                                                    idl_type(topic.type))
            return self._topics[topic.name]

    def publisher(self, topic: Topic) -> Callable[[dict], None]:
        writer = DataWriter(self.participant, self._topic(topic), dds_qos(topic.qos))
        self._entities.append(writer)

        def publish(msg: dict) -> None:
            writer.write(rosmsg.build(topic.type, msg, idl_type, lambda v, base: list(v)))

        return publish

    def subscribe(self, topic: Topic, callback: Callable[[dict], None]) -> None:
        created: list[DataReader] = []

        def on_data(_: DataReader | None) -> None:
            if not created:  # historical (latched) data while the reader is created (the listener then gets the
                return       # half-built reader, without its topic): taken below, once it is built
            for sample in created[0].take(N=64):
                if not isinstance(sample, InvalidSample):
                    callback(rosmsg.to_dict(topic.type, sample))

        reader = DataReader(self.participant, self._topic(topic), dds_qos(topic.qos),
                            listener=Listener(on_data_available=on_data))
        created.append(reader)
        self._entities.append(reader)
        on_data(reader)

    def close(self) -> None:
        """Detach the readers' listeners (no callbacks after this), then delete every entity,
        children first. Idempotent."""
        if self.participant is None:
            return
        for entity in self._entities:
            if isinstance(entity, DataReader):
                entity.set_listener(None)
        for entity in [*self._entities, *self._topics.values(), self.participant]:
            _delete(entity)
        self._entities.clear()
        self._topics.clear()
        self.participant = None
        _open.discard(self)
