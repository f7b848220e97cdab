"""The bridge for a real Jackal: launch/bridge.launch.py with robot:=jackal (see launch/README.md).

    ros2 launch launch/jackal.launch.py program:=/path/to/program.py
"""

import os

from launch import LaunchDescription
from launch.actions import IncludeLaunchDescription
from launch.launch_description_sources import PythonLaunchDescriptionSource


def generate_launch_description():
    bridge = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bridge.launch.py")
    return LaunchDescription([IncludeLaunchDescription(PythonLaunchDescriptionSource(bridge),
                                                       launch_arguments={"robot": "jackal"}.items())])
