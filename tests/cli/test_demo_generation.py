"""The demo's generation stage: the best sample runs only if it is safe and does its task."""

from safe_codegen.cli.demo import generate_programs
from safe_codegen.generate.models.base import Completion

TURN = """\
    duration = 6
    angular = 100 * math.pi / 180 / duration
    linear = 3 * abs(angular)
    stopping_time = 0
    start_time = time.time()
    while (time.time() - start_time) - stopping_time < duration:
        time_at = time.time()
        if pedestrian_observed():
            stop()
            stopping_time += time.time() - time_at
        else:
            velocity_publisher(linear, angular)
"""

STRAIGHT = TURN.replace("velocity_publisher(linear, angular)", "velocity_publisher(1.0, 0.0)")


class Scripted:
    """Stands in for the bundled model (tested in tests/generate): writes the given program bodies in turn."""

    name = "scripted"

    def __init__(self, *bodies: str) -> None:
        self.bodies = bodies

    def sample(self, prompt, cfg, check=None):
        return [Completion(self.bodies[i % len(self.bodies)]) for i in range(cfg.n)]


def test_the_best_safe_and_successful_program_is_written_for_the_run(tmp_path, capsys):
    generate_programs(tmp_path, 2, Scripted(STRAIGHT, TURN))
    assert (tmp_path / "best.py").read_text().startswith("def turn_left_100_degrees():\n")
    assert "velocity_publisher(linear, angular)" in (tmp_path / "best.py").read_text()
    assert "is safe and does its task" in capsys.readouterr().out


def test_no_program_runs_when_none_does_its_task(tmp_path, capsys):
    (tmp_path / "best.py").write_text("stale")
    generate_programs(tmp_path, 2, Scripted(STRAIGHT))
    assert not (tmp_path / "best.py").exists()
    assert "none of the 2 generated programs is safe and does its task" in capsys.readouterr().out
