# The papers' safe example: the velocity command is only published on the branch where no
# pedestrian was observed.
def turn_right_90_degrees():
    turning_period = 5
    turning_radius = 3
    angular_velocity = -(math.pi / 2) / turning_period
    linear_velocity = turning_radius * abs(angular_velocity)
    stopped_time = 0
    start_time = time.time()
    while time.time() - start_time < turning_period + stopped_time:
        current_time = time.time()
        if pedestrian_observed():
            stop()
            stopped_time += time.time() - current_time
        else:
            velocity_publisher(linear_velocity, angular_velocity)
