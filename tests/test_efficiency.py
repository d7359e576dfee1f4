"""The efficiency reward: budget from the reference measured alongside, the composite, eval and the CLI."""

import json
import time

import pytest

from codereward.cli.main import main
from codereward.integrations.verl import compute_score
from codereward.problems import read_rows
from codereward.rewards import REWARDS, CompositeReward, EfficiencyReward, evaluate
from codereward.rewards.efficiency import STOP, EfficiencySettings, efficiency_score, measure_batch
from codereward.rewards.settings import ScoringSettings
from codereward.sandbox import Sandbox, SandboxConfig

SETUP = "import random\nrng = random.Random(9)\nxs = [rng.randrange(10**6) for _ in range(4000)]"
TESTS = [{"setup": SETUP, "call": "distinct(xs)"}]
REFERENCE = "def distinct(xs):\n    return len(set(xs))\n"
# the same complexity, about twice the work: a set built element by element, then counted again
SLOWER = ("def distinct(xs):\n    seen = set()\n    for x in xs:\n        seen.add(x)\n"
          "    again = set()\n    for x in xs:\n        again.add(x)\n    return len(seen)\n")
QUADRATIC = ("def distinct(xs):\n    seen = []\n    for x in xs:\n        if x not in seen:\n"
             "            seen.append(x)\n    return len(seen)\n")


def fenced(code):
    return f"```python\n{code}```"


def over_budget(reason):
    """An answer measured over its budget: scored by the ratio, or stopped at STOP x the budget."""
    return reason.startswith("over budget") or reason.endswith("far over the budget")


@pytest.fixture(scope="module")
def sandbox():
    with Sandbox(SandboxConfig(timeout=3.0, workers=2, memory_mb=512)) as sb:
        yield sb


def test_score_is_one_within_budget_and_falls_with_the_ratio():
    settings = EfficiencySettings(k=3.0, floor=0.005)
    assert settings.budget(0.01) == pytest.approx(0.035)
    assert efficiency_score(0.03, 0.035) == 1.0
    assert efficiency_score(0.07, 0.035) == pytest.approx(0.5)
    with pytest.raises(ValueError):
        EfficiencySettings(k=0.5)


def test_same_complexity_passes_quadratic_and_wrong_do_not(sandbox):
    wrong = "def distinct(xs):\n    return len(xs)\n"
    codes = [REFERENCE, SLOWER, QUADRATIC, wrong, "def broken(:", REFERENCE]
    found = measure_batch(codes, [REFERENCE] * 5 + [REFERENCE], [TESTS] * 5 + [None], sandbox)
    assert found[0].score == 1.0 and found[1].score == 1.0, (found[0], found[1])
    # over budget, or on a quiet machine (a fast reference, a small budget) stopped at STOP x the budget
    assert found[2].score < 0.5 and found[2].ratio > 5 and over_budget(found[2].reason)
    assert found[3].score == 0.0 and "differs from the reference" in found[3].reason
    assert found[4].score == 0.0
    assert found[5].score is None and found[5].reason == "no scale tests"
    assert found[0].reference_cpu and found[0].budget[0] > found[0].reference_cpu[0]


def test_a_timeout_scores_zero_and_a_failing_reference_is_not_applicable(sandbox):
    spin = "def distinct(xs):\n    while True:\n        pass\n"
    found = measure_batch([spin, REFERENCE], [REFERENCE, spin], [TESTS, TESTS], sandbox,
                          EfficiencySettings(timeout=0.5))
    assert found[0].score == 0.0 and "timeout" in found[0].reason
    assert found[1].score is None and "reference fails" in found[1].reason


def test_a_group_is_measured_with_its_reference_and_identical_answers_once(sandbox):
    """A GRPO group: one run per chunk of distinct answers, the reference measured in each
    (here with no reference time kept from earlier batches)."""
    codes = [QUADRATIC, REFERENCE, QUADRATIC, SLOWER, REFERENCE]
    found = measure_batch(codes, [REFERENCE] * 5, [TESTS] * 5, sandbox, EfficiencySettings(chunk=2),
                          reference_times=False)
    assert found[0] is found[2] and found[1] is found[4]
    assert [f.score == 1.0 for f in found] == [False, True, False, True, True]
    assert found[0].reference_cpu != found[3].reference_cpu  # measured in two runs (chunks of 2 distinct answers)


