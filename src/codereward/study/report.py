"""Study-level statistics from the database, and their terminal rendering.

Every non-skipped judgement counts as one comparison (as in the paper's "159 comparisons");
pairs shown to two annotators therefore count twice in the preference rate and are also
used, once each, for inter-annotator agreement.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from pathlib import Path

from codereward.study import db
from codereward.study.stats import binom_test, cohens_kappa, fleiss_kappa, proportion_summary


def _agreement(choices_by_pair: dict[int, dict[str, str]]) -> dict:
    items = {pid: c for pid, c in choices_by_pair.items() if len(c) >= 2}
    raters = sorted({name for c in items.values() for name in c})
    result: dict = {"pairs": len(items), "annotators": raters, "method": None, "kappa": None,
                    "percent_agreement": None}
    if not items:
        return result
    result["percent_agreement"] = sum(len(set(c.values())) == 1 for c in items.values()) / len(items)
    if len(raters) == 2 and all(len(c) == 2 for c in items.values()):
        first, second = raters
        result["method"] = "cohen"
        result["kappa"] = cohens_kappa([c[first] for c in items.values()], [c[second] for c in items.values()])
    else:
        result["method"] = "fleiss"
        table = [[sum(v == "a" for v in c.values()), sum(v == "b" for v in c.values())] for c in items.values()]
        result["kappa"] = fleiss_kappa(table)
    return result


def compute(db_path: str | Path, confidence: float = 0.95) -> dict:
    """Preference per system, position bias, per-annotator counts and agreement for one study."""
    with db.opened(db_path) as conn:
        names = db.system_names(conn)
        rows = db.judgement_rows(conn)
        assigned = {r["name"]: r["n"] for r in conn.execute(
            "SELECT a.name, COUNT(s.id) AS n FROM annotators a LEFT JOIN assignments s ON s.annotator_id = a.id "
            "GROUP BY a.id ORDER BY a.id")}
        info = db.meta(conn)
    chosen = [r for r in rows if not r["skipped"]]
    total = len(chosen)
    wins = {slot: sum(r["chosen_slot"] == slot for r in chosen) for slot in ("a", "b")}
    preference = []
    for slot in ("a", "b"):
        entry = {"system": names[slot], "slot": slot}
        entry.update(proportion_summary(wins[slot], total, confidence) if total else
                     {"wins": 0, "total": 0, "rate": None, "wilson": None, "clopper_pearson": None,
                      "p_value": None, "cohens_h": None})
        preference.append(entry)

    left = sum(r["chosen_position"] == "left" for r in chosen)
    position = {"left": left, "right": total - left, "total": total,
                "left_rate": left / total if total else None,
                "p_value": binom_test(left, total) if total else None}

    per_annotator: dict[str, dict] = {
        name: {"annotator": name, "assigned": n, "judged": 0, "skipped": 0, "left": 0,
               "wins": {names["a"]: 0, names["b"]: 0}, "seconds": []}
        for name, n in assigned.items()}
    choices_by_pair: dict[int, dict[str, str]] = defaultdict(dict)
    for r in rows:
        entry = per_annotator[r["annotator"]]
        if r["skipped"]:
            entry["skipped"] += 1
            continue
        entry["judged"] += 1
        entry["left"] += r["chosen_position"] == "left"
        entry["wins"][names[r["chosen_slot"]]] += 1
        if r["seconds"] is not None:
            entry["seconds"].append(r["seconds"])
        choices_by_pair[r["pair_id"]][r["annotator"]] = r["chosen_slot"]
    for entry in per_annotator.values():
        seconds = entry.pop("seconds")
        entry["median_seconds"] = statistics.median(seconds) if seconds else None
        entry["rates"] = {name: (n / entry["judged"] if entry["judged"] else None) for name, n in entry["wins"].items()}

    return {
        "systems": {"a": names["a"], "b": names["b"]},
        "seed": int(info["seed"]) if info.get("seed", "").lstrip("-").isdigit() else info.get("seed"),
        "comparisons": total,
        "skips": sum(1 for r in rows if r["skipped"]),
        "assigned": sum(assigned.values()),
        "preference": preference,
        "position_bias": position,
        "annotators": list(per_annotator.values()),
        "agreement": _agreement(choices_by_pair),
    }


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _interval(pair: list[float] | None) -> str:
    return "-" if not pair else f"{100 * pair[0]:.1f}-{100 * pair[1]:.1f}%"


def _p(p: float | None) -> str:
    if p is None:
        return "-"
    return "< 0.001" if p < 0.001 else f"{p:.3f}"


def _num(x: float | None, digits: int = 3) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def render_counts(summary: dict, console) -> None:
    """A single proportion (``--counts``) as a table."""
    from rich.table import Table

    table = Table(title=f"{summary['wins']} of {summary['total']} comparisons")
    for col in ("rate", "95% Wilson", "95% Clopper-Pearson", "p (exact, vs 50%)", "Cohen's h"):
        table.add_column(col, justify="right")
    table.add_row(_pct(summary["rate"]), _interval(summary["wilson"]), _interval(summary["clopper_pearson"]),
                  _p(summary["p_value"]), _num(summary["cohens_h"]))
    console.print(table)


def render_study(stats: dict, console) -> None:
    from rich.table import Table

    pref = Table(title=f"Preference ({stats['comparisons']} comparisons, {stats['skips']} skips)")
    for col in ("system", "preferred", "rate", "95% Wilson", "95% Clopper-Pearson", "p (exact)", "Cohen's h"):
        pref.add_column(col, justify="left" if col == "system" else "right")
    for e in stats["preference"]:
        pref.add_row(e["system"], f"{e['wins']}/{e['total']}", _pct(e["rate"]), _interval(e["wilson"]),
                     _interval(e["clopper_pearson"]), _p(e["p_value"]), _num(e["cohens_h"]))
    console.print(pref)
    pos = stats["position_bias"]
    console.print(f"Position bias: left chosen {pos['left']}, right {pos['right']} "
                  f"({_pct(pos['left_rate'])} left), exact binomial p = {_p(pos['p_value'])}")
    names = stats["systems"]
    ann = Table(title="Annotators")
    for col in ("annotator", "assigned", "judged", "skipped", f"prefers {names['a']}", "left chosen", "median s"):
        ann.add_column(col, justify="left" if col == "annotator" else "right")
    for e in stats["annotators"]:
        ann.add_row(e["annotator"], str(e["assigned"]), str(e["judged"]), str(e["skipped"]),
                    f"{e['wins'][names['a']]} ({_pct(e['rates'][names['a']])})", str(e["left"]),
                    _num(e["median_seconds"], 1))
    console.print(ann)
    agr = stats["agreement"]
    if agr["pairs"]:
        label = "Cohen's kappa" if agr["method"] == "cohen" else "Fleiss' kappa"
        console.print(f"Agreement on {agr['pairs']} pairs judged by two or more annotators: {label} = "
                      f"{_num(agr['kappa'])}, raw agreement {_pct(agr['percent_agreement'])}")
    else:
        console.print("Agreement: no pair has been judged by two annotators yet")
