"""Shared fixtures: robots, specs and one NuSMV engine (a worker pool) per test session."""

from __future__ import annotations

import fcntl
import os
import sys
import tempfile
import textwrap

import pytest

# The disk cache of Spot's spec checks and parsed YAML (safe_codegen/utils/diskcache.py) lives in a
# temporary folder during tests, not in the user's ~/.cache.
os.environ.setdefault("SAFE_CODEGEN_CACHE", tempfile.mkdtemp(prefix="safe-codegen-cache-"))


def _own_dds_domain() -> str:
    """A DDS domain no other test run on this machine holds: the first of 1-232 (the domains DDS's port
    mapping allows) whose lock file this process can lock; the lock lasts as long as the process."""
    for domain in range(1, 233):
        lock = open(os.path.join(tempfile.gettempdir(), f"safe-codegen-test-dds-domain-{domain}.lock"), "a")
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            continue
        _DOMAIN_LOCKS.append(lock)
        return str(domain)
    raise RuntimeError("no free DDS domain for the tests: 232 test runs on this machine")


_DOMAIN_LOCKS = []
# A DDS domain of this test run's own (the transport and the simulators it starts read ROS_DOMAIN_ID):
# two test runs on one machine would otherwise hear each other's robots (by process id modulo 100, two
# runs shared one 1 time in 100).
if "ROS_DOMAIN_ID" not in os.environ:
    os.environ["ROS_DOMAIN_ID"] = _own_dds_domain()
# Torch on one thread, here and in the commands the tests start: the tests' models are tiny, and on a
# loaded 2-core machine torch's threads wait for each other (a tiny Llama's constrained sampling: 94 s on
# 2 threads, 8.6 s on 1, at load 9-10).
os.environ.setdefault("OMP_NUM_THREADS", "1")

from safe_codegen.verify.engine import open_engine
from safe_codegen.robot import load_robot
from safe_codegen.spec import robot_specs
from safe_codegen.verify.verifier import Result, verify_sources


@pytest.fixture(scope="session")
def pool():
    with open_engine("nusmv", 2, timeout=20) as p:
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


_STATUS = pytest.StashKey[int]()


def pytest_sessionfinish(session, exitstatus):
    session.config.stash[_STATUS] = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """End the test process without the interpreter's teardown, once pytest has reported. A CI run
    once segfaulted there after every test had passed (a native library's finalizer running after
    its threads outlived Python; not reproduced here). The package's own exit paths are tested in
    subprocesses (test_bridge, test_bridge_e2e, test_cli), where such a crash would fail a test."""
    status = config.stash.get(_STATUS, None)
    if status is not None:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)