def test_efficiency_in_the_composite_evaluate_and_trl(sandbox):
    assert "efficiency" in REWARDS
    row = {"tests": [{"call": "distinct([1, 1, 2])", "expected": 2}] * 5, "entry_point": "distinct",
           "reference_solution": REFERENCE, "scale_tests": json.dumps(TESTS)}
    weights = {"format": 0.2, "correctness": 0.3, "quality": 0.3, "efficiency": 0.2}
    fast, slow = evaluate([fenced(REFERENCE), fenced(QUADRATIC)], [row, row], weights, sandbox=sandbox)
    assert fast.components["efficiency"] == 1.0 > slow.components["efficiency"]
    assert slow.efficiency["answer_cpu"][0] > slow.efficiency["budget"][0]
    assert any(r.startswith("efficiency: ") and over_budget(r.split(": ", 2)[-1]) for r in slow.reasons)
    # a row without scale tests: efficiency is left out of its composite, not counted as 0
    plain = {k: v for k, v in row.items() if k != "scale_tests"}
    alone = evaluate([fenced(REFERENCE)], [plain], weights, sandbox=sandbox)[0]
    without = evaluate([fenced(REFERENCE)], [plain], {k: v for k, v in weights.items() if k != "efficiency"},
                       sandbox=sandbox)[0]
    assert alone.composite == pytest.approx(without.composite) and alone.efficiency["score"] is None
    scores = CompositeReward(weights, sandbox=sandbox)(None, [fenced(REFERENCE), fenced(QUADRATIC)],
                                                       **{k: [v, v] for k, v in row.items()})
    assert scores[0] > scores[1]
    trl = REWARDS["efficiency"](None, [fenced(QUADRATIC)], sandbox=sandbox, **{k: [v] for k, v in row.items()})
    assert trl[0] < 1.0  # scored by the ratio, or 0 when stopped at STOP x the budget


