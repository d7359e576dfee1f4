"""Rewards that run code: correctness, the composite, VeRPO, the reward CLI and verl's compute_score."""

import json

import pytest

from codereward.cli.main import main
from codereward.integrations.verl import compute_score, compute_score_batch
from codereward.problems import load_problems, read_rows
from codereward.rewards import CompositeReward, PassStatistics, WeightedPartialReward, correctness_reward, evaluate


def fenced(code):
    return f"```python\n{code}```"


@pytest.fixture(scope="module")
def problem():
    return next(r for r in read_rows() if r["category"] == "off by one")


def test_correctness_is_the_fraction_of_visible_tests(problem):
    good, buggy = fenced(problem["reference_solution"]), fenced(problem["starter_code"])
    scores = correctness_reward(None, [good, buggy, "no code at all", fenced("def broken(:\n")],
                                tests=[problem["tests"]] * 4, entry_point=[problem["entry_point"]] * 4)
    assert scores[0] == 1.0
    assert 0.0 <= scores[1] < 1.0
    assert scores[2] == 0.0 and scores[3] == 0.0


def test_correctness_reads_tests_from_a_trl_dataset_row():
    ds = load_problems("validation")
    row = ds[0]
    scores = correctness_reward([row["prompt"]], [[{"role": "assistant", "content": fenced(row["reference_solution"])}]],
                                tests=[row["tests"]], entry_point=[row["entry_point"]])
    assert scores == [1.0]


def test_evaluate_reports_components_tests_and_reasons(problem):
    result = evaluate([problem["starter_code"]], [problem])[0]  # no fence: format fails
    assert set(result.components) == {"format", "correctness", "quality"}
    assert result.components["format"] == 0.0
    assert result.tests["total"] == len(problem["tests"]) and result.tests["hidden_total"] == len(problem["hidden_tests"])
    assert result.tests["passed"] < result.tests["total"] and result.tests["failures"]
    assert any(r.startswith("format:") for r in result.reasons)
    good = evaluate([fenced(problem["reference_solution"])], [problem])[0]
    assert good.tests["hidden_passed"] == good.tests["hidden_total"]
    assert good.composite > result.composite


def test_gated_composite_as_a_trl_reward(problem):
    reward = CompositeReward("format=0.2,correctness=0.3,quality=0.5", mode="gated")
    pretty_but_wrong = fenced('"""Docs."""\n\n\ndef unrelated() -> int:\n    """Return one."""\n    return 1\n')
    scores = reward(None, [pretty_but_wrong, fenced(problem["reference_solution"])],
                    tests=[problem["tests"]] * 2, entry_point=[problem["entry_point"]] * 2)
    assert scores[0] == 0.0 < scores[1]


def test_weighted_partial_weights_rarely_passed_tests_more(problem, tmp_path):
    stats = PassStatistics(tmp_path / "stats.sqlite3")
    stats.record(problem["id"], [True] * (len(problem["tests"]) - 1) + [False])
    weights = stats.weights(problem["id"], len(problem["tests"]))
    assert weights[-1] > weights[0]
    reward = WeightedPartialReward(stats)
    score = reward(None, [fenced(problem["reference_solution"])], tests=[problem["tests"]],
                   entry_point=[problem["entry_point"]], id=[problem["id"]])
    assert score == [1.0]
    # the statistics persist in SQLite
    assert PassStatistics(tmp_path / "stats.sqlite3").pass_rate(problem["id"], 0) == pytest.approx(3 / 4)


def test_reward_cli_prints_the_documented_json(problem, tmp_path, capsys):
    (tmp_path / "p.json").write_text(json.dumps(problem))
    (tmp_path / "c.txt").write_text(fenced(problem["reference_solution"]))
    code = main(["reward", "--problem", str(tmp_path / "p.json"), "--completion", str(tmp_path / "c.txt"),
                 "--composite", "gated", "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(data) == {"composite", "mode", "weights", "components", "error", "reasons", "tests", "format", "findings"}
    assert set(data["tests"]) == {"passed", "total", "hidden_passed", "hidden_total", "failures", "error"}
    assert data["tests"]["passed"] == data["tests"]["total"] and 0.0 < data["composite"] <= 1.0


def test_verl_compute_score_single_and_batch(problem):
    truth = json.dumps({"tests": problem["tests"], "entry_point": problem["entry_point"]})
    one = compute_score("codereward", fenced(problem["reference_solution"]), truth, {"id": problem["id"]})
    assert one["correctness"] == 1.0 and 0.0 < one["score"] <= 1.0
    batch = compute_score_batch(data_sources=["codereward"] * 2,
                                solution_strs=[fenced(problem["reference_solution"]), "garbage"],
                                ground_truths=[truth, truth], extra_infos=[None, None])
    assert [set(b) for b in batch] == [set(one)] * 2  # the same keys for every sample
    assert batch[1]["score"] < batch[0]["score"]


def test_verl_bad_weights_in_extra_info_score_zero_instead_of_raising(problem):
    truth = json.dumps({"tests": problem["tests"], "entry_point": problem["entry_point"]})
    rows = compute_score_batch(["codereward"], [fenced(problem["reference_solution"])], [truth],
                               [{"codereward": {"weights": "quality=banana"}}])
    assert rows[0]["score"] == 0.0 and set(rows[0]) >= {"score", "format", "correctness", "quality"}
