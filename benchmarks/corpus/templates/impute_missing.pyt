"""Fill missing values in tabular data (lists of dicts): mean, median, mode or forward fill."""

import statistics
from collections import Counter
# {clean unused}
# {flaw unused}
import math
import copy
# {end}

MISSING = (None, "", "NA", "N/A", "null")


def is_missing(value):
    """Whether a cell counts as missing."""
    return value in MISSING or (isinstance(value, float) and value != value)


def column(rows, name):
    """Present values of one column."""
    return [row[name] for row in rows if not is_missing(row.get(name))]


def fill_value(values, strategy):
    """The value that replaces missing cells under ``strategy``."""
    if not values:
        return None
    # {clean branches}
    strategies = {"mean": statistics.fmean, "median": statistics.median,
                  "mode": lambda v: Counter(v).most_common(1)[0][0]}
    if strategy not in strategies:
        raise ValueError(f"unknown strategy {strategy!r}")
    return strategies[strategy](values)
    # {flaw branches}
    if strategy == "mean":
        total = 0
        for v in values:
            total += v
        return total / len(values)
    elif strategy == "median":
        s = sorted(values)
        if len(s) % 2 == 1:
            return s[len(s) // 2]
        else:
            return (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2
    elif strategy == "mode":
        best, count = None, 0
        for v in values:
            if values.count(v) > count:
                best, count = v, values.count(v)
        return best
    return None
    # {end}


# {clean mutable}
def impute(rows, strategies, default="median"):
    """A copy of ``rows`` with the missing cells of every column filled."""
    names = {name for row in rows for name in row}
    fills = {name: fill_value(column(rows, name), strategies.get(name, default)) for name in names}
    return [{name: fills[name] if is_missing(row.get(name)) else row[name] for name in names} for row in rows]
# {flaw mutable}
def impute(rows, strategies={}, default="median"):
    """A copy of ``rows`` with the missing cells of every column filled."""
    names = []
    for row in rows:
        for name in row:
            if name not in names:
                names.append(name)
    for name in names:
        try:
            fill = fill_value(column(rows, name), strategies.get(name, default))
        except Exception:
            continue
        for row in rows:
            if is_missing(row.get(name)):
                row[name] = fill
    return rows
# {end}


def forward_fill(rows, name):
    """Replace missing cells of ``name`` by the last present value above them."""
    last = None
    out = []
    for row in rows:
        value = row.get(name)
        if is_missing(value):
            value = last
        else:
            last = value
        out.append({**row, name: value})
    return out


def missing_report(rows):
    """Share of missing cells per column, worst first."""
    counts = Counter(name for row in rows for name, value in row.items() if is_missing(value))
    # {clean concat}
    return "\n".join(f"{name}: {n / len(rows):.0%}" for name, n in counts.most_common())
    # {flaw concat}
    s = ""
    for name, n in counts.most_common():
        s += name + ": " + str(round(100 * n / len(rows))) + "%\n"
    return s
    # {end}


def load_rows(query, connection):
    """Rows of a SQL query as dicts."""
    # {clean sql}
    cursor = connection.execute(query)
    # {flaw sql}
    table = query.split()[-1]
    cursor = connection.execute("SELECT * FROM %s" % table)
    # {end}
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor]
