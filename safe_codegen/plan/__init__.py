"""Planning: a model decomposes a long task into steps over the library of verified subprograms;
each step is filled from the library or generated, and the plan is composed and checked."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "plan_task": "planner",
    "decompose": "decompose",
    "step_tasks": "steps",
})
