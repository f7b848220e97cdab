"""YAML loading that remembers the line of every mapping key, for file:line errors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .errors import InputError


class LineDict(dict):
    """A dict from YAML that knows the (1-based) line of each key and of itself."""

    line: int = 0
    lines: dict


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    out = LineDict()
    out.line = node.start_mark.line + 1
    out.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        out[key] = loader.construct_object(value_node, deep=True)
        out.lines[key] = key_node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def load_yaml(path: Path) -> Any:
    """Parse a YAML file; any problem becomes an InputError naming the file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot read: {exc}") from None
    try:
        return yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise InputError(f"{path}:{line}: malformed YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise InputError(f"{path}: malformed YAML: {exc}") from None


def line_of(data: Any, key: Any = None) -> int:
    """Line of `key` in a mapping from load_yaml (or of the mapping itself)."""
    if isinstance(data, LineDict):
        if key is not None and key in data.lines:
            return data.lines[key]
        return data.line
    return 1
