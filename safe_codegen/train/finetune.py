"""LoRA supervised fine-tuning on verified programs with trl's SFTTrainer and a peft adapter.

The loss is on the program only (prompt tokens are labelled -100 by trl). A run directory holds
config.yaml (what was asked), checkpoints/ (resumed from after an interruption), adapter/ (the
result, written when training ends) and metrics.json. The same code runs on CPU, on one GPU,
or as several data-parallel processes under `torchrun` or `accelerate launch` (docs/finetuning.md): the
Trainer picks the devices, every process trains, rank 0 alone writes the run's files and prints.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field, fields
from math import gcd
from pathlib import Path

import yaml

from safe_codegen.utils.atomic import write_directory, write_text
from safe_codegen.errors import InputError, JobFailed
from safe_codegen.utils.jsonl import read_jsonl
from safe_codegen.utils.paths import TRAINING
from safe_codegen.utils.yamlfile import LineDict, line_of, load_yaml

DEFAULT_CONFIG = TRAINING / "lora.yaml"


@dataclass(frozen=True)
class FinetuneConfig:
    rank: int = 8
    alpha: int = 16
    dropout: float = 0.05
    target_modules: list[str] = field(default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj"])
    learning_rate: float = 2e-4
    epochs: float = 2.0
    batch_size: int = 1
    grad_accum: int = 4
    max_length: int = 2048
    warmup: float = 0.05
    seed: int = 0
    save_steps: int = 10
    max_steps: int = -1  # > 0: stop after this many optimizer steps (benchmarks, smoke runs)


def load_config(path: Path) -> FinetuneConfig:
    """A training YAML: any subset of FinetuneConfig's fields, checked for name and type."""
    data = load_yaml(path)
    if data is None:
        return FinetuneConfig()
    if not isinstance(data, LineDict):
        raise InputError(f"{path}:1: a training config is a mapping of FinetuneConfig fields")
    default = FinetuneConfig()
    kinds = {f.name: type(getattr(default, f.name)) for f in fields(FinetuneConfig)}
    values = {}
    for key, value in data.items():
        if key not in kinds:
            raise InputError(f"{path}:{line_of(data, key)}: unknown setting '{key}' (known: {', '.join(kinds)})")
        want = kinds[key]
        ok = (isinstance(value, list) and all(isinstance(v, str) for v in value)) if want is list else \
            isinstance(value, (int, float)) and not isinstance(value, bool) \
            and (want is float or isinstance(value, int))
        if not ok:
            raise InputError(f"{path}:{line_of(data, key)}: '{key}' must be "
                             f"{'a list of names' if want is list else want.__name__}")
        if key in ("rank", "alpha", "batch_size", "grad_accum", "max_length", "save_steps", "epochs", "learning_rate") \
                and value <= 0:
            raise InputError(f"{path}:{line_of(data, key)}: '{key}' must be positive")
        if key in ("warmup", "dropout") and not 0 <= value < 1:
            raise InputError(f"{path}:{line_of(data, key)}: '{key}' must be in [0, 1)")
        values[key] = float(value) if want is float else value
    return FinetuneConfig(**values)


def processes() -> int:
    """How many data-parallel processes train together (WORLD_SIZE, which torchrun and accelerate launch set)."""
    return int(os.environ.get("WORLD_SIZE", "1"))


def main_process() -> bool:
    """Whether this process writes the run's files and draws the progress: rank 0, or the only process."""
    return int(os.environ.get("RANK", "0")) == 0


