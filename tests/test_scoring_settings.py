"""One reader of the scoring settings: TOML-style keys, old names, mappings and the environment."""

from __future__ import annotations

import pytest

from codereward.config import ConfigError
from codereward.rewards.efficiency import EfficiencySettings
from codereward.rewards.settings import ScoringSettings


def test_the_three_names_of_the_composite_mode_are_one_setting():
    for key in ("mode", "composite", "composite_mode", "composite-mode"):
        assert ScoringSettings.from_mapping({key: "gated"}).mode == "gated"
    assert ScoringSettings.from_mapping({"mode": "gated", "composite": "gated"}).mode == "gated"
    with pytest.raises(ConfigError, match="mode: given differently as mode and composite; use mode alone"):
        ScoringSettings.from_mapping({"mode": "gated", "composite": "linear"})


def test_a_mapping_as_verl_export_writes_it_and_defaults_elsewhere():
    settings = ScoringSettings.from_mapping({"weights": "correctness=0.5,efficiency=0.5", "composite": "linear",
                                             "efficiency-k": "1000", "end_markers": ["[END]"], "id": "ignored"})
    assert dict(settings.weights) == {"correctness": 0.5, "efficiency": 0.5}
    assert settings.efficiency == EfficiencySettings(k=1000.0) and settings.end_markers == ("[END]",)
    assert ScoringSettings.from_mapping(settings.options()) == settings  # options() reads back
    assert ScoringSettings.from_mapping(None) == ScoringSettings()


@pytest.mark.parametrize(("options", "message"), [
    ({"weights": "quality=banana"}, "weights: quality must be a number"),
    ({"mode": "sum"}, "mode: 'sum' is not one of linear, gated"),
    ({"efficiency-k": "fast"}, "efficiency-k: must be a number"),
    ({"end-markers": 3}, "end-markers: expected a list of strings"),
])
def test_a_bad_value_is_a_config_error_naming_the_key(options, message):
    with pytest.raises(ConfigError, match=message):
        ScoringSettings.from_mapping(options)


def test_the_environment_of_openrlhfs_file_form():
    env = {"CODEREWARD_WEIGHTS": "format=1", "CODEREWARD_COMPOSITE": "gated", "CODEREWARD_END_MARKERS": "A, B",
           "CODEREWARD_EFFICIENCY_REPEATS": "5", "CODEREWARD_MODE": ""}
    settings = ScoringSettings.from_env(env)
    assert dict(settings.weights) == {"format": 1.0} and settings.mode == "gated"
    assert settings.end_markers == ("A", "B") and settings.efficiency.repeats == 5
    assert ScoringSettings.from_env({"CODEREWARD_MODE": "gated"}).mode == "gated"


def test_evaluate_scores_with_the_settings():
    from codereward.problems import load_rows
    from codereward.rewards import evaluate_or_zero

    row = load_rows()[0]
    answer = "```python\n" + row["reference_solution"] + "```[END]"
    settings = ScoringSettings.from_mapping({"weights": "format=1", "end-markers": "[END]"})
    assert settings.evaluate([answer], [row], hidden=False)[0].composite == 1.0
    bare = evaluate_or_zero([answer], [row], {"format": 1.0}, hidden=False)[0]
    assert bare.composite == 0.0  # without the marker stripped the block is not the whole answer


# -- every channel reaches the scorers with the same settings, and scores alike ----------------------------

#: an answer that passes 4 of the 5 visible tests, ending in a custom end marker: the weights, the mode and
#: the marker each change its composite, so a channel that loses one of them scores it differently
PARTLY_RIGHT = ("Here is my answer:\n```python\ndef first_failing_build(builds, is_broken):\n"
                "    for build in builds:\n        if is_broken(build):\n            return build\n"
                "    return builds[-1] if builds else None\n```[END]")
WEIGHTS = {"format": 0.3, "correctness": 0.3, "quality": 0.4}


@pytest.fixture(scope="module")
def problem():
    from codereward.problems import load_rows

    return load_rows("validation")[0]  # eval's --split validation --limit 1 picks it too


def _project(folder, table: str):
    folder.mkdir(exist_ok=True)
    (folder / "pyproject.toml").write_text("[tool.codereward]\n" + table, encoding="utf-8")
    return folder


