"""The installable package: a wheel built from this tree, installed (not editable) into a fresh venv
and run from outside the checkout, finds its packaged robots and specs; the Python API runs from a plain script."""

import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from safe_codegen.utils.paths import DATA, ROOT

UNSAFE = DATA / "examples/jackal/turn_right_90_degrees_1.py"  # phi1: publish_velocity (line 12) after a pedestrian
SAFE = DATA / "examples/jackal/turn_right_90_degrees_2.py"
RESOURCES = ["robots/jackal.yaml", "robots/spot.yaml", "specs/phi1.yaml", "tasks/jackal-test.yaml",
             "fewshot/jackal.yaml", "scenarios/jackal.yaml", "training/lora.yaml"]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of the working tree (tracked and new files), so no build/ lands in the checkout."""
    tmp = tmp_path_factory.mktemp("wheel")
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.split("\0")
    src = tmp / "src"
    for name in filter(None, files):
        if (ROOT / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", str(src),
                    "-w", str(tmp / "dist")], check=True, capture_output=True, timeout=300)
    return next((tmp / "dist").glob("safe_codegen-*.whl"))


def test_wheel_ships_the_resources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"safe_codegen/resources/{r}" for r in RESOURCES} <= names
    assert "safe_codegen/api.py" in names and not any(n.startswith(("data/", "tests/")) for n in names)


def test_installed_wheel_verifies_outside_the_checkout(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = venv / "bin/python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps", "--no-index", "-q",
                    str(wheel)], check=True, capture_output=True, timeout=300)
    # the dependencies from this .venv, without its editable install (a .pth line does not run that folder's .pth files)
    site = Path(subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    work = tmp_path / "work"
    work.mkdir()
    shutil.copy(UNSAFE, work / "unsafe.py")
    shutil.copy(SAFE, work / "safe.py")

    def run(*args):
        return subprocess.run(args, capture_output=True, text=True, cwd=work, timeout=300)

    where = run(str(py), "-c", "import safe_codegen; print(safe_codegen.__file__)")
    assert where.stdout.strip().startswith(str(site)), where.stdout + where.stderr
    cli = str(venv / "bin/safe-codegen")
    robots = run(cli, "robots")
    assert robots.returncode == 0 and {"jackal:", "spot:", "jackal-indoor:"} <= {
        line.split()[0] for line in robots.stdout.splitlines() if line.strip()}, robots.stderr
    p = run(cli, "verify", "unsafe.py", "--robot", "jackal", "--json")
    assert p.returncode == 1, p.stderr
    assert json.loads(p.stdout)["verdict"] == "unsafe"
    p = run(cli, "verify", "safe.py", "-r", "jackal", "-s", "phi1", "--json")
    assert p.returncode == 0 and json.loads(p.stdout)["verdict"] == "safe", p.stderr
    p = run(cli, "verify", "safe.py", "-r", "no-such-robot")
    assert p.returncode == 2 and "unknown robot 'no-such-robot' (known: jackal, jackal-indoor, spot)" in p.stderr
    # the demo's programs and plans stay in the checkout: a clear error, or --data names them
    p = run(cli, "demo", "-n", "0")
    assert p.returncode == 2 and p.stderr.startswith("error: the demo needs examples/, plans/, subprograms/jackal/ "
                                                     "in the source checkout's data/ folder") and \
        "--data DIR" in p.stderr
    p = run(cli, "demo", "-n", "0", "--data", str(DATA), "--out", "demo")
    reports = [json.loads(line) for line in (work / "demo/report.jsonl").read_text().splitlines()]
    assert p.returncode == 0 and {r["program"].rsplit("/", 1)[-1] for r in reports} >= {"turn_right_90_degrees_1.py"}
    assert (work / "demo/plans.jsonl").read_text().strip(), p.stderr


def test_python_api_from_a_plain_script(tmp_path):
    script = tmp_path / "use_api.py"
    script.write_text(f"""
import json
from safe_codegen import verify, verify_file
source = open({str(UNSAFE)!r}).read()
r = verify(source, robot="jackal", specs="phi1")
again = verify_file({str(SAFE)!r}, robot="jackal")
print(json.dumps({{"first": r.to_json(), "second": again.verdict}}))
""")
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    first = out["first"]
    assert first["verdict"] == "unsafe" and out["second"] == "safe"
    phi1 = first["specs"][0]
    assert phi1["name"] == "phi1" and phi1["holds"] is False
    assert {"line": 12, "action": "publish_velocity"}.items() <= next(
        s for s in phi1["counterexample"] if s["action"] == "publish_velocity").items()


def test_safe_codegen_path_overrides_and_adds_robots(tmp_path, monkeypatch):
    from safe_codegen.robot import load_robot
    from safe_codegen.utils.paths import ROBOTS, available, resolve
    (tmp_path / "robots").mkdir()
    text = (ROBOTS / "jackal.yaml").read_text()
    (tmp_path / "robots/mybot.yaml").write_text(text.replace("name: jackal", "name: mybot", 1))
    monkeypatch.setenv("SAFE_CODEGEN_PATH", f"/nonexistent:{tmp_path}")
    assert resolve("mybot", "robots") == tmp_path / "robots/mybot.yaml"
    assert list(available("robots")) == ["jackal", "jackal-indoor", "mybot", "spot"]
    assert load_robot("mybot").name == "mybot"
    monkeypatch.delenv("SAFE_CODEGEN_PATH")
    with pytest.raises(Exception, match="unknown robot 'mybot'"):
        resolve("mybot", "robots")


@pytest.mark.timeout(120)
def test_python_api_shows_real_signatures_and_prints_counterexamples():
    import inspect
    import pydoc

    import safe_codegen
    from safe_codegen import explain, verify
    assert {"verify", "verify_file", "verify_many", "explain"} <= set(safe_codegen.__all__)
    assert list(inspect.signature(verify).parameters) == ["source", "robot", "specs", "name", "engine"]
    page = pydoc.render_doc(verify, renderer=pydoc.plaintext)
    assert "verify(source: 'str', robot: 'str | Robot'" in page and "explain(result, source)" in page
    source = UNSAFE.read_text()
    text = explain(verify(source, robot="jackal", specs="phi1"), source)
    assert text.startswith("<program>: unsafe\n") and "phi1 violated" in text
    assert "velocity_publisher(" in text and "<- step" in text  # the program's lines, annotated as the CLI does
