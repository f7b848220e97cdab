"""A small turning task with a goal, and programs for it: one that does it (time-based, pausing for
pedestrians), one that drives straight, one that is unsafe. Shared by the check and dataset tests."""

TASKS = """\
- name: turn_left_90
  task: turns left 90 degrees with a radius of 2 m in 4 s while stopping for pedestrians.
  goal:
    moves:
      - {heading: 90, radius: 2, time: 4}
    stop_for: [pedestrian]
    scenarios: [clear, pedestrian]
"""

TURN = """\
def turn_left_90():
    w = math.pi / 2 / 4
    stopped = 0.0
    start = time.time()
    while time.time() - start - stopped < 4:
        t = time.time()
        if pedestrian_observed():
            stop()
            stopped += time.time() - t
        else:
            velocity_publisher(2 * w, w)
"""

STRAIGHT = TURN.replace("velocity_publisher(2 * w, w)", "velocity_publisher(1.0, 0.0)")

UNSAFE = """\
def turn_left_90():
    w = math.pi / 2 / 4
    start = time.time()
    while time.time() - start < 4:
        pedestrian_observed()
        velocity_publisher(2 * w, w)
"""