def per_process(cfg: FinetuneConfig, count: int) -> tuple[int, int]:
    """(batch size, gradient accumulation) of each of `count` processes such that an optimizer step still
    trains batch_size x grad_accum examples, as in one process: grad_accum is divided first, then batch_size."""
    shared = gcd(cfg.grad_accum, count)
    if cfg.batch_size % (count // shared):
        raise InputError(f"batch_size x grad_accum ({cfg.batch_size} x {cfg.grad_accum} examples an optimizer step) "
                         f"must be a multiple of the {count} processes to split it over them")
    return cfg.batch_size // (count // shared), cfg.grad_accum // shared


def load_rows(data: Path) -> list[dict]:
    """Training pairs {prompt, completion} from a `dataset build` directory, a `save_to_disk`
    directory, or a JSONL file of prompt/completion rows."""
    data = Path(data)
    if data.is_dir():
        import datasets
        hf = data / "hf" if (data / "hf").is_dir() else data
        try:
            ds = datasets.load_from_disk(str(hf))
        except FileNotFoundError:
            raise InputError(f"{data}: not a dataset directory "
                             f"(no hf/ from `dataset build`, no save_to_disk data)") from None
        missing = {"prompt", "completion"} - set(ds.column_names)
        if missing:
            raise InputError(f"{hf}: the dataset lacks column(s) {', '.join(sorted(missing))}")
        rows = [{"prompt": r["prompt"], "completion": r["completion"]} for r in ds]
    elif data.is_file():
        rows = []
        for n, row in read_jsonl(data):
            if not (isinstance(row, dict) and isinstance(row.get("prompt"), str)
                    and isinstance(row.get("completion"), str)):
                hint = " (chat rows are for hosted fine-tuning: give the dataset directory)" \
                    if isinstance(row, dict) and "messages" in row else ""
                raise InputError(f"{data}:{n}: a row needs string fields 'prompt' and 'completion'{hint}")
            rows.append({"prompt": row["prompt"], "completion": row["completion"]})
    else:
        raise InputError(f"{data}: no such file or directory")
    if not rows:
        raise InputError(f"{data}: no training examples")
    return rows


def _trainer_class():
    """SFTTrainer scoring the LM head only at program positions.

    trl's fused LM head does that only on Triton devices; on CPU it projects every position
    (prompt included) onto the 262k-token vocabulary, which is most of a step for Gemma 3 270M.
    The loss is the same token-mean cross-entropy over completion tokens."""
    import torch
    from trl import SFTTrainer

    class CompletionSFTTrainer(SFTTrainer):
        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            labels = inputs["labels"][:, 1:]
            keep = (labels != -100).any(0).nonzero().squeeze(-1)
            forward = {k: v for k, v in inputs.items() if k not in ("labels", "completion_mask")}
            out = model(**forward, use_cache=False, logits_to_keep=keep)
            target = labels[:, keep]
            logits = out.logits.float()
            total = torch.nn.functional.cross_entropy(logits.flatten(0, 1), target.flatten(), ignore_index=-100,
                                                      reduction="sum")
            valid = target != -100
            count = valid.sum() if num_items_in_batch is None else num_items_in_batch
            loss = total / torch.as_tensor(count).clamp(min=1)
            if self.args.average_tokens_across_devices and num_items_in_batch is not None:
                loss = loss * self.accelerator.num_processes
            mode = "train" if model.training else "eval"
            with torch.no_grad():
                correct = ((logits.argmax(-1) == target) & valid).sum()
                self._metrics[mode]["mean_token_accuracy"].append((correct / valid.sum().clamp(min=1)).item())
            return (loss, out) if return_outputs else loss

    return CompletionSFTTrainer


def _progress_callback(console=None):
    """A TrainerCallback drawing a rich progress bar with the latest loss and the tokens trained per second (the
    batches' non-padding tokens, summed over processes: the trainer's num_input_tokens_seen)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, \
        TimeRemainingColumn
    from transformers import TrainerCallback

    class RichProgress(TrainerCallback):
        def on_train_begin(self, args, state, control, **kw):
            self.bar = Progress(TextColumn("fine-tuning"), BarColumn(), MofNCompleteColumn(),
                                TextColumn("{task.fields[loss]}"),
                                TextColumn("{task.fields[speed]}"), TimeElapsedColumn(), TimeRemainingColumn(),
                                console=console, transient=True, disable=not main_process())
            self.bar.start()
            self.job = self.bar.add_task("train", total=state.max_steps, completed=state.global_step, loss="", speed="")
            self.start = (time.perf_counter(), state.num_input_tokens_seen)  # a resumed run counts from here

        def on_step_end(self, args, state, control, **kw):
            seconds = time.perf_counter() - self.start[0]
            speed = f"{(state.num_input_tokens_seen - self.start[1]) / seconds:,.0f} tokens/s" if seconds > 0 else ""
            self.bar.update(self.job, completed=state.global_step, speed=speed)

        def on_log(self, args, state, control, logs=None, **kw):
            if logs and "loss" in logs:
                self.bar.update(self.job, loss=f"loss {logs['loss']:.3f}")

        def on_train_end(self, args, state, control, **kw):
            self.bar.stop()

    return RichProgress()


def last_checkpoint(run_dir: Path) -> Path | None:
    """The newest complete checkpoint (its trainer_state.json, written last, parses)."""
    found = []
    for d in (run_dir / "checkpoints").glob("checkpoint-*"):
        try:
            json.loads((d / "trainer_state.json").read_text())
            found.append((int(d.name.split("-")[1]), d))
        except (OSError, ValueError):
            continue
    return max(found)[1] if found else None


def attention_for(batch_size: int) -> str | None:
    """The attention kernel for training batches of `batch_size`: eager for padded batches (more than one example),
    since Gemma's SDPA path turns padded rows into NaN gradients on a GPU (transformers#32390; a 2-epoch run with
    batches of 8 on an H200 ended with every adapter weight NaN, docs/finetuning.md), else the model's default."""
    return "eager" if batch_size > 1 else None


