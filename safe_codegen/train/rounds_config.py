"""The settings of the expert-iteration rounds (train/rounds.py), one dataclass as trl has per method; kept
apart so the command line reads its defaults without loading the training code."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RoundsConfig:
    """What `improve` runs, saved in the run directory (a rerun must ask for the same; `rounds` may grow).
    Task sets are ROBOT:SET, SET a task set name or file or curriculum:SPLIT:N[:SEED]."""

    rounds: int = 3
    train: tuple[str, ...] = ("jackal:jackal-train", "jackal:curriculum:train:40", "spot:curriculum:train:24",
                              "jackal-indoor:curriculum:train:24")
    heldout: tuple[str, ...] = ("jackal:jackal-test", "jackal:curriculum:heldout:40", "spot:spot",
                                "jackal-indoor:jackal-indoor")
    missions: tuple[str, ...] = ("jackal:jackal-long-train", "spot:spot-long-train")  # decomposition training
    heldout_missions: tuple[str, ...] = ("jackal:jackal-long-test",)  # decompositions measured for faithfulness
    # Tasks whose reference programs (written from their goals, tasks/reference.py), verified and task-checked like
    # samples, join every round's training pairs: a start the model's own samples cannot give when it solves none.
    references: tuple[str, ...] = ()
    samples: int = 4  # programs (and decompositions) sampled per training task (mission) a round
    temperature: float = 0.7  # for training samples: more varied than the evaluation's
    eval_samples: int = 4  # programs per held-out task
    eval_temperature: float = 0.3  # the embedded default's
    max_new_tokens: int = 400
    cap_per_kind: int | None = 16  # programs of one task kind kept per training set and round at most
    seed: int = 0
    training: str = ""  # the LoRA training YAML ("": the packaged lora.yaml)
    max_steps: int = -1  # > 0: optimizer steps per round at most
    base: str = "local"  # the bundled model, or a model directory
    init_adapter: str = "bundled"  # what round 0 measures and round 1 trains further: bundled, none or a directory
