"""Security scorecard: true-positive rate minus false-positive rate, per category, on web handlers.

The corpus (``web_handlers/``, written for this project by ``web_handlers_build/write_corpus.py``)
holds small Flask, Django and FastAPI request handlers in 14 weakness categories; every
vulnerable handler has a safe look-alike that differs only in what makes it safe, and
``labels.csv`` says which is which. Each tool runs once over all files:

- codereward, thorough profile, through its Python API in this process;
- bandit (every default test), one batched run;
- ruff ``--select S`` (every S rule, preview off), one batched run.

A case counts as flagged by a tool when the tool reports, anywhere in the file, a finding
that maps to the case's category (``categories_of``): by the finding's CWE where it is one
of the category's CWEs (``CATEGORY_CWES``), or by its test id / rule code
(``CATEGORY_CODES``: bandit's ``Bnnn`` and ruff's ``Snnn`` ports share the number), because
bandit's CWE is too coarse to place some tests (CWE-20 for every XML parser and for
``yaml.load``, CWE-78 for ``eval`` and ``exec``). Per category,
TPR = flagged vulnerable / vulnerable, FPR = flagged safe / safe, score = TPR - FPR; a
tool's overall figure is the plain average over the categories.

The same report keeps the project's other security benchmarks, so that a change shows
what it costs elsewhere: the labelled cases with clean twins and sanitized variants
(``security_detection.py``), the judged false alarms on well-maintained modules
(``false_alarms.py``) and the security-depth rules over the standard library and
installed packages (``security_false_alarms.py``). ``--quick`` leaves out the last two
(the slow parts).

    python benchmarks/security_scorecard.py [--quick] [--tools codereward,bandit,ruff]
        [--category sqli] [--json out.json] [--show-misses codereward] [--markdown] [--profile fast]
        [--compare earlier.json] [--corpus DIR] [--batch blind1]
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import io
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.config import PROFILES, Config
from codereward.tools.ruff_rules import RUFF_RULES

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "web_handlers"
sys.path.insert(0, str(HERE))
import provenance  # noqa: E402
import security_detection  # noqa: E402

#: the CWEs that place a finding in each category
CATEGORY_CWES: dict[str, frozenset[int]] = {
    "cmdi": frozenset({77, 78, 88}),
    "codeinj": frozenset({94, 95}),
    "deserialization": frozenset({502}),
    "hash": frozenset({327, 328, 916}),
    "ldapi": frozenset({90}),
    "pathtraver": frozenset({22, 23, 36, 73}),
    "redirect": frozenset({601}),
    "securecookie": frozenset({614, 1004}),
    "sqli": frozenset({89, 564}),
    "trustbound": frozenset({501}),
    "weakrand": frozenset({330, 331, 338}),
    "xpathi": frozenset({643}),
    "xss": frozenset({79, 80}),
    "xxe": frozenset({611, 776, 827}),
}

#: bandit test ids and ruff S codes (same number) that place a finding in a category
#: whatever CWE the tool gives it; from bandit's test list and ruff's S rule pages
CATEGORY_CODES: dict[str, frozenset[int]] = {
    "cmdi": frozenset({601, 602, 603, 604, 605, 606, 607, 609}),
    "codeinj": frozenset({102, 307}),
    "deserialization": frozenset({301, 302, 403, 506, 614}),
    "hash": frozenset({303, 324}),
    "sqli": frozenset({608, 610, 611}),
    "weakrand": frozenset({311}),
    "xss": frozenset({308, 701, 702, 703, 704}),
    "xxe": frozenset({313, 314, 315, 316, 317, 318, 319, 320, 405, 406, 407, 408, 409, 410}),
}

TOOLS = ("codereward", "bandit", "ruff")
#: what a tool reports for one file: (rule id, CWE or None) per finding
Findings = list[tuple[str, int | None]]


@dataclass(frozen=True)
class Label:
    file: str
    category: str
    cwe: int
    vulnerable: bool
    framework: str
    source: str
    idiom: str
    sink: str
    safe_by: str
    twin: str
    #: where the sink is: in the handler, or in a function of the module it calls
    placement: str = "handler"
    #: ``generated``, ``hand`` or a batch written blind (``blind1``): ``--batch`` scores one alone
    batch: str = ""


@dataclass(frozen=True)
class Rates:
    vulnerable: int
    safe: int
    true_positives: int
    false_positives: int

    @property
    def tpr(self) -> float:
        return self.true_positives / self.vulnerable if self.vulnerable else 0.0

    @property
    def fpr(self) -> float:
        return self.false_positives / self.safe if self.safe else 0.0

    @property
    def score(self) -> float:
        return self.tpr - self.fpr


def load_labels(root: Path = CORPUS) -> list[Label]:
    with open(root / "labels.csv", newline="", encoding="utf-8") as handle:
        return [Label(row["file"], row["category"], int(row["cwe"]), row["vulnerable"] == "true", row["framework"],
                      row["source"], row["idiom"], row["sink"], row["safe_by"], row["twin"], row["placement"],
                      row.get("batch", ""))
                for row in csv.DictReader(handle)]


def categories_of(rule: str, cwe: int | None) -> set[str]:
    """The categories one finding counts for."""
    found = {name for name, cwes in CATEGORY_CWES.items() if cwe in cwes}
    if rule[:1] in ("B", "S") and rule[1:].isdigit():
        found |= {name for name, codes in CATEGORY_CODES.items() if int(rule[1:]) in codes}
    return found


def flagged(labels: Iterable[Label], findings: dict[str, Findings]) -> set[str]:
    """The files whose findings include one in the file's own category."""
    return {label.file for label in labels
            if any(label.category in categories_of(rule, cwe) for rule, cwe in findings.get(label.file, []))}


