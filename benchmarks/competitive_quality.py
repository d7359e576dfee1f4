"""Competitive-programming answers: the default quality profile against the competitive one, side by side.

    python benchmarks/competitive_quality.py                       # the labelled pairs in competitive_solutions/
    python benchmarks/competitive_quality.py --problems rows.jsonl  # imported rows' reference solutions
    python benchmarks/competitive_quality.py --problems /work/shared/corpora/MbppPlus.jsonl.gz

The labelled set (``benchmarks/competitive_solutions/``) holds stdin scripts in the style of
Codeforces / AtCoder answers and ``class Solution`` methods in the style of LeetCode, each
clean one (``NAME.clean.py``) with a flawed twin (``NAME.FLAW.py``: eval of input, quadratic
work where linear is easy, dead code, a leaked file, deep nesting, a bare except, ...). For
each profile it prints the mean quality of the clean and of the flawed answers, how often
the clean twin scores higher (pairwise; ties counted apart), and how much of the default
profile's penalty on the clean answers is style (findings of the rules the competitive
profile leaves out). ``docstrings pay`` is how many clean answers score higher once a
docstring is added to each of their functions and classes: what a policy would learn to do.

A problem JSONL (``--problems``; imported rows with ``reference_solution``, and optionally
``flawed_solution``) gives the same figures on its references (pairs only where a row has a
flawed solution). Every answer is analysed once; the competitive scores are the same reports
under the competitive profile (``Analyzer.profiled``).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from codereward.analyzer import Analyzer  # noqa: E402
from codereward.config import Config  # noqa: E402
from codereward.jsonl import read_jsonl  # noqa: E402
from codereward.quality_profiles import COMPETITIVE, DEFAULT, PROFILES  # noqa: E402

SOLUTIONS = Path(__file__).with_name("competitive_solutions")
PROFILE_NAMES = (DEFAULT, COMPETITIVE)


def labelled_pairs(folder: Path = SOLUTIONS) -> list[dict[str, str]]:
    """One entry per clean solution: ``name``, ``clean``, and ``flawed``/``flaw`` for each twin."""
    entries = []
    for clean in sorted(folder.glob("*.clean.py")):
        name = clean.name.removesuffix(".clean.py")
        for flawed in sorted(folder.glob(f"{name}.*.py")):
            if flawed != clean:
                flaw = flawed.name.removeprefix(f"{name}.").removesuffix(".py")
                entries.append({"name": name, "clean": clean.read_text(encoding="utf-8"),
                                "flawed": flawed.read_text(encoding="utf-8"), "flaw": flaw})
    return entries


def rows_pairs(path: Path) -> list[dict[str, str]]:
    """Entries from problem rows: the reference as clean, ``flawed_solution`` (if any) as its twin.
    EvalPlus's rows (MBPP+) name their reference ``canonical_solution``."""
    entries = []
    for row in read_jsonl(path):
        reference = row.get("reference_solution") or row.get("canonical_solution") or ""
        if not reference.strip():
            continue
        entry = {"name": str(row.get("id", len(entries))), "clean": reference}
        if (row.get("flawed_solution") or "").strip():
            entry.update(flawed=row["flawed_solution"], flaw=str(row.get("flaw") or "flawed"))
        entries.append(entry)
    return entries


