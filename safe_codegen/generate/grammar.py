"""A context-free grammar of the programs a robot's API allows, for servers that constrain decoding by a
grammar where no Python-level check can run (docs/generation.md, "Server grammars").

The language: the statements `verify` supports (assignments, `if`/`elif`/`else`, `while`, `for`,
`break`, `continue`, `pass`, `return`, expression statements, imports of the allowed modules), with
expressions whose calls are the robot's API functions with their arities (positional or by parameter
name), the allowed modules' attributes, the harmless builtins and the data methods. Indentation is four
spaces a level, at most MAX_DEPTH levels, so the language stays context-free; brackets do not span lines.
It over-approximates `verify`'s static checks (names are not tracked, so an undefined name still parses)
and under-approximates Python (no comprehensions, lambdas, f-strings or line continuations): a program
outside it never verifies, or is written another way.

One grammar, two notations: GBNF, which llama.cpp's server (`grammar`), vLLM (`structured_outputs.grammar`,
xgrammar) and SGLang (`ebnf`) accept, and Lark's, for reading programs back (the tests).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from safe_codegen.errors import InputError
from safe_codegen.robot import HARMLESS_BUILTINS, Robot
from safe_codegen.verify.program import SAFE_METHODS

MAX_DEPTH = 6  # indentation levels, the function body's included
INDENT = "    "
# --server-grammar NAME -> the request field carrying the grammar (OpenAI-compatible extra body)
SERVERS = {"llama": ("grammar",), "vllm": ("structured_outputs", "grammar"), "sglang": ("ebnf",)}


@dataclass(frozen=True)
class Lit:
    text: str


@dataclass(frozen=True)
class Chars:
    """A character class: single characters and 'a-z' ranges; `negated`: any character but these."""

    items: tuple[str, ...]
    negated: bool = False


@dataclass(frozen=True)
class Ref:
    name: str


@dataclass(frozen=True)
class Seq:
    items: tuple


@dataclass(frozen=True)
class Alt:
    items: tuple


@dataclass(frozen=True)
class Rep:
    item: object
    op: str  # "?", "*" or "+"


Node = Lit | Chars | Ref | Seq | Alt | Rep
Rules = dict[str, Node]


def seq(*items) -> Node:
    return Seq(tuple(Lit(i) if isinstance(i, str) else i for i in items))


def alt(*items) -> Node:
    return Alt(tuple(Lit(i) if isinstance(i, str) else i for i in items))


def opt(*items) -> Node:
    return Rep(seq(*items), "?")


def star(*items) -> Node:
    return Rep(seq(*items), "*")


def program_rules(robot: Robot, name: str, chat: bool) -> Rules:
    """The grammar of a function `name` for `robot`: its body and the first top-level line after it (a
    completion of a prompt ending in `def NAME():`; the backend cuts the text there) or, for `chat`, a fenced
    code block holding imports and the whole function."""
    r: Rules = {}
    if chat:
        r["root"] = seq("```python\n", star(alt(Ref("blank"), seq(Ref("import"), Ref("eol")))),
                        f"def {name}():", Ref("eol"), Ref("block1"), star("\n"), "```")
    else:  # the function ends where a top-level line starts; the grammar, and so the server, ends with that line
        # (one character would do, but a model's tokens for the line's first word are longer: with only the
        # character allowed, llama.cpp's server let the model write indented comments up to max_tokens instead)
        r["root"] = seq(Ref("block1"), star(Ref("blank")), Chars((" ", "\t", "\n", "#", "@"), negated=True),
                        Rep(Chars(("\n",), negated=True), "*"), "\n")
    r["ws"] = Rep(Lit(" "), "*")
    r["comment"] = seq("#", Rep(Chars(("\n",), negated=True), "*"))
    r["eol"] = seq(Ref("ws"), opt(Ref("comment")), "\n")
    r["blank"] = seq(Ref("ws"), opt(Ref("comment")), "\n")
    for d in range(1, MAX_DEPTH + 1):
        ind = INDENT * d
        r[f"block{d}"] = Rep(seq(star(Ref("blank")), ind, Ref(f"stmt{d}")), "+")
        if d == MAX_DEPTH:
            r[f"stmt{d}"] = seq(Ref("simple"), Ref("eol"))
            continue
        body = (":", Ref("eol"), Ref(f"block{d + 1}"))
        r[f"stmt{d}"] = alt(
            seq(Ref("simple"), Ref("eol")),
            seq("if ", Ref("expr"), *body, star(star(Ref("blank")), ind, "elif ", Ref("expr"), *body),
                opt(star(Ref("blank")), ind, "else", *body)),
            seq("while ", Ref("expr"), *body),
            seq("for ", Ref("targets"), " in ", Ref("expr"), *body))
    r["simple"] = alt("pass", "break", "continue", seq("return", opt(" ", Ref("exprs"))), Ref("import"),
                      seq(Ref("targets"), Ref("ws"), alt("=", *(op + "=" for op in ("+", "-", "*", "/", "//", "%",
                                                                                     "**"))),
                          Ref("ws"), Ref("exprs")),
                      Ref("expr"))
    modules = sorted(robot.modules)
    r["import"] = alt(*(alt(seq("import ", m), seq("from ", m, " import ", Ref(f"attr_{m}"),
                                                    star(Ref("ws"), ",", Ref("ws"), Ref(f"attr_{m}"))))
                        for m in modules)) if modules else Lit("pass")
    r["targets"] = seq(Ref("target"), star(Ref("ws"), ",", Ref("ws"), Ref("target")))
    r["target"] = seq(Ref("name"), star("[", Ref("ws"), Ref("expr"), Ref("ws"), "]"))
    r["exprs"] = seq(Ref("expr"), star(Ref("ws"), ",", Ref("ws"), Ref("expr")))
    r["expr"] = seq(Ref("or"), opt(" if ", Ref("or"), " else ", Ref("expr")))
    r["or"] = seq(Ref("and"), star(" or ", Ref("and")))
    r["and"] = seq(Ref("not"), star(" and ", Ref("not")))
    r["not"] = alt(seq("not ", Ref("not")), Ref("comparison"))
    r["comparison"] = seq(Ref("arith"), star(alt(seq(Ref("ws"), alt("<", ">", "==", ">=", "<=", "!="), Ref("ws")),
                                                 " in ", " not in ", " is ", " is not "), Ref("arith")))
    r["arith"] = seq(Ref("term"), star(Ref("ws"), alt("+", "-"), Ref("ws"), Ref("term")))
    r["term"] = seq(Ref("factor"), star(Ref("ws"), alt("*", "/", "//", "%"), Ref("ws"), Ref("factor")))
    r["factor"] = alt(seq(alt("-", "+"), Ref("ws"), Ref("factor")), Ref("power"))
    r["power"] = seq(Ref("primary"), opt(Ref("ws"), "**", Ref("ws"), Ref("factor")))
    r["primary"] = seq(Ref("atom"), star(Ref("trailer")))
    r["trailer"] = alt(seq("[", Ref("ws"), Ref("slice"), Ref("ws"), "]"),
                       seq(".", Ref("method"), "(", Ref("ws"), opt(Ref("args"), Ref("ws")), ")"))
    r["slice"] = alt(Ref("expr"), seq(opt(Ref("expr")), Ref("ws"), ":", Ref("ws"), opt(Ref("expr"))))
    r["atom"] = alt(seq("(", Ref("ws"), opt(Ref("exprs"), Ref("ws"), opt(",", Ref("ws"))), ")"),
                    seq("[", Ref("ws"), opt(Ref("exprs"), Ref("ws"), opt(",", Ref("ws"))), "]"),
                    seq("{", Ref("ws"), opt(Ref("items"), Ref("ws")), "}"),
                    Ref("number"), Ref("string"), Ref("api"), Ref("builtin"), Ref("module"), Ref("name"))
    r["items"] = seq(Ref("pair"), star(Ref("ws"), ",", Ref("ws"), Ref("pair")), opt(Ref("ws"), ","))
    r["pair"] = seq(Ref("expr"), Ref("ws"), ":", Ref("ws"), Ref("expr"))
    r["args"] = seq(Ref("arg"), star(Ref("ws"), ",", Ref("ws"), Ref("arg")))
    r["arg"] = seq(opt(Ref("name"), Ref("ws"), "=", Ref("ws")), Ref("expr"))
    r["api"] = alt(*(_api_call(fn.name, fn.params, fn.required) for fn in robot.functions.values())) \
        if robot.functions else Lit("None")
    r["builtin"] = seq(alt(*sorted(HARMLESS_BUILTINS)), "(", Ref("ws"), opt(Ref("args"), Ref("ws")), ")")
    r["module"] = alt(*(seq(m, ".", Ref(f"attr_{m}"), opt("(", Ref("ws"), opt(Ref("args"), Ref("ws")), ")"))
                        for m in modules)) if modules else Lit("None")
    for m in modules:
        r[f"attr_{m}"] = alt(*sorted(robot.modules[m]))
    r["method"] = alt(*sorted(SAFE_METHODS))
    r["name"] = seq(Chars(("a-z", "A-Z", "_")), Rep(Chars(("a-z", "A-Z", "0-9", "_")), "*"))
    digits = Rep(Chars(("0-9",)), "+")
    r["number"] = seq(alt(seq(digits, opt(".", Rep(Chars(("0-9",)), "*"))), seq(".", digits)),
                      opt(Chars(("e", "E")), opt(Chars(("+", "-"))), digits))
    r["string"] = alt(*(seq(q, star(alt(Chars((q, "\\", "\n"), negated=True), seq("\\", Chars(("\n",), negated=True)))),
                            q) for q in ('"', "'")),
                      seq('"""', star(alt(Chars(('"',), negated=True), seq('"', Chars(('"',), negated=True)))), '"""'))
    return r


