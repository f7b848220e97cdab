"""Lazy package exports: `from safe_codegen.verify import verify_sources` works, but importing a
package does not import its modules (and their heavy dependencies) until a name is used."""

from __future__ import annotations

import importlib
import inspect
import sys
from types import ModuleType
from collections.abc import Callable


def exports(package: str, names: dict[str, str]) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """`__getattr__` and `__dir__` for a package whose `names` map to the submodules defining them."""

    def getattr_(name: str) -> object:
        if name not in names:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(f"{package}.{names[name]}"), name)

    def dir_() -> list[str]:
        return sorted(names)

    return getattr_, dir_


def make_callable(package: str, target: str) -> None:
    """Make the imported module `package` callable as the function `target` ("module:function"), imported
    on the first call: `from safe_codegen import verify` names the subpackage, and `verify(source, ...)`
    then runs safe_codegen.api.verify."""
    module_name, func_name = target.split(":")
    package_doc = sys.modules[package].__doc__ or ""

    def function() -> Callable:
        return getattr(importlib.import_module(module_name), func_name)

    class CallableModule(ModuleType):
        def __call__(self, *args, **kwargs):
            return function()(*args, **kwargs)

        @property
        def __signature__(self) -> inspect.Signature:
            """The function's signature (inspect.signature, help())."""
            return inspect.signature(function())

        @property
        def __doc__(self) -> str:
            """The function's signature and docstring, then the package's own (what help() shows)."""
            doc = inspect.getdoc(function()) or ""
            return f"{func_name}{inspect.signature(function())}\n\n{doc}\n\nThe package:\n{package_doc}"

    sys.modules[package].__class__ = CallableModule
