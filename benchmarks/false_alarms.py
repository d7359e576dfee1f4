"""False alarms on well-maintained code: codereward's thorough profile on real modules.

The modules (``well_maintained/modules.txt``) are the standard library's and installed
packages', read from their installed files by import path. Counted, as issue 13 asks:
codereward's own rules in reliability, performance and security, and every security
finding whichever tool made it. A counted finding is real when ``well_maintained/real.txt``
lists it (module, rule and source line, with the reason, judged by reading the code);
every other one is a false alarm. ``tests/test_false_alarms.py`` asserts the count.

    python benchmarks/false_alarms.py [--profile thorough] [--list]
    python benchmarks/false_alarms.py --scan [PACKAGE ...]

Prints one row per rule (counted, real, false) and, with ``--list``, every false alarm.
``--scan`` counts the same findings, unjudged, over every file of the standard library's
top level and of the named installed packages (default: the packages of ``modules.txt``),
to look for rules that fire too often beyond the judged modules.
"""

from __future__ import annotations

import argparse
import importlib.util
import sysconfig
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.findings import Characteristic, Finding

HERE = Path(__file__).resolve().parent / "well_maintained"
COUNTED = (Characteristic.RELIABILITY, Characteristic.PERFORMANCE, Characteristic.SECURITY)


@dataclass(frozen=True)
class Counted:
    module: str
    finding: Finding
    line_text: str
    real: bool


def modules(path: Path = HERE / "modules.txt") -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def real_findings(path: Path = HERE / "real.txt") -> set[tuple[str, str, str]]:
    """(module, rule, stripped source line) of every finding judged real."""
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            module, rule, text, _why = (part.strip() for part in line.split(" | ", 3))
            found.add((module, rule, text))
    return found


def is_counted(finding: Finding) -> bool:
    own = finding.source == "codereward" and finding.characteristic in COUNTED
    return own or finding.characteristic is Characteristic.SECURITY


def count(profile: str = "thorough") -> list[Counted]:
    names = modules()
    sources = [Path(importlib.util.find_spec(name).origin).read_text(encoding="utf-8") for name in names]
    with Analyzer(Config(profile=profile)) as analyzer:
        reports = analyzer.analyze_many(sources, names)
    real = real_findings()
    counted = []
    for name, source, report in zip(names, sources, reports):
        lines = source.splitlines()
        for finding in report.findings:
            if is_counted(finding):
                text = lines[finding.line - 1].strip()
                counted.append(Counted(name, finding, text, (name, finding.rule, text) in real))
    return counted


def scanned_files(packages: list[str]) -> list[Path]:
    """The standard library's top-level modules and every file of ``packages`` (tests left out)."""
    files = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("[!_]*.py"))
    for package in packages:
        spec = importlib.util.find_spec(package)
        for root in (spec.submodule_search_locations or []) if spec else []:
            files += sorted(path for path in Path(root).rglob("*.py") if "tests" not in path.parts)
    return files


def scan(packages: list[str], profile: str = "thorough") -> Counter:
    """Counted findings per rule over ``scanned_files``; empty modules left out."""
    files = scanned_files(packages)
    sources = [path.read_text(encoding="utf-8", errors="replace") for path in files]
    found: Counter = Counter()
    with Analyzer(Config(profile=profile)) as analyzer:
        for source, report in zip(sources, analyzer.analyze_many(sources, [str(f) for f in files])):
            if source.strip():
                found.update(f.rule for f in report.findings if is_counted(f))
    print(f"{len(files)} files, profile {profile}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", default="thorough", choices=("fast", "thorough"))
    parser.add_argument("--list", action="store_true", help="print every false alarm")
    parser.add_argument("--scan", nargs="*", metavar="PACKAGE",
                        help="count (unjudged) over the stdlib top level and these installed packages")
    args = parser.parse_args(argv)
    if args.scan is not None:
        packages = args.scan or sorted({name.split(".")[0] for name in modules() if "." in name})
        found = scan(packages, args.profile)
        security = sum(n for rule, n in found.items() if rule.startswith(("S", "CR2")))
        print(" ".join(f"{rule} {n}" for rule, n in found.most_common()))
        print(f"counted {sum(found.values())}, of them security {security}")
        return 0
    counted = count(args.profile)
    by_rule, real = Counter(c.finding.rule for c in counted), Counter(c.finding.rule for c in counted if c.real)
    print(f"{len(modules())} modules, profile {args.profile}")
    print(f"{'rule':<8} {'counted':>8} {'real':>5} {'false':>6}")
    for rule in sorted(by_rule):
        print(f"{rule:<8} {by_rule[rule]:>8} {real[rule]:>5} {by_rule[rule] - real[rule]:>6}")
    false = [c for c in counted if not c.real]
    print(f"{'all':<8} {len(counted):>8} {len(counted) - len(false):>5} {len(false):>6}")
    if args.list:
        for c in false:
            print(f"false: {c.module}:{c.finding.line} {c.finding.rule} {c.line_text[:80]}")
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
