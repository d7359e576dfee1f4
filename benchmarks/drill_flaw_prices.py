"""What each drill flaw family costs in the paper's score, against the clean twin of the same drill.

For a sample of training drills (``make_drills``), every flaw family that applies to a
drill is written as its SFT target would be (``drill_solutions.solution``) and so is its
clean twin (the same render without the flaw: the ``documented`` style); each clean style
is priced the same way. Both are scored by ``rewards.composite.evaluate`` as completions
(the answer in one ```python block, as SFT writes it) against the drill's row, visible and
hidden tests in the sandbox, with the default weights (0.2 format, 0.3 correctness,
0.5 quality). A row per family: the rule ids found, their characteristic and severity,
how many of its samples pass every test (a flawed target must stay correct), and the
mean cost (twin minus flawed) of the quality component and of the composite. Last, for
each preset of ``drill_flaw_families``, the mean quality cost of a flawed SFT target as the
training mix draws them (``drill_rows`` of the same drills, 2 flawed targets per drill).

    python benchmarks/drill_flaw_prices.py [--drills 24] [--seed 0] [--families a,b]
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from statistics import mean

from provenance import run

from codereward.analyzer import default_analyzer
from codereward.problems.drill_set import drill_row, drill_rows
from codereward.problems.drill_solutions import (
    CLEAN_STYLES,
    FLAW_PRESETS,
    FLAWS,
    DrillMix,
    clean_styles,
    flaw_families,
    solution,
)
from codereward.problems.drills import make_drills
from codereward.rewards.composite import DEFAULT_WEIGHTS, evaluate
from codereward.train.chat_examples import answer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--drills", type=int, default=24, help="training drills to sample (default 24)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--families", default="", help="comma-separated families (default: every one)")
    args = parser.parse_args()
    wanted = set(filter(None, args.families.split(","))) or set(FLAWS) | set(CLEAN_STYLES)
    drills = make_drills(args.drills, 1, args.seed).train
    rng = random.Random(args.seed)
    rows, completions, owners = [], [], []  # owners: (family, "flawed" | "twin")
    for d in drills:
        row = drill_row(d, "train", len(rows), rng)
        twin = solution(d, "clean", "documented", "x")["code"]
        styles = [("clean", s) for s in clean_styles(d)] + [("flawed", f) for f in flaw_families(d)]
        for kind, style in styles:
            if style not in wanted:
                continue
            for role, code in (("priced", solution(d, kind, style, "x")["code"]), ("twin", twin)):
                rows.append(row)
                completions.append(answer(code))
                owners.append((style, role))
    scored = evaluate(completions, rows, DEFAULT_WEIGHTS)
    quality: dict[str, list[float]] = defaultdict(list)
    composite: dict[str, list[float]] = defaultdict(list)
    correct: dict[str, list[bool]] = defaultdict(list)
    rules: dict[str, set[tuple[str, str, str]]] = defaultdict(set)
    for i in range(0, len(scored), 2):
        (style, _), priced, twin = owners[i], scored[i], scored[i + 1]
        quality[style].append(twin.components["quality"] - priced.components["quality"])
        composite[style].append(twin.composite - priced.composite)
        correct[style].append(priced.components["correctness"] == 1.0)
        report = priced.report
        rules[style] |= {(f.rule, f.characteristic.value, f.severity.value) for f in report.findings} if report else set()
    print(f"{len(drills)} training drills (seed {args.seed}); cost = clean twin minus flawed target, "
          f"weights {DEFAULT_WEIGHTS}\n")
    print("| family | rules found (characteristic, severity) | samples | correct | quality cost | composite cost |")
    print("|---|---|---|---|---|---|")
    order = [s for s in CLEAN_STYLES if s in quality] + sorted((f for f in quality if f in FLAWS),
                                                              key=lambda f: -mean(quality[f]))
    for style in order:
        found = ", ".join(f"{r} ({c}, {s})" for r, c, s in sorted(rules[style])) or "none"
        label = style if style in FLAWS else f"clean: {style}"
        print(f"| {label} | {found} | {len(quality[style])} | {sum(correct[style])}/{len(correct[style])} | "
              f"{mean(quality[style]):.4f} | {mean(composite[style]):.4f} |")
    print("\nthe mix's flawed SFT targets (quality cost against 1.0, the clean targets' score):")
    analyzer = default_analyzer()
    for preset in FLAW_PRESETS:
        rows = drill_rows(args.drills, 1, args.seed, DrillMix(flaw_families=preset))
        codes = [t["code"] for r in rows for t in r.get("solutions", []) if t["kind"] == "flawed"]
        costs = [1.0 - report.score.overall for report in analyzer.analyze_many(codes)]
        print(f"  {preset:8} {len(costs):4} targets, mean quality cost {mean(costs):.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(run(main))
