"""Plain coercion of the CLI's option values, without pydantic.

Typer 0.29 coerces every value through a pydantic TypeAdapter, and importing pydantic takes 0.25 s:
most of a quick command's time (`verify one.py` is meant to take under 0.3 s). Every option here
is a str, int, float, bool or Path (or an Optional or list of one), so those are converted directly; any
other annotation keeps Typer's own coercion.
"""

from __future__ import annotations

import types
import typing
from pathlib import Path
from typing import Any

from typer._click import Command
from typer._click.exceptions import BadParameter
from typer._coercion import PassThroughRuntimeParam

_SCALARS = (str, int, float, bool, Path)


def scalar(annotation: Any) -> type | None:
    """The plain type behind `annotation` (X, Optional[X], list[X]), or None if it is something else."""
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType) and len(args) == 1:
        return scalar(args[0])
    if origin is list and len(args) == 1:
        return args[0] if args[0] in _SCALARS else None
    return annotation if annotation in _SCALARS else None


class PlainParam(PassThroughRuntimeParam):
    """Typer's runtime coercion for a str/int/float/bool/Path option: a direct conversion (flags are
    already bools)."""

    def _coerce_value(self, value: Any, param, ctx) -> Any:
        kind = scalar(self.annotation)
        if isinstance(value, (list, tuple)):
            return [self._convert(kind, v, param, ctx) for v in value]
        return self._convert(kind, value, param, ctx)

    @staticmethod
    def _convert(kind: type, value: Any, param, ctx) -> Any:
        if isinstance(value, kind) and not (kind is int and isinstance(value, bool)):
            return value
        try:
            if kind is bool:
                raise ValueError(value)
            return kind(value)
        except (TypeError, ValueError):
            raise BadParameter(f"{value!r} is not a valid {kind.__name__}", ctx=ctx, param=param) from None


def install(command: Command, ctx) -> None:
    """Give every plain option of `command` and its subcommands (--help included) the direct coercion."""
    for param in [*command.params, command.get_help_option(ctx)]:
        descriptor = getattr(param, "type_descriptor", None)
        if descriptor is not None and getattr(param, "_runtime_param", 1) is None \
                and descriptor.file_annotation is None and scalar(descriptor.annotation) is not None:
            param._runtime_param = PlainParam(annotation=descriptor.annotation,
                                              parameter_info=descriptor.parameter_info)
    for sub in getattr(command, "commands", {}).values():
        install(sub, ctx)