def with_docstrings(code: str) -> str:
    """``code`` with a one-line docstring added to every function and class that has none."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return code
    lines = code.splitlines(keepends=True)
    inserts = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and ast.get_docstring(node) is None:
            first = node.body[0]
            if first.lineno > node.lineno:  # a body on its own lines
                inserts.append((first.lineno - 1, " " * first.col_offset + f'"""{node.name} of the solution."""\n'))
    for index, text in sorted(inserts, reverse=True):
        lines.insert(index, text)
    return "".join(lines)


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else float("nan")


def measure(entries: list[dict[str, str]]) -> dict[str, dict[str, object]]:
    """Per profile: the figures of the table (see the module docstring)."""
    clean_codes = list(dict.fromkeys(e["clean"] for e in entries))
    padded = {code: with_docstrings(code) for code in clean_codes}
    codes = list(dict.fromkeys([*clean_codes, *(e["flawed"] for e in entries if "flawed" in e), *padded.values()]))
    with Analyzer(Config()) as analyzer:
        base = dict(zip(codes, analyzer.analyze_many(codes)))
        reports = {name: {code: analyzer.profiled(report, name, len(code)) for code, report in base.items()}
                   for name in PROFILE_NAMES}
    dropped = PROFILES[COMPETITIVE]
    out: dict[str, dict[str, object]] = {}
    for name in PROFILE_NAMES:
        score = {code: report.score.overall for code, report in reports[name].items()}
        pairs = [e for e in entries if "flawed" in e]
        wins = sum(score[e["clean"]] > score[e["flawed"]] for e in pairs)
        ties = sum(score[e["clean"]] == score[e["flawed"]] for e in pairs)
        penalty = [1 - score[code] for code in clean_codes]
        style = Counter(f.rule for code in clean_codes for f in reports[name][code].findings if dropped.drops(f.rule))
        out[name] = {
            "clean": mean([score[c] for c in clean_codes]),
            "flawed": mean([score[e["flawed"]] for e in pairs]),
            "pairs": len(pairs), "wins": wins, "ties": ties,
            "margin": mean([score[e["clean"]] - score[e["flawed"]] for e in pairs]),
            "penalty": mean(penalty),
            "clean_with_findings": sum(1 for code in clean_codes if reports[name][code].findings),
            "docstrings_pay": sum(score[padded[code]] > score[code] for code in clean_codes),
            "style_rules": style,
            "per_flaw": Counter(e["flaw"] for e in pairs if score[e["clean"]] > score[e["flawed"]]),
            # what the profile costs in findings: dropped rules that fire on a flawed twin more than on its clean one
            "flaw_findings_dropped": sum(((Counter(f.rule for f in base[e["flawed"]].findings if dropped.drops(f.rule))
                                          - Counter(f.rule for f in base[e["clean"]].findings if dropped.drops(f.rule)))
                                         for e in pairs), Counter()),
            "flaws": Counter(e["flaw"] for e in pairs),
        }
    default_penalty = out[DEFAULT]["penalty"]
    style_part = (default_penalty - out[COMPETITIVE]["penalty"]) / default_penalty if default_penalty else 0.0
    out[DEFAULT]["style_share"] = style_part
    out["clean_answers"] = {"n": len(clean_codes)}
    return out


def table(result: dict[str, dict[str, object]]) -> list[str]:
    d, c = result[DEFAULT], result[COMPETITIVE]
    n = result["clean_answers"]["n"]
    rows = [
        ("clean answers: mean quality", f"{d['clean']:.3f}", f"{c['clean']:.3f}"),
        ("clean answers with any finding", f"{d['clean_with_findings']} of {n}", f"{c['clean_with_findings']} of {n}"),
    ]
    if c["pairs"]:
        rows += [
            ("flawed answers: mean quality", f"{d['flawed']:.3f}", f"{c['flawed']:.3f}"),
            ("clean twin scores higher (pairwise)", f"{d['wins']} of {d['pairs']}", f"{c['wins']} of {c['pairs']}"),
            ("pairs scored equal", f"{d['ties']}", f"{c['ties']}"),
            ("mean margin clean - flawed", f"{d['margin']:+.3f}", f"{c['margin']:+.3f}"),
        ]
    rows.append(("docstrings added pay (clean answers)", f"{d['docstrings_pay']} of {n}", f"{c['docstrings_pay']} of {n}"))
    out = [f"| {'':<38} | {'default':>12} | {'competitive':>12} |", f"|{'-' * 40}|{'-' * 14}|{'-' * 14}|"]
    out += [f"| {label:<38} | {a:>12} | {b:>12} |" for label, a, b in rows]
    out.append("")
    out.append(f"style share of the default profile's penalty on clean answers: {d['style_share']:.0%} "
               f"(rules: {', '.join(f'{r} {k}' for r, k in d['style_rules'].most_common()) or 'none'})")
    if c["pairs"]:
        missed = {flaw: total - c["per_flaw"].get(flaw, 0) for flaw, total in c["flaws"].items()}
        lost = c["flaw_findings_dropped"]
        out.append("findings of dropped rules that a flaw added (on a flawed twin, not on its clean one): "
                   f"{sum(lost.values())}" + (f" ({', '.join(f'{r} {k}' for r, k in lost.most_common())})" if lost else ""))
        out.append("flaws the competitive profile ranks below their clean twin: "
                   + ", ".join(f"{flaw} {c['per_flaw'].get(flaw, 0)}/{total}" for flaw, total in sorted(c["flaws"].items())))
        unseen = [flaw for flaw, count in sorted(missed.items()) if count]
        if unseen:
            out.append(f"not told apart by the competitive profile (no rule fires on that flaw): {', '.join(unseen)}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--problems", type=Path, help="a problem JSONL (default: the labelled pairs)")
    args = parser.parse_args(argv)
    entries = rows_pairs(args.problems) if args.problems else labelled_pairs()
    if not entries:
        print("no solutions to score", file=sys.stderr)
        return 2
    source = args.problems or SOLUTIONS.relative_to(ROOT)
    print(f"{len(entries)} entries from {source}")
    print("\n".join(table(measure(entries))))
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