def nonfinite_weights(model) -> list[str]:
    """The trainable weights holding a NaN or an infinity (a diverged run's adapter, which must not be saved)."""
    import torch
    return [name for name, p in model.named_parameters() if p.requires_grad and not torch.isfinite(p).all()]


def build_trainer(rows: list[dict], base: Path, run_dir: Path, cfg: FinetuneConfig, console=None,
                  completion_head: bool = True, init_adapter: Path | None = None):
    """The SFT trainer for prompt/completion rows over the model at `base`, with a new LoRA adapter, or
    with `init_adapter` trained further (its own rank and targets); completion_head=False keeps trl's
    own loss (the benchmark's baseline)."""
    import torch
    from datasets import Dataset
    from peft import LoraConfig
    from transformers import AutoModelForCausalLM, AutoTokenizer, PrinterCallback
    from trl import SFTConfig

    batch_size, grad_accum = per_process(cfg, processes())
    tokenizer = AutoTokenizer.from_pretrained(str(base))
    model = AutoModelForCausalLM.from_pretrained(str(base), dtype=torch.float32,
                                                 attn_implementation=attention_for(batch_size))
    gpu = torch.cuda.is_available()
    args = SFTConfig(
        output_dir=str(Path(run_dir) / "checkpoints"), num_train_epochs=cfg.epochs, max_steps=cfg.max_steps,
        per_device_train_batch_size=batch_size, gradient_accumulation_steps=grad_accum,
        learning_rate=cfg.learning_rate, warmup_steps=cfg.warmup, lr_scheduler_type="linear", seed=cfg.seed,
        max_length=cfg.max_length, completion_only_loss=True, packing=False,
        activation_checkpointing=False, gradient_checkpointing=False,
        save_strategy="steps", save_steps=cfg.save_steps, save_total_limit=2, logging_steps=1,
        report_to="none", disable_tqdm=True, use_cpu=not gpu, bf16=gpu and torch.cuda.is_bf16_supported(),
        logging_nan_inf_filter=False,  # a diverging loss shows in the log, not the mean of the steps before
        dataloader_num_workers=0, include_num_input_tokens_seen="non_padding",
        ddp_find_unused_parameters=False,  # every LoRA weight gets a gradient every step
    )
    peft_config = LoraConfig(r=cfg.rank, lora_alpha=cfg.alpha, lora_dropout=cfg.dropout,
                             target_modules=list(cfg.target_modules), task_type="CAUSAL_LM")
    if init_adapter is not None:
        from peft import PeftModel
        model, peft_config = PeftModel.from_pretrained(model, str(init_adapter), is_trainable=True), None
    from trl import SFTTrainer
    trainer = (_trainer_class() if completion_head else SFTTrainer)(model=model, args=args,
                               train_dataset=Dataset.from_list(rows), processing_class=tokenizer,
                               peft_config=peft_config, callbacks=[_progress_callback(console)])
    trainer.remove_callback(PrinterCallback)  # the rich bar replaces its per-step dict printing
    return trainer