def _reward_cli(problem, tmp_path, capsys, *flags: str, answer: str = PARTLY_RIGHT) -> float:
    import json

    from codereward.cli.main import main

    (tmp_path / "problem.json").write_text(json.dumps(problem), encoding="utf-8")
    (tmp_path / "answer.md").write_text(answer, encoding="utf-8")
    assert main(["reward", "--problem", str(tmp_path / "problem.json"), "--completion", str(tmp_path / "answer.md"),
                 *flags]) == 0
    return json.loads(capsys.readouterr().out)["composite"]


def _eval_cli(problem, tmp_path, capsys) -> float:
    import json

    from codereward.cli.main import main

    (tmp_path / "answers.jsonl").write_text(json.dumps({"problem_id": problem["id"], "completion": PARTLY_RIGHT}) + "\n")
    assert main(["eval", "--completions", f"x={tmp_path / 'answers.jsonl'}", "--split", "validation", "--limit", "1",
                 "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)["models"][0]["summary"]["total_reward"]


def _serve_cli(problem, monkeypatch) -> float:
    import json

    import uvicorn
    from fastapi.testclient import TestClient

    from codereward.cli.main import main

    seen = {}
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.update(app=self.config.app))
    assert main(["serve"]) == 0
    with TestClient(seen["app"]) as client:
        body = {"query": ["Q" + PARTLY_RIGHT], "prompts": ["Q"], "labels": [json.dumps(problem)]}
        return client.post("/get_reward", json=body).json()["rewards"][0]


def _export_verl(problem, tmp_path, capsys, answer: str = PARTLY_RIGHT) -> tuple[float, dict]:
    import pyarrow.parquet as pq

    from codereward.cli.main import main
    from codereward.integrations.verl import compute_score

    assert main(["export", "verl", "--out", str(tmp_path / "verl")]) == 0
    capsys.readouterr()  # the files written
    rows = pq.read_table(tmp_path / "verl" / "validation.parquet").to_pylist()
    row = next(r for r in rows if r["extra_info"]["id"] == problem["id"])
    info = row["extra_info"]
    return compute_score(row["data_source"], answer, row["reward_model"]["ground_truth"], info)["score"], info


def test_every_channel_gives_the_same_composite_for_the_same_settings(problem, tmp_path, capsys, monkeypatch):
    from codereward.config import load_config
    from codereward.integrations.openrlhf import reward_func
    from codereward.rewards import CompositeReward
    from codereward.rewards.settings import ScoringSettings
    from codereward.train.config import from_mapping as train_config

    settings = ScoringSettings.from_mapping({"weights": WEIGHTS, "mode": "gated", "end-markers": ["[END]"]})
    expected = settings.evaluate([PARTLY_RIGHT], [problem], hidden=False)[0]
    assert 0 < expected.composite < 1 and expected.tests["passed"] == 4
    for other in (settings.replace(mode="linear"), settings.replace(end_markers=()), ScoringSettings(mode="gated",
                                                                                                    end_markers=("[END]",))):
        assert other.evaluate([PARTLY_RIGHT], [problem], hidden=False)[0].composite != expected.composite

    # [tool.codereward], read by reward, eval, serve and export verl alike (the mode under its old name)
    project = _project(tmp_path / "project", 'weights = {format = 0.3, correctness = 0.3, quality = 0.4}\n'
                                             'composite = "gated"\nend-markers = ["[END]"]\n')
    monkeypatch.chdir(project)
    assert ScoringSettings.from_config(load_config()) == settings
    scores = {"reward (toml)": _reward_cli(problem, project, capsys), "eval (toml)": _eval_cli(problem, project, capsys),
              "serve (toml)": _serve_cli(problem, monkeypatch)}
    scores["verl extra_info (export of the toml)"], info = _export_verl(problem, project, capsys)
    assert ScoringSettings.from_mapping(info["codereward"]) == settings
    # the flags alone, in a folder without a configuration; --composite is --mode's old name
    bare = tmp_path / "bare"
    bare.mkdir()
    monkeypatch.chdir(bare)
    scores["reward (flags)"] = _reward_cli(problem, bare, capsys, "--weights", "format=0.3,correctness=0.3,quality=0.4",
                                           "--mode", "gated", "--end-markers", "[END]")
    scores["reward (old flag)"] = _reward_cli(problem, bare, capsys, "--weights", "format=0.3,correctness=0.3,quality=0.4",
                                              "--composite", "gated", "--end-markers", "[END]")
    # a flag overrides the file: the file says linear
    linear = _project(tmp_path / "linear", 'weights = "format=0.3,correctness=0.3,quality=0.4"\nmode = "linear"\n'
                                           'end-markers = ["[END]"]\n')
    monkeypatch.chdir(linear)
    scores["reward (flag over toml)"] = _reward_cli(problem, linear, capsys, "--mode", "gated")
    # TRL's reward function, with the settings or with its own arguments
    columns = {key: [value] for key, value in problem.items() if key != "prompt"}
    scores["TRL CompositeReward(settings)"] = CompositeReward(settings=settings)(None, [PARTLY_RIGHT], **columns)[0]
    scores["TRL CompositeReward(weights, mode)"] = CompositeReward(WEIGHTS, "gated", end_markers=["[END]"])(
        None, [PARTLY_RIGHT], **columns)[0]
    # OpenRLHF's file form: the environment, the mode under its old name
    monkeypatch.setenv("CODEREWARD_WEIGHTS", "format=0.3,correctness=0.3,quality=0.4")
    monkeypatch.setenv("CODEREWARD_COMPOSITE", "gated")
    monkeypatch.setenv("CODEREWARD_END_MARKERS", "[END]")
    openrlhf = reward_func(["Q" + PARTLY_RIGHT], ["Q"], [problem["id"]])["rewards"]
    assert scores == dict.fromkeys(scores, expected.composite)
    assert float(openrlhf[0]) == pytest.approx(expected.composite, abs=1e-7)  # a float32 tensor, as OpenRLHF takes it
    # the trainer's config (the mode under its old name): the same settings but the markers
    assert train_config({"weights": WEIGHTS, "composite_mode": "gated"}).scoring() == settings.replace(end_markers=())


def test_old_names_still_work_and_two_names_that_disagree_fail_naming_the_new_one(problem, tmp_path, capsys,
                                                                                    monkeypatch):
    from codereward.cli.main import main
    from codereward.config import load_config
    from codereward.integrations.verl import compute_score
    from codereward.problems.export import verl_row
    from codereward.rewards.settings import ScoringSettings

    for key in ("composite", "composite-mode", "composite_mode", "mode"):
        assert load_config(_project(tmp_path / key, f'{key} = "gated"\n') / "pyproject.toml").mode == "gated"
    monkeypatch.chdir(_project(tmp_path / "both", 'mode = "gated"\ncomposite = "linear"\n'))
    (tmp_path / "problem.json").write_text('{"tests": "assert True"}', encoding="utf-8")
    assert main(["reward", "--problem", str(tmp_path / "problem.json"), "--completion", "-"]) == 2
    assert "mode: given differently as mode and composite; use mode alone" in capsys.readouterr().err

    # verl rows exported before (their extra_info says "composite") score as the new ones do
    record = verl_row(problem, 0)
    old = {**record["extra_info"], "codereward": {"weights": "format=0.3,correctness=0.3,quality=0.4",
                                                   "composite": "gated"}}
    new = {**record["extra_info"], "codereward": ScoringSettings.from_mapping(old["codereward"]).options()}
    answer = PARTLY_RIGHT.removesuffix("[END]")
    truth = record["reward_model"]["ground_truth"]
    assert compute_score("codereward", answer, truth, old) == compute_score("codereward", answer, truth, new)
    assert new["codereward"]["mode"] == "gated"


def test_the_trainers_config_reads_the_mode_under_its_old_name_from_yaml_and_flags(tmp_path, capsys):
    import yaml

    from codereward.cli.main import main
    from codereward.train.config import ConfigError
    from codereward.train.config import from_mapping as train_config

    assert train_config({"composite_mode": "gated"}).mode == train_config({"mode": "gated"}).mode == "gated"
    with pytest.raises(ConfigError, match="mode: given differently as composite-mode and mode; use mode alone"):
        train_config({"composite_mode": "gated", "mode": "linear"})
    (tmp_path / "old.yaml").write_text("composite_mode: gated\n")  # a run's config written before the rename
    for flags in ([], ["--mode", "linear"], ["--composite-mode", "linear"]):
        assert main(["train", "--config", str(tmp_path / "old.yaml"), *flags, "--print-config"]) == 0
        assert yaml.safe_load(capsys.readouterr().out)["mode"] == ("linear" if flags else "gated")


def test_the_problem_sets_verl_export_carries_the_settings_and_the_other_formats_refuse_them(tmp_path, capsys,
                                                                                              monkeypatch):
    import pyarrow.parquet as pq

    from codereward.cli.main import main
    from codereward.rewards.settings import ScoringSettings

    monkeypatch.chdir(_project(tmp_path / "project", 'weights = "format=1,quality=1"\ncomposite = "gated"\n'))
    out = tmp_path / "verl"
    assert main(["problems", "export", "--format", "verl", "--split", "validation", "--out", str(out),
                 "--end-markers", "[END]"]) == 0
    info = pq.read_table(out / "validation.parquet").to_pylist()[0]["extra_info"]["codereward"]
    assert ScoringSettings.from_mapping(info) == ScoringSettings.from_mapping(
        {"weights": "format=1,quality=1", "mode": "gated", "end-markers": "[END]"})
    assert main(["problems", "export", "--format", "jsonl", "--out", str(tmp_path / "p.jsonl"), "--mode", "gated"]) == 2
    assert "the scoring flags go with --format verl" in capsys.readouterr().err


#: PARTLY_RIGHT with a one-letter loop variable (E741), which the competitive quality profile does not count
SHORT_NAMES = PARTLY_RIGHT.replace("for build in builds:\n        if is_broken(build):\n            return build",
                                   "for l in builds:\n        if is_broken(l):\n            return l")


def test_the_quality_profile_is_one_of_the_settings_and_every_channel_reads_it(problem, tmp_path, capsys,
                                                                                monkeypatch):
    from codereward.config import load_config
    from codereward.integrations.openrlhf import reward_func
    from codereward.serve import ServeConfig
    from codereward.train.config import from_mapping as train_config

    answer = SHORT_NAMES
    settings = ScoringSettings.from_mapping({"weights": WEIGHTS, "end-markers": ["[END]"],
                                             "quality-profile": "competitive"})
    expected = settings.evaluate([answer], [problem], hidden=False)[0]
    plain = ScoringSettings.from_mapping({"weights": WEIGHTS, "end-markers": ["[END]"]})
    assert "quality_profile" not in problem  # the row leaves it to the setting
    assert expected.composite > plain.evaluate([answer], [problem], hidden=False)[0].composite, \
        "the competitive profile does not count the one-letter name"

    project = _project(tmp_path / "project", 'weights = {format = 0.3, correctness = 0.3, quality = 0.4}\n'
                                             'end-markers = ["[END]"]\nquality-profile = "competitive"\n')
    monkeypatch.chdir(project)
    assert ScoringSettings.from_config(load_config()) == settings
    assert ServeConfig(load_config()).scoring == settings
    scores = {"reward (toml)": _reward_cli(problem, project, capsys, answer=answer)}
    scores["verl extra_info (export of the toml)"], info = _export_verl(problem, project, capsys, answer)
    assert info["codereward"]["quality-profile"] == "competitive"
    bare = tmp_path / "bare"
    bare.mkdir()
    monkeypatch.chdir(bare)
    scores["reward (flags)"] = _reward_cli(problem, bare, capsys, "--weights", "format=0.3,correctness=0.3,quality=0.4",
                                           "--end-markers", "[END]", "--quality-profile", "competitive", answer=answer)
    monkeypatch.setenv("CODEREWARD_WEIGHTS", "format=0.3,correctness=0.3,quality=0.4")
    monkeypatch.setenv("CODEREWARD_END_MARKERS", "[END]")
    monkeypatch.setenv("CODEREWARD_QUALITY_PROFILE", "competitive")
    assert ScoringSettings.from_env() == settings
    openrlhf = reward_func(["Q" + answer], ["Q"], [problem["id"]])["rewards"]
    assert scores == dict.fromkeys(scores, expected.composite)
    assert float(openrlhf[0]) == pytest.approx(expected.composite, abs=1e-7)
    assert train_config({"weights": WEIGHTS, "quality_profile": "competitive"}).scoring() == settings.replace(
        end_markers=())
    with pytest.raises(ConfigError, match="quality-profile: 'contest' is not one of default, competitive"):
        ScoringSettings.from_mapping({"quality_profile": "contest"})
