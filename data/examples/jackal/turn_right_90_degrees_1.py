# The papers' unsafe example: after stopping for a pedestrian it publishes a velocity
# unconditionally, so a pedestrian seen at the decision is followed by motion.
def turn_right_90_degrees():
    turning_period = 5
    turning_radius = 3
    angular_velocity = -(math.pi / 2) / turning_period
    linear_velocity = turning_radius * abs(angular_velocity)
    start_time = time.time()
    while time.time() - start_time < turning_period:
        if pedestrian_observed():
            stop()
        velocity_publisher(linear_velocity, angular_velocity)
