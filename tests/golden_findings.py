"""The golden findings: what the analyzer reports on a fixed set of sources, kept as test data.

``tests/test_golden_findings.py`` analyses the same sources again and compares the
findings as (rule, line, column, severity, message) sets, so a change to the engine
(rule dispatch, shared analyses, scheduling, tool adapters) that changes any finding
fails. The sources are stored with the findings (``tests/data/golden_findings.json.gz``),
so the test does not depend on the interpreter's standard library or on files that other
work edits:

- every Python block of every rule's documentation page (Example and Use instead);
- the labelled security cases (flawed, clean and sanitized variants);
- the flawed variants of ``benchmarks/corpus``;
- a few dozen modules of the standard library (CPython 3.11).

A change that is meant to change findings (a new rule, a rule made more precise)
regenerates the file, and its diff is reviewed with the change:

    PYTHONPATH=src python tests/golden_findings.py --write

(``--write`` keeps the stored sources and recomputes the findings; ``--resample`` reads
the sources afresh from the places above.)
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import sysconfig
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.config import Config

DATA = Path(__file__).resolve().parent / "data" / "golden_findings.json.gz"
ROOT = Path(__file__).resolve().parents[1]
PROFILES = ("fast", "thorough")
STDLIB = (
    "abc.py", "base64.py", "bisect.py", "calendar.py", "colorsys.py", "contextlib.py", "copy.py", "csv.py",
    "fnmatch.py", "fractions.py", "ftplib.py", "getopt.py", "gettext.py", "glob.py", "heapq.py", "hmac.py",
    "netrc.py", "pprint.py", "random.py", "shlex.py", "smtplib.py", "socketserver.py", "statistics.py",
    "string.py", "tempfile.py", "textwrap.py", "timeit.py", "uuid.py", "zipapp.py", "http/server.py",
    "wsgiref/simple_server.py", "json/decoder.py", "xml/dom/minidom.py",
)
_BLOCK = re.compile(r"```python\n(.*?)```", re.S)

#: one finding as compared: (rule, line, column, severity, message)
Key = tuple[str, int, int, str, str]


def sample_sources() -> dict[str, str]:
    """Name -> source of every golden source, read from the places in the module docstring."""
    from codereward.registry import all_rules

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from security_cases import CASES

    sources: dict[str, str] = {}
    for rule in all_rules().values():
        for i, block in enumerate(_BLOCK.findall(rule.doc or "")):
            sources[f"doc/{rule.id}/{i}"] = block
    for case in CASES:
        for variant in ("flawed", "clean", "sanitized"):
            text = getattr(case, variant)
            if text is not None:
                sources[f"security/{case.name}/{variant}"] = text
    for path in sorted((ROOT / "benchmarks" / "corpus").glob("*__flawed.py")):
        sources[f"corpus/{path.name}"] = path.read_text(encoding="utf-8")
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for name in STDLIB:
        sources[f"stdlib/{name}"] = (stdlib / name).read_text(encoding="utf-8")
    return sources


def findings_of(sources: dict[str, str], profile: str) -> dict[str, list[Key]]:
    """Name -> the sorted findings of the source under ``profile`` (default configuration)."""
    names = list(sources)
    with Analyzer(Config(profile=profile)) as analyzer:
        reports = analyzer.analyze_many([sources[name] for name in names], names)
    return {name: sorted({(f.rule, f.line, f.column, f.severity.value, f.message) for f in report.findings})
            for name, report in zip(names, reports)}


def load() -> dict:
    with gzip.open(DATA, "rt", encoding="utf-8") as stream:
        return json.load(stream)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="recompute the findings of the stored sources")
    parser.add_argument("--resample", action="store_true", help="read the sources afresh, then recompute")
    args = parser.parse_args(argv)
    if not (args.write or args.resample):
        parser.error("nothing to do: --write or --resample")
    sources = sample_sources() if args.resample or not DATA.exists() else load()["sources"]
    golden = {"sources": sources,
              "findings": {profile: findings_of(sources, profile) for profile in PROFILES}}
    DATA.parent.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(DATA, "wb", mtime=0) as stream:
        stream.write(json.dumps(golden, indent=0, sort_keys=True).encode("utf-8"))
    counts = {profile: sum(map(len, golden["findings"][profile].values())) for profile in PROFILES}
    print(f"{DATA.relative_to(ROOT)}: {len(sources)} sources, findings {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