def test_shipped_problem_in_cli_json_and_verl(tmp_path, capsys):
    row = next(r for r in read_rows() if r["id"] == "hash-table-usage-03")
    assert row.get("scale_tests")
    problem, completion = tmp_path / "p.json", tmp_path / "c.txt"
    problem.write_text(json.dumps(row))
    completion.write_text(fenced(row["starter_code"]))
    assert main(["reward", "--problem", str(problem), "--completion", str(completion),
                 "--weights", "format=0.2,correctness=0.3,quality=0.3,efficiency=0.2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["components"]["efficiency"] < 0.5
    assert out["efficiency"]["ratio"] > 10 and out["efficiency"]["answer_cpu"][0] > out["efficiency"]["budget"][0]
    truth = json.dumps({"tests": row["tests"], "entry_point": row["entry_point"], "scale_tests": row["scale_tests"],
                        "reference_solution": row["reference_solution"]})
    verl = compute_score("codereward", fenced(row["reference_solution"]), truth,
                         {"codereward": {"weights": "correctness=0.5,efficiency=0.5"}})
    assert verl["efficiency"] == 1.0 and verl["score"] == pytest.approx(1.0)


def test_validate_requires_the_starter_over_budget_and_the_reference_within(sandbox):
    from codereward.problems.validate import validate

    row = dict(next(r for r in read_rows() if r["id"] == "hash-table-usage-03"))
    assert validate([row], sandbox=sandbox, require_split=False).ok
    row["starter_code"] = row["reference_solution"]  # "too slow" per the statement, but it is not
    errors = validate([row], sandbox=sandbox, require_split=False).errors
    assert any("is within the scale tests' budget" in e for e in errors)
    # the same complexity, the work done 10 more times: not the too slow approach. A measurement's fixed costs are
    # part of the reference's time, so that measures about 4-5x it: just over the budget (3x + 5 ms), a thin
    # margin that sizing lists (it is a measurement: no error), or on a loaded moment within the budget (an error)
    row["starter_code"] = (row["reference_solution"] + "\n\n_once = unmatched_refunds\n\n\ndef unmatched_refunds(*args):\n"
                           "    for _ in range(10):\n        _once(*args)\n    return _once(*args)\n")
    found = validate([row], sandbox=sandbox, require_split=False)
    assert (any("the reference's CPU time on the scale tests (at least 8x)" in e for e in found.sizing)
            or any("is within the scale tests' budget" in e for e in found.errors)), (found.errors, found.sizing)
    assert not any("at least 8x" in e for e in found.errors)
    row["starter_too_slow"] = False
    found = validate([row], sandbox=sandbox, require_split=False)
    assert not any("budget" in e for e in found.errors) and not any("8x" in e for e in found.sizing)
    row["scale_tests"] = [{"setup": "charges = refunds = [{'id': 'x', 'card': 'c', 'amount_cents': -1}]",
                           "call": "unmatched_refunds(charges, refunds)"}]
    assert any("reference not within its own budget" in e for e in validate([row], sandbox=sandbox,
                                                                           require_split=False).errors)


def test_static_rules_against_measurement(sandbox, capsys):
    from codereward.problems.agreement import agreement

    rows = [r for r in read_rows() if r["id"] in ("hash-table-usage-03", "hash-table-usage-07", "loop-efficiency-01")]
    table = {row.rule: row for row in agreement(rows, sandbox)}
    # CR304 (a list searched in a loop) fires on the quadratic starter of hash-table-usage-03, measured slow;
    # it misses hash-table-usage-07's (`while d + length in days`), which the measurement catches
    assert table["CR304"].fired_slow == 1 and table["CR304"].silent_slow == 1 and table["CR304"].fired_fast == 0
    assert table["any"].total == 6 and table["any"].silent_fast >= 3  # the references, and the linear starter
    # CR301 (string concatenation in a loop) fires on loop-efficiency-01's starter, which measures within budget
    assert table["CR301"].fired_fast == 1 and table["any"].precision == 0.5
    assert main(["problems", "agreement", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out[-1]["rule"] == "any" and out[-1]["total"] > 100


def test_openrlhf_and_the_server_score_efficiency_from_a_problem_id():
    from codereward.integrations.openrlhf import score_batch
    from codereward.problems.export import verl_row

    row = next(r for r in read_rows() if r["id"] == "hash-table-usage-03")
    prompt = "Improve this code.\n"
    queries = [prompt + fenced(row["reference_solution"]), prompt + fenced(row["starter_code"])]
    settings = ScoringSettings.from_mapping({"weights": "correctness=0.5,efficiency=0.5"})
    out = score_batch(queries, [prompt, prompt], [row["id"], row["id"]], settings)
    assert out["extra_logs"]["efficiency"][0] == 1.0 > 0.5 > out["extra_logs"]["efficiency"][1]
    assert out["rewards"][0] > out["rewards"][1]
    # the verl ground truth carries what the efficiency reward needs
    truth = json.loads(verl_row({**row, "prompt": []}, 0)["reward_model"]["ground_truth"])
    assert truth["scale_tests"] == row["scale_tests"] and truth["reference_solution"] == row["reference_solution"]


def test_training_reward_on_a_trl_dataset_row_with_efficiency(sandbox):
    from codereward.problems import load_problems
    from codereward.train.rewards import TrainingReward

    dataset = load_problems()
    row = dataset[[r for r in dataset["id"]].index("hash-table-usage-03")]
    reward = TrainingReward(ScoringSettings.from_mapping({"weights": {"correctness": 0.5, "efficiency": 0.5}}),
                            sandbox=sandbox)
    columns = {k: [v, v] for k, v in row.items() if k != "prompt"}
    scores = reward([row["prompt"]] * 2, [fenced(row["reference_solution"]), fenced(row["starter_code"])], **columns)
    assert scores[0] == pytest.approx(1.0) and scores[1] < 0.6
    assert reward.last.components[1]["efficiency"] < 0.5


# -- the settings as configuration: [tool.codereward], flags, verl's extra_info, OpenRLHF's environment ----

@pytest.fixture
def slow_answer(tmp_path, monkeypatch):
    """A project folder holding a shipped problem and its starter (about 50x the reference's CPU time)."""
    row = next(r for r in read_rows() if r["id"] == "hash-table-usage-03")
    (tmp_path / "p.json").write_text(json.dumps(row))
    (tmp_path / "c.txt").write_text(fenced(row["starter_code"]))
    monkeypatch.chdir(tmp_path)
    return row


def reward_json(capsys, *flags):
    assert main(["reward", "--problem", "p.json", "--completion", "c.txt", *flags]) == 0
    return json.loads(capsys.readouterr().out)


def test_pyproject_settings_reach_the_reward_and_flags_override_them(slow_answer, capsys):
    with open("pyproject.toml", "w") as f:
        f.write('[tool.codereward]\nweights = "correctness=0.5,efficiency=0.5"\n'
                "efficiency-k = 1000\nefficiency-floor = 0.25\nefficiency-repeats = 1\n")
    found = reward_json(capsys)["efficiency"]
    assert found["score"] == 1.0  # 1000x the reference's time is within budget
    assert found["budget"][0] == pytest.approx(1000 * found["reference_cpu"][0] + 0.25)
    found = reward_json(capsys, "--efficiency-k", "1", "--efficiency-floor", "0")["efficiency"]
    assert found["score"] < 0.5 and found["budget"][0] == pytest.approx(found["reference_cpu"][0])
    # the starter (about 0.27 s) is stopped at the timeout, the reference (about 5 ms) is not: 0
    found = reward_json(capsys, "--efficiency-timeout", "0.1")["efficiency"]
    assert found["score"] == 0.0 and "timeout" in found["statuses"]


@pytest.mark.parametrize("table, flags, key", [
    ("efficiency-k = 0.5", [], "efficiency-k: must be >= 1"),
    ('efficiency-k = "fast"', [], "efficiency-k: must be a number"),
    ("efficiency-repeats = 1.5", [], "efficiency-repeats: must be an integer"),
    ("", ["--efficiency-timeout", "0"], "efficiency-timeout: must be > 0"),
    ("", ["--efficiency-chunk", "0"], "efficiency-chunk: must be >= 1"),
    ("efficiency-floor = -1", ["--efficiency-floor", "0.01"], None),  # the flag overrides the bad value
])
def test_a_bad_setting_is_exit_2_naming_the_key(slow_answer, capsys, table, flags, key):
    with open("pyproject.toml", "w") as f:
        f.write(f'[tool.codereward]\nweights = "correctness=1"\n{table}\n')
    for command in (["reward", "--problem", "p.json", "--completion", "c.txt"],
                    ["eval", "--completions", "x=none.jsonl", "--problems", "none.jsonl"]):
        code = main([*command, *flags])
        err = capsys.readouterr().err
        if key is None:
            assert command[0] == "eval" or code == 0
        else:
            assert code == 2 and key in err and "Traceback" not in err
    with pytest.raises(SystemExit) as exit_:
        main(["reward", "--problem", "p.json", "--completion", "c.txt", "--efficiency-k", "x"])
    assert exit_.value.code == 2 and "--efficiency-k: invalid float value" in capsys.readouterr().err


def test_eval_takes_the_settings_from_pyproject_and_flags(slow_answer, capsys):
    with open("problems.jsonl", "w") as f:
        f.write(json.dumps({**slow_answer, "split": "validation"}) + "\n")
    with open("answers.jsonl", "w") as f:
        f.write(json.dumps({"problem_id": slow_answer["id"], "completion": fenced(slow_answer["starter_code"])}) + "\n")
    with open("pyproject.toml", "w") as f:
        f.write("[tool.codereward]\nefficiency-k = 1000\nefficiency-repeats = 1\n")
    command = ["eval", "--completions", "starter=answers.jsonl", "--problems", "problems.jsonl", "--format", "json"]
    assert main(command) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["efficiency"]["efficiency-k"] == 1000 and out["models"][0]["summary"]["efficiency"] == 1.0
    assert main([*command, "--efficiency-k", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["efficiency"]["efficiency-k"] == 1 and out["models"][0]["summary"]["efficiency"] < 0.5


def test_verl_extra_info_and_openrlhf_environment_carry_the_settings(slow_answer, tmp_path, monkeypatch):
    from codereward.integrations.openrlhf import reward_func
    from codereward.problems.export import verl_row, verl_settings

    answer = fenced(slow_answer["starter_code"])
    settings = ScoringSettings.from_mapping({"weights": "correctness=0.5,efficiency=0.5", "efficiency-k": 1000})
    options = verl_settings(settings)
    assert float(options["efficiency-k"]) == 1000 and float(options["efficiency-floor"]) == 0.005
    with pytest.raises(ValueError, match="efficiency-k: must be >= 1"):
        ScoringSettings.from_mapping({"efficiency-k": 0})
    record = verl_row({**slow_answer, "prompt": []}, 0, settings)
    truth, info = record["reward_model"]["ground_truth"], record["extra_info"]
    assert compute_score("codereward", answer, truth, info)["efficiency"] == 1.0
    info["codereward"]["efficiency-k"] = "1"
    assert compute_score("codereward", answer, truth, info)["efficiency"] < 0.5

    monkeypatch.setenv("CODEREWARD_WEIGHTS", "correctness=0.5,efficiency=0.5")
    monkeypatch.setenv("CODEREWARD_EFFICIENCY_K", "1000")
    out = reward_func(["Q" + answer], ["Q"], [slow_answer["id"]])
    assert float(out["extra_logs"]["efficiency"][0]) == 1.0
    monkeypatch.setenv("CODEREWARD_EFFICIENCY_K", "fast")  # a bad setting: zeros and the error code, never a raise
    out = reward_func(["Q" + answer], ["Q"], [slow_answer["id"]])
    assert float(out["rewards"][0]) == 0.0 and float(out["extra_logs"]["error"][0]) == 2.0


def test_training_takes_the_settings_from_its_config_and_flags(tmp_path, capsys):
    import yaml

    from codereward.train.config import ConfigError, TrainConfig, from_mapping

    assert TrainConfig().validate().scoring().efficiency == EfficiencySettings()
    assert from_mapping({"efficiency_k": 5, "efficiency_chunk": 2}).scoring().efficiency == EfficiencySettings(k=5, chunk=2)
    with pytest.raises(ConfigError, match="efficiency-timeout: must be > 0"):
        from_mapping({"efficiency_timeout": 0})
    (tmp_path / "run.yaml").write_text("efficiency_k: 4\n")
    assert main(["train", "--config", str(tmp_path / "run.yaml"), "--efficiency-repeats", "1", "--print-config"]) == 0
    printed = from_mapping(yaml.safe_load(capsys.readouterr().out))
    assert printed.scoring().efficiency == EfficiencySettings(k=4, repeats=1)


def test_the_trl_function_takes_the_settings_of_the_configuration(sandbox):
    """``efficiency_reward`` alone reads the same settings as the composite: keys or ``EfficiencySettings``."""
    row = {"reference_solution": REFERENCE, "scale_tests": TESTS}
    columns = {k: [v] for k, v in row.items()}
    assert REWARDS["efficiency"](None, [fenced(QUADRATIC)], sandbox=sandbox, **columns)[0] < 1.0
    lenient = {"efficiency-k": 10000, "efficiency-floor": "0.5", "efficiency-repeats": 1}
    assert REWARDS["efficiency"](None, [fenced(QUADRATIC)], sandbox=sandbox, efficiency_settings=lenient,
                                 **columns) == [1.0]
    assert REWARDS["efficiency"](None, [fenced(SLOWER)], sandbox=sandbox, **columns) == [1.0]
    # settings given as EfficiencySettings: the quadratic answer is within a budget that generous
    generous = EfficiencyReward(EfficiencySettings(k=10000, floor=0.5, repeats=1), sandbox=sandbox)
    assert generous.__name__ == "efficiency" and generous(None, [fenced(QUADRATIC)], **columns) == [1.0]
    assert EfficiencyReward(lenient, sandbox=sandbox)(None, [fenced(QUADRATIC)], **columns) == [1.0]
    with pytest.raises(ValueError, match="efficiency-k: must be >= 1"):
        EfficiencyReward({"efficiency-k": 0})


def test_an_answer_that_fails_its_unit_tests_is_not_measured_in_the_composite(sandbox):
    """Its efficiency is 0, as a wrong result on a scale test is, without the cost of timing it."""
    wrong = "def distinct(xs):\n    return len(xs)\n"
    row = {"tests": [{"call": "distinct([1, 1, 2])", "expected": 2}], "entry_point": "distinct",
           "reference_solution": REFERENCE, "scale_tests": TESTS}
    weights = {"correctness": 0.5, "efficiency": 0.5}
    right, failing = evaluate([fenced(REFERENCE), fenced(wrong)], [row, row], weights, sandbox=sandbox, hidden=False)
    assert right.components["efficiency"] == 1.0 and right.efficiency["answer_cpu"]
    assert failing.components["efficiency"] == 0.0 and failing.efficiency["answer_cpu"] == []
    assert "efficiency: 0.000 (weight 0.5): not measured: passes 0 of 1 visible unit tests" in failing.reasons


def test_a_far_too_slow_answer_is_stopped_at_ten_times_its_budget(sandbox):
    """An answer that never ends costs STOP x the budget of CPU, not the timeout, and scores 0 like one."""
    spin = "def distinct(xs):\n    while True:\n        pass\n"
    started = time.monotonic()
    found = measure_batch([spin], [REFERENCE], [TESTS], sandbox, EfficiencySettings(timeout=20.0))
    assert time.monotonic() - started < 10  # the timeout alone would take 20 s
    stopped = found[0]
    assert stopped.score == 0.0 and stopped.statuses == ["timeout"] and "stopped after" in stopped.reason
    assert STOP * stopped.budget[0] <= stopped.answer_cpu[0] < 5.0


def test_scale_tests_kept_as_json_text_are_read_and_other_text_is_not_applicable(sandbox):
    tests = [json.dumps(TESTS), "[{broken", '{"setup": "x = 1", "call": "x"}']
    found = measure_batch([REFERENCE] * 3, [REFERENCE] * 3, tests, sandbox, reference_times=False)
    assert found[0].score == 1.0
    assert (found[1].score, found[1].reason) == (None, "invalid scale tests: expected a list of objects, got str")
    assert (found[2].score, found[2].reason) == (None, "invalid scale tests: expected a list of objects, got dict")
