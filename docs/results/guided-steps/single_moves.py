"""The experiment of 2026-12-05 (docs/finetuning.md, "guided step comments"): guide one-move tasks too, with a
"# step 1 of 1:" comment (generate/steps.py's MIN_MOVES set to 1); not part of the package (it did not pay: more
cut off). Runs any safe-codegen command so.

    OMP_NUM_THREADS=1 .venv/bin/python docs/results/guided-steps/single_moves.py evaluate --robot jackal \
        --tasks jackal-test -n 8 --seed 1 --out docs/results/guided-steps/jackal-test-single-moves-guided.json
"""
import sys

import safe_codegen.generate.steps as steps
from safe_codegen.cli import main

steps.MIN_MOVES = 1
sys.argv = ["safe-codegen"] + sys.argv[1:]
main()
