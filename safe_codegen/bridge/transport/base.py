"""The bridge's two ways onto ROS 2 behind one interface: rclpy when it is importable (a sourced
ROS 2 install), else the DDS transport that speaks ROS 2's topics, types and QoS on the wire."""

from __future__ import annotations

import importlib.util
from typing import Callable, Protocol

from safe_codegen.errors import InputError
from safe_codegen.bridge.rosmap import Topic

AUTO, DDS, RCLPY = "auto", "dds", "rclpy"


class Transport(Protocol):
    """Publish and subscribe ROS 2 messages given as dicts (see rosmsg)."""

    def publisher(self, topic: Topic) -> Callable[[dict], None]: ...

    def subscribe(self, topic: Topic, callback: Callable[[dict], None]) -> None: ...

    def close(self) -> None: ...


def rclpy_available() -> bool:
    return importlib.util.find_spec("rclpy") is not None


def choose(kind: str) -> str:
    """Which transport `--transport kind` means here: auto picks rclpy when it is importable."""
    if kind not in (AUTO, DDS, RCLPY):
        raise InputError(f"--transport must be {AUTO}, {DDS} or {RCLPY}, not '{kind}'")
    if kind == AUTO:
        return RCLPY if rclpy_available() else DDS
    if kind == RCLPY and not rclpy_available():
        raise InputError("--transport rclpy: rclpy is not importable (source /opt/ros/<distro>/setup.bash first), "
                         "or use --transport dds")
    return kind


def open_transport(kind: str, node_name: str) -> Transport:
    """A started transport of the chosen kind."""
    if choose(kind) == RCLPY:
        from safe_codegen.bridge.transport.rclpy import RclpyTransport
        return RclpyTransport(node_name)
    from safe_codegen.bridge.transport.dds import DdsTransport
    return DdsTransport()
