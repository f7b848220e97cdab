"""The bridge's ways onto ROS 2 behind one interface: DDS (cyclonedds) and rclpy."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "open_transport": "base",
    "DdsTransport": "dds",
})
