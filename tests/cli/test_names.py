"""Names that would change what a spec means or where a file goes (issue 5): propositions Spot reads as
something else, names given twice, and names that become path components. Each is an error with its file
and line (exit 2), checked where the name is read."""

import itertools
import string

import pytest

from safe_codegen.errors import InputError
from safe_codegen.robot import IDENT, load_robot, misread_proposition
from safe_codegen.spec import check_formula, load_spec, robot_specs
from safe_codegen.utils.paths import DATA, ROBOTS
from safe_codegen.verify.verifier import verify_sources

from .test_hardening import cli, one_line_error

JACKAL = (ROBOTS / "jackal.yaml").read_text()
BRAKE = DATA / "subprograms/jackal/brake.py"


def robot_file(tmp_path, *edits, name="jackal.yaml"):
    """A copy of the jackal robot file with each (old, new) text replaced once; the file and the line of
    the last replacement."""
    text = JACKAL
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text)
    return path, text[:text.index(edits[-1][1])].count("\n") + 1


def spot_reads_as_itself(name: str) -> bool:
    """Whether Spot reads `name` as that one proposition, alone and among operators."""
    import spot
    for text in (name, f"G({name} -> X !{name})", f"({name} xor {name}) U {name}", f"{name}&{name}", f"!{name}"):
        try:
            f = spot.formula(text)
        except SyntaxError:
            return False
        if [a.ap_name() for a in spot.atomic_prop_collect(f)] != [name]:
            return False
    return True


@pytest.mark.timeout(120)
def test_the_proposition_rule_is_spots_own_reading():
    """misread_proposition refuses exactly the names Spot does not read as themselves: every name of one or
    two characters, three-character names over the letters that matter, and Spot's words in any case."""
    first, rest = string.ascii_letters + "_", string.ascii_letters + string.digits + "_"
    names = [a + b for a in first for b in ["", *rest]]
    names += ["".join(t) for t in itertools.product("FGXUMRVWaxo_", "FGXUaot_1", "FGXaeor_1")]
    words = ["true", "false", "xor", "first_match", "implies", "equiv", "and", "or", "not", "EOF", "next", "case",
             "MODULE", "init", "pedestrian", "publish_velocity", "Front", "X1a", "G12x", "GX1", "x_F", "aX"]
    names += [w for word in words for w in {word, word.upper(), word.capitalize(), word.swapcase()} if IDENT.match(w)]
    disagree = [n for n in dict.fromkeys(names) if n != "out_of_limits"
                and (misread_proposition(n) is None) != spot_reads_as_itself(n)]
    assert disagree == []
    assert misread_proposition("out_of_limits") == "is the verifier's own proposition"


@pytest.mark.parametrize("prop, reason", [
    ("false", "is the constant false in LTL"), ("TRUE", "is the constant true in LTL"), ("xor", "is an LTL operator"),
    ("W", "is an LTL operator"), ("Xpedestrian", "reads in LTL as X applied to 'pedestrian'"),
    ("out_of_limits", "the verifier's own proposition"),
])
def test_a_proposition_spot_reads_otherwise_is_refused_at_its_line(tmp_path, prop, reason):
    path, line = robot_file(tmp_path, ("  pedestrian_observed:\n    proposition: pedestrian",
                                       f"  pedestrian_observed:\n    proposition: \"{prop}\""))
    with pytest.raises(InputError, match=reason) as exc:
        load_robot(str(path))
    assert str(exc.value).startswith(f"{path}:{line + 1}: function 'pedestrian_observed': proposition '{prop}'")


def test_with_a_proposition_named_false_the_spec_would_hold_trivially(jackal):
    """Why such names are refused: Spot reads `false` in a spec as the constant, so the spec says nothing
    (and a spec that is always true is itself refused)."""
    with pytest.raises(InputError, match="is always true .* it constrains nothing"):
        check_formula("s", "G(false -> X !publish_velocity)", jackal, where="spec.yaml:2")


