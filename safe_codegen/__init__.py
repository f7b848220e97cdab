"""safe-codegen: make language-model robot programs safe to run.

Python API (safe_codegen.api, imported on first use so that `import safe_codegen` stays fast):
`verify(source, robot="jackal")`, `verify_file(path, robot=...)`, `verify_many(...)` return Results.
`verify` is also the verification subpackage, made callable.
"""

from safe_codegen.utils.lazy import exports

__version__ = "0.1.0"

__getattr__, __dir__ = exports(__name__, {"verify_file": "api", "verify_many": "api", "Result": "verify.verifier"})
