"""Run a verified program or plan on a real robot with the safe-codegen ROS 2 bridge (rclpy).

    ros2 launch launch/bridge.launch.py robot:=jackal program:=/path/to/plan.yaml \
        specs:=phi1,phi2 bag:=/tmp/run.mcap library:=/path/to/library

The bridge verifies first and refuses anything not verified safe; `safe-codegen` must be on
PATH (the venv's bin/). See launch/README.md.
"""

from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument, ExecuteProcess, OpaqueFunction
from launch.substitutions import LaunchConfiguration

ARGS = {
    "robot": ("jackal", "robot name (robots/NAME.yaml) or robot file"),
    "program": ("", "PROGRAM.py or PLAN.yaml to run"),
    "specs": ("", "comma-separated spec names (default: the robot's)"),
    "library": ("", "library of verified subprograms, for plans"),
    "bag": ("", "record a rosbag2 here (empty: no bag)"),
    "log": ("", "write the JSONL step log here (empty: none)"),
    "stale_timeout": ("0.5", "seconds of sensor silence before the fail-safe stop"),
}


def _command(context):
    value = {k: LaunchConfiguration(k).perform(context) for k in ARGS}
    cmd = ["safe-codegen", "run", value["program"], "--robot", value["robot"], "--transport", "rclpy",
           "--stale-timeout", value["stale_timeout"]]
    for spec in filter(None, value["specs"].split(",")):
        cmd += ["--spec", spec]
    for option in ("library", "bag", "log"):
        if value[option]:
            cmd += [f"--{option}", value[option]]
    # SIGINT on shutdown: the bridge sends the stop command before it exits.
    return [ExecuteProcess(cmd=cmd, output="screen", sigterm_timeout="5")]


def generate_launch_description():
    return LaunchDescription(
        [DeclareLaunchArgument(k, default_value=d, description=h) for k, (d, h) in ARGS.items()]
        + [OpaqueFunction(function=_command)]
    )
