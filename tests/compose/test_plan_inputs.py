"""Plan files are sized before they are unrolled (issue 6: `repeat: 1000000000` hung, nested repeats took
8 s to be refused) and name subprograms, not paths (issue 5)."""

import time

import pytest

from safe_codegen.compose.plan import MAX_STEPS, load_plan
from safe_codegen.errors import InputError

NESTED = "plan:\n  - repeat: 10000\n    plan:\n      - repeat: 10000\n        plan: [a]\n"


def doublings(depth: int) -> str:
    """`depth` nested `repeat: 2` around one item: 2**depth subprograms, the level k from outside on line 2 + 2k."""
    levels = "".join(f"{'  ' * (2 * k + 1)}- repeat: 2\n{'  ' * (2 * k + 2)}plan:\n" for k in range(depth))
    return f"plan:\n{levels}{'  ' * (2 * depth + 1)}- a\n"


@pytest.mark.timeout(20)
@pytest.mark.parametrize("text, line", [
    ("plan:\n  - a\n  - repeat: 1000000000\n    plan: [a, b]\n", 3),
    (NESTED, 2),
    ("plan:\n  - a\n  - repeat: 10000\n    plan: [b]\n", 3),  # one over: 10,001
    ("plan:\n" + "  - a\n" * (MAX_STEPS + 1), 1),  # a name in a list: the list's line
    (doublings(20), 2 + 2 * (20 - 14)),  # 2**20: the 14th level from the inside is the first over
])
def test_a_plan_too_long_to_unroll_is_refused_before_unrolling(tmp_path, text, line):
    plan = tmp_path / "plan.yaml"
    plan.write_text(text)
    start = time.monotonic()
    with pytest.raises(InputError, match=rf"^{plan}:{line}: the plan expands to more than {MAX_STEPS} subprograms"):
        load_plan(plan)
    assert time.monotonic() - start < 5  # most of it PyYAML's, for the 10,001-line plan


@pytest.mark.timeout(20)
def test_a_plan_within_the_budget_unrolls_in_order(tmp_path):
    plan = tmp_path / "plan.yaml"
    plan.write_text("plan:\n  - repeat: 4999\n    plan: [a, {program: b, junction: preemptive}]\n  - c\n"
                    "  - repeat: 1000000000\n    plan: []\n")
    p = load_plan(plan)
    assert len(p.names) == MAX_STEPS - 1 and p.names[:3] == ["a", "b", "a"] and p.names[-1] == "c"
    assert p.junctions[:2] == ["preemptive", "sequential"]


@pytest.mark.parametrize("item, line", [("- ../../escaped", 1), ("- {program: /etc/passwd}", 3),
                                        ("- {program: ..}", 3), ("- repeat: 2\n    plan: [ok, ../x]", 4)])
def test_a_plan_item_names_a_subprogram_not_a_path(tmp_path, item, line):
    plan = tmp_path / "plan.yaml"
    plan.write_text(f"plan:\n  - ok\n  {item}\n")
    with pytest.raises(InputError, match=rf"^{plan}:{line}: subprogram '.*' is not a valid name"):
        load_plan(plan)
    plan.write_text("plan:\n  - ok\n  - ../sub/prog.py\n")  # a program file is a path, relative to the plan
    assert load_plan(plan).names == ["ok", "../sub/prog.py"]


@pytest.mark.timeout(30)
def test_a_name_missing_from_an_empty_library_says_how_to_fill_or_name_one(tmp_path):
    from safe_codegen.compose.library import load
    from safe_codegen.robot import load_robot
    with pytest.raises(InputError) as exc:
        load(tmp_path / "lib", load_robot("jackal"), "go_straight")
    assert "pass --library DIR" in str(exc.value) and "library add" in str(exc.value)
