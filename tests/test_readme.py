"""The README tells the truth about the rules it lists."""

from pathlib import Path

from codereward.registry import all_rules

README = Path(__file__).resolve().parents[1] / "README.md"


def test_every_rule_is_in_the_readme_table():
    text = README.read_text(encoding="utf-8")
    missing = [rule_id for rule_id in all_rules() if f"| {rule_id} |" not in text]
    assert not missing, f"regenerate the table with `codereward rules --format markdown`: {missing[:10]}"


def test_every_rule_has_documentation_and_a_known_source():
    for rule in all_rules().values():
        assert rule.message and rule.name, rule.id
        assert rule.source in {"codereward", "ruff", "radon", "vulture", "bandit", "mypy"}, rule.id
        if rule.source == "codereward":
            for heading in ("## What it does", "## Why is this bad?", "## Example", "## Use instead"):
                assert heading in rule.doc, (rule.id, heading)
