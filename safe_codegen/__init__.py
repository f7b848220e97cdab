"""safe-codegen: make language-model robot programs safe to run.

Python API (safe_codegen.api, imported on first use so that `import safe_codegen` stays fast):
`verify(source, robot="jackal")`, `verify_file(path, robot=...)`, `verify_many(...)` return Results;
`explain(result, source)` is the CLI's report of one (each counterexample on the program's lines).
`verify` is also the verification subpackage, made callable (`help(verify)` shows the function).
The core API needs no optional extra (`llm` for models, `ros` for robots).
"""

from safe_codegen.utils.lazy import exports

__version__ = "0.1.0"
__all__ = ["verify", "verify_file", "verify_many", "explain", "Result", "__version__"]

__getattr__, __dir__ = exports(__name__, {"verify_file": "api", "verify_many": "api", "explain": "api",
                                          "Result": "verify.verifier"})
