"""The extraction's settings, in a module without numpy or the model, so the CLI's help shows
their defaults without importing them."""

from __future__ import annotations

from dataclasses import dataclass

ORDERS = ("breadth", "best")  # expansion orders (ExtractConfig.order)


@dataclass(frozen=True)
class ExtractConfig:
    """How the generation tree is unfolded into a DTMC (thresholds, budgets, order)."""

    temperature: float = 1.0
    tau: float = 0.005
    rho: float = 1e-4
    max_depth: int = 400  # tokens; the programs are ~100-300 tokens
    batch: int = 64  # frontier states per model call
    keep_pruned: int = 8  # pruned (token, p) pairs remembered per state, for refinement
    critical_gap: float = 0.1
    max_states: int | None = None  # a budget: past it, open states are truncated (sound, wider interval)
    order: str = "breadth"  # or "best": the most probable open states first
