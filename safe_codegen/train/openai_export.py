"""The OpenAI fine-tuning file: chat-format JSONL, checked the way the API checks uploads."""

from __future__ import annotations

import json
from pathlib import Path

from safe_codegen.utils.atomic import write_text
from safe_codegen.errors import InputError
from safe_codegen.utils.jsonl import read_jsonl

ROLES = {"system", "user", "assistant", "tool", "function"}
MESSAGE_KEYS = {"role", "content", "name", "weight", "function_call", "tool_calls", "tool_call_id"}
MIN_EXAMPLES = 10  # the API refuses smaller training files


def chat_rows(data: Path) -> list[dict]:
    """Chat examples from a `dataset build` directory (its train.jsonl) or a JSONL of chat rows
    or prompt/completion rows (which become a user and an assistant message)."""
    data = Path(data)
    path = data / "train.jsonl" if data.is_dir() else data
    if not path.is_file():
        raise InputError(f"{path}: no such file (give a `dataset build` directory or a JSONL file)")
    rows = []
    for n, row in read_jsonl(path):
        if isinstance(row, dict) and "messages" not in row and {"prompt", "completion"} <= set(row):
            row = {"messages": [{"role": "user", "content": row["prompt"]},
                                {"role": "assistant", "content": row["completion"]}]}
        problem = chat_problem(row)
        if problem:
            raise InputError(f"{path}:{n}: {problem}")
        rows.append(row)
    return rows


def chat_problem(row) -> str | None:
    """Why one example is not a valid chat fine-tuning example, or None."""
    if not isinstance(row, dict) or set(row) - {"messages", "tools", "parallel_tool_calls", "functions"}:
        return "an example is an object with a 'messages' list"
    messages = row.get("messages")
    if not isinstance(messages, list) or not messages:
        return "'messages' must be a non-empty list"
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or "role" not in m or ("content" not in m and "tool_calls" not in m):
            return f"message {i} needs 'role' and 'content'"
        if set(m) - MESSAGE_KEYS:
            return f"message {i} has unknown key(s) {', '.join(sorted(set(m) - MESSAGE_KEYS))}"
        if m["role"] not in ROLES:
            return f"message {i} has unknown role '{m['role']}'"
        if "content" in m and not isinstance(m["content"], str):
            return f"message {i} content must be text"
        if m.get("weight") not in (None, 0, 1):
            return f"message {i} weight must be 0 or 1"
    if not any(m["role"] == "assistant" for m in messages):
        return "the example has no assistant message to learn"
    return None


def export_openai(data: Path, out: Path) -> int:
    """Write the validated chat JSONL for hosted fine-tuning; returns the number of examples."""
    rows = chat_rows(data)
    if len(rows) < MIN_EXAMPLES:
        raise InputError(f"{data}: {len(rows)} examples; OpenAI fine-tuning needs at least {MIN_EXAMPLES}")
    write_text(out, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    return len(rows)
