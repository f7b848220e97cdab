"""Server grammars (generate/grammar.py): the shipped programs are in the grammar generated from their
robot, programs outside the API are not, and `generate --server-grammar` sends it in the field each
server reads."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from safe_codegen.generate.grammar import MAX_DEPTH, gbnf, lark, program_rules, server_fields
from safe_codegen.generate.prompts import few_shot
from safe_codegen.robot import load_robot
from safe_codegen.utils.paths import DATA, ROOT

ROBOTS = ["jackal", "jackal-indoor", "spot"]


def parser(robot, chat: bool = False):
    import lark as lark_parser
    return lark_parser.Lark(lark(program_rules(robot, "f", chat)), start="root", parser="earley", lexer="dynamic")


def accepts(p, text: str) -> bool:
    import lark as lark_parser
    try:
        p.parse(text)
    except lark_parser.exceptions.LarkError:
        return False
    return True


def shipped(robot) -> list[tuple[str, str]]:
    """The robot's example programs (data/examples) and few-shot examples."""
    files = [(str(p), p.read_text()) for p in sorted((DATA / "examples" / robot.name).glob("*.py"))]
    return files + [(t.name, code) for t, code in few_shot(robot)]


def body(program: str) -> str:
    """A completion of a prompt ending in `def NAME():` as the server returns it: the body, then the first
    character of what a base model writes next (the grammar ends there)."""
    return program[program.index("():\n") + 4:].rstrip("\n") + "\n\n\nG"


@pytest.mark.timeout(240)
@pytest.mark.parametrize("name", ROBOTS)
def test_shipped_programs_are_in_their_robots_grammar(name):
    robot = load_robot(name)
    programs = shipped(robot)
    assert len(programs) >= 2
    completion = parser(robot)
    for where, program in programs:
        assert accepts(completion, body(program)), where
    where, program = programs[0]
    fenced = "```python\n" + program.replace(f"def {program.split('def ')[1].split('(')[0]}(", "def f(") + "\n```"
    assert accepts(parser(robot, chat=True), fenced), where


GOOD = "    speed = 0.5\n    if pedestrian_observed():\n        stop()\n    else:\n        velocity_publisher(speed, 0.0)\n"
OUTSIDE = [
    "    os.system('ls')\n",
    "    import os\n",
    "    from subprocess import run\n",
    "    open('/etc/passwd')\n",
    "    exec('stop()')\n",
    "    __import__('os')\n",
    "    velocity_publisher(0.5)\n",  # jackal's velocity_publisher takes two arguments
    "    velocity_publisher(0.5, 0.0, 1)\n",
    "    velocity_publisher(0.5, speedy=0.0)\n",  # no such parameter
    "    go_to('kitchen')\n",  # jackal-indoor's API, not jackal's
    "    time.localtime()\n",  # not among jackal's time functions
    "    x = stop.__class__\n",
    "    f = lambda: 0\n",
    "    try:\n        stop()\n    except Exception:\n        pass\n",
    "    with open('x') as f:\n        pass\n",
    "    getattr(time, 'sleep')(1)\n",
    "".join("    " * d + "if car_observed():\n" for d in range(1, MAX_DEPTH + 1)) + "    " * (MAX_DEPTH + 1) + "stop()\n",
]


@pytest.mark.timeout(120)
def test_programs_outside_the_api_are_not_in_the_grammar():
    p = parser(load_robot("jackal"))
    assert accepts(p, GOOD + "\nG")
    assert accepts(p, "velocity_publisher(linear=0.5, angular=0.0)\n".join(["    ", "\nG"]))  # by parameter name
    deepest = "".join("    " * d + "if car_observed():\n" for d in range(1, MAX_DEPTH)) + "    " * MAX_DEPTH + "stop()\n"
    assert accepts(p, deepest + "G")
    for bad in OUTSIDE:
        assert not accepts(p, GOOD + bad + "\nG"), bad


