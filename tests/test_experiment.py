"""`codereward experiment quality-vs-control`: both arms from one start, the control rewards no quality,
and the Table 2-style table, results and plot come out for every model and split."""

from __future__ import annotations

import dataclasses
import json

import pytest

from codereward.cli.main import main
from codereward.train.config import EXPERIMENT_CONFIG, ConfigError, from_mapping, load_config, load_yaml
from codereward.train.effect import METHOD, paired_effect
from codereward.train.experiment import (
    CONTROL,
    EFFECT_METRICS,
    QUALITY,
    control_weights,
    evaluation_only,
    markdown_table,
    start_settings,
)
from codereward.train.heldout_eval import clean_correct_rate, clean_rate
from codereward.train.sweep import GRID_METRICS, parse_sweep, run_sweep, variant_config, verdict

# a tiny model and a small drill set: the real pipeline (SFT, GRPO, held-out evaluation, pylint) in seconds
TINY = ["--tiny-hidden-size", "32", "--tiny-layers", "1", "--tiny-heads", "2", "--tiny-kv-heads", "1",
        "--tiny-intermediate-size", "64", "--tiny-vocab-size", "400", "--sft-max-steps", "2", "--max-steps", "1",
        "--max-completion-length", "96", "--drill-train", "16", "--drill-heldout", "3", "--eval-samples", "1",
        "--eval-every", "1", "--num-generations", "4", "--per-device-train-batch-size", "4", "--save-steps", "100",
        "--cpu-threads", "1"]


def test_control_keeps_quality_logged_at_weight_zero():
    assert control_weights({"format": 0.2, "correctness": 0.3, "quality": 0.5}) == {
        "format": 0.2, "correctness": 0.3, "quality": 0.0}
    assert control_weights({"format": 1.0, "correctness": 1.0})["quality"] == 0.0


def test_markdown_table_has_the_papers_columns_and_the_independent_measure():
    table = markdown_table([{"model": "m", "split": "validation", "prompts": 3, "samples": 6, "quality": 0.5,
                             "correctness": 0.25, "hidden_correctness": 0.2, "clean_rate": 0.4, "clean_correct": 0.75, "pylint": 7.5,
                             "mean_code_length": 12.0, "parse_rate": 1.0, "total_reward": 0.4,
                             "quality_parsed": None, "format_rate": 1.0}])
    header = table.splitlines()[0]
    for column in ("quality", "correctness (visible)", "correctness (hidden)", "clean share", "clean share (correct)",
                   "pylint (0-10)", "code lines"):
        assert column in header
    assert "| m | validation | 3 | 6 | 0.500 | 0.250 | 0.200 | 0.400 | 0.750 | 7.5 | 12.0 | 1.000 | 0.400 | — | 1.000 |" in table


def test_clean_share_among_correct_samples_counts_only_samples_that_pass_all_their_tests():
    sample = {"parses": True, "findings": [], "pass_all": True}
    flawed = sample | {"findings": [{"id": "CR104"}]}
    wrong_but_clean = sample | {"pass_all": False}
    rows = [{"samples": [sample, flawed, wrong_but_clean, wrong_but_clean]}]
    assert clean_rate(rows) == 0.75  # of every sample
    assert clean_correct_rate(rows) == 0.5  # of the two that pass: one clean, one flawed
    assert clean_correct_rate([{"samples": [wrong_but_clean]}]) is None  # none passes: no figure, not 0


def test_paired_effect_is_the_mean_difference_with_a_bootstrap_interval():
    same = paired_effect({0: {"a": 1.0, "b": 0.5}}, {0: {"a": 0.0, "b": -0.5}})
    assert same == {"diff": 1.0, "ci95": [1.0, 1.0], "n": 2, "seeds": [1, 1], "paired_seeds": True}  # no width
    treatment = {0: {f"p{i}": float(i % 2) for i in range(40)}}
    control = {0: dict.fromkeys(treatment[0], 0.0) | {"extra": 1.0}}  # a prompt only one arm has is left out
    effect = paired_effect(treatment, control)
    assert effect["n"] == 40 and effect["diff"] == 0.5
    low, high = effect["ci95"]
    # the normal approximation of the mean of 40 fair coins: 0.5 ± 1.96 * 0.5 / sqrt(40) = ±0.155
    assert 0.33 < low < 0.38 and 0.62 < high < 0.67
    assert paired_effect(treatment, control) == effect  # a fixed seed: reproducible
    assert paired_effect({0: {"a": None}}, {0: {"a": 1.0}}) == {"diff": None, "ci95": [None, None], "n": 0,
                                                              "seeds": [1, 1], "paired_seeds": False}


