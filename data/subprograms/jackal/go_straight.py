# Subprogram: drive straight for 10 seconds, stopping for pedestrians.
def go_straight():
    period = 10
    linear = 1.0
    angular = 0.0
    stopped = 0.0
    start = time.time()
    while time.time() - start < period + stopped:
        t = time.time()
        if pedestrian_observed():
            stop()
            stopped += time.time() - t
        else:
            velocity_publisher(linear, angular)
