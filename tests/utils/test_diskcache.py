"""The disk cache of the quick path: a cached spec or YAML file gives the same data as a fresh
computation, a changed key or a corrupt entry is recomputed, errors are never cached, and a warm
`verify` of a safe program imports neither Spot nor PyYAML."""

import datetime
import json
import subprocess
import sys

import pytest

from safe_codegen.errors import InputError
from safe_codegen.robot import load_robot
from safe_codegen.spec import check_formula, load_spec
from safe_codegen.utils import diskcache
from safe_codegen.utils.diskcache import cached
from safe_codegen.utils.paths import DATA, ROOT
from safe_codegen.utils.yamlfile import load_yaml


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(diskcache.ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


def entries(cache, kind):
    return sorted((cache / kind).glob("*.json")) if (cache / kind).is_dir() else []


def test_a_value_is_computed_once_per_key(cache):
    calls = []
    compute = lambda: calls.append(1) or {"n": len(calls)}  # noqa: E731
    assert cached("k", ["a", 1], compute) == {"n": 1}
    assert cached("k", ["a", 1], compute) == {"n": 1} and len(calls) == 1
    assert cached("k", ["a", 2], compute) == {"n": 2} and len(calls) == 2  # another key: computed


def test_a_corrupt_or_foreign_entry_is_recomputed(cache):
    cached("k", ["x"], lambda: 1)
    [entry] = entries(cache, "k")
    entry.write_text("{not json")
    assert cached("k", ["x"], lambda: 2) == 2
    entry.write_text(json.dumps({"key": ["other"], "value": 3}))  # a hash collision: the key is compared
    assert cached("k", ["x"], lambda: 4) == 4


def test_errors_are_not_cached_and_off_disables(cache, monkeypatch):
    def boom():
        raise InputError("bad")
    for _ in range(2):
        with pytest.raises(InputError):
            cached("k", ["e"], boom)
    assert entries(cache, "k") == []
    monkeypatch.setenv(diskcache.ENV, "off")
    cached("k2", ["x"], lambda: 1)
    assert not (cache / "k2").exists()


def test_a_cached_spec_equals_a_fresh_one_and_depends_on_the_robot(cache, monkeypatch):
    robot = load_robot("jackal")
    fresh = load_spec("phi1", robot)
    assert len(entries(cache, "spec")) == 1
    again = load_spec("phi1", robot)
    assert again == fresh and again.smv_text({"pedestrian": "p", "publish_velocity": "v"}) == "G ((p -> X (!(v))))"
    monkeypatch.setenv(diskcache.ENV, "off")
    assert load_spec("phi1", robot) == fresh
    monkeypatch.setenv(diskcache.ENV, str(cache))
    # the same formula on a robot without its propositions: another key, and the error is raised
    with pytest.raises(InputError, match="unknown proposition 'pedestrian' for robot 'spot'"):
        check_formula("phi1", fresh.formula, load_robot("spot"), where="x")


def test_an_edited_spec_module_invalidates_its_entries(cache, monkeypatch):
    robot = load_robot("jackal")
    load_spec("phi1", robot)
    monkeypatch.setattr(diskcache, "stamp", lambda module: f"{module}:edited")
    monkeypatch.setattr("safe_codegen.spec.stamp", diskcache.stamp)
    load_spec("phi1", robot)
    assert len(entries(cache, "spec")) == 2


def test_cached_yaml_keeps_values_types_and_lines(cache, tmp_path):
    f = tmp_path / "f.yaml"
    f.write_text("name: x\n3: [1, 2.5, true, null]\nnested:\n  deep: {a: 'b'}\nwhen: 2024-01-02\n")
    for _ in range(2):  # a date is not JSON: the cache records that the file is parsed each time
        assert load_yaml(f)["when"] == datetime.date(2024, 1, 2)
    f.write_text("name: x\n3: [1, 2.5, true, null]\nnested:\n  deep: {a: 'b'}\n")
    first = load_yaml(f)
    second = load_yaml(f)
    assert len(entries(cache, "yaml")) == 2
    assert second == first == {"name": "x", 3: [1, 2.5, True, None], "nested": {"deep": {"a": "b"}}}
    assert second.lines == first.lines == {"name": 1, 3: 2, "nested": 3}
    assert second["nested"].line == 4 and second["nested"].lines == {"deep": 4} and second.line == 1
    f.write_text("name: [unclosed\n")
    for _ in range(2):
        with pytest.raises(InputError, match=r"f.yaml:2: malformed YAML"):
            load_yaml(f)


def test_a_warm_verify_of_a_safe_program_imports_no_spot_yaml_rich_or_other_commands(cache):
    code = ("import sys\nfrom safe_codegen.__main__ import main\nsys.argv = ['safe-codegen', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in ('spot', 'yaml', 'rich', 'pynusmv', 'safe_codegen.cli.generate', "
            "'safe_codegen.cli.bridge') if m in sys.modules), file=sys.stderr)")
    argv = [sys.executable, "-c", code, "verify", str(DATA / "examples/jackal/turn_right_90_degrees_2.py"),
            "--robot", "jackal"]
    cold = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=60)
    warm = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert cold.stdout == warm.stdout and "1 program(s): 1 safe" in warm.stdout
    assert "spot" in cold.stderr.splitlines()[-1]  # the cold run computed the specs with Spot
    assert warm.stderr.strip().splitlines()[-1] == "[]"
