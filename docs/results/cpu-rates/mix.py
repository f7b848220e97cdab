"""The cpu-rates training mix (docs/results/cpu-rates/run.sh): from out/cpu-rates/train.jsonl (reference programs of
400 jackal and 400 Spot train-split tasks, seed 61), 170 whose program turns at a rate the words give and 100 others;
from gpu-decimals' own rows (docs/results/gpu-decimals/train.jsonl.gz), 40 indoor errands and 30 decompositions as
replay. Shuffled with random.Random(1); written to out/cpu-rates/mix.jsonl."""
import gzip
import json
import random
import re

rows = [json.loads(line) for line in open("out/cpu-rates/train.jsonl")]
at_rate = [r for r in rows
           if "angular_speed" in r["completion"] or re.search(r"angular = -?\(?(?!0\.5\b)\d", r["completion"])]
others = [r for r in rows if r not in at_rate]
old = [json.loads(line) for line in gzip.open("docs/results/gpu-decimals/train.jsonl.gz", "rt")]
plans = [r for r in old if r["prompt"].endswith("plan:\n")]
indoor = [r for r in old if "go_to(" in r["completion"]]
for xs in (at_rate, others, plans, indoor):
    random.Random(0).shuffle(xs)
mix = at_rate[:170] + others[:100] + indoor[:40] + plans[:30]
random.Random(1).shuffle(mix)
open("out/cpu-rates/mix.jsonl", "w").write("".join(json.dumps(r) + "\n" for r in mix))
print(len(at_rate), "at a rate,", len(others), "others,", len(indoor), "indoor,", len(plans), "plans ->",
      len(mix), "rows")
