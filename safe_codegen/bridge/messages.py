"""ROS 2 message types as plain dicts, with the definitions taken from rosbags' ROS 2 typestore.

One schema serves every transport and the bag writer: a message is a nested dict (field name
-> value) built from the `.msg` definition, so DDS structs, rclpy messages and rosbag2 CDR
bytes are all made from the same dict.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from rosbags.typesys import Stores, get_typestore  # first: without the ros extra, its name is the error (not numpy's)
from rosbags.typesys.base import Nodetype

import numpy as np  # rosbags requires it

TYPESTORE = get_typestore(Stores.ROS2_HUMBLE)
_NUMPY = {"float64": np.float64, "float32": np.float32, "int8": np.int8, "uint8": np.uint8, "int16": np.int16,
          "uint16": np.uint16, "int32": np.int32, "uint32": np.uint32, "int64": np.int64, "uint64": np.uint64,
          "byte": np.uint8, "char": np.uint8, "bool": np.bool_}


def known(msgtype: str) -> bool:
    """Whether `msgtype` (e.g. geometry_msgs/msg/Twist) is a ROS 2 message type we can build."""
    return msgtype in TYPESTORE.fielddefs


def fields(msgtype: str) -> list[tuple[str, Nodetype, Any]]:
    """The message's fields in .msg order: (name, node kind, description) as rosbags gives them."""
    return [(name, kind, desc) for name, (kind, desc) in TYPESTORE.fielddefs[msgtype][1]]


@lru_cache(maxsize=None)
def _zero_cached(msgtype: str) -> tuple:
    return tuple((name, _zero(kind, desc)) for name, kind, desc in fields(msgtype))


def zero(msgtype: str) -> dict:
    """A message with every field zero, false or empty (a fresh copy)."""
    return {name: _copy(v) for name, v in _zero_cached(msgtype)}


def _copy(v: Any) -> Any:
    if isinstance(v, tuple):  # a cached nested message
        return {name: _copy(x) for name, x in v}
    return list(v) if isinstance(v, list) else v


def _zero(kind: Nodetype, desc: Any) -> Any:
    if kind == Nodetype.BASE:
        return {"bool": False, "string": ""}.get(desc[0], 0)
    if kind == Nodetype.NAME:
        return _zero_cached(desc)
    if kind == Nodetype.ARRAY:
        return [_zero(*desc[0])] * desc[1]
    return []


def path_kind(msgtype: str, path: str) -> str | None:
    """The base type ('float64', 'bool', 'string', ...) at a dotted field path, or None if the
    path does not name a scalar field of the message."""
    t = msgtype
    parts = path.split(".")
    for k, part in enumerate(parts):
        found = next(((kind, desc) for name, kind, desc in fields(t) if name == part), None)
        if found is None:
            return None
        kind, desc = found
        if kind == Nodetype.NAME:
            t = desc
            continue
        return desc[0] if kind == Nodetype.BASE and k == len(parts) - 1 else None
    return None


def get_path(msg: dict, path: str) -> Any:
    for part in path.split("."):
        msg = msg[part]
    return msg


def set_path(msg: dict, path: str, value: Any) -> None:
    *head, last = path.split(".")
    for part in head:
        msg = msg[part]
    msg[last] = value


def build(msgtype: str, value: dict, cls_of: Callable[[str], type], array: Callable[[list, str], Any]) -> Any:
    """Construct a transport's message object from a dict: `cls_of(msgtype)` gives the class
    (keyword constructor), `array(values, base)` the value of an array or sequence field."""
    kw = {}
    for name, kind, desc in fields(msgtype):
        v = value[name]
        if kind == Nodetype.NAME:
            kw[name] = build(desc, v, cls_of, array)
        elif kind in (Nodetype.ARRAY, Nodetype.SEQUENCE):
            kw[name] = array(v, desc[0][1][0] if desc[0][0] == Nodetype.BASE else "")
        else:
            kw[name] = v
    return cls_of(msgtype)(**kw)


def to_dict(msgtype: str, obj: Any) -> dict:
    """The dict of a transport's message object (attribute access, as DDS and rclpy both offer)."""
    out = {}
    for name, kind, desc in fields(msgtype):
        v = getattr(obj, name)
        out[name] = to_dict(desc, v) if kind == Nodetype.NAME else (
            list(v) if kind in (Nodetype.ARRAY, Nodetype.SEQUENCE) else v)
    return out


def serialize(msgtype: str, value: dict) -> bytes:
    """ROS 2 CDR bytes of a message (what rosbag2 stores and what goes on the DDS wire)."""
    msg = build(msgtype, value, lambda t: TYPESTORE.types[t], lambda v, base: np.asarray(v, dtype=_NUMPY[base]))
    return bytes(TYPESTORE.serialize_cdr(msg, msgtype))


def deserialize(msgtype: str, data: bytes) -> dict:
    """The dict of ROS 2 CDR bytes (reading bags back)."""
    return to_dict(msgtype, TYPESTORE.deserialize_cdr(data, msgtype))