def _api_call(name: str, params: tuple[str, ...], required: int) -> Node:
    """Calls of an API function with its first k parameters, `required` <= k <= all, each positional or by name."""
    sep = seq(Ref("ws"), ",", Ref("ws"))
    rest: Node | None = None
    for i in reversed(range(len(params))):
        part = seq(*((sep,) if i else ()), opt(params[i], Ref("ws"), "=", Ref("ws")), Ref("expr"),
                   *((rest,) if rest else ()))
        rest = part if i < required else Rep(part, "?")
    return seq(name, "(", Ref("ws"), *((rest, Ref("ws")) if rest else ()), ")")


def gbnf(rules: Rules) -> str:
    """The rules in llama.cpp's GBNF (rule names use '-' where ours use '_')."""
    return "".join(f"{n.replace('_', '-')} ::= {_render(body, 'gbnf')}\n" for n, body in rules.items())


def lark(rules: Rules) -> str:
    """The rules in Lark's notation (start rule `root`)."""
    return "".join(f"{n}: {_render(body, 'lark')}\n" for n, body in rules.items())


def _render(node: Node, fmt: str) -> str:
    if isinstance(node, Lit):
        return json.dumps(node.text)  # both notations read JSON's string escapes
    if isinstance(node, Chars):
        body = "".join(i if len(i) == 3 and i[1] == "-" else _class_char(i) for i in node.items)
        cls = f"[{'^' if node.negated else ''}{body}]"
        return cls if fmt == "gbnf" else "/" + cls.replace("/", "\\/") + "/"
    if isinstance(node, Ref):
        return node.name.replace("_", "-") if fmt == "gbnf" else node.name
    if isinstance(node, Seq):
        return " ".join(_render(i, fmt) for i in node.items) or '""'
    if isinstance(node, Alt):
        return "(" + " | ".join(_render(i, fmt) for i in node.items) + ")"
    return f"({_render(node.item, fmt)}){node.op}"


def _class_char(c: str) -> str:
    return {"\n": "\\n", "\t": "\\t", "\\": "\\\\", "]": "\\]", "^": "\\^", "-": "\\-"}.get(c, c)


def server_fields(server: str, robot: Robot, name: str, chat: bool) -> dict:
    """The request fields asking `server` (llama, vllm or sglang) to decode in the grammar of `name` for `robot`."""
    if server not in SERVERS:
        raise InputError(f"--server-grammar must be one of {', '.join(SERVERS)}, not '{server}'")
    *outer, key = SERVERS[server]
    fields: dict = {key: gbnf(program_rules(robot, name, chat))}
    for k in reversed(outer):
        fields = {k: fields}
    return fields
