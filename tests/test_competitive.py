"""Competitive-programming rows: the competitive quality profile, flagged rows, stats, export and training.

The solutions are the labelled pairs of ``benchmarks/competitive_solutions`` (clean answers
in the style of Codeforces/AtCoder/LeetCode, each with a flawed twin); the rows are shaped as
DESIGN28's imported rows (``source``, ``quality_profile``, ``limits``, ``judge``, ``flags``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from codereward.analyzer import Analyzer
from codereward.cli.main import main
from codereward.config import Config, ConfigError, from_mapping
from codereward.integrations.verl import compute_score, compute_score_batch, problem_from_ground_truth
from codereward.problems.dataset import exclude_flagged, flagged_summary
from codereward.problems.export import verl_row
from codereward.problems.stats import compute, kind_of_tests, mix
from codereward.quality_profiles import DROPPED, PROFILES
from codereward.rewards import WeightedPartialReward, correctness_reward, evaluate, quality_reward
from codereward.rewards.composite import ERROR_PROBLEM
from codereward.rewards.settings import ScoringSettings

ROOT = Path(__file__).resolve().parents[1]
SOLUTIONS = ROOT / "benchmarks" / "competitive_solutions"


def solution(name: str) -> str:
    return (SOLUTIONS / f"{name}.py").read_text(encoding="utf-8")


# pairs whose flaw is one a reviewer of a competitive answer rejects: code execution of
# input, quadratic work, a swallowed error, deep nesting, exponential recursion
PAIRS = [("abc_sum_list", "eval_input"), ("cf_distinct_values", "quadratic"), ("lc_two_sum", "quadratic"),
         ("abc_read_pairs", "bare_except"), ("lc_merge_intervals", "deep_nesting"), ("cf_fib_mod", "unmemoized"),
         ("abc_read_file", "leaked_file"), ("cf_max_subarray", "unused_import")]


@pytest.fixture(scope="module")
def analyzer():
    with Analyzer(Config()) as own:
        yield own


def scores(analyzer, codes, profile):
    return [analyzer.profiled(r, profile, len(c)).score.overall for r, c in zip(analyzer.analyze_many(codes), codes)]


def test_competitive_profile_ranks_each_clean_answer_above_its_flawed_twin(analyzer):
    clean = [solution(f"{name}.clean") for name, _ in PAIRS]
    flawed = [solution(f"{name}.{flaw}") for name, flaw in PAIRS]
    good, bad = scores(analyzer, clean, "competitive"), scores(analyzer, flawed, "competitive")
    for (name, flaw), a, b in zip(PAIRS, good, bad):
        assert a > b, f"{name}: clean {a:.3f} should outscore its {flaw} twin {b:.3f}"


def test_single_letter_script_without_docstrings_is_not_penalised(analyzer):
    # a DFS over G, D with one-letter names and no docstring; a LeetCode method named twoSum
    codes = [solution("cf_tree_dfs.clean"), solution("lc_two_sum.clean"), solution("abc_matrix_mult.clean")]
    default, competitive = scores(analyzer, codes, "default"), scores(analyzer, codes, "competitive")
    assert all(s < 1.0 for s in default), "the default profile counts docstrings and names"
    assert competitive == [1.0, 1.0, 1.0]
    padded = '"""Solve the problem."""\n' + codes[0].replace("    for u in G[v]:", '    """Visit v."""\n    for u in G[v]:')
    assert scores(analyzer, [padded], "competitive") == [1.0], "a docstring earns nothing under competitive"


def test_competitive_profile_keeps_the_defects_of_a_script(analyzer):
    code = ("import os\nn = int(input())\na = eval(input())\nseen = []\nfor x in a:\n    if x not in seen:\n"
            "        seen.append(x)\ntry:\n    print(len(seen) // n)\nexcept:\n    pass\n")
    report = analyzer.profiled(analyzer.analyze(code), "competitive", len(code))
    rules = {f.rule for f in report.findings}
    assert {"CR226", "CR304", "F401"} <= rules and rules & {"E722", "CR401"}, rules
    assert all(not PROFILES["competitive"].drops(r) for r in rules)


def test_dropped_rules_are_the_documented_ones():
    text = (ROOT / "docs" / "score.md").read_text(encoding="utf-8")
    for rule in DROPPED:
        assert f"`{rule}" in text, f"docs/score.md does not say the competitive profile drops {rule}"
    competitive = PROFILES["competitive"]
    assert competitive.drops("D103") and competitive.drops("N802") and competitive.drops("E741")
    assert not competitive.drops("CR101") and not competitive.drops("RAD001") and not competitive.drops("CR404")


def stdio_row(**extra):
    return {"id": "codeforces/1A", "source": "codecontests", "category": "competitive programming",
            "subcategory": "", "difficulty": "easy", "statement": "Print the sum of the numbers.", "starter_code": "",
            "reference_solution": "print(sum(map(int, input().split())))", "entry_point": "",
            "tests": [{"stdin": "1 2\n", "stdout": "3\n"}, {"stdin": "5 5 5\n", "stdout": "15"}],
            "hidden_tests": [], "quality_profile": "competitive", "limits": {"time_s": 2.0, "memory_mb": 256.0},
            **extra}


ANSWER = "```python\ndef main():\n    a = list(map(int, input().split()))\n    print(sum(a))\n\n\nmain()\n```"


def test_the_row_chooses_the_profile_and_the_setting_overrides_it():
    plain = {k: v for k, v in stdio_row().items() if k != "quality_profile"}
    ours, theirs = evaluate([ANSWER, ANSWER], [stdio_row(), plain])
    assert ours.components["correctness"] == theirs.components["correctness"] == 1.0
    assert ours.components["quality"] == 1.0 and ours.findings == []
    assert any(r.startswith("quality:") and "competitive profile: no findings" in r for r in ours.reasons)
    assert theirs.components["quality"] < 1.0 and {f["rule"] for f in theirs.findings} == {"D103"}
    forced = evaluate([ANSWER], [stdio_row()], quality_profile="default")[0]
    assert forced.components["quality"] == theirs.components["quality"]
    bad = evaluate([ANSWER], [stdio_row(quality_profile="contest")])[0]
    assert bad.composite == 0.0 and bad.tests["error"] == ERROR_PROBLEM and "quality_profile" in bad.error


def test_quality_reward_reads_the_quality_profile_column():
    code = solution("lc_two_sum.clean")
    assert quality_reward(None, [code, code], quality_profile=["competitive", None])[0] == 1.0
    assert quality_reward(None, [code, code], quality_profile=["competitive", None])[1] < 1.0
    assert quality_reward(None, [code], quality_profile=["nonsense"]) == [None]


def test_quality_profile_setting_in_config_and_scoring_settings():
    config = from_mapping({"quality-profile": "competitive"})
    assert config.quality_profile == "competitive"
    with pytest.raises(ConfigError, match="quality-profile"):
        from_mapping({"quality-profile": "contest"})
    with Analyzer(config) as own:
        assert own.analyze(solution("lc_two_sum.clean")).findings == ()
    settings = ScoringSettings.from_mapping({"quality_profile": "competitive"})
    assert ScoringSettings.from_mapping(settings.options()) == settings
    assert ScoringSettings.from_env({"CODEREWARD_QUALITY_PROFILE": "competitive"}).quality_profile == "competitive"
    with pytest.raises(ConfigError, match="quality-profile"):
        ScoringSettings.from_mapping({"quality-profile": "x"})


def test_analyze_flag_has_the_setting_name(tmp_path, capsys):
    path = tmp_path / "sol.py"
    path.write_text(solution("lc_two_sum.clean"), encoding="utf-8")
    assert main(["analyze", "--quality-profile", "competitive", "--format", "json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["results"][0]["findings"] == []


@pytest.mark.parametrize("flags", [{"interactive": "the judge answers queries"},
                                   json.dumps({"multiple_answers": "print any valid permutation"})])
def test_a_row_no_fixed_output_can_judge_is_an_error_never_paid(flags):
    result = evaluate([ANSWER], [stdio_row(flags=flags)])[0]
    assert result.composite == 0.0 and result.tests["error"] == ERROR_PROBLEM
    assert ("interactive" in result.error) or ("multiple_answers" in result.error)
    assert correctness_reward(None, [ANSWER], tests=[stdio_row()["tests"]], flags=[flags]) == [None]
    assert WeightedPartialReward()(None, [ANSWER], tests=[stdio_row()["tests"]], flags=[flags], id=["x"]) == [None]


def test_no_reference_flag_is_scored():
    result = evaluate([ANSWER], [stdio_row(flags={"no_reference": "no Python solution"})])[0]
    assert result.error is None and result.components["correctness"] == 1.0


def test_exclude_flagged_counts_per_flag():
    rows = [stdio_row(id="a"), stdio_row(id="b", flags={"no_reference": "none"}),
            stdio_row(id="c", flags={"interactive": "x", "python2": "y"}), stdio_row(id="d", flags='{"no_tests": "z"}')]
    kept, left_out = exclude_flagged(rows)
    assert [r["id"] for r in kept] == ["a", "b"]
    assert left_out == {"interactive": 1, "python2": 1, "no_tests": 1}
    assert "left out 2 of 4" in flagged_summary(left_out, len(kept), len(rows))
    assert len(exclude_flagged(rows, include_flagged=True)[0]) == 4
    kept, left_out = exclude_flagged(rows[:2])
    assert flagged_summary(left_out, len(kept), 2) == ""


def test_verl_ground_truth_carries_the_row_and_scores_it():
    row = stdio_row(judge={"ignore_case": True}, flags={"no_reference": "none"}, split="train",
                    prompt=[{"role": "user", "content": "sum"}])
    record = verl_row(row, 0)
    truth = json.loads(record["reward_model"]["ground_truth"])
    assert truth["limits"] == {"time_s": 2.0, "memory_mb": 256.0} and truth["judge"] == {"ignore_case": True}
    assert truth["quality_profile"] == "competitive" and truth["flags"] == {"no_reference": "none"}
    problem = problem_from_ground_truth(record["reward_model"]["ground_truth"], record["extra_info"])
    assert problem["tests"] == row["tests"] and problem["quality_profile"] == "competitive"
    scored = compute_score_batch(["codereward"], [ANSWER], [record["reward_model"]["ground_truth"]],
                                 [record["extra_info"]])[0]
    assert scored["correctness"] == 1.0 and scored["quality"] == 1.0 and scored["error"] == 0.0
    flagged = verl_row(stdio_row(flags={"interactive": "queries"}, prompt=row["prompt"]), 1)
    refused = compute_score("codereward", ANSWER, flagged["reward_model"]["ground_truth"], flagged["extra_info"])
    assert refused["score"] == 0.0 and refused["error"] == ERROR_PROBLEM


def call_row(**extra):
    return {"id": "taco/train/17", "source": "taco", "source_id": "17", "category": "competitive programming",
            "subcategory": "", "difficulty": "medium", "statement": "Return the indices of two numbers adding to target.",
            "starter_code": "class Solution:\n    def twoSum(self, nums, target):\n        ",
            "reference_solution": solution("lc_two_sum.clean"), "entry_point": "twoSum",
            "tests": {"fn_name": "twoSum", "inputs": [[[2, 7, 11, 15], 9], [[3, 2, 4], 6]], "outputs": [[0, 1], [1, 2]]},
            "hidden_tests": {"fn_name": "twoSum", "inputs": [[[3, 3], 6]], "outputs": [[0, 1]]},
            "quality_profile": "competitive", "limits": {"time_s": 4.0, "memory_mb": 256.0},
            "prompt": [{"role": "user", "content": "two sum"}], **extra}


def test_call_and_stdio_rows_score_end_to_end_through_verl():
    rows = [call_row(), call_row(), stdio_row(judge={"ignore_case": True}, prompt=[{"role": "user", "content": "yes"}],
                                             tests=[{"stdin": "1 2\n", "stdout": "YES\n"}])]
    records = [verl_row(row, i) for i, row in enumerate(rows)]
    answers = [f"```python\n{solution('lc_two_sum.clean')}```", f"```python\n{solution('lc_two_sum.quadratic')}```",
               "```python\ninput()\nprint('yes')\n```"]
    scored = compute_score_batch(["codereward"] * 3, answers, [r["reward_model"]["ground_truth"] for r in records],
                                 [r["extra_info"] for r in records])
    assert [s["tests_total"] for s in scored] == [2.0, 2.0, 1.0]
    assert [s["correctness"] for s in scored] == [1.0, 1.0, 1.0], "ignore_case judges 'yes' as 'YES'"
    assert scored[0]["quality"] == 1.0 > scored[1]["quality"], "the quadratic twin pays for its list scan"
    wrong = compute_score("codereward", "```python\nclass Solution:\n    def twoSum(self, nums, target):\n"
                          "        return [0, 0]\n```", records[0]["reward_model"]["ground_truth"], records[0]["extra_info"])
    assert wrong["correctness"] == 0.0 and wrong["error"] == 0.0


def test_huge_integers_travel_through_the_export():
    huge = 10**5000 + 7
    row = call_row(tests={"fn_name": "twoSum", "inputs": [[[huge, 1], huge + 1]], "outputs": [[0, 1]]})
    record = verl_row(row, 0)
    problem = problem_from_ground_truth(record["reward_model"]["ground_truth"], record["extra_info"])
    assert problem["tests"]["inputs"][0][1] == huge + 1
    scored = compute_score("codereward", f"```python\n{solution('lc_two_sum.clean')}```",
                           record["reward_model"]["ground_truth"], record["extra_info"])
    assert scored["correctness"] == 1.0


def test_extra_info_may_carry_the_row_fields():
    truth = json.dumps({"tests": stdio_row()["tests"]})
    problem = problem_from_ground_truth(truth, {"quality_profile": "competitive", "flags": {"interactive": "q"}})
    assert problem["quality_profile"] == "competitive" and problem["flags"] == {"interactive": "q"}


def test_load_problems_leaves_out_flagged_rows(tmp_path):
    from codereward.problems.dataset import load_problems

    path = tmp_path / "rows.jsonl"
    rows = [structured_row(0, "train", flags={"python2": "only Python 2 solutions"}),
            structured_row(1, "train"), structured_row(2, "train", judge={"ignore_case": True})]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    dataset = load_problems("train", path).to_dict()
    assert dataset["id"] == ["verifiable/1", "verifiable/2"], "the python2 row is left out"
    assert dataset["judge"] == [None, '{"ignore_case": true}'], "a field the first row lacks is kept"
    assert len(load_problems("train", path, include_flagged=True)) == 3


def test_ground_truth_reads_integers_of_any_length():
    big = "9" * 5000
    truth = '{"tests": [{"stdin": "", "stdout": "' + big + '"}], "expected": ' + big + "}"
    assert problem_from_ground_truth(truth)["expected"] == 10**5000 - 1


def test_stats_mix_by_source_kind_difficulty_and_flag():
    shipped = {"id": "p1", "category": "memoization", "difficulty": "hard", "starter_code": "def f(): pass",
               "reference_solution": "def f():\n    return 1\n", "statement": "s", "entry_point": "f",
               "tests": [{"call": "f()", "expected": 1}], "hidden_tests": [{"call": "f()", "expected": 1}]}
    rows = [shipped, stdio_row(), stdio_row(id="x", source="apps", difficulty="medium",
                                            flags={"interactive": "q", "no_reference": "r"}),
            stdio_row(id="y", source="kodcode", tests="assert f(1) == 2\nassert f(2) == 3\n", hidden_tests=[])]
    found = mix(rows)
    assert found["by_source"] == {"apps": 1, "codecontests": 1, "codereward": 1, "kodcode": 1}
    assert found["by_test_kind"] == {"assert": 1, "stdio": 2, "structured": 1}
    assert found["by_difficulty"] == {"easy": 2, "hard": 1, "medium": 1}
    assert found["flagged"] == 1 and found["by_flag"] == {"interactive": 1, "no_reference": 1}
    assert kind_of_tests([]) == "none" and kind_of_tests({"rubbish": 1}) == "unreadable"
    stats = compute(rows)
    assert stats["quality_rows"] == 1 and stats["tests"]["visible"] == 1 + 2 + 2 + 2


def structured_row(i: int, split: str, **extra):
    tests = [{"call": f"add({k}, {i})", "expected": k + i} for k in range(5)]
    # an imported row as the importers write it (the schema checks them): id <source>/<source_id>
    return {"id": f"verifiable/{i}", "source": "verifiable", "source_id": str(i), "category": "hash table usage", "subcategory": "sums",
            "difficulty": "easy", "statement": "Add two numbers.", "starter_code": "def add(a, b):\n    return a + b\n",
            "reference_solution": "def add(a, b):\n    return a + b\n", "entry_point": "add", "tests": tests,
            "hidden_tests": tests, "split": split, "quality_profile": "competitive", **extra}


def test_export_verl_leaves_out_flagged_rows_unless_asked(tmp_path, capsys):
    rows = [structured_row(0, "train"), structured_row(1, "train", flags={"multiple_answers": "any order"}),
            structured_row(2, "train", flags={"no_reference": "none"}, reference_solution=""), structured_row(3, "validation")]
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert main(["export", "verl", "--path", str(path), "--out", str(tmp_path / "a"), "--batch-size", "2",
                 "--mini-batch-size", "2"]) == 0
    out = capsys.readouterr().out
    assert "train: left out 1 of 3 flagged rows (multiple_answers: 1)" in out
    train = pq.read_table(tmp_path / "a" / "train.parquet").to_pylist()
    assert [r["extra_info"]["id"] for r in train] == ["verifiable/0", "verifiable/2"]
    assert json.loads(train[0]["reward_model"]["ground_truth"])["quality_profile"] == "competitive"
    assert main(["export", "verl", "--path", str(path), "--out", str(tmp_path / "b"), "--include-flagged",
                 "--quality-profile", "default", "--batch-size", "2", "--mini-batch-size", "2"]) == 0
    train = pq.read_table(tmp_path / "b" / "train.parquet").to_pylist()
    assert len(train) == 3 and train[0]["extra_info"]["codereward"]["quality-profile"] == "default"


def test_rows_without_a_split_get_a_seeded_one(tmp_path, capsys):
    from codereward.problems.split import with_splits
    from codereward.train.config import TrainConfig
    from codereward.train.run import problem_rows

    rows = [{k: v for k, v in structured_row(i, "train").items() if k != "split"} for i in range(20)]
    split, assigned = with_splits(rows)
    assert assigned == 2 and sum(r["split"] == "validation" for r in split) == 2
    assert with_splits(split) == (split, 0), "rows that carry a split keep it"
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert main(["export", "verl", "--path", str(path), "--out", str(tmp_path / "v"), "--batch-size", "2",
                 "--mini-batch-size", "2"]) == 0
    assert "2 of 20 put in validation" in capsys.readouterr().out
    assert len(pq.read_table(tmp_path / "v" / "validation.parquet")) == 2
    config = TrainConfig(dataset=str(path))
    assert len(problem_rows(config)) == 18 and len(problem_rows(config, "validation")) == 2


def test_training_dataset_carries_imported_fields_as_json_text():
    from codereward.rewards.base import problem_rows
    from codereward.train.config import TrainConfig
    from codereward.train.rewards import TrainingReward
    from codereward.train.run import _grpo_dataset

    rows = [{**stdio_row(), "prompt": [{"role": "user", "content": "sum"}]},
            {**stdio_row(id="b", judge={"float_tolerance": 1e-6}, limits=None, flags={"interactive": "q"}),
             "prompt": [{"role": "user", "content": "sum"}]}]
    dataset = _grpo_dataset(rows)
    columns = dataset.to_dict()  # the columns as TRL passes them to a reward
    assert isinstance(columns["flags"][1], str) and columns["quality_profile"] == ["competitive", "competitive"]
    config = TrainConfig(include_flagged=True)
    reward = TrainingReward(config.validate().scoring())
    batch = reward.score([ANSWER, ANSWER], problem_rows(columns, 2))
    assert batch.components[0]["correctness"] == 1.0 and batch.components[0]["quality"] == 1.0
    assert batch.composite[1] == 0.0, "an interactive row is never paid"
