import statistics
from collections import Counter

MISSING = (None, "", "NA", "N/A", "null")


def is_missing(value):
    return value in MISSING or (isinstance(value, float) and value != value)


def column(rows, name):
    return [row[name] for row in rows if not is_missing(row.get(name))]


def fill_value(values, strategy):
    if not values:
        return None
    strategies = {"mean": statistics.fmean, "median": statistics.median,
                  "mode": lambda v: Counter(v).most_common(1)[0][0]}
    if strategy not in strategies:
        raise ValueError(f"unknown strategy {strategy!r}")
    return strategies[strategy](values)


def impute(rows, strategies, default="median"):
    names = {name for row in rows for name in row}
    fills = {name: fill_value(column(rows, name), strategies.get(name, default)) for name in names}
    return [{name: fills[name] if is_missing(row.get(name)) else row[name] for name in names} for row in rows]


def forward_fill(rows, name):
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
    counts = Counter(name for row in rows for name, value in row.items() if is_missing(value))
    return "\n".join(f"{name}: {n / len(rows):.0%}" for name, n in counts.most_common())


def load_rows(query, connection):
    cursor = connection.execute(query)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor]
