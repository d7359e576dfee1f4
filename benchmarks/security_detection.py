"""Security detection on the labelled cases: codereward against bandit and ruff's S rules.

Runs every variant of every case in ``security_cases.py`` (written for this project: one
weakness each, labelled with its CWE, with a clean twin and, for data-flow cases, a
sanitized variant) through

- codereward, fast profile (its security findings: own rules and ruff's S rules);
- codereward without the rules of the security-depth work (CR205-CR235), i.e. what it
  finds with the tools and its other rules alone;
- bandit (every default test, its own CWE per finding);
- ruff ``--select S`` (bandit's tests as ruff ports them; a code's CWE is bandit's,
  from ``tools/ruff_rules.py``);
- bandit and ruff together;

and prints, per tool, how many flawed snippets it flags, how many with the exact CWE,
how many clean twins it leaves silent, and how many sanitized variants it leaves silent.

    python benchmarks/security_detection.py [--cases] [--markdown]

``--cases`` adds one line per case. Nothing is timed.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.findings import Characteristic
from codereward.tools.ruff_rules import RUFF_RULES

sys.path.insert(0, str(Path(__file__).resolve().parent))
from security_cases import CASES  # noqa: E402

#: what a tool reports for one source: the CWE ids of its security findings (None: no CWE)
Found = list[int | None]
VARIANTS = ("flawed", "clean", "sanitized")
#: the rules of the security-depth work: API misuse, hidden code, source-to-sink tracking
DEPTH_RULES = [f"CR{number}" for number in range(205, 236)]


def codereward(sources: list[str], ignore: list[str] | None = None) -> list[Found]:
    with Analyzer(Config(profile="fast", jobs=1, ignore=ignore or [])) as analyzer:
        return [[f.cwe for f in report.findings if f.characteristic is Characteristic.SECURITY]
                for report in analyzer.analyze_many(sources)]


def _script(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.is_file() else shutil.which(name)
    if found is None:
        sys.exit(f"{name} is not installed (pip install {name})")
    return found


def _files(sources: list[str], run: Callable[[Path], dict[str, Found]]) -> list[Found]:
    with tempfile.TemporaryDirectory(prefix="codereward-security-") as tmp:
        paths = []
        for index, source in enumerate(sources):
            path = Path(tmp, f"case_{index}.py")
            path.write_text(source, encoding="utf-8")
            paths.append(path)
        found = run(Path(tmp))
        return [found.get(path.name, []) for path in paths]


def bandit(sources: list[str]) -> list[Found]:
    def run(folder: Path) -> dict[str, Found]:
        done = subprocess.run([_script("bandit"), "-q", "-r", "-f", "json", str(folder)],
                              capture_output=True, text=True, check=False)
        found: dict[str, Found] = {}
        for issue in json.loads(done.stdout or "{}").get("results", []):
            found.setdefault(Path(issue["filename"]).name, []).append((issue.get("issue_cwe") or {}).get("id"))
        return found
    return _files(sources, run)


def ruff_s(sources: list[str]) -> list[Found]:
    def run(folder: Path) -> dict[str, Found]:
        done = subprocess.run([_script("ruff"), "check", "--select", "S", "--isolated", "--no-cache", "--exit-zero",
                               "--output-format", "json", str(folder)], capture_output=True, text=True, check=False)
        found: dict[str, Found] = {}
        for item in json.loads(done.stdout or "[]"):
            cwe = RUFF_RULES.get(item["code"], (None, None, None))[1]
            found.setdefault(Path(item["filename"]).name, []).append(cwe)
        return found
    return _files(sources, run)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", action="store_true", help="one line per case")
    parser.add_argument("--markdown", action="store_true", help="the summary as a Markdown table")
    args = parser.parse_args(argv)

    keys = [(case, variant) for case in CASES for variant in VARIANTS if getattr(case, variant) is not None]
    sources = [getattr(case, variant) for case, variant in keys]
    tools: dict[str, list[Found]] = {
        "codereward (fast)": codereward(sources),
        "codereward without CR205-CR235": codereward(sources, DEPTH_RULES),
        "bandit": bandit(sources),
        "ruff S rules": ruff_s(sources),
    }
    tools["bandit + ruff S"] = [a + b for a, b in zip(tools["bandit"], tools["ruff S rules"])]
    results = {name: dict(zip([(case.name, variant) for case, variant in keys], found))
               for name, found in tools.items()}

    flawed = len(CASES)
    sanitized = sum(case.sanitized is not None for case in CASES)
    rows = []
    for name, found in results.items():
        flagged = sum(bool(found[case.name, "flawed"]) for case in CASES)
        exact = sum(case.cwe in found[case.name, "flawed"] for case in CASES)
        clean_silent = sum(not found[case.name, "clean"] for case in CASES)
        sanitized_silent = sum(not found[case.name, "sanitized"] for case in CASES if case.sanitized is not None)
        rows.append((name, flagged, exact, clean_silent, sanitized_silent))

    print(f"{flawed} labelled cases ({sum(c.kind == 'flow' for c in CASES)} source-to-sink, "
          f"{sum(c.kind == 'api' for c in CASES)} API misuse, {sum(c.kind == 'hidden' for c in CASES)} hidden code), "
          f"{flawed} clean twins, {sanitized} sanitized variants\n")
    if args.markdown:
        print("| tool | flawed flagged | with the exact CWE | clean twins silent | sanitized variants silent |")
        print("| --- | --- | --- | --- | --- |")
        for name, flagged, exact, clean_silent, sanitized_silent in rows:
            print(f"| {name} | {flagged}/{flawed} | {exact}/{flawed} | {clean_silent}/{flawed} | "
                  f"{sanitized_silent}/{sanitized} |")
    else:
        print(f"  {'tool':<32} {'flagged':>9} {'exact CWE':>10} {'clean silent':>13} {'sanitized silent':>17}")
        for name, flagged, exact, clean_silent, sanitized_silent in rows:
            print(f"  {name:<32} {flagged:>6}/{flawed} {exact:>7}/{flawed} {clean_silent:>10}/{flawed} "
                  f"{sanitized_silent:>14}/{sanitized}")
    if args.cases:
        print()
        names = list(results)
        print(f"  {'case':<28} {'CWE':>5}  " + "  ".join(f"{n[:14]:>14}" for n in names))
        for case in CASES:
            cells = []
            for name in names:
                found = results[name][case.name, "flawed"]
                cells.append("exact" if case.cwe in found else ("flagged" if found else "-"))
            print(f"  {case.name:<28} {case.cwe:>5}  " + "  ".join(f"{cell:>14}" for cell in cells))
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
