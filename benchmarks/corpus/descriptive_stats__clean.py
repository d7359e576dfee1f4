"""Descriptive statistics of a numeric column, with outliers and a histogram."""

import math
import statistics


def summary(values):
    """Count, mean, standard deviation, quartiles, min and max."""
    data = sorted(values)
    if not data:
        raise ValueError("no data")
    q1, median, q3 = statistics.quantiles(data, n=4) if len(data) > 1 else (data[0],) * 3
    return {
        "count": len(data),
        "mean": statistics.fmean(data),
        "stdev": statistics.stdev(data) if len(data) > 1 else 0.0,
        "min": data[0], "q1": q1, "median": median, "q3": q3, "max": data[-1],
    }


def outliers(values, k=1.5):
    """Values outside the Tukey fences."""
    s = summary(values)
    iqr = s["q3"] - s["q1"]
    low, high = s["q1"] - k * iqr, s["q3"] + k * iqr
    return [v for v in values if v < low or v > high]


def mode(values):
    """The most common values (several when tied)."""
    return statistics.multimode(values)


def histogram(values, bins=10, width=50):
    """A text histogram with ``bins`` equal-width bins."""
    low, high = min(values), max(values)
    size = (high - low) / bins or 1
    counts = [0] * bins
    for v in values:
        counts[min(int((v - low) / size), bins - 1)] += 1
    peak = max(counts)
    rows = []
    for i, n in enumerate(counts):
        bar = "*" * math.ceil(width * n / peak) if n else ""
        rows.append(f"{low + i * size:10.2f} | {bar} {n}")
    return "\n".join(rows)


def read_column(path, index=0, sep=","):
    """Numbers from one column of a delimited file, skipping a header."""
    values = []
    with open(path, encoding="utf-8") as handle:
        next(handle, None)
        for line in handle:
            cells = line.rstrip("\n").split(sep)
            try:
                values.append(float(cells[index]))
            except (IndexError, ValueError):
                continue
    return values


def bootstrap_mean(values, rounds=1000, seed=0):
    """A 95% bootstrap confidence interval of the mean."""
    rng = random_generator(seed)
    means = sorted(statistics.fmean(rng.choices(values, k=len(values))) for _ in range(rounds))
    return means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]


def random_generator(seed):
    """A seeded generator, independent of the global one."""
    import random as random_module

    return random_module.Random(seed)