def finetune(data: Path, base: Path, run_dir: Path, cfg: FinetuneConfig, console=None,
             init_adapter: Path | None = None) -> dict:
    """Train a LoRA adapter on `data` over the model at `base` (a new one, or `init_adapter` further);
    resumes from run_dir's last checkpoint. Every process of a data-parallel launch calls it and gets the
    metrics; only the main process writes config.yaml, adapter/ and metrics.json."""
    run_dir = Path(run_dir)
    rows = load_rows(data)
    asked = {"base": str(base), "data": str(Path(data).resolve()), "examples": len(rows), "config": asdict(cfg),
             "init_adapter": str(init_adapter) if init_adapter else None}
    saved = run_dir / "config.yaml"
    resume = last_checkpoint(run_dir)
    if saved.exists() and resume is not None:
        before = yaml.safe_load(saved.read_text())
        if before != asked:
            raise InputError(f"{saved}: the run directory holds a run with other settings; give a new --out")

    trainer = build_trainer(rows, base, run_dir, cfg, console, init_adapter=init_adapter)
    main = main_process()
    if main:
        write_text(saved, yaml.safe_dump(asked, sort_keys=False))
    tokenizer = trainer.processing_class
    gpu = trainer.args.device.type == "cuda"
    if len(trainer.train_dataset) == 0:
        raise InputError(f"{data}: no example has a program token within max_length ({cfg.max_length} tokens): "
                         f"every prompt is at least that long; raise max_length")
    lengths = [len(x) for x in trainer.train_dataset["input_ids"]]
    cut = sum(n >= cfg.max_length for n in lengths)  # truncated from the right: the program's end is lost
    if cut and console is not None and main:
        console.print(f"[bold red]warning:[/] {cut} of {len(lengths)} examples reach max_length ({cfg.max_length} "
                      f"tokens) and are cut: the end of their programs is not trained; raise max_length")
    # read now: the checkpoint may be rotated away while training
    tokens_before = json.loads((resume / "trainer_state.json").read_text()).get("num_input_tokens_seen", 0) \
        if resume else 0
    start = time.perf_counter()
    result = trainer.train(resume_from_checkpoint=str(resume) if resume else None)
    wall = time.perf_counter() - start

    broken = nonfinite_weights(trainer.model)
    if broken:
        raise JobFailed(f"{run_dir}: training diverged: {len(broken)} adapter weights hold NaN or infinity "
                        f"(first: {broken[0]}); no adapter written. Lower learning_rate, or see the loss log")
    if main:
        with write_directory(run_dir / "adapter") as work:
            trainer.model.save_pretrained(str(work))
            tokenizer.save_pretrained(str(work))

    state = trainer.state
    done_from = int(resume.name.split("-")[1]) if resume else 0
    steps_run = state.global_step - done_from
    tokens_run = state.num_input_tokens_seen - tokens_before  # non-padding tokens, every process's
    metrics = {
        "examples": len(rows), "tokens_per_example": {"mean": sum(lengths) / len(lengths), "max": max(lengths)},
        "cut_at_max_length": cut,
        "global_step": state.global_step, "resumed_from_step": done_from if resume else None,
        "steps_this_run": steps_run, "epochs": state.epoch, "train_loss": result.training_loss,
        "wall_s": wall, "s_per_step": wall / max(steps_run, 1), "tokens_per_s": tokens_run / wall if wall else 0.0,
        "trainable_parameters": sum(p.numel() for p in trainer.model.parameters() if p.requires_grad),
        "device": "cuda" if gpu else "cpu", "processes": trainer.accelerator.num_processes,
        "per_process": {"batch_size": trainer.args.per_device_train_batch_size,
                        "grad_accum": trainer.args.gradient_accumulation_steps},
        "log": [e for e in state.log_history if "loss" in e],
    }
    if main:
        write_text(run_dir / "metrics.json", json.dumps(metrics, indent=1) + "\n")
    return metrics
