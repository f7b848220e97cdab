"""Verification: a program is parsed and checked statically, turned into an automaton (Algorithm 1),
composed with the environment, and checked against LTL safety specs by an engine: NuSMV or the explicit one."""

from safe_codegen.utils.lazy import exports, make_callable

__getattr__, __dir__ = exports(__name__, {
    "parse_program": "program",
    "read_program": "program",
    "build_fsa": "fsa",
    "build_product": "product",
    "model_text": "smv",
    "NuSMVPool": "nusmv",
    "open_engine": "engine",
    "check_explicit": "explicit",
    "prepare": "verifier",
    "verify_sources": "verifier",
    "verify_file": "verifier",
    "Result": "verifier",
})
make_callable(__name__, "safe_codegen.api:verify")  # `from safe_codegen import verify; verify(source, robot=...)`
