"""Build the reference training rows of the large GPU run: python references.py OUT ROBOT:curriculum:train:N:SEED ...
(CAP: programs of one kind kept per set)."""
import sys, time, os, json
from pathlib import Path
from safe_codegen.train.rounds import load_set, task_set
from safe_codegen.train.dataset import add_references
from safe_codegen.spec import robot_specs
from safe_codegen.verify.engine import open_engine
out = Path(sys.argv[1]); cap = int(os.environ.get("CAP", "0")) or None
with open_engine(workers=2) as pool:
    for text in sys.argv[2:]:
        s = task_set(text); t = time.time()
        robot, tasks = load_set(s)
        st = add_references(robot, robot_specs(robot), tasks, out / s.slug, pool, cap)
        print(text, st["tasks"], st["counts"]["safe_and_task"], st["kept"], round(time.time() - t), "s", flush=True)