def test_nusmv_keywords_are_harmless_propositions(tmp_path, pool, jackal):
    """NuSMV's words name propositions safely (the SMV model prefixes them): the verdicts are the jackal's."""
    path, _ = robot_file(tmp_path, ("proposition: pedestrian", "proposition: next"),
                         ("proposition: stop\n", "proposition: case\n"))
    keywords = load_robot(str(path))
    program = ("def drive():\n    if pedestrian_observed():\n        stop()\n    else:\n"
               "        velocity_publisher(1.0, 0.0)\n")
    for robot, (ped, stop) in ((jackal, ("pedestrian", "stop")), (keywords, ("next", "case"))):
        specs = [check_formula("after", f"G({ped} -> X !publish_velocity)", robot, where="t"),
                 check_formula("never", f"G !{stop}", robot, where="t")]
        (res,) = verify_sources([("p.py", program)], robot, specs, pool)
        assert [s.holds for s in res.specs] == [True, False], (robot.name, res.reason)


@pytest.mark.parametrize("edit, offset, reason", [
    (("  stop:\n    proposition: stop\n", "  stop:\n    proposition: stop\n  stop:\n    proposition: stop\n"), 2,
     "duplicate key 'stop' (first on line"),
    (("# phi3 (cars)", "queries:\n  stop:\n    doc: x\n# phi3 (cars)"), 1, "function 'stop' is declared twice"),
    (("name: jackal\n", "name: jackal\nname: other\n"), 1, "duplicate key 'name'"),
    (("name: jackal\n", "name: ../../../x\n"), 0, "robot name '../../../x' is not a valid name"),
])
def test_names_given_twice_or_leaving_a_folder_are_refused_at_their_line(tmp_path, edit, offset, reason):
    path, line = robot_file(tmp_path, edit)
    err = one_line_error(cli("library", "add", BRAKE, "--robot", path, "-L", tmp_path / "lib"), reason)
    assert err.startswith(f"error: {path}:{line + offset}:"), err
    assert not (tmp_path / "lib").exists()


def test_library_add_cannot_write_outside_the_library(tmp_path):
    """The robot's name is the library folder and --name the file: neither may leave the library."""
    path, line = robot_file(tmp_path, ("name: jackal\n", "name: ../escaped\n"))
    lib = tmp_path / "lib"
    one_line_error(cli("library", "add", BRAKE, "--robot", path, "-L", lib), f"{path}:{line}:", "'../escaped'")
    one_line_error(cli("library", "add", BRAKE, "--robot", "jackal", "-L", lib, "--name", "../../escaped"),
                   "subprogram '../../escaped' is not a valid name")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["jackal.yaml"]


def test_a_spec_name_must_be_a_name(tmp_path, jackal):
    spec = tmp_path / "s.yaml"
    spec.write_text("formula: G(pedestrian -> X !publish_velocity)\nname: ../phi\n")
    with pytest.raises(InputError, match=rf"^{spec}:2: spec name '../phi' is not a valid name"):
        load_spec(str(spec), jackal)
    spec.write_text("name: phi\nformula: G(pedestrian -> X !publish_velocity)\nformula: G(true)\n")
    with pytest.raises(InputError, match=rf"^{spec}:3: malformed YAML: duplicate key 'formula'"):
        robot_specs(jackal, [str(spec)])


def test_a_name_looked_up_on_the_search_path_stays_in_its_folder(tmp_path, monkeypatch):
    """`--robot NAME` and a robot file's `specs:` are names of files in robots/ and specs/, never paths out of them."""
    (tmp_path / "robots").mkdir()
    (tmp_path / "escape.yaml").write_text(JACKAL)
    monkeypatch.setenv("SAFE_CODEGEN_PATH", str(tmp_path))
    monkeypatch.chdir(tmp_path / "robots")
    with pytest.raises(InputError, match=r"^unknown robot '\.\./escape'"):
        load_robot("../escape")
    path, line = robot_file(tmp_path, ("specs: [phi1, phi2]", "specs: [phi1, ../escape]"))
    with pytest.raises(InputError, match=rf"^{path}:{line}: spec '../escape' is not a valid name"):
        load_robot(str(path))
