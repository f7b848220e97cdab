"""The ROS 2 bridge: the robot API on ROS 2 topics behind a runtime shield, simulated robots, bags."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "Bridge": "api",
    "Shield": "shield",
    "Sim": "sim",
    "load_ros_map": "rosmap",
})
