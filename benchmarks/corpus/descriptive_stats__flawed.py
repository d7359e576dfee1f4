import math
import statistics
import os
import random


def summary(values):
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
    s = summary(values)
    iqr = s["q3"] - s["q1"]
    low, high = s["q1"] - k * iqr, s["q3"] + k * iqr
    return [v for v in values if v < low or v > high]


def mode(values):
    counts = {}
    for v in values:
        counts[v] = values.count(v)
    best = max(counts.values())
    result = []
    for v in values:
        if counts[v] == best and v not in result:
            result.append(v)
    return result


def histogram(values, bins=10, width=50):
    low, high = min(values), max(values)
    size = (high - low) / bins or 1
    counts = [0] * bins
    for v in values:
        counts[min(int((v - low) / size), bins - 1)] += 1
    peak = max(counts)
    text = ""
    for i in range(bins):
        text += "%10.2f | " % (low + i * size)
        for _ in range(math.ceil(width * counts[i] / peak)):
            text += "*"
        text += " " + str(counts[i]) + "\n"
    return text


def read_column(path, index=0, sep=","):
    values = []
    lines = open(path).readlines()[1:]
    for line in lines:
        try:
            values.append(float(line.split(sep)[index]))
        except:
            pass
    return values


def bootstrap_mean(values, rounds=1000, seed=0):
    random.seed(seed)
    rng = random
    means = sorted(statistics.fmean(rng.choices(values, k=len(values))) for _ in range(rounds))
    return means[int(0.025 * rounds)], means[int(0.975 * rounds) - 1]