def test_effect_interval_counts_the_seeds_as_well_as_the_prompts():
    prompts = [f"p{i}" for i in range(60)]
    control = {s: dict.fromkeys(prompts, 0.5) for s in range(4)}
    # every prompt gains exactly 0.1 in every seed: no uncertainty at all
    steady = {s: dict.fromkeys(prompts, 0.6) for s in range(4)}
    assert paired_effect(steady, control)["ci95"] == pytest.approx([0.1, 0.1])
    # the same mean gain, but it all came from one lucky run of four: the prompts agree with each other, the
    # seeds do not, so an interval over prompts alone would be [0.1, 0.1]; the seeds make it wide
    lucky = {s: dict.fromkeys(prompts, 0.9 if s == 0 else 0.5) for s in range(4)}
    effect = paired_effect(lucky, control)
    assert effect["diff"] == pytest.approx(0.1) and effect["seeds"] == [4, 4]
    low, high = effect["ci95"]
    assert low <= 0.0 and high >= 0.2
    # runs of one seed are twins: a seed that goes well in one arm goes well in the other, and pairing the
    # seeds takes that shared luck out; the same runs taken as unrelated (other seed numbers) leave it in
    shared = {s: dict.fromkeys(prompts, 0.3 + 0.2 * s) for s in range(4)}
    better = {s: {p: v + 0.05 for p, v in values.items()} for s, values in shared.items()}
    twins = paired_effect(better, shared)
    assert twins["paired_seeds"] and twins["ci95"] == pytest.approx([0.05, 0.05])
    strangers = paired_effect(better, {s + 10: values for s, values in shared.items()})
    assert not strangers["paired_seeds"] and strangers["diff"] == pytest.approx(0.05)
    assert strangers["ci95"][0] < -0.1 and strangers["ci95"][1] > 0.2
    # a prompt missing in one seed of one arm has no paired value: left out
    control[3] = {p: v for p, v in control[3].items() if p != "p0"}
    assert paired_effect(steady, control)["n"] == 59


def test_the_start_is_shared_across_held_out_sizes_but_not_across_training_drills():
    base = from_mapping({})
    assert start_settings(from_mapping({"drill_heldout": 68})) == start_settings(base)
    assert start_settings(from_mapping({"drill_train": 200})) != start_settings(base)
    assert start_settings(from_mapping({"drill_flaw_families": "reviewer"})) != start_settings(base)  # its own SFT
    assert start_settings(from_mapping({"learning_rate": 0.1})) == start_settings(base)  # a GRPO setting


def test_pylint_scores_are_independent_of_the_reward_and_zero_for_broken_code():
    from codereward.train.pylint_measure import pylint_scores

    clean = 'def add(a: int, b: int) -> int:\n    """Add."""\n    return a + b\n'
    flawed = "import os\n\n\ndef add(a, b):\n    return eval('a + b')\n"
    scores = pylint_scores([clean, flawed, "def add(:\n", ""])
    assert scores[0] == 10.0 and 0.0 <= scores[1] < 5.0 and scores[2:] == [0.0, 0.0]
    # a snippet scores the same however often it recurs in the batch (no duplicate-code finding across samples)
    long = 'def total(xs):\n    """Sum."""\n    out = 0\n    for x in xs:\n        out += x\n    return out\n'
    assert pylint_scores([long, long, long, flawed]) == [pylint_scores([long])[0]] * 3 + [scores[1]]


