"""The shipped benchmark corpus: enough realistic snippets, all valid, generated from its templates."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parent.parent / "benchmarks" / "corpus"


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_variants", CORPUS / "make_variants.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_variants = _load_generator()
FILES = sorted(CORPUS.glob("*__*.py"))


def test_corpus_has_at_least_256_snippets():
    assert len(FILES) >= 256


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_snippet_parses_and_has_20_to_150_lines(path: Path):
    source = path.read_text(encoding="utf-8")
    ast.parse(source, filename=str(path))
    assert 20 <= source.count("\n") <= 150


def test_snippets_are_distinct():
    sources = [p.read_text(encoding="utf-8") for p in FILES]
    assert len(set(sources)) == len(sources)


def test_shipped_files_match_their_templates():
    # The benchmark reads the .py files: they must be what the templates generate.
    built = make_variants.build()
    assert sorted(built) == FILES
    stale = [p.name for p, text in built.items() if p.read_text(encoding="utf-8") != text]
    assert not stale, f"run python benchmarks/corpus/make_variants.py: {stale}"


def test_every_template_gives_four_different_variants():
    for template in sorted(make_variants.TEMPLATES.glob("*.pyt")):
        variants = make_variants.variants(template.read_text(encoding="utf-8"), template.name)
        assert set(variants) == set(make_variants.VARIANTS)
        assert variants["clean"] != variants["flawed"], template.name
        assert variants["clean"] != variants["nodoc"], f"{template.name}: the clean version has no docstring"


TEMPLATE = '''"""Module."""


def load(path):
    """Read it."""
    # {clean no_with}
    with open(path) as handle:
        return handle.read()
    # {flaw no_with}
    return open(path).read()
    # {end}


def total(xs):
    """Sum."""
    return sum(xs)  # {flaw loop: return eval("+".join(map(str, xs)))}
'''


def test_render_switches_block_and_inline_alternatives():
    assert make_variants.flaw_names(TEMPLATE) == ["no_with", "loop"]
    clean = make_variants.render(TEMPLATE, set())
    assert "with open(path) as handle:" in clean and "eval" not in clean
    assert "{clean" not in clean and "{flaw" not in clean and "{end}" not in clean
    both = make_variants.render(TEMPLATE, {"no_with", "loop"})
    assert "    return open(path).read()" in both
    assert '    return eval("+".join(map(str, xs)))' in both
    assert "with open" not in both and "return sum(xs)" not in both


def test_strip_docstrings_keeps_the_code():
    stripped = make_variants.strip_docstrings(make_variants.render(TEMPLATE, set()))
    assert '"""' not in stripped
    assert stripped.startswith("def load(path):")
    tree = ast.parse(stripped)
    assert [n.name for n in tree.body] == ["load", "total"]


def test_partial_variant_takes_every_other_flaw():
    variants = make_variants.variants(TEMPLATE)
    assert "open(path).read()" in variants["partial"] and "eval" not in variants["partial"]


@pytest.mark.parametrize("bad", [
    "# {clean a}\nx = 1\n",  # never closed
    "# {flaw a}\nx = 1\n# {end}\n",  # flaw without its clean part
    "# {clean a}\nx = 1\n# {flaw b}\ny = 2\n# {end}\n",  # names differ
])
def test_malformed_templates_are_errors(bad: str):
    with pytest.raises(make_variants.TemplateError):
        make_variants.render(bad, set())


def test_the_analyzer_prefers_every_clean_variant_to_its_flawed_one():
    from codereward.analyzer import Analyzer
    from codereward.config import Config

    pairs = [(CORPUS / f"{t.stem}__clean.py", CORPUS / f"{t.stem}__flawed.py")
             for t in sorted(make_variants.TEMPLATES.glob("*.pyt"))]
    sources = [p.read_text(encoding="utf-8") for pair in pairs for p in pair]
    reports = Analyzer(Config(profile="fast")).analyze_many(sources)
    worse = [pair[0].stem for pair, (clean, flawed) in zip(pairs, zip(reports[::2], reports[1::2]))
             if not flawed.score.overall < clean.score.overall]
    assert not worse
