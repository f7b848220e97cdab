"""Execution in a locked-down child process, the instrumented program, and the soundness oracle."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "run_isolated": "runner",
    "Sandbox": "runner",
    "Limits": "runner",
    "compile_program": "instrument",
    "run_and_check": "oracle",
    "check_trace": "oracle",
})