def test_experiment_end_to_end_on_a_tiny_drill_set(tmp_path, capsys):
    out = tmp_path / "exp"
    # --jobs 1: worker processes are test_experiment_reproducible's (they cost more start-up than they save here)
    code = main(["experiment", "quality-vs-control", "--quiet", "--output-dir", str(out), "--seeds", "2",
                 "--jobs", "1", *TINY])
    assert code == 0, capsys.readouterr().err
    results = json.loads((out / "results.json").read_text())
    assert {(r["model"], r["split"]) for r in results["rows"]} == {
        (m, "validation") for m in ("SFT start", "+ quality reward", "control (no quality reward)")}
    for row in results["rows"]:
        assert row["prompts"] == 3 and row["samples"] == (3 if row["model"] == "SFT start" else 6)
        assert 0.0 <= row["total_reward"] <= 1.0 and 0.0 <= row["pylint"] <= 10.0
    assert {(s["model"], s["seed"]) for s in results["per_seed"]} >= {
        (m, seed) for m in ("+ quality reward", "control (no quality reward)") for seed in (0, 1)}
    for metric in ("quality", "correctness"):
        effect = results["effect"][metric]
        assert effect["n"] == 3 and effect["seeds"] == [2, 2]
        assert effect["ci95"][0] <= effect["diff"] <= effect["ci95"][1]
    assert "pylint" in results["effect"]["all"]["validation"] and "bootstrap" in results["effect"]["method"]
    # the arms differ only in the quality weight (and the seed); the control still logs quality
    assert "quality: 0.5" in (out / "quality" / "seed-1" / "config.yaml").read_text()
    control_cfg = (out / "control" / "seed-1" / "config.yaml").read_text()
    assert "quality: 0.0" in control_cfg and "seed: 1" in control_cfg
    metrics = [json.loads(line) for line in (out / "control" / "seed-0" / "metrics.jsonl").read_text().splitlines()]
    assert [m["step"] for m in metrics] == [0, 1] and "reward/quality/mean" in metrics[1]
    assert all(m["eval/quality"] is not None for m in metrics)  # the held-out curve: the start, then step 1
    assert (out / "experiment.png").stat().st_size > 10_000
    printed = capsys.readouterr().out
    assert (out / "table.md").read_text() in printed and "codereward study create" in printed
    assert len(list((out / "completions").glob("*.jsonl"))) == 5
    # the held-out completions of both arms are a blinded study's input as they are
    from codereward.study.create import read_completions, read_problems

    study = out / "study"
    problems = read_problems(str(study / "problems.jsonl"), "validation")
    for arm in ("quality", "control"):
        assert set(read_completions(arm, study / f"{arm}.jsonl").completions) == set(problems)
    assert len(problems) == 3


def test_sweep_values_are_parsed_as_the_fields_type_and_validated():
    assert parse_sweep(["learning_rate=1e-4,1e-3", "num-generations=16"]) == [
        ("learning_rate=0.0001", {"learning_rate": 1e-4}), ("learning_rate=0.001", {"learning_rate": 1e-3}),
        ("num_generations=16", {"num_generations": 16})]
    # several fields that only make sense together are one setting; a '+' inside a value stays in it
    assert parse_sweep(["sft_copy_examples=6000+sft_max_steps=800+learning_rate=1e+3"]) == [
        ("sft_copy_examples=6000+sft_max_steps=800+learning_rate=1000.0",
         {"sft_copy_examples": 6000, "sft_max_steps": 800, "learning_rate": 1000.0})]
    for spec, message in (("learning_rate", "expected FIELD=VALUE"), ("speed=3", "'speed' is not a training field"),
                          ("output_dir=x", "'output_dir' is not a training field"),
                          ("max_steps=many", "max_steps: expected an integer")):
        with pytest.raises(ConfigError, match=message):
            parse_sweep([spec])
    with pytest.raises(ConfigError, match="--sweep num_generations=3: .*multiple of num_generations"):
        variant_config(from_mapping({}), "num_generations=3", {"num_generations": 3})


