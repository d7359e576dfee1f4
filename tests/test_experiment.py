"""`codereward experiment quality-vs-control`: both arms from one start, the control rewards no quality,
and the Table 2-style table, results and plot come out for every model and split."""

from __future__ import annotations

import json

import pytest

from codereward.cli.main import main
from codereward.train.config import ConfigError, from_mapping
from codereward.train.experiment import control_weights, markdown_table
from codereward.train.sweep import parse_sweep, variant_config

TINY = ["--tiny-hidden-size", "32", "--tiny-layers", "1", "--tiny-heads", "2", "--tiny-kv-heads", "1",
        "--tiny-intermediate-size", "64", "--sft-max-steps", "1", "--max-steps", "1",
        "--max-completion-length", "160", "--max-problems", "4", "--save-steps", "100"]


def test_control_keeps_quality_logged_at_weight_zero():
    assert control_weights({"format": 0.2, "correctness": 0.3, "quality": 0.5}) == {
        "format": 0.2, "correctness": 0.3, "quality": 0.0}
    assert control_weights({"format": 1.0, "correctness": 1.0})["quality"] == 0.0


def test_markdown_table_has_the_papers_columns_and_the_parse_split():
    table = markdown_table([{"model": "m", "split": "validation", "n": 3, "quality": 0.5, "correctness": 0.25,
                             "total_reward": 0.4, "mean_code_length": 12.0, "parse_rate": 1.0,
                             "quality_parsed": None, "format_rate": 1.0}])
    header = table.splitlines()[0]
    for column in ("quality", "correctness", "total reward", "code lines", "parse rate", "quality (parsed)"):
        assert column in header
    assert "| m | validation | 3 | 0.500 | 0.250 | 0.400 | 12.0 | 1.000 | — | 1.000 |" in table


def test_experiment_end_to_end_on_a_tiny_model(tmp_path, capsys):
    out = tmp_path / "exp"
    code = main(["experiment", "quality-vs-control", "--quiet", "--output-dir", str(out), "--eval-limit", "2", *TINY])
    assert code == 0, capsys.readouterr().err
    results = json.loads((out / "results.json").read_text())
    models = {"SFT start", "+ quality reward", "control (no quality reward)"}
    assert {(r["model"], r["split"]) for r in results["rows"]} == {(m, s) for m in models for s in ("train", "validation")}
    assert all(r["n"] == 2 and 0.0 <= r["total_reward"] <= 1.0 for r in results["rows"])
    # the two arms differ only in the quality weight, and the control still logs quality
    quality_cfg = (out / "quality" / "config.yaml").read_text()
    control_cfg = (out / "control" / "config.yaml").read_text()
    assert "quality: 0.5" in quality_cfg and "quality: 0.0" in control_cfg
    control_metrics = [json.loads(line) for line in (out / "control" / "metrics.jsonl").read_text().splitlines()]
    assert "reward/quality/mean" in control_metrics[0]
    assert (out / "experiment.png").stat().st_size > 10_000
    assert (out / "table.md").read_text() in capsys.readouterr().out
    assert len(list((out / "completions").glob("*.jsonl"))) == 6


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
    args = ["experiment", "quality-vs-control", "--quiet", "--output-dir", str(out), "--eval-limit", "1",
            "--eval-samples", "1", *TINY]
    assert main([*args, "--sweep", "learning_rate=0.001"]) == 0, capsys.readouterr().err
    variant = out / "sweep" / "learning_rate=0.001"
    assert (variant / "sft").is_symlink() and (variant / "sft").resolve() == (out / "sft").resolve()
    assert "learning_rate: 0.001" in (variant / "quality" / "config.yaml").read_text()
    rows = json.loads((out / "sweep.json").read_text())["rows"]
    arms = {"+ quality reward", "control (no quality reward)"}
    assert {(r["setting"], r["model"], r["split"]) for r in rows} == {
        (s, m, split) for s in ("experiment", "learning_rate=0.001") for m in arms for split in ("train", "validation")}
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
