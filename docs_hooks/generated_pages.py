"""MkDocs hook: the pages written from the code's own definitions, at every build.

- ``rules/ID.md``: one page per rule, the text ``codereward rules ID`` prints (``render.rule_page``);
- ``rules/index.md``: every rule in a table that filters by characteristic and severity;
- ``configuration.md``: every ``[tool.codereward]`` setting, from the ``Config`` dataclass and
  the comments beside its fields;
- ``cli-reference.md``: each command's ``--help``, from the argument parser itself;
- ``changelog.md``: the repository's ``CHANGELOG.md``, as it is.

Nothing here is written to ``docs/``: the pages exist only in the built site, so they cannot
drift from the code.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import html
import inspect
import io
import os
from contextlib import redirect_stdout
from pathlib import Path

from mkdocs.structure.files import File

from codereward import config as config_module
from codereward.cli.main import build_parser
from codereward.findings import Characteristic, Severity
from codereward.registry import all_rules
from codereward.render import rule_page


def on_files(files, config):
    rules = list(all_rules().values())
    for rule in rules:
        files.append(File.generated(config, f"rules/{rule.id}.md", content=rule_page(rule)))
    files.append(File.generated(config, "rules/index.md", content=rule_index(rules)))
    files.append(File.generated(config, "configuration.md", content=configuration_page()))
    files.append(File.generated(config, "cli-reference.md", content=cli_page()))
    changelog = Path(config["config_file_path"]).parent / "CHANGELOG.md"
    files.append(File.generated(config, "changelog.md", content=changelog.read_text(encoding="utf-8")))
    return files


def rule_index(rules) -> str:
    """The rule table, with selects that hide rows by characteristic and severity (docs/javascripts)."""
    def options(name, values):
        items = "".join(f'<option value="{v}">{v}</option>' for v in values)
        return f'<label>{name} <select data-filter="{name}"><option value="">all</option>{items}</select></label>'

    rows = []
    for r in rules:
        cwe = f"CWE-{r.cwe}" if r.cwe else ""
        rows.append(
            f'<tr data-characteristic="{r.characteristic.value}" data-severity="{r.severity.value}">'
            f'<td><a href="{r.id}/">{r.id}</a></td><td>{html.escape(r.name)}</td>'
            f"<td>{r.characteristic.value}</td><td>{cwe}</td><td>{r.severity.value}</td><td>{r.source}</td></tr>"
        )
    return (
        "# Rules\n\n"
        f"{len(rules)} rules: codereward's own AST rules (CR), and the rules of ruff, bandit, radon, vulture and mypy "
        "that the score reads, each mapped to a CISQ characteristic, a CWE and a severity. "
        "`codereward rules ID` prints the same page as each link below.\n\n"
        f'<div class="rule-filters">{options("characteristic", [c.value for c in Characteristic])} '
        f'{options("severity", [s.value for s in Severity])} <span id="rule-count"></span></div>\n\n'
        '<table id="rule-table"><thead><tr><th>id</th><th>name</th><th>characteristic</th><th>CWE</th>'
        "<th>severity</th><th>source</th></tr></thead><tbody>\n" + "\n".join(rows) + "\n</tbody></table>\n"
    )


def _field_comments() -> dict[str, str]:
    """Config field -> the comment beside it (trailing) or the ``#:`` lines right above it."""
    source = inspect.getsource(config_module.Config)
    lines = source.splitlines()
    comments: dict[str, str] = {}
    body = ast.parse(source).body[0].body
    for node in body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        line = lines[node.lineno - 1]
        text = ""
        if "  # " in line:
            text = line.split("  # ", 1)[1].strip()
        above, i = [], node.lineno - 2
        while i >= 0 and lines[i].strip().startswith("#:"):
            above.insert(0, lines[i].strip()[2:].strip())
            i -= 1
        comments[node.target.id] = " ".join(above + ([text] if text else []))
    return comments


def configuration_page() -> str:
    comments = _field_comments()
    rows = []
    for field in dataclasses.fields(config_module.Config):
        if field.default is not dataclasses.MISSING:
            default = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            default = ""
        key = field.name.replace("_", "-")
        shown = "" if default is None else repr(default).replace("|", "\\|")
        note = comments.get(field.name, "").replace("|", "\\|")
        rows.append(f"| `{key}` | `{shown}` | {note} |")
    return (
        "# Configuration\n\n"
        "Settings live in `pyproject.toml` under `[tool.codereward]` (or in a `codereward.toml`), found the way ruff "
        "finds its own: the closest file in the analysed directory or above. A command-line flag of the same name "
        "overrides the file (`max-bytes = 500000` and `--max-bytes 500000`).\n\n"
        "```toml\n[tool.codereward]\nprofile = \"thorough\"\nignore = [\"D\"]\nfail-on = \"high\"\n```\n\n"
        "| key | default | meaning |\n| --- | --- | --- |\n" + "\n".join(rows) + "\n"
    )


def cli_page() -> str:
    parser = build_parser()
    parts = ["# Command line\n", "Every command's `--help`, as the installed `codereward` prints it.\n"]
    parts.append(_help_block("codereward", parser))
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, command in sub.choices.items():
        parts.append(_help_block(f"codereward {name}", command))
        nested = [a for a in command._actions if isinstance(a, argparse._SubParsersAction)]
        for action in nested:
            for child_name, child in action.choices.items():
                parts.append(_help_block(f"codereward {name} {child_name}", child, level=3))
    return "\n".join(parts)


def _help_block(title: str, parser: argparse.ArgumentParser, level: int = 2) -> str:
    out = io.StringIO()
    width = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"  # argparse wraps at the terminal's width: the page must not depend on it
    try:
        with redirect_stdout(out):
            parser.print_help()
    finally:
        if width is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = width
    return f"{'#' * level} `{title}`\n\n```text\n{out.getvalue().rstrip()}\n```\n"
