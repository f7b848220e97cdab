# Subprogram: brake if a pedestrian is in view (one step), then hand over.
def brake():
    if pedestrian_observed():
        stop()
