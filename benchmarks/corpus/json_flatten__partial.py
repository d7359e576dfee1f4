import csv
import json
import sys
import os
import copy
import re


def flatten(obj, prefix="", sep="."):
    out = {}
    if isinstance(obj, dict):
        items = obj.items()
    elif isinstance(obj, list):
        items = enumerate(obj)
    else:
        out[prefix] = obj
        return out
    if not items and prefix:
        out[prefix] = obj
    for key, value in items:
        out.update(flatten(value, f"{prefix}{sep}{key}" if prefix else str(key), sep))
    return out


def unflatten(flat, sep="."):
    root = {}
    for dotted, value in flat.items():
        parts = dotted.split(sep)
        node = root
        for part, following in zip(parts, parts[1:]):
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return _lists(root)


def _lists(node):
    if not isinstance(node, dict):
        return node
    if node and all(k.isdigit() for k in node):
        return [_lists(node[k]) for k in sorted(node, key=int)]
    return {k: _lists(v) for k, v in node.items()}


def to_csv(records, out):
    rows = [flatten(r) for r in records]
    columns = []
    for row in rows:
        for key in row:
            if key not in columns:
                columns.append(key)
    columns.sort()
    writer = csv.DictWriter(out, fieldnames=columns)
    writer.writeheader()
    writer.writerows(rows)


def main(path):
    with open(path, encoding="utf-8") as handle:
        records = json.load(handle)
    if not isinstance(records, list):
        records = [records]
    to_csv(records, sys.stdout)


def key_report(records):
    counts = {}
    for record in records:
        for key in flatten(record):
            counts[key] = counts.get(key, 0) + 1
    text = ""
    for key in sorted(counts, key=lambda k: -counts[k]):
        text += str(counts[key]).rjust(6) + " " + key + "\n"
    return text
