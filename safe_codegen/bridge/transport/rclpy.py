"""The rclpy transport: a ROS 2 node of its own (own context, executor thread), used when rclpy is
importable, i.e. with a sourced ROS 2 install. Written against the rclpy API (Humble/Jazzy)."""

from __future__ import annotations

import importlib
import threading
from typing import Callable

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.bridge.rosmap import BEST_EFFORT, TRANSIENT_LOCAL, Qos, Topic


def message_class(msgtype: str) -> type:
    """The generated Python class of a ROS 2 message type (geometry_msgs/msg/Twist)."""
    pkg, _, name = msgtype.split("/")
    return getattr(importlib.import_module(f"{pkg}.msg"), name)


def qos_profile(q: Qos):
    from rclpy.qos import DurabilityPolicy, HistoryPolicy, QoSProfile, ReliabilityPolicy
    return QoSProfile(
        history=HistoryPolicy.KEEP_LAST, depth=q.depth,
        reliability=ReliabilityPolicy.BEST_EFFORT if q.reliability == BEST_EFFORT else ReliabilityPolicy.RELIABLE,
        durability=DurabilityPolicy.TRANSIENT_LOCAL if q.durability == TRANSIENT_LOCAL else DurabilityPolicy.VOLATILE,
    )


class RclpyTransport:
    """A node spun by a single-threaded executor on a daemon thread; callbacks run there."""

    def __init__(self, node_name: str) -> None:
        import rclpy
        from rclpy.context import Context
        from rclpy.executors import SingleThreadedExecutor
        self._rclpy = rclpy
        self._context = Context()
        rclpy.init(context=self._context)
        self.node = rclpy.create_node(node_name, context=self._context)
        self._executor = SingleThreadedExecutor(context=self._context)
        self._executor.add_node(self.node)
        self._thread = threading.Thread(target=self._executor.spin, name="rclpy-executor", daemon=True)
        self._thread.start()

    def publisher(self, topic: Topic) -> Callable[[dict], None]:
        pub = self.node.create_publisher(message_class(topic.type), topic.name, qos_profile(topic.qos))
        return lambda msg: pub.publish(rosmsg.build(topic.type, msg, message_class, lambda v, base: list(v)))

    def subscribe(self, topic: Topic, callback: Callable[[dict], None]) -> None:
        self.node.create_subscription(message_class(topic.type), topic.name,
                                      lambda m: callback(rosmsg.to_dict(topic.type, m)), qos_profile(topic.qos))

    def close(self) -> None:
        self._executor.shutdown()
        self.node.destroy_node()
        self._rclpy.shutdown(context=self._context)
        self._thread.join(timeout=2)