def test_sweep_reruns_both_arms_per_setting_from_the_shared_start(tmp_path, capsys):
    out = tmp_path / "exp"
    args = ["experiment", "quality-vs-control", "--quiet", "--output-dir", str(out), "--seeds", "1", "--jobs", "1",
            *TINY, "--eval-every", "0"]
    assert main([*args, "--sweep", "learning_rate=0.001"]) == 0, capsys.readouterr().err
    variant = out / "sweep" / "learning_rate=0.001"
    assert (variant / "sft").is_symlink() and (variant / "sft").resolve() == (out / "sft").resolve()
    assert "learning_rate: 0.001" in (variant / "quality" / "seed-0" / "config.yaml").read_text()
    rows = json.loads((out / "sweep.json").read_text())["rows"]
    arms = {"+ quality reward", "control (no quality reward)"}
    assert {(r["setting"], r["model"], r["split"]) for r in rows} == {
        (s, m, "validation") for s in ("experiment", "learning_rate=0.001") for m in arms}
    assert (out / "sweep.md").read_text() in capsys.readouterr().out
    assert (out / "sweep.png").stat().st_size > 10_000
    # a second sweep reuses the experiment (same config) and gives a start-shaping field its own SFT start
    before = (out / "results.json").stat().st_mtime_ns
    assert main([*args, "--sweep", "sft_targets=reference"]) == 0
    assert (out / "results.json").stat().st_mtime_ns == before
    own = out / "sweep" / "sft_targets=reference" / "sft"
    assert not own.is_symlink() and (own / "model" / "sft" / "config.json").is_file()
    # the earlier sweep's rows stay in the table
    settings = {r["setting"] for r in json.loads((out / "sweep.json").read_text())["rows"]}
    assert settings == {"experiment", "learning_rate=0.001", "sft_targets=reference"}
    # a setting of the final evaluation trains nothing: the experiment's runs and start are sampled again
    assert main([*args, "--sweep", "eval_temperature=0.5"]) == 0
    again = out / "sweep" / "eval_temperature=0.5"
    assert not (again / "quality").exists() and not (again / "control").exists()
    results = json.loads((again / "results.json").read_text())
    assert results["eval"]["temperature"] == 0.5 and results["seconds"]["grpo (wall)"] < 1.0
    assert {r["model"] for r in results["rows"]} == {"SFT start", "+ quality reward", "control (no quality reward)"}
    assert (again / "completions" / "quality_reward__validation__seed-0.jsonl").is_file()


def _stored(directory, config, seeds=(0, 1), quality=(0.016, -0.005, 0.039), correctness=(-0.005, -0.060, 0.052)):
    """A finished experiment's results.json, as run_experiment writes it (effect as paired_effect gives it)."""
    def effect(diff, low, high):
        return {"diff": diff, "ci95": [low, high], "n": 68, "seeds": [len(seeds)] * 2, "paired_seeds": True}

    per_metric = {m: effect(0.1, 0.05, 0.15) for m in EFFECT_METRICS} | {
        "quality": effect(*quality), "correctness": effect(*correctness), "pylint": effect(0.46, 0.12, 0.84)}
    rows = [{"model": arm, "split": "validation", "quality": 0.8, "correctness": 0.5} for arm in ("SFT start", QUALITY,
                                                                                                  CONTROL)]
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "results.json").write_text(json.dumps({
        "config": config.to_dict(), "eval": {"seeds": list(seeds)}, "rows": rows,
        "effect": {"quality": per_metric["quality"], "method": METHOD, "all": {"validation": per_metric}}},
        default=str))


def test_the_goal_is_the_quality_interval_above_0_and_correctness_lower_bound_at_least_minus_002():
    def judged(quality, correctness):
        return verdict({"quality": {"diff": quality[0], "ci95": list(quality[1:])},
                        "correctness": {"diff": correctness[0], "ci95": list(correctness[1:])}})

    assert judged((0.03, 0.01, 0.05), (0.0, -0.02, 0.03))["meets_goal"]  # a lower bound of -0.02 is not lower
    on_point = judged((0.016, -0.005, 0.039), (0.0, -0.019, 0.03))
    assert not on_point["meets_goal"] and on_point["meets_on_point"]
    assert on_point["why"] == "quality's lower bound −0.005 ≤ 0"
    assert not judged((0.03, 0.0, 0.05), (0.0, -0.01, 0.03))["meets_goal"]  # an interval touching 0 is not above it
    lower = judged((0.03, 0.01, 0.05), (-0.005, -0.060, 0.052))
    assert not lower["meets_goal"] and not lower["meets_on_point"]
    assert lower["why"] == "correctness's lower bound −0.060 < −0.02"
    assert verdict({})["why"] == "no effect stored"
    assert set(GRID_METRICS) == set(EFFECT_METRICS)  # the grid shows every metric the experiment's effect has


