"""A call's arguments by parameter name, bound as Python binds them: the one binder of the verifier, the
bridge and the task simulator (`robot.bind`, `tasks.world.bind`), so all of them read the same argument
for a parameter. Nothing imported: the sandbox child imports it (with tasks/world.py) before it locks itself down."""

from __future__ import annotations


def bind_arguments(name: str, params: tuple[str, ...] | list[str], required: int, args: tuple | list,
                   kwargs: dict) -> dict:
    """The given arguments of a call of `name(params)` (the first `required` without defaults) by parameter
    name, in parameter order (positions, then keywords); a TypeError like Python's for a call it cannot take."""
    if len(args) > len(params):
        raise TypeError(f"{name}() takes {len(params)} positional arguments but {len(args)} were given")
    out = dict(zip(params, args))
    for key, value in kwargs.items():
        if key not in params:
            raise TypeError(f"{name}() got an unexpected keyword argument '{key}'")
        if key in out:
            raise TypeError(f"{name}() got multiple values for argument '{key}'")
        out[key] = value
    missing = [p for p in params[:required] if p not in out]
    if missing:
        raise TypeError(f"{name}() missing required argument: '{missing[0]}'")
    return {p: out[p] for p in params if p in out}
