"""The OpenAI backend against a real OpenAI-compatible server (`transformers serve`, tiny model)
on loopback, and its one-line errors."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from safe_codegen.utils.paths import ROOT

from ..tinymodel import build_tiny_model


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    model = build_tiny_model(tmp_path_factory.mktemp("served"))
    port = _free_port()
    exe = os.path.join(os.path.dirname(sys.executable), "transformers")
    proc = subprocess.Popen([exe, "serve", str(model), "--host", "127.0.0.1", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
                            env={**os.environ, "HF_HUB_OFFLINE": "1"})
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError("transformers serve did not start")
                time.sleep(0.5)
        yield url, model
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=300, env=env)


def test_generate_through_an_openai_compatible_server(server, tmp_path):
    url, model = server
    out = tmp_path / "gen"
    p = cli("generate", "-r", "jackal", "--task", "turns left", "--name", "turn_left", "-n", "2", "--llm", "openai",
            "--base-url", f"{url}/v1", "--model", model, "--completions", "--max-tokens", "20", "--out", out)
    assert p.returncode in (0, 1), p.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["model"].startswith(url) and len(report["samples"]) == 2
    assert all((out / f"sample_{i}_round_0.py").read_text().startswith("def turn_left():") for i in (0, 1))
    # the server ended both for length (finish_reason "length"): cut off, never verified
    assert [s["rounds"][0]["result"]["verdict"] for s in report["samples"]] == ["cut off", "cut off"]


def test_concurrent_requests_give_the_same_samples_as_one_at_a_time(server):
    from safe_codegen.generate.models.base import SampleConfig
    from safe_codegen.generate.models.openai import OpenAIModel
    url, model = server
    cfg = SampleConfig(n=4, temperature=1.0, max_new_tokens=12, seed=3)
    one, four = (OpenAIModel(str(model), f"{url}/v1", chat=False, concurrency=c).sample("def f():\n", cfg)
                 for c in (1, 4))
    assert one == four and all(c.cut for c in one)  # 12 tokens of a random model: ended for length


def test_requests_overlap_and_samples_keep_their_seed_order(monkeypatch):
    """A fake client stands for a server that answers the later requests first (`transformers serve`
    above answers one at a time and ignores the seed, so it cannot show either)."""
    import threading
    from types import SimpleNamespace

    from safe_codegen.generate.models.base import SampleConfig
    from safe_codegen.generate.models.openai import OpenAIModel
    state = {"now": 0, "most": 0}
    lock = threading.Lock()

    def create(seed, **_):
        with lock:
            state["now"] += 1
            state["most"] = max(state["most"], state["now"])
        time.sleep(0.05 * (8 - seed))  # the higher the seed, the sooner the answer
        with lock:
            state["now"] -= 1
        return SimpleNamespace(choices=[SimpleNamespace(text=f"seed {seed}", finish_reason="stop")])

    model = OpenAIModel("m", "http://127.0.0.1:9/v1", chat=False, concurrency=4)
    monkeypatch.setattr(model, "client", SimpleNamespace(completions=SimpleNamespace(create=create)))
    out = model.sample("p", SampleConfig(n=6, seed=2))
    assert [c.text for c in out] == [f"seed {s}" for s in range(2, 8)] and not any(c.cut for c in out)
    assert state["most"] == 4
    # several tasks' requests are in flight together, and each task gets its own samples back in order
    state["most"] = 0
    model.concurrency = 8
    a, b = model.sample_many([("p", SampleConfig(n=3, seed=0), None), ("q", SampleConfig(n=4, seed=4), None)])
    assert [c.text for c in a] == ["seed 0", "seed 1", "seed 2"] and [c.text for c in b] == [
        f"seed {s}" for s in range(4, 8)]
    assert state["most"] == 7


READABLE = "drives forward at 0.5 m/s for 4 s"  # a task with a goal: the server is asked for programs, not goals


def test_unreachable_server_is_one_line_exit_2():
    p = cli("generate", "-r", "jackal", "--task", READABLE, "--name", "f", "-n", "1", "--llm", "openai",
            "--base-url", f"http://127.0.0.1:{_free_port()}/v1")
    lines = p.stderr.strip().splitlines()  # the goal line, progress, then the one-line error
    assert p.returncode == 2 and [x for x in lines if "error" in x] == lines[-1:] and "cannot reach" in lines[-1]


def test_missing_api_key_is_one_line_exit_2():
    env = {k: v for k, v in os.environ.items() if k != "OPENAI_API_KEY"}
    p = cli("generate", "-r", "jackal", "--task", READABLE, "--name", "f", "--llm", "openai", env=env)
    assert p.returncode == 2 and "OPENAI_API_KEY" in p.stderr and "Traceback" not in p.stderr