def score(labels: Iterable[Label], flagged_files: set[str]) -> dict[str, Rates]:
    """Per category: how many vulnerable and safe cases, and how many of each were flagged."""
    counts: dict[str, list[int]] = {}
    for label in labels:
        row = counts.setdefault(label.category, [0, 0, 0, 0])
        hit = label.file in flagged_files
        if label.vulnerable:
            row[0] += 1
            row[2] += hit
        else:
            row[1] += 1
            row[3] += hit
    return {category: Rates(*row) for category, row in sorted(counts.items())}


def overall(rates: dict[str, Rates]) -> tuple[float, float, float]:
    """(TPR, FPR, score) averaged over the categories, each category weighing the same."""
    n = len(rates) or 1
    return (sum(r.tpr for r in rates.values()) / n, sum(r.fpr for r in rates.values()) / n,
            sum(r.score for r in rates.values()) / n)


def changes(labels: Iterable[Label], before: set[str], after: set[str]) -> dict[str, list[str]]:
    """The files whose verdict a change moved, by what the move means."""
    moved: dict[str, list[str]] = {"found": [], "lost": [], "new false alarms": [], "false alarms gone": []}
    for label in labels:
        was, now = label.file in before, label.file in after
        if was != now:
            kind = ("found" if now else "lost") if label.vulnerable else ("new false alarms" if now else
                                                                          "false alarms gone")
            moved[kind].append(label.file)
    return moved


# --- the tools ---------------------------------------------------------------------------

def run_codereward(paths: list[Path], profile: str = "thorough") -> dict[str, Findings]:
    sources = [path.read_text(encoding="utf-8") for path in paths]
    with Analyzer(Config(profile=profile)) as analyzer:
        reports = analyzer.analyze_many(sources, [str(path) for path in paths])
    return {path.name: [(f.rule, f.cwe) for f in report.findings] for path, report in zip(paths, reports)}


def _report(done: subprocess.CompletedProcess, tool: str):
    """The tool's JSON report, or exit with what it said when it wrote none."""
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        sys.exit(f"{tool} exited with {done.returncode} and no JSON report: {done.stderr.strip()[-500:]}")


def run_bandit(paths: list[Path]) -> dict[str, Findings]:
    done = subprocess.run([security_detection._script("bandit"), "-q", "-f", "json", *map(str, paths)],
                          capture_output=True, text=True, check=False)
    found: dict[str, Findings] = {}
    for issue in _report(done, "bandit").get("results", []):
        found.setdefault(Path(issue["filename"]).name, []).append(
            (issue["test_id"], (issue.get("issue_cwe") or {}).get("id")))
    return found


def run_ruff(paths: list[Path]) -> dict[str, Findings]:
    done = subprocess.run([security_detection._script("ruff"), "check", "--select", "S", "--isolated", "--no-cache", "--exit-zero",
                           "--output-format", "json", *map(str, paths)], capture_output=True, text=True, check=False)
    found: dict[str, Findings] = {}
    for item in _report(done, "ruff"):
        cwe = RUFF_RULES.get(item["code"], (None, None, None))[1]
        found.setdefault(Path(item["filename"]).name, []).append((item["code"], cwe))
    return found


RUNNERS: dict[str, Callable[[list[Path]], dict[str, Findings]]] = {
    "codereward": run_codereward, "bandit": run_bandit, "ruff": run_ruff}
TITLES = {"codereward": "codereward (thorough)", "bandit": "bandit", "ruff": "ruff --select S"}


# --- the other benchmarks ----------------------------------------------------------------

