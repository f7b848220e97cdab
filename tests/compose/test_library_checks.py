"""Library entries are checked against their own source whenever they are read (issue 5): an entry whose
source, hash, FSA, summaries or claimed specs were edited is refused with its file and why, so that a
tampered entry never composes "safe" nor is emitted as "verified"."""

import hashlib
import json

import pytest

from safe_codegen.compose import library as lib
from safe_codegen.compose.algorithms import summarize
from safe_codegen.compose.emit import emit_program
from safe_codegen.compose.plan import Plan
from safe_codegen.errors import InputError
from safe_codegen.monitor import monitor
from safe_codegen.spec import robot_specs
from safe_codegen.utils.paths import DATA
from safe_codegen.verify.fsa import fsa_to_json
from safe_codegen.verify.verifier import prepare

from ..cli.test_hardening import cli, one_line_error

BRAKE = (DATA / "subprograms/jackal/brake.py").read_text()
# brake, except that it drives on when it sees a pedestrian: it violates phi1
RUSH = BRAKE.replace("stop()", "velocity_publisher(1.0, 0.0)")


@pytest.fixture
def stored(jackal, pool, tmp_path):
    """A library holding brake, verified for phi1 and stop-hold; (its folder, its file, its JSON)."""
    specs = robot_specs(jackal, ["phi1", "stop-hold"])
    _, entry = lib.add_verified(tmp_path, jackal, "brake", BRAKE, specs, pool, "brake.py")
    return tmp_path, entry.path, json.loads(entry.path.read_text())


def forged(jackal, d: dict, source: str) -> dict:
    """`d` with another source and everything derived from it made consistent: hash, FSA and summaries."""
    fsa = prepare(source, jackal, []).fsa
    return {**d, "source": source, "sha256": hashlib.sha256(source.encode()).hexdigest(), "fsa": fsa_to_json(fsa),
            "summaries": {s["formula"]: summarize(fsa, monitor(s["formula"])).to_json() for s in d["specs"]}}


def flipped(summaries: dict) -> dict:
    first = next(iter(summaries))
    s = summaries[first]
    return {**summaries, first: {**s, "safe_mid": [not v for v in s["safe_mid"]]}}


TAMPERINGS = {
    "source": (lambda j, d: {**d, "source": RUSH}, "its source does not match its sha256"),
    "source and hash": (lambda j, d: {**d, "source": RUSH, "sha256": hashlib.sha256(RUSH.encode()).hexdigest()},
                        "its FSA is not the one its source translates to"),
    "FSA": (lambda j, d: {**d, "fsa": {**d["fsa"], "edges": d["fsa"]["edges"][:-1]}},
            "its FSA is not the one its source translates to"),
    "summaries": (lambda j, d: {**d, "summaries": flipped(d["summaries"])}, "its summaries are not the ones its FSA"),
    "everything, consistently": (lambda j, d: forged(j, d, RUSH), "not safe for spec 'phi1', which it claims"),
    "a claimed spec": (lambda j, d: {**d, "specs": [{"name": "phi1", "formula": "F pedestrian"}]},
                       "not a safety property"),
    "its name": (lambda j, d: {**d, "name": "creep"}, "it names itself 'creep'"),
    "its robot": (lambda j, d: {**d, "robot": "spot"}, "for robot 'spot'"),
    "its shape": (lambda j, d: {**d, "summaries": []}, "not a library entry"),
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("what", list(TAMPERINGS))
def test_a_tampered_entry_is_refused_wherever_it_is_read(stored, jackal, what):
    root, path, d = stored
    assert lib.load(root, jackal, "brake").source == BRAKE  # as stored, it is read
    tamper, reason = TAMPERINGS[what]
    path.write_text(json.dumps(tamper(jackal, d)))
    for read in (lambda: lib.load(root, jackal, "brake"), lambda: lib.entries(root, jackal)):
        with pytest.raises(InputError, match=reason) as exc:
            read()
        assert str(exc.value).startswith(f"{path}: library entry refused: ")


def test_an_entry_stored_by_another_spot_is_rederived_not_refused(stored, jackal):
    """Monitor numbering is Spot's: summaries stored by another Spot version are derived again, not compared."""
    root, path, d = stored
    path.write_text(json.dumps({**d, "spot": "0.0", "summaries": flipped(d["summaries"])}))
    e = lib.load(root, jackal, "brake")
    assert {f: s.to_json() for f, s in e.summaries.items()} == json.loads(json.dumps(d["summaries"]))


def test_compose_emit_and_list_refuse_a_forged_entry(stored, jackal, tmp_path):
    """The issue's case: an unsafe program stored as brake, with hash, FSA and summaries to match, composed
    "safe" and was emitted as verified. Now compose (with --monolithic and --emit) and list refuse it."""
    root, path, d = stored
    plan = tmp_path / "plan.yaml"
    plan.write_text("robot: jackal\nplan: [brake, brake]\n")
    emitted = tmp_path / "plan.py"
    p = cli("compose", plan, "-r", "jackal", "-s", "phi1", "-L", root, "--emit", emitted)
    assert p.returncode == 0, p.stderr
    assert "# --- subprogram brake (library entry, verified for phi1, stop-hold" in emitted.read_text()
    emitted.unlink()
    path.write_text(json.dumps(forged(jackal, d, RUSH)))
    for args in (("compose", plan, "-r", "jackal", "-s", "phi1", "-L", root, "--monolithic", "--emit", emitted),
                 ("library", "list", "-r", "jackal", "-L", root)):
        one_line_error(cli(*args), f"{path}: library entry refused: its source is not safe for spec 'phi1'")
    assert not emitted.exists()


def test_emit_claims_only_the_specs_an_entry_was_checked_for(jackal, stored):
    """An emitted plan names the specs each library entry was verified for; a .py item claims none."""
    root, _, _ = stored
    brake = lib.load(root, jackal, "brake")
    rush = lib.Entry("rush.py", "jackal", RUSH, prepare(RUSH, jackal, []).fsa, [], {}, root / "rush.py")
    text = emit_program(Plan("jackal", ["brake", "rush.py"], ["sequential"]), {"brake": brake, "rush.py": rush})
    assert "# --- subprogram brake (library entry, verified for phi1, stop-hold) ---" in text
    assert "# --- subprogram rush.py (not verified on its own) ---" in text
