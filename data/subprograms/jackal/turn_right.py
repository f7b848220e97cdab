# Subprogram: turn 90 degrees right on a 3 m radius in 5 s, stopping for pedestrians.
def turn_right():
    period = 5
    linear = 3 * abs(-math.pi / 2) / 5
    angular = (-math.pi / 2) / 5
    stopped = 0.0
    start = time.time()
    while time.time() - start < period + stopped:
        t = time.time()
        if pedestrian_observed():
            stop()
            stopped += time.time() - t
        else:
            velocity_publisher(linear, angular)
