"""An independent quality measure for the experiment: pylint's score of each completion's code.

codereward's quality reward comes from its own analyzer; a policy trained on it could learn
to please that analyzer rather than to write better code. pylint is not part of the reward
(nor of the analyzer), so agreement in sign between the reward's quality and pylint's score
says the code got better, not merely more to codereward's taste.

The score is pylint's own formula per file, ``10 - 10 * (5 * errors + warnings + refactors
+ conventions) / statements`` clipped at 0 (0 for code that does not parse, like the quality
reward). The module docstring check (C0114) is off: a completion is a function, not a
module; so is duplicate-code (R0801), which compares the files of a run with each other, so
that a snippet's score never depends on the others in its batch. All distinct snippets are
linted in one pylint run (one process start for the batch).
"""

from __future__ import annotations

import io
import tempfile
from collections.abc import Sequence
from pathlib import Path

DISABLED = ("C0114", "R0801")  # missing-module-docstring, duplicate-code (see above)


def pylint_scores(codes: Sequence[str]) -> list[float]:
    """pylint's 0-10 score of each code (0 when it does not parse or is empty); identical codes are linted once."""
    try:
        from pylint.lint import Run
        from pylint.reporters import JSON2Reporter
    except ImportError as exc:  # pylint comes with the dev extra
        raise RuntimeError("the independent quality measure needs pylint: pip install 'codereward[dev]'") from exc
    distinct = list(dict.fromkeys(code for code in codes if code.strip()))
    found: dict[str, float] = {}
    if distinct:
        with tempfile.TemporaryDirectory(prefix="codereward-pylint-") as folder:
            paths = []
            for i, code in enumerate(distinct):
                path = Path(folder) / f"snippet_{i:06d}.py"
                path.write_text(code, encoding="utf-8")
                paths.append(str(path))
            run = Run(["--disable=" + ",".join(DISABLED), "--jobs=1", "--persistent=n", *paths],
                      reporter=JSON2Reporter(io.StringIO()), exit=False)
            by_module = run.linter.stats.by_module
            for i, code in enumerate(distinct):
                stats = by_module.get(f"snippet_{i:06d}")
                if not stats or not stats["statement"] or stats["fatal"]:
                    continue
                penalty = 5 * stats["error"] + stats["warning"] + stats["refactor"] + stats["convention"]
                found[code] = max(0.0, 10.0 - 10.0 * penalty / stats["statement"])
    return [found.get(code, 0.0) for code in codes]