def _captured(main: Callable[[list[str]], int], argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(argv)
    return out.getvalue()


def other_benchmarks(quick: bool) -> dict[str, str]:
    """The text of the project's other security benchmarks (the slow ones unless ``quick``)."""
    found = {"labelled cases (security_detection.py)": _captured(security_detection.main, ["--markdown"]).strip()}
    if not quick:
        import false_alarms
        import security_false_alarms

        counted = false_alarms.count("thorough")
        false = [c for c in counted if not c.real]
        lines = [f"{len(false_alarms.modules())} modules: {len(counted)} counted findings, "
                 f"{len(counted) - len(false)} real, {len(false)} false alarms"]
        lines += [f"  false: {c.module}:{c.finding.line} {c.finding.rule} {c.line_text[:70]}" for c in false]
        found["well-maintained modules (false_alarms.py)"] = "\n".join(lines)
        text = _captured(security_false_alarms.main, [])
        found["stdlib and packages, CR205-CR235 (security_false_alarms.py)"] = text.strip().splitlines()[-1]
    return found


# --- report ------------------------------------------------------------------------------

def table(results: dict[str, dict[str, Rates]], markdown: bool) -> str:
    tools = list(results)
    categories = sorted({c for rates in results.values() for c in rates})
    lines = []
    if markdown:
        lines.append("| category | cases | " + " | ".join(f"{TITLES[t]} TPR / FPR / score" for t in tools) + " |")
        lines.append("|---|---|" + "---|" * len(tools))
    else:
        lines.append(f"{'category':<16} {'cases':>9}  " + "  ".join(f"{TITLES[t]:>24}" for t in tools))
        lines.append(f"{'':<16} {'vuln/safe':>9}  " + "  ".join(f"{'TPR   FPR  score':>24}" for _ in tools))
    for category in categories:
        first = results[tools[0]][category]
        cells = [results[t][category] for t in tools]
        if markdown:
            lines.append(f"| {category} | {first.vulnerable}/{first.safe} | "
                         + " | ".join(f"{r.tpr:.2f} / {r.fpr:.2f} / {r.score:+.2f}" for r in cells) + " |")
        else:
            lines.append(f"{category:<16} {f'{first.vulnerable}/{first.safe}':>9}  "
                         + "  ".join(f"{r.tpr:>10.2f} {r.fpr:>5.2f} {r.score:>+6.2f}" for r in cells))
    averages = [overall(results[t]) for t in tools]
    if markdown:
        lines.append("| **average** | | " + " | ".join(f"**{a[0]:.2f} / {a[1]:.2f} / {a[2]:+.2f}**"
                                                     for a in averages) + " |")
    else:
        lines.append(f"{'average':<16} {'':>9}  " + "  ".join(f"{a[0]:>10.2f} {a[1]:>5.2f} {a[2]:>+6.2f}"
                                                        for a in averages))
    return "\n".join(lines)


def summary_table(results: dict[str, dict[str, Rates]]) -> str:
    """The overall figures as a Markdown table (the README's)."""
    lines = ["| tool | TPR | FPR | score |", "|---|---|---|---|"]
    for tool, rates in results.items():
        tpr, fpr, total = overall(rates)
        lines.append(f"| {TITLES[tool]} | {tpr:.2f} | {fpr:.2f} | {total:+.2f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default=",".join(TOOLS), help="comma-separated: " + ", ".join(TOOLS))
    parser.add_argument("--category", action="append", help="only this category (repeatable)")
    parser.add_argument("--json", type=Path, metavar="OUT", help="write every figure and flagged file here")
    parser.add_argument("--show-misses", metavar="TOOL", help="list the false negatives and positives of TOOL")
    parser.add_argument("--markdown", action="store_true", help="tables in Markdown")
    parser.add_argument("--quick", action="store_true", help="skip the slow benchmarks on well-maintained code")
    parser.add_argument("--corpus-only", action="store_true", help="only the web-handler corpus")
    parser.add_argument("--profile", default="thorough", choices=PROFILES, help="codereward's profile")
    parser.add_argument("--compare", type=Path, metavar="OLD", help="a --json file of an earlier run: what moved")
    parser.add_argument("--batch", action="append",
                        help="only the cases of this batch (generated, hand, blind1; repeatable)")
    parser.add_argument("--corpus", type=Path, default=CORPUS, metavar="DIR",
                        help="another labelled corpus of the same shape (a labels.csv beside its files)")
    args = parser.parse_args(argv)

    tools = [t.strip() for t in args.tools.split(",") if t.strip()]
    unknown = [t for t in tools if t not in RUNNERS]
    if unknown:
        parser.error(f"unknown tool(s) {', '.join(unknown)}; choose from {', '.join(TOOLS)}")
    if args.show_misses and args.show_misses not in tools:
        parser.error(f"--show-misses {args.show_misses}: that tool is not in --tools")
    earlier = None
    if args.compare:
        try:
            earlier = json.loads(args.compare.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            parser.error(f"--compare {args.compare}: not a --json file of this script ({error})")
    if not (args.corpus / "labels.csv").is_file():
        parser.error(f"--corpus {args.corpus}: no labels.csv there")
    labels = load_labels(args.corpus)
    if args.category:
        missing = set(args.category) - {label.category for label in labels}
        if missing:
            parser.error(f"unknown category {', '.join(sorted(missing))}")
        labels = [label for label in labels if label.category in args.category]
    if args.batch:
        missing = set(args.batch) - {label.batch for label in labels}
        if missing:
            parser.error(f"unknown batch {', '.join(sorted(missing))}")
        labels = [label for label in labels if label.batch in args.batch]
    paths = [args.corpus / label.file for label in labels]

    results: dict[str, dict[str, Rates]] = {}
    flagged_by: dict[str, set[str]] = {}
    speed: dict[str, float] = {}
    TITLES["codereward"] = f"codereward ({args.profile})"
    for tool in tools:
        start = time.perf_counter()
        findings = run_codereward(paths, args.profile) if tool == "codereward" else RUNNERS[tool](paths)
        speed[tool] = len(paths) / max(time.perf_counter() - start, 1e-9)
        flagged_by[tool] = flagged(labels, findings)
        results[tool] = score(labels, flagged_by[tool])

    vulnerable = sum(label.vulnerable for label in labels)
    frameworks = sorted({label.framework for label in labels})
    print(f"web handlers: {len(labels)} cases ({vulnerable} vulnerable, {len(labels) - vulnerable} safe), "
          f"{len(results[tools[0]]) if tools else 0} categories, {', '.join(frameworks)}\n")
    if tools:
        print(table(results, args.markdown))
        if args.markdown:
            print("\n" + summary_table(results))
        print("\n" + "  ".join(f"{TITLES[t]}: {speed[t]:.0f} files/s" for t in tools))
    if args.show_misses:
        by_file = {label.file: label for label in labels}
        hits = flagged_by[args.show_misses]
        print(f"\n{TITLES[args.show_misses]}: misses (vulnerable, not flagged) and false alarms (safe, flagged)")
        for name, label in sorted(by_file.items()):
            if label.vulnerable != (name in hits):
                kind = "miss " if label.vulnerable else "false"
                print(f"  {kind} {label.category:<16} {name:<24} {label.framework:<8} {label.source:<14} "
                      f"{label.idiom:<16} {label.sink}{' in a helper' if label.placement == 'helper' else ''}"
                      f"{'' if label.vulnerable else ' (safe by ' + label.safe_by + ')'}")
    if earlier is not None:
        for tool in [t for t in tools if t in earlier.get("tools", {})]:
            before = earlier["tools"][tool]
            now_tpr, now_fpr, now_score = overall(results[tool])
            print(f"\n{TITLES[tool]} against {args.compare}: score {before['overall']['score']:+.2f} -> "
                  f"{now_score:+.2f} (TPR {before['overall']['tpr']:.2f} -> {now_tpr:.2f}, "
                  f"FPR {before['overall']['fpr']:.2f} -> {now_fpr:.2f})")
            for category, rates in results[tool].items():
                then = before["categories"].get(category)
                if then and abs(then["score"] - rates.score) > 1e-9:
                    print(f"  {category:<16} {then['score']:+.2f} -> {rates.score:+.2f}")
            for kind, files in changes(labels, set(before["flagged"]), flagged_by[tool]).items():
                if files:
                    print(f"  {kind} ({len(files)}): {' '.join(files)}")
    others = {} if args.corpus_only else other_benchmarks(args.quick)
    for title, text in others.items():
        print(f"\n## {title}\n{text}")
    if args.json:
        payload = {
            "cases": len(labels),
            "tools": {tool: {"overall": dict(zip(("tpr", "fpr", "score"), overall(rates))),
                             "categories": {c: {**asdict(r), "tpr": r.tpr, "fpr": r.fpr, "score": r.score}
                                            for c, r in rates.items()},
                             "flagged": sorted(flagged_by[tool]), "files_per_second": speed[tool]}
                      for tool, rates in results.items()},
            "other_benchmarks": others,
            "provenance": provenance.record(None if argv is None else [__file__, *argv]),
        }
        args.json.write_text(json.dumps(payload, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(provenance.run(main))
