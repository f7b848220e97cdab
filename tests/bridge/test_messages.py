"""ROS 2 messages as dicts: zero messages are fresh copies with typed zeros, dotted paths name scalar
fields only, and messages survive the trip through CDR bytes (float32 arrays included)."""

from __future__ import annotations

import pytest

from safe_codegen.bridge import messages as rosmsg

TWIST, ODOM, SCAN = "geometry_msgs/msg/Twist", "nav_msgs/msg/Odometry", "sensor_msgs/msg/LaserScan"


@pytest.mark.timeout(30)
def test_zero_messages_are_typed_and_fresh():
    assert rosmsg.zero("std_msgs/msg/String") == {"data": ""} and rosmsg.zero("std_msgs/msg/Bool") == {"data": False}
    first = rosmsg.zero(ODOM)
    assert first["pose"]["covariance"] == [0.0] * 36
    first["pose"]["covariance"][0] = 1.0
    first["pose"]["pose"]["position"]["x"] = 2.0
    again = rosmsg.zero(ODOM)
    assert again["pose"]["covariance"][0] == 0.0 and again["pose"]["pose"]["position"]["x"] == 0.0


@pytest.mark.timeout(30)
def test_paths_name_scalar_fields():
    assert rosmsg.path_kind(TWIST, "linear.x") == "float64" and rosmsg.path_kind(ODOM, "child_frame_id") == "string"
    assert rosmsg.path_kind(TWIST, "linear") is None and rosmsg.path_kind(TWIST, "linear.x.y") is None
    assert rosmsg.known(TWIST) and not rosmsg.known("geometry_msgs/msg/Twits")
    msg = rosmsg.zero(TWIST)
    rosmsg.set_path(msg, "angular.z", 0.5)
    assert msg["angular"] == {"x": 0, "y": 0, "z": 0.5} and set(msg) == {"linear", "angular"}
    assert rosmsg.get_path(msg, "angular.z") == 0.5


@pytest.mark.timeout(30)
def test_a_float32_array_survives_cdr():
    scan = rosmsg.zero(SCAN)
    scan["ranges"] = [1.5, 2.25, 0.125]
    scan["angle_max"] = 0.5
    data = rosmsg.serialize(SCAN, scan)
    back = rosmsg.deserialize(SCAN, data)
    assert back == scan and isinstance(back["ranges"], list)
