"""False alarms of the security-depth rules on well-maintained code.

Runs codereward's security rules CR205-CR235 (API misuse, hidden code, source-to-sink
tracking) and the rules that judge a call by its context (hard-coded credentials, weak
hashes and randomness, cookies, the session, binding: ``CONTEXT_RULES``) over the Python
files of the standard library and of the installed packages named below (tests left
out) and prints every finding, then a count per rule. On such code a finding should be
rare and right.

    python benchmarks/security_false_alarms.py [--packages requests,click,...] [--site DIR ...]

``--site`` names the site-packages folders the packages are looked for in (default: this
interpreter's); the last line also gives the findings per 1,000 lines read.
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


def files(packages: tuple[str, ...], sites: tuple[Path, ...] = ()) -> list[Path]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    sites = sites or (Path(sysconfig.get_paths()["purelib"]),)
    found = [path for path in [*stdlib.glob("*.py"), *stdlib.glob("*/*.py")]
             if not {"site-packages", "test"} & set(path.relative_to(stdlib).parts)]
    for package in packages:  # from the first site that has it
        site = next((site for site in sites if (site / package).is_dir()), None)
        if site is not None:
            found.extend(path for path in (site / package).rglob("*.py")
                         if "tests" not in path.relative_to(site).parts and "test" not in path.relative_to(site).parts)
    return sorted(path for path in found if not path.name.startswith("test_"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--packages", default=",".join(PACKAGES), help="installed packages to read besides the stdlib")
    parser.add_argument("--site", type=Path, action="append", default=[], metavar="DIR",
                        help="a site-packages folder to look for the packages in (repeatable)")
    args = parser.parse_args(argv)
    rules = [registered()[rule_id]() for rule_id in [*DEPTH_RULES, *CONTEXT_RULES] if rule_id in registered()]
    counts: Counter[str] = Counter()
    analysed = lines = 0
    for path in files(tuple(p for p in args.packages.split(",") if p), tuple(args.site)):
        try:
            source = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        snippet = Snippet.parse(source, path=str(path))
        if not snippet.ok:
            continue
        analysed += 1
        lines += source.count("\n") + 1
        for rule in rules:
            for finding in rule.check(snippet):
                counts[finding.rule] += 1
                print(f"{path}:{finding.line}: {finding.rule} CWE-{finding.cwe} {finding.message}")
    total = sum(counts.values())
    print(f"\n{analysed} modules, {lines:,} lines, {total} findings of {len(rules)} rules "
          f"({1000 * total / max(lines, 1):.3f} per 1,000 lines)"
          + (": " + ", ".join(f"{rule} {n}" for rule, n in sorted(counts.items())) if counts else ""))
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
