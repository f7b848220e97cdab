"""Certification: a DTMC extracted from the model's generation tree, checked by backward induction
(cross-checked by Storm where the `certify` extra is installed)."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "check_reachability": "storm",
    "check_tree": "certifier",
    "certify_tasks": "certifier",
    "refine": "certifier",
})
