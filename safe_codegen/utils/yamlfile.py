"""YAML loading that remembers the line of every mapping key, for file:line errors.

Hostile files are refused, not expanded: no aliases (`*a`, so no billion-laughs expansion), at
most MAX_DEPTH nested collections, at most MAX_BYTES of text, only regular files; a key given twice in
one mapping is an error at its second line."""

from __future__ import annotations

import functools
from collections.abc import Hashable
from pathlib import Path
from typing import Any

from safe_codegen.errors import InputError
from safe_codegen.utils.diskcache import cached, stamp
from safe_codegen.utils.textfile import read_text

MAX_BYTES = 256 << 10  # 256 KiB, 50 times the largest shipped file; PyYAML reads it in about 2 s
MAX_DEPTH = 64  # nested mappings/sequences; the deepest shipped file has 6


class LineDict(dict):
    """A dict from YAML that knows the (1-based) line of each key and of itself."""

    line: int = 0
    lines: dict


@functools.cache
def _loader() -> type:
    """SafeLoader that refuses aliases and deep nesting while composing (before any expansion) and
    builds LineDicts (PyYAML is imported here: a cached file never needs it)."""
    import yaml

    class Loader(yaml.SafeLoader):
        depth = 0

        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                event = self.peek_event()
                raise yaml.composer.ComposerError(None, None, f"alias '*{event.anchor}' is not allowed "
                                                  f"(aliases can expand exponentially)", event.start_mark)
            if self.depth >= MAX_DEPTH:
                raise yaml.composer.ComposerError(None, None, f"nested deeper than {MAX_DEPTH} levels",
                                                  self.peek_event().start_mark)
            self.depth += 1
            try:
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
    return Loader


def _construct_mapping(loader, node) -> LineDict:
    import yaml
    loader.flatten_mapping(node)
    out = LineDict()
    out.line = node.start_mark.line + 1
    out.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, Hashable):
            raise yaml.constructor.ConstructorError(None, None, "a mapping key must be a scalar",
                                                    key_node.start_mark)
        if key in out:  # PyYAML keeps the last silently: a second `stop:` would replace the first
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r} (first on line "
                                                    f"{out.lines[key]})", key_node.start_mark)
        out[key] = loader.construct_object(value_node, deep=True)
        out.lines[key] = key_node.start_mark.line + 1
    return out


def parse_yaml(text: str, path: Path) -> Any:
    """Parse YAML text (from `path`, which may name where it came from, such as a model's answer); any
    problem becomes an InputError naming it and the line."""
    import yaml
    try:
        return yaml.load(text, Loader=_loader())
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise InputError(f"{path}:{line}: malformed YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise InputError(f"{path}: malformed YAML: {exc}") from None


def load_yaml(path: Path) -> Any:
    """Parse a YAML file (through the disk cache: the same text parses to the same data); any
    problem becomes an InputError naming the file and line."""
    text = read_text(path, MAX_BYTES)
    data = cached("yaml", [text, stamp("yaml"), stamp(__name__)], lambda: _encode(parse_yaml(text, path)))
    return _from_json(data["doc"]) if data is not None else parse_yaml(text, path)


_PLAIN = (str, int, float, bool, type(None))


def _encode(data: Any) -> Any:
    """Parsed YAML as JSON: a mapping is {"m": line, "k": [[key, line, value], ...]} (keys keep their
    types and order); None (not cached) if it holds a type JSON cannot carry (dates, bytes, sets)."""
    try:
        return {"doc": _to_json(data)}
    except TypeError:
        return None


def _to_json(x: Any) -> Any:
    if isinstance(x, LineDict):
        if not all(isinstance(k, _PLAIN) for k in x):
            raise TypeError(x)
        return {"m": x.line, "k": [[k, x.lines[k], _to_json(v)] for k, v in x.items()]}
    if type(x) is list:
        return [_to_json(v) for v in x]
    if isinstance(x, _PLAIN):
        return x
    raise TypeError(x)


def _from_json(x: Any) -> Any:
    if isinstance(x, dict):
        out = LineDict((k, _from_json(v)) for k, _, v in x["k"])
        out.line = x["m"]
        out.lines = {k: line for k, line, _ in x["k"]}
        return out
    if isinstance(x, list):
        return [_from_json(v) for v in x]
    return x


def line_of(data: Any, key: Any = None) -> int:
    """Line of `key` in a mapping from load_yaml (or of the mapping itself)."""
    if isinstance(data, LineDict):
        if key is not None and key in data.lines:
            return data.lines[key]
        return data.line
    return 1
