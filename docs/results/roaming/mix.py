"""The roaming training mix (docs/results/roaming/run.sh): from out/roaming/train.jsonl (reference programs of 400
Spot train-split tasks, seed 71), every wander and every search bounded in time (kinds the curriculum had not drawn
before), and as replay 100 rows of the default adapter's own last mix (docs/results/cpu-rates/train.jsonl.gz).
Shuffled with random.Random(1); written to out/roaming/mix.jsonl."""
import gzip
import json
import random

rows = [json.loads(line) for line in open("out/roaming/train.jsonl")]
wanders = [r for r in rows if "random.uniform" in r["completion"]]
bounded = [r for r in rows if "search_time" in r["completion"]]
old = [json.loads(line) for line in gzip.open("docs/results/cpu-rates/train.jsonl.gz", "rt")]
random.Random(0).shuffle(old)
mix = wanders + bounded + old[:100]
random.Random(1).shuffle(mix)
open("out/roaming/mix.jsonl", "w").write("".join(json.dumps(r) + "\n" for r in mix))
print(len(wanders), "wanders,", len(bounded), "bounded searches,", 100, "replay ->", len(mix), "rows")
