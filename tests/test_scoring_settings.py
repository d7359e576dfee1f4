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