def test_grid_report_reads_each_settings_effect_and_lists_what_is_not_stored(tmp_path, monkeypatch):
    monkeypatch.setattr("codereward.train.sweep.run_experiment", lambda *a, **k: pytest.fail("trained"))
    config, out = from_mapping({"eval_every": 0}), tmp_path / "exp"
    _stored(out, config)
    _stored(out / "sweep" / "learning_rate=0.0001", variant_config(config, "", {"learning_rate": 1e-4}),
            quality=(0.030, 0.010, 0.050), correctness=(0.010, -0.015, 0.040))
    _stored(out / "sweep" / "beta=0.1", variant_config(config, "", {"beta": 0.1}))  # an earlier sweep's setting
    _stored(out / "sweep" / "beta=0.2", variant_config(config, "", {"beta": 0.1}))  # its name is not what it ran
    logs: list[str] = []
    table = run_sweep(config, out, parse_sweep(["learning_rate=0.0001,0.0004"]), seeds=[0, 1], report_only=True,
                      log=logs.append)
    text = table.read_text()
    assert text.index("| experiment | 2 x 68 | +0.016 [−0.005, +0.039] | −0.005 [−0.060, +0.052] | no: "
                      "quality's lower bound −0.005 ≤ 0; correctness's lower bound −0.060 < −0.02 |") < text.index(
        "| learning_rate=0.0001 | 2 x 68 | +0.030 [+0.010, +0.050] | +0.010 [−0.015, +0.040] | yes | "
        "+0.100 [+0.050, +0.150] |") < text.index("| beta=0.1 | 2 x 68 |")
    assert "+0.46 [+0.12, +0.84]" in text  # pylint's 0-10 scale to two decimals
    assert "**1 of 3 cells meet the goal** (the reward's quality effect's 95% interval above 0, and correctness's " \
           "lower bound at least −0.02)" in text
    assert "Not stored yet: learning_rate=0.0004 (no results.json)." in text
    assert "sweep/beta=0.2 (it ran beta=0.1)" in text and "| beta=0.2 |" not in text
    assert "settings are learning_rate=0.0002, beta=0.04" in text  # what the settings are around
    report = json.loads((out / "sweep.json").read_text())
    assert report["settings"] == ["experiment", "learning_rate=0.0001", "beta=0.1"]
    assert report["summary"] == {"cells": 3, "meet_goal": 1, "meet_on_point": 1}
    assert report["cells"][1]["effect"]["quality"]["ci95"] == [0.010, 0.050]
    # the per-arm rows stay, below: the experiment's arms, each setting's rows as it evaluated them
    assert {(r["setting"], r["model"]) for r in report["rows"]} >= {("experiment", QUALITY), ("beta=0.1", "SFT start")}
    assert ("experiment", "SFT start") not in {(r["setting"], r["model"]) for r in report["rows"]}
    assert (out / "sweep.png").stat().st_size > 10_000
    with pytest.raises(ConfigError, match="nothing stored to report"):
        run_sweep(config, tmp_path / "empty", [], report_only=True, log=logs.append)


