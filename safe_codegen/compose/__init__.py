"""Composition: a library of verified subprograms and plans checked soundly (Theorem 1 and its repair)."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "load_plan": "plan",
    "check_plan": "checker",
    "emit_program": "emit",
    "add_verified": "library",
})
