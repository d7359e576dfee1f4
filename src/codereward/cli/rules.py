"""``codereward rules [ID]``: the rule table, or one rule's documentation."""

from __future__ import annotations

import argparse
import json
import sys

from codereward.cli.errors import UsageError
from codereward.registry import all_rules, get_rule
from codereward.render import rule_page


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser("rules", help=summary)
    parser.add_argument("rule", nargs="?", metavar="ID", help="a rule id, e.g. CR301 or S602")
    parser.add_argument("--format", choices=("text", "json", "markdown"), default="text", help="output format (default text)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.rule:
        rule = get_rule(args.rule)
        if rule is None:
            raise UsageError(f"no rule {args.rule!r}; `codereward rules` lists them")
        if args.format == "json":
            print(json.dumps(_rule_json(rule), indent=2))
        else:
            sys.stdout.write(rule_page(rule))
        return 0
    rules = list(all_rules().values())
    if args.format == "json":
        print(json.dumps([_rule_json(r) for r in rules], indent=2))
    elif args.format == "markdown":
        sys.stdout.write(markdown_table(rules))
    else:
        for r in rules:
            cwe = f"CWE-{r.cwe}" if r.cwe else "-"
            print(f"{r.id:<9} {r.source:<10} {r.characteristic.value:<16} {cwe:<9} {r.severity.value:<8} {r.name}")
    return 0


def _rule_json(rule) -> dict:
    return {"id": rule.id, "name": rule.name, "characteristic": rule.characteristic.value, "cwe": rule.cwe,
            "severity": rule.severity.value, "message": rule.message, "source": rule.source, "profiles": list(rule.profiles)}


def markdown_table(rules) -> str:
    """The README's rule table."""
    lines = ["| id | name | characteristic | CWE | severity | source |", "| --- | --- | --- | --- | --- | --- |"]
    for r in rules:
        cwe = f"CWE-{r.cwe}" if r.cwe else ""
        lines.append(f"| {r.id} | {r.name} | {r.characteristic.value} | {cwe} | {r.severity.value} | {r.source} |")
    return "\n".join(lines) + "\n"
