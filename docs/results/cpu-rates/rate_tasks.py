"""The held-out turns at a rate (docs/results/cpu-rates/eval-rates.sh): the first 10 single-move jackal tasks of the
`heldout` split that turn in place at a rate (by angle or for a time) and the first 10 Spot searches turning at a rate
(seed 3; rates, templates and numbers the train split never uses), written as task files under out/cpu-rates/."""
from pathlib import Path

from safe_codegen.tasks.curriculum import generate_tasks, write_tasks

out = Path("out/cpu-rates")
out.mkdir(parents=True, exist_ok=True)
jackal = [t for t in generate_tasks("jackal", 600, "heldout", seed=3)
          if len(t.goal.moves) == 1 and t.goal.moves[0].angular_speed is not None][:10]
spot = [t for t in generate_tasks("spot", 600, "heldout", seed=3)
        if t.goal.search and t.goal.moves and t.goal.moves[0].angular_speed is not None][:10]
write_tasks(jackal, out / "heldout-rates-jackal.yaml")
write_tasks(spot, out / "heldout-rates-spot.yaml")
print(len(jackal), len(spot))
