"""Code drills: the grammar's held-out split never leaks into training, every row is a valid problem
whose reference passes its tests in the sandbox, and each SFT style is what it claims to be."""

from __future__ import annotations

import json

import pytest

from codereward.analyzer import default_analyzer
from codereward.cli.main import main
from codereward.problems import check_rows, load_rows
from codereward.problems.drill_set import drill_rows, validate_drills, with_prompts
from codereward.problems.drill_solutions import (
    DEFAULT_FLAWS,
    FLAWS,
    REVIEWER_FLAWS,
    DrillMix,
    clean_styles,
    flaw_families,
    render,
    solution,
)
from codereward.problems.drills import (
    HELDOUT_PARAMS,
    OPERATIONS,
    PREDICATES,
    TRAIN_PARAMS,
    TRANSFORMS,
    Drill,
    combinations,
    make_drills,
)


@pytest.mark.parametrize("seed, train, heldout", [(0, 400, 40), (1, 30, 12), (7, 1000, 80)])
def test_heldout_drills_are_unseen_combinations_and_names(seed, train, heldout):
    drills = make_drills(train, heldout, seed)
    assert (len(drills.train), len(drills.heldout)) == (train, heldout)
    seen_combos = {d.combination for d in drills.train}
    seen_names = {d.name for d in drills.train} | {d.param for d in drills.train}
    for d in drills.heldout:
        assert d.combination not in seen_combos
        assert d.name not in seen_names and d.param not in seen_names
        assert d.param in HELDOUT_PARAMS
    assert {d.param for d in drills.train} <= set(TRAIN_PARAMS)
    if train >= 400:  # enough drills to cover the grammar: every part of a held-out drill is learnable
        for part in range(3):
            assert {d.combination[part] for d in drills.heldout} <= {d.combination[part] for d in drills.train}


def test_drills_are_reproducible_and_sized():
    assert drill_rows(20, 5, seed=3) == drill_rows(20, 5, seed=3)
    assert drill_rows(20, 5, seed=3) != drill_rows(20, 5, seed=4)
    rows = drill_rows(20, 5, seed=3, mix=DrillMix(clean=1, flawed=3, wrong=0))
    train = [r for r in rows if r["split"] == "train"]
    assert [r["split"] for r in rows].count("validation") == 5
    assert all([s["kind"] for s in r["solutions"]] == ["clean", "flawed", "flawed", "flawed"] for r in train)
    assert not any("solutions" in r for r in rows if r["split"] == "validation")
    # the mix changes the SFT targets only, never the problems
    other = drill_rows(20, 5, seed=3, mix=DrillMix(clean=2, flawed=0, wrong=1))
    assert [{k: v for k, v in r.items() if k != "solutions"} for r in other] == [
        {k: v for k, v in r.items() if k != "solutions"} for r in rows]
    with pytest.raises(ValueError, match="at least 1"):
        make_drills(0, 5)
    with pytest.raises(ValueError, match="not all 0"):
        DrillMix(0, 0, 0)


def test_grammar_is_compositional():
    combos = combinations()
    assert len({c[0] for c in combos}) == len(OPERATIONS) >= 6
    assert len({c[1] for c in combos}) == len(PREDICATES) >= 6
    assert len({c[2] for c in combos}) == len(TRANSFORMS) >= 6
    drill = Drill("sum", "even", "square", "values")
    assert drill.name == "sum_squares_even"
    assert drill.statement == ("Write a function `sum_squares_even(values)` that returns the sum of the squares of "
                               "the numbers in `values` that are even.")
    assert drill.result([1, 2, 3, 4]) == 20 and drill.result([]) == 0
    assert Drill("max", "above", "add", "xs", k=3, add=2).result([1, 2]) is None


def test_rows_are_valid_problems_that_pass_their_tests_in_the_sandbox():
    rows = drill_rows(40, 10, seed=5)
    assert check_rows(rows, require_split=True) == []
    check = validate_drills(rows)
    assert check.ok, check.errors
    assert check.targets == {"clean": 80, "flawed": 80, "wrong": 40}
    held = with_prompts(rows, "validation")
    assert len(held) == 10 and held[0]["prompt"][-1]["content"] == held[0]["statement"]


