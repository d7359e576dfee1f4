"""False alarms of the security-depth rules on well-maintained code.

Runs codereward's security rules CR205-CR235 (API misuse, hidden code, source-to-sink
tracking) and the rules that judge a call by its context (hard-coded credentials, weak
hashes and randomness, cookies, the session, binding: ``CONTEXT_RULES``) over the Python
files of the standard library and of the installed packages named below (tests left
out) and prints every finding, then a count per rule. On such code a finding should be
rare and right.

    python benchmarks/security_false_alarms.py [--packages requests,click,...]
"""

from __future__ import annotations

import argparse
import sys
import sysconfig
from collections import Counter
from pathlib import Path

from codereward.rules import registered
from codereward.snippet import Snippet

sys.path.insert(0, str(Path(__file__).resolve().parent))
from security_detection import DEPTH_RULES  # noqa: E402

#: security rules outside CR205-CR235 that decide by what reaches a call, how it is set or where its value goes
CONTEXT_RULES = ("CR201", "CR203", "CR204", "CR209", "CR237", "CR238", "CR239", "CR240")
PACKAGES = ("requests", "click", "jinja2", "urllib3", "rich", "attr", "httpx", "fastapi", "starlette", "flask",
            "werkzeug", "django")


def files(packages: tuple[str, ...]) -> list[Path]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    site = Path(sysconfig.get_paths()["purelib"])
    found = [*stdlib.glob("*.py"), *stdlib.glob("*/*.py")]
    for package in packages:
        found.extend((site / package).rglob("*.py"))
    return sorted(path for path in found if "test" not in path.parts and not path.name.startswith("test_")
                  and "site-packages" not in path.relative_to(stdlib if path.is_relative_to(stdlib) else site).parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--packages", default=",".join(PACKAGES), help="installed packages to read besides the stdlib")
    args = parser.parse_args(argv)
    rules = [registered()[rule_id]() for rule_id in [*DEPTH_RULES, *CONTEXT_RULES] if rule_id in registered()]
    counts: Counter[str] = Counter()
    analysed = 0
    for path in files(tuple(p for p in args.packages.split(",") if p)):
        try:
            source = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        snippet = Snippet.parse(source, path=str(path))
        if not snippet.ok:
            continue
        analysed += 1
        for rule in rules:
            for finding in rule.check(snippet):
                counts[finding.rule] += 1
                print(f"{path}:{finding.line}: {finding.rule} CWE-{finding.cwe} {finding.message}")
    print(f"\n{analysed} modules, {sum(counts.values())} findings of {len(rules)} rules"
          + (": " + ", ".join(f"{rule} {n}" for rule, n in sorted(counts.items())) if counts else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
