"""Writes the web-handler corpus: ``benchmarks/web_handlers/*.py`` and ``labels.csv``.

Each pair is one sink, one framework, one request source and one propagation idiom,
rendered twice: vulnerable, and a safe look-alike that differs only in what makes it
safe, which is one of

- ``sanitizer``: the sink's safe form (an escape, an allow-list, a parameterised query,
  a parser with external entities off, a cookie with its flags, a secure generator);
- ``idiom``: the same sink, with the propagation idiom's constant-folding look-alike
  (a condition that always takes the constant, a dict/list/configparser slot holding a
  constant), so that the request value never reaches the sink.

Sinks marked ``safe_only`` add safe cases with no twin (weak hashes and ``random`` in
uses that protect nothing). Choices are drawn from a seeded generator, so a rebuild
writes the same files. The pairs of ``handwritten.py`` (written by hand, in styles the
generator does not use) are added as ``<category>_hand_<name>_{bad,good}.py``, and the batch
written blind (``blind_batch.py``) as ``<category>_blind1_<name>_{bad,good}.py``; the ``batch``
column says which of the three (``generated``, ``hand``, ``blind1``) a case comes from.

    python benchmarks/web_handlers_build/write_corpus.py [--pairs 36]
"""

from __future__ import annotations

import argparse
import csv
import random
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from blind_batch import CASES as BLIND_CASES
from handler_render import IDIOM_BY_NAME, IDIOMS, STYLES, Idiom, Sink, Source, render, sink_fits_helper, sources_for
from handler_sinks import CATEGORIES
from handwritten import CASES as HAND_CASES

OUT = Path(__file__).resolve().parent.parent / "web_handlers"
#: vulnerable/safe pairs per category in the committed corpus
PAIRS = 36
FIELDS = ("file", "category", "cwe", "vulnerable", "framework", "source", "idiom", "sink", "safe_by", "twin",
          "placement", "batch")


@dataclass
class Case:
    category: str
    cwe: int
    vulnerable: bool
    sink: Sink
    source: Source
    idiom: Idiom
    safe_by: str
    code: str
    file: str = ""
    twin: str = ""
    placement: str = "handler"


def _style(sink: Sink, fw: str, rng: random.Random) -> str:
    """The plain function on the app half the time, else any style the sink allows."""
    styles = sink.extra.get("styles", STYLES[fw])
    return styles[0] if rng.random() < 0.5 else rng.choice(styles)


def _pair(sink: Sink, source: Source, idiom: Idiom, kind: str, route: str, style: str,
          in_helper: bool) -> tuple[Case, Case]:
    vuln_code = render(sink, False, source, idiom, False, route, style, in_helper)
    if kind == "idiom":
        safe_code = render(sink, False, source, idiom, True, route, style, in_helper)
    else:
        safe_code = render(sink, True, source, idiom, False, route, style, in_helper)
    cwe = sink.vuln_cwe or sink.cwe
    placement = "helper" if in_helper else "handler"
    vuln = Case(sink.category, cwe, True, sink, source, idiom, "", vuln_code, placement=placement)
    safe = Case(sink.category, cwe, False, sink, source, idiom, kind if sink.flow or kind == "idiom" else "api",
                safe_code, placement=placement)
    return vuln, safe


def category_cases(name: str, sinks: list[Sink], pairs: int, rng: random.Random) -> list[Case]:
    for sink in sinks:
        # an empty default would make "fallback or requested" take the request value
        if sink.flow and not sink.safe_only and not sink.default:
            raise ValueError(f"{sink.name}: a data-flow sink needs a non-empty constant default")
    # every sink in turn, its frameworks rotating, so that each sink has pairs in each
    # framework it supports before any has a second in the same one
    paired = [sink for sink in sinks if not sink.safe_only]
    units = [(sink, sink.fws[(turn + k) % len(sink.fws)]) for turn in range(3) for k, sink in enumerate(paired)]
    with_safe = [idiom for idiom in IDIOMS if idiom.safe is not None]
    cases: list[Case] = []
    seen: set[tuple] = set()
    attempts = 0
    while len(cases) < 2 * pairs and attempts < 50 * pairs:
        sink, fw = units[attempts % len(units)]
        attempts += 1
        source = rng.choice(sources_for(fw, sink.sources))
        if not sink.flow:
            idiom = IDIOM_BY_NAME["direct"] if rng.random() < 0.6 else rng.choice(
                [i for i in IDIOMS if i.safe is None and i.name not in ("base64",)])
            kind = "sanitizer"
        elif sink.safe is None or rng.random() < 0.4:
            idiom, kind = rng.choice(with_safe), "idiom"
        else:
            idiom, kind = rng.choice(IDIOMS), "sanitizer"
        in_helper = sink_fits_helper(sink) and rng.random() < 0.3
        key = (sink.name, fw, source.name, idiom.name, kind, in_helper)
        if key in seen:
            continue
        seen.add(key)
        cases.extend(_pair(sink, source, idiom, kind, sink.name.replace("_", "-"), _style(sink, fw, rng), in_helper))
    for sink in sinks:
        if sink.safe_only:
            for fw in sink.fws:
                source = rng.choice(sources_for(fw, sink.sources))
                code = render(sink, True, source, IDIOM_BY_NAME["direct"], False, sink.name.replace("_", "-"),
                              _style(sink, fw, rng))
                cases.append(Case(name, sink.cwe, False, sink, source, IDIOM_BY_NAME["direct"], "use", code))
    return cases


def build(pairs: int, out: Path = OUT, seed: int = 24) -> list[Case]:
    rng = random.Random(seed)
    everything: list[Case] = []
    for name, sinks in CATEGORIES.items():
        cases = category_cases(name, sinks, pairs, rng)
        order = list(range(len(cases)))
        rng.shuffle(order)
        for number, index in enumerate(order, 1):
            cases[index].file = f"{name}_{number:03d}.py"
        for vuln, safe in zip(cases[0::2], cases[1::2]):
            if vuln.vulnerable and not safe.vulnerable and safe.safe_by != "use":
                vuln.twin, safe.twin = safe.file, vuln.file
        everything.extend(cases)
    for case in everything:
        compile(case.code, case.file, "exec")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for case in everything:
        (out / case.file).write_text(case.code, encoding="utf-8")
    rows = [[case.file, case.category, case.cwe, str(case.vulnerable).lower(), case.source.fw, case.source.name,
             case.idiom.name, case.sink.name, case.safe_by, case.twin, case.placement, "generated"] for case in everything]
    for hand in HAND_CASES + BLIND_CASES:  # written by hand, in styles the generator does not use
        bad, good = (f"{hand.category}_{hand.batch}_{hand.name}_{kind}.py" for kind in ("bad", "good"))
        for file, code, vulnerable, twin in ((bad, hand.vulnerable, True, good), (good, hand.safe, False, bad)):
            compile(code, file, "exec")
            (out / file).write_text(code, encoding="utf-8")
            rows.append([file, hand.category, hand.cwe, str(vulnerable).lower(), hand.framework, "handwritten",
                         hand.name, "-", "" if vulnerable else hand.safe_by, twin, "handler", hand.batch])
    with open(out / "labels.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(FIELDS)
        writer.writerows(sorted(rows, key=lambda row: row[0]))
    return everything


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=PAIRS, help="vulnerable/safe pairs per category")
    args = parser.parse_args(argv)
    cases = build(args.pairs)
    vulnerable = sum(case.vulnerable for case in cases)
    print(f"{len(cases)} cases ({vulnerable} vulnerable) in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
