# Subprogram: creep forward one step if the way is clear.
def creep():
    if not pedestrian_observed():
        velocity_publisher(0.2, 0.0)
