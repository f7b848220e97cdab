"""Shared fixtures: robots, specs and one NuSMV worker pool per test session."""

from __future__ import annotations

import textwrap

import pytest

from safe_codegen.nusmv import NuSMVPool
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.verify import Result, verify_sources


@pytest.fixture(scope="session")
def pool():
    with NuSMVPool(2, timeout=20) as p:
        yield p


@pytest.fixture(scope="session")
def jackal():
    return load_robot("jackal")


@pytest.fixture(scope="session")
def indoor():
    return load_robot("jackal-indoor")


@pytest.fixture(scope="session")
def spot_robot():
    return load_robot("spot")


@pytest.fixture(scope="session")
def check(pool):
    """check(source, robot, specs=None) -> Result; source is dedented."""

    def run(source: str, robot, specs: list[str] | None = None) -> Result:
        return verify_sources([("prog.py", textwrap.dedent(source))], robot,
                              robot_specs(robot, specs), pool)[0]

    return run


@pytest.fixture(scope="session")
def tiny(tmp_path_factory):
    """A tiny Gemma3 causal LM directory (tests/tinymodel.py), built once per session."""
    from .tinymodel import build_tiny_model
    return build_tiny_model(tmp_path_factory.mktemp("tiny"))