def test_validation_catches_a_wrong_reference_and_a_mislabelled_style():
    rows = drill_rows(3, 1, seed=0, mix=DrillMix(clean=1, flawed=1, wrong=0))
    rows[0]["reference_solution"] = rows[0]["reference_solution"].replace(" if ", " if not ")
    rows[1]["solutions"][0]["code"] = "import os\n\n\n" + rows[1]["solutions"][0]["code"]  # a "clean" one with F401
    errors = validate_drills(rows).errors
    assert any(rows[0]["id"] in e and "reference fails" in e for e in errors)
    assert any(rows[1]["id"] in e and "clean target" in e and "F401" in e for e in errors)


DRILLS = [Drill("sum", "even", "square", "values"), Drill("list", "above", "add", "nums", k=3, add=2),
          Drill("join", "between", "abs", "data", k=-2, hi=3), Drill("max", "negative", "cube", "xs"),
          Drill("count", "divisible", "identity", "seq", k=3), Drill("first", "odd", "half", "items"),
          Drill("product", "positive", "double", "vals")]


@pytest.mark.parametrize("drill", DRILLS, ids=lambda d: d.name)
def test_every_flaw_family_gives_its_finding_and_clean_styles_none(drill):
    analyzer = default_analyzer()
    clean = [solution(drill, "clean", style, "x")["code"] for style in clean_styles(drill)]
    flawed = {family: solution(drill, "flawed", family, "v")["code"] for family in flaw_families(drill)}
    reports = analyzer.analyze_many(clean + list(flawed.values()))
    for code, report in zip(clean, reports):
        assert not report.findings, (code, [f.rule for f in report.findings])
    for (family, code), report in zip(flawed.items(), reports[len(clean):]):
        found = {f.rule for f in report.findings}
        assert found & set(FLAWS[family]), (family, code, found)
        assert report.score.overall < 1.0


def test_every_flaw_family_is_used_somewhere():
    used = {family for d in DRILLS for family in flaw_families(d)}
    assert used == set(FLAWS)
    code = render(DRILLS[0], element="x", annotated=False, docstring=True, loop=False, flaw="eval")
    assert 'eval("x * x", {"x": x})' in code


def test_the_reviewer_preset_draws_correct_targets_priced_as_a_reviewer_would():
    rows = drill_rows(8, 1, seed=5, mix=DrillMix(clean=0, flawed=6, wrong=0, flaw_families="reviewer"))
    check = validate_drills(rows)  # every target passes its tests in the sandbox and has its family's finding
    assert check.ok, check.errors
    drawn = [t["style"] for r in rows for t in r.get("solutions", [])]
    assert set(drawn) == set(REVIEWER_FLAWS) and len(drawn) == 48
    reports = default_analyzer().analyze_many([t["code"] for r in rows for t in r.get("solutions", [])])
    for style, report in zip(drawn, reports):  # a reliability or security finding at medium severity or above
        assert any(f.characteristic.value in ("reliability", "security")
                   and f.severity.value in ("medium", "high", "critical") for f in report.findings), style
    # the default mix never draws the new families, so documented figures stay as they were
    default = drill_rows(40, 1, seed=5, mix=DrillMix(clean=0, flawed=3, wrong=0))
    assert {t["style"] for r in default for t in r.get("solutions", [])} <= set(DEFAULT_FLAWS)
    assert DrillMix(flaw_families="eval, is_literal").flaw_families == ("eval", "is_literal")
    assert DrillMix(flaw_families=["reviewer", "eval"]).flaw_families == (*REVIEWER_FLAWS, "eval")
    with pytest.raises(ValueError, match="unknown 'evil'.*reviewer"):
        DrillMix(flaw_families=["evil"])


def test_cli_writes_rows_every_command_reads(tmp_path, capsys):
    out = tmp_path / "drills.jsonl"
    assert main(["problems", "drills", "--out", str(out), "--train", "12", "--heldout", "4", "--seed", "2",
                 "--flawed", "1", "--validate"]) == 0
    printed = capsys.readouterr().out
    assert "12 training drills (48 SFT targets), 4 held-out drills" in printed and "OK" in printed
    rows = load_rows(None, out)
    assert len(rows) == 16 and rows[0]["prompt"] == [{"role": "user", "content": rows[0]["statement"]}]
    assert json.loads(out.read_text().splitlines()[0])["solutions"]
    assert main(["problems", "drills", "--out", str(out), "--train", "0"]) == 2