def test_gbnf_names_every_rule_it_uses_and_root_first():
    text = gbnf(program_rules(load_robot("jackal-indoor"), "bring_backpack", chat=True))
    defined = [line.split(" ::= ")[0] for line in text.splitlines()]
    assert defined[0] == "root" and all(re.fullmatch(r"[a-z0-9-]+", n) for n in defined)
    bodies = " ".join(line.split(" ::= ", 1)[1] for line in text.splitlines())
    used = set(re.findall(r"(?<![\"\w-])([a-z][a-z0-9-]*)(?![\"\w-])", re.sub(r'"(\\.|[^"\\])*"|\[(\\.|[^\]\\])*\]', " ",
                                                                              bodies)))
    assert used <= set(defined), used - set(defined)
    assert '"def bring_backpack():"' in text and '"ask" "(" ws' in text


@pytest.mark.parametrize("server, path", [("llama", ["grammar"]), ("vllm", ["structured_outputs", "grammar"]),
                                          ("sglang", ["ebnf"])])
def test_each_server_gets_the_grammar_in_its_field(server, path):
    fields = server_fields(server, load_robot("jackal"), "f", chat=False)
    for key in path:
        fields = fields[key]
    assert fields.startswith("root ::= block1 ")


class Scripted(BaseHTTPRequestHandler):
    """Stands in for a grammar-constraining OpenAI-compatible server (llama.cpp's, which cannot be built here in
    reasonable time; docs/generation.md): it records each request body and answers with a fixed program."""

    bodies: list[dict] = []
    answer = "    velocity_publisher(0.5, 0.0)\n\n\nG"

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Scripted.bodies.append(body)
        chat = self.path.endswith("/chat/completions")
        choice = {"index": 0, "finish_reason": "stop", "logprobs": None}
        choice |= {"message": {"role": "assistant", "content": "```python\ndef f():\n" + self.answer[:-4] + "```"}} \
            if chat else {"text": self.answer}
        out = json.dumps({"id": "x", "object": "chat.completion" if chat else "text_completion", "created": 0,
                          "model": body["model"], "choices": [choice],
                          "usage": {"prompt_tokens": 1, "completion_tokens": 9, "total_tokens": 10}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


@pytest.fixture
def scripted():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Scripted)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    Scripted.bodies = []
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def cli(*args):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=200)


@pytest.mark.timeout(240)
def test_generate_sends_the_grammar_only_when_asked(scripted, tmp_path):
    args = ["generate", "-r", "jackal", "--task", "drives forward", "--name", "drive", "-n", "2", "--llm", "openai",
            "--base-url", scripted, "--model", "m", "--no-goal", "--json"]
    p = cli(*args, "--completions", "--server-grammar", "llama")
    assert p.returncode == 5, p.stderr  # safe, task not checked
    report = json.loads(p.stdout)
    assert [s["rounds"][0]["result"]["verdict"] for s in report["samples"]] == ["safe", "safe"]
    expected = gbnf(program_rules(load_robot("jackal"), "drive", chat=False))
    assert len(Scripted.bodies) == 2 and all(b["grammar"] == expected for b in Scripted.bodies)
    Scripted.bodies.clear()
    p = cli(*args, "--server-grammar", "vllm")  # chat: the whole function in a fenced block
    assert p.returncode == 5, p.stderr
    grammar = Scripted.bodies[0]["structured_outputs"]["grammar"]
    assert grammar.startswith('root ::= "```python\\n"') and '"def drive():"' in grammar
    Scripted.bodies.clear()
    assert cli(*args, "--completions").returncode == 5
    assert Scripted.bodies and not any({"grammar", "structured_outputs", "ebnf"} & set(b) for b in Scripted.bodies)


@pytest.mark.timeout(120)
def test_server_grammar_refusals_are_one_line_exit_2():
    base = ["generate", "-r", "jackal", "--task", "t", "--name", "f", "--no-goal"]
    p = cli(*base, "--server-grammar", "llama")  # the local model
    assert p.returncode == 2 and "--llm openai" in p.stderr and p.stderr.strip().count("\n") == 0
    p = cli(*base, "--llm", "openai", "--base-url", "http://127.0.0.1:9/v1", "--server-grammar", "tgi")
    assert p.returncode == 2 and "llama, vllm, sglang" in p.stderr and p.stderr.strip().count("\n") == 0
