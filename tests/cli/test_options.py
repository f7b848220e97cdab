"""Top-level --path, the config defaults shown in --help, the plain coercion's hook into typer,
and the lazily loaded commands."""

import json
import os
import subprocess
import sys

import typer
import typer.main

from safe_codegen.bridge.config import BridgeConfig
from safe_codegen.certify.config import ExtractConfig
from safe_codegen.cli import app
from safe_codegen.cli.coerce import PlainParam
from safe_codegen.utils.paths import DATA, ROOT, ROBOTS

SAFE = DATA / "examples/jackal/turn_right_90_degrees_2.py"


def cli(*args, env=None, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "safe_codegen", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=120, env={**os.environ, **(env or {})})


def test_path_option_adds_a_folder_of_user_files(tmp_path):
    (tmp_path / "robots").mkdir()
    (tmp_path / "robots/rover.yaml").write_text(
        (ROBOTS / "jackal.yaml").read_text().replace("name: jackal", "name: rover"))
    p = cli("--path", tmp_path, "robots", "--json", cwd=tmp_path.parent)
    listed = {json.loads(line)["name"]: json.loads(line)["path"] for line in p.stdout.splitlines()}
    assert listed["rover"] == str((tmp_path / "robots/rover.yaml").resolve()) and "jackal" in listed
    p = cli("--path", tmp_path, "verify", SAFE, "--robot", "rover", "--json", cwd=tmp_path.parent)
    assert p.returncode == 0 and json.loads(p.stdout)["robot"] == "rover"
    p = cli("verify", SAFE, "--robot", "rover", cwd=tmp_path.parent)  # without it: not found
    assert p.returncode == 2 and "unknown robot 'rover'" in p.stderr


def test_path_option_refuses_a_missing_folder(tmp_path):
    p = cli("--path", tmp_path / "nothing", "robots")
    assert p.returncode == 2 and p.stderr == f"error: {tmp_path / 'nothing'}: no such directory " \
                                             "(--path names folders holding robots/, specs/ ...)\n"


def test_config_defaults_are_shown_in_help_without_heavy_imports():
    code = ("import sys\nfrom safe_codegen.cli import main\nsys.argv = ['safe-codegen', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in ('numpy', 'rosbags', 'rich', 'torch') if m in sys.modules), file=sys.stderr)")
    certify = subprocess.run([sys.executable, "-c", code, "certify", "--help"], capture_output=True, text=True,
                             cwd=ROOT, timeout=60)
    run = subprocess.run([sys.executable, "-c", code, "run", "--help"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    certify_help, run_help = " ".join(certify.stdout.split()), " ".join(run.stdout.split())  # unwrapped
    d, b = ExtractConfig(), BridgeConfig()
    for text in (f"(default {d.tau})", f"(default {d.rho})", f"(default {d.max_depth})", f"(default {d.batch})",
                 f"default {d.order})", f"default {d.temperature}."):
        assert text in certify_help
    for text in (f"default {b.stale_timeout})", f"default {b.startup_timeout})"):
        assert text in run_help
    assert "Config's" not in certify_help + run_help
    assert certify.stderr.strip().splitlines()[-1] == run.stderr.strip().splitlines()[-1] == "[]"


def test_plain_coercion_still_reaches_typer():
    """cli/coerce.py replaces typer's private `_runtime_param` (typer is bounded to the tested 0.29 in
    pyproject.toml); if a typer release renames or stops consulting it, this fails loudly instead of
    silently falling back to pydantic (0.25 s more on every command)."""
    group = typer.main.get_command(app)
    ctx = typer.Context(group)
    command = group.get_command(ctx, "verify")
    plain = [p for p in command.params if isinstance(getattr(p, "_runtime_param", None), PlainParam)]
    assert {p.name for p in plain} >= {"paths", "robot", "spec", "json_out", "n_workers"}
    assert all(p.get_runtime_param() is p._runtime_param for p in plain)  # typer consults the field


def test_a_command_loads_only_its_own_module():
    code = ("import sys\nfrom safe_codegen.cli import main\nsys.argv = ['safe-codegen', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('safe_codegen.cli.') and "
            "m.rsplit('.', 1)[1] not in ('coerce', 'options', 'report')), file=sys.stderr)")
    p = subprocess.run([sys.executable, "-c", code, "robots"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.stderr.strip().splitlines()[-1] == "['verify']"
    p = subprocess.run([sys.executable, "-c", code, "--help"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert "compose" in p.stdout and "library" in p.stdout  # the listing, from the cache after the first run
    p = subprocess.run([sys.executable, "-c", code, "--help"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.stderr.strip().splitlines()[-1] == "[]"


def test_top_p_reaches_the_sampler_and_is_checked():
    from safe_codegen.cli.options import Sampling
    given = dict(llm="local", model=None, adapter=None, base_url=None, completions=False, n=2, temperature=0.5,
                 top_p=1.0, max_tokens=10, seed=0, concurrency=1, unconstrained=False, free_steps=False)
    assert Sampling(**given).config().top_p == 1.0
    p = subprocess.run([sys.executable, "-m", "safe_codegen", "generate", "-r", "jackal", "-t", "turns", "--name", "f",
                        "--top-p", "1.5"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.returncode == 2 and "--top-p in (0, 1]" in p.stderr
