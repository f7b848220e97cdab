"""The bridge's settings, in a module without rich, the transports or rosbags, so the CLI's help
shows their defaults without importing them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BridgeConfig:
    """The bridge's timeouts and pacing."""

    stale_timeout: float = 0.5  # seconds without a message on a sensor topic before the fail-safe stop
    startup_timeout: float = 10.0  # seconds to wait for the first message on every sensor topic
    reply_timeout: float = 5.0  # seconds an action with a reply waits for it
    rate: float | None = None  # steps per second at most (None: the robot file's ros.rate)
    time_scale: float = 1.0  # the program's clock runs this many times faster than the wall clock (no simulator)
    use_sim_time: bool = False  # the run's clock is a simulator's /clock (ROS 2's use_sim_time)
    max_steps: int | None = None  # a fail-safe stop after this many steps (the oracle's bound; None: none)