def test_a_sweep_reuses_settings_stored_with_their_config_and_seeds_and_runs_the_rest(tmp_path, monkeypatch):
    ran: list[tuple[str, float, list[int]]] = []

    def fake_run(config, output_dir, *, seeds, log, **kwargs):
        ran.append((output_dir.name, config.learning_rate, seeds))
        _stored(output_dir, config, seeds=seeds)

    monkeypatch.setattr("codereward.train.sweep.run_experiment", fake_run)
    monkeypatch.setattr("codereward.train.sweep.plot_sweep", lambda cells, path: path)  # drawn in the test above
    config, out = from_mapping({"eval_every": 0}), tmp_path / "exp"
    _stored(out, config)
    _stored(out / "sweep" / "learning_rate=0.0001", variant_config(config, "", {"learning_rate": 1e-4}))
    _stored(out / "sweep" / "learning_rate=0.0004", config)  # made with another learning rate
    _stored(out / "sweep" / "max_steps=90", variant_config(config, "", {"max_steps": 90}), seeds=(0,))  # one seed
    settings = parse_sweep(["learning_rate=0.0001,0.0004", "max_steps=90,180"])
    run_sweep(config, out, settings, seeds=[0, 1], log=lambda _: None)
    assert ran == [("learning_rate=0.0004", 4e-4, [0, 1]), ("max_steps=90", 2e-4, [0, 1]),
                   ("max_steps=180", 2e-4, [0, 1])]
    assert json.loads((out / "sweep.json").read_text())["summary"]["cells"] == 5
    ran.clear()
    moved = tmp_path / "moved"  # the whole grid again, from another place: nothing to train
    (out).rename(moved)
    run_sweep(config, moved, settings, seeds=[0, 1], log=lambda _: None)
    assert ran == []


def test_report_only_on_the_command_line(tmp_path, capsys):
    out = tmp_path / "exp"
    config = load_config(None, load_yaml(EXPERIMENT_CONFIG) | {"output_dir": str(out)})
    args = ["experiment", "quality-vs-control", "--output-dir", str(out), "--report-only", "--seeds", "2"]
    assert main(args) == 2
    assert "nothing stored to report" in capsys.readouterr().err
    _stored(out, config)
    _stored(out / "sweep" / "seed=1", variant_config(config, "", {"seed": 1}))
    assert main([*args, "--sweep", "seed=1", "--sweep", "drill_seed=1"]) == 0
    printed = capsys.readouterr().out
    assert "| seed=1 | 2 x 68 |" in printed and "Not stored yet: drill_seed=1 (no results.json)." in printed
    assert not (out / "sweep" / "drill_seed=1" / "results.json").exists()


def test_only_the_final_evaluations_fields_leave_the_runs_as_they_are():
    base = from_mapping({"eval_every": 0})
    assert evaluation_only(dataclasses.replace(base, eval_temperature=0.5, eval_samples=4, eval_coupled=True,
                                               output_dir="x"), base)
    assert not evaluation_only(dataclasses.replace(base, learning_rate=1e-3), base)
    # evaluating during training samples from the policy (and its random stream): then every field trains
    during = dataclasses.replace(base, eval_every=15)
    assert not evaluation_only(dataclasses.replace(during, eval_temperature=0.5), during)


def test_the_real_model_path_runs_on_cpu_with_a_stand_in_model(tmp_path, capsys):
    """`--config shipped --model M --lora --no-sft` (the GPU command with a hub model) on the real problem
    set, with a locally built tiny model standing in for the hub model."""
    from codereward.train.tiny_model import TinySize, build_tiny_model

    model = build_tiny_model(tmp_path / "stand-in", size=TinySize(hidden_size=32, layers=1, heads=2, kv_heads=1,
                                                                  intermediate_size=64, vocab_size=2048))
    out = tmp_path / "real"
    code = main(["experiment", "quality-vs-control", "--quiet", "--config", "shipped", "--model", str(model),
                 "--lora", "--no-sft", "--seeds", "1", "--jobs", "1", "--output-dir", str(out), "--max-steps", "1",
                 "--num-generations", "2", "--per-device-train-batch-size", "2", "--max-completion-length", "16",
                 "--max-prompt-length", "420", "--eval-problems", "2", "--eval-samples", "1", "--save-steps", "100"])
    assert code == 0, capsys.readouterr().err
    results = json.loads((out / "results.json").read_text())
    assert results["config"]["dataset"] == "shipped" and results["config"]["lora"] is True
    assert {r["model"] for r in results["rows"]} == {"SFT start", "+ quality reward", "control (no quality reward)"}
    # the validation problems whose prompt fits 420 tokens of the stand-in's tokenizer, at most 2
    assert len({r["prompts"] for r in results["rows"]}) == 1 and 1 <= results["rows"][0]["prompts"] <= 2
    assert not (out / "sft" / "model" / "sft").exists()  # no SFT: the hub model is the start
    assert (out / "quality" / "seed-0" / "final" / "config.json").is_file()  # the LoRA adapter merged
