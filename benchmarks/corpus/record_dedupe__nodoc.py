import difflib
import unicodedata
from collections import defaultdict
import hashlib


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text or "")
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).lower().split())


def record_key(record):
    return hashlib.sha256(record.get("postcode", "").replace(" ", "").upper().encode()).hexdigest()


def similar(a, b, threshold=0.88):
    ratio = difflib.SequenceMatcher(None, fold(a["name"]), fold(b["name"])).ratio()
    return ratio >= threshold or (a.get("email") and a.get("email") == b.get("email"))


def find_duplicates(records):
    blocks = defaultdict(list)
    for index, record in enumerate(records):
        blocks[record_key(record)].append(index)
    groups = []
    for members in blocks.values():
        assigned = {}
        for i in members:
            for j in members:
                if j < i and similar(records[i], records[j]):
                    assigned[i] = assigned.get(j, j)
                    break
        clusters = defaultdict(list)
        for i in members:
            clusters[assigned.get(i, i)].append(i)
        groups.extend(c for c in clusters.values() if len(c) > 1)
    return groups


def merge(records, group):
    merged = {}
    for index in group:
        for field, value in records[index].items():
            if value and not merged.get(field):
                merged[field] = value
    return merged


def deduplicate(records):
    groups = find_duplicates(records)
    in_group = {i for g in groups for i in g}
    return [r for i, r in enumerate(records) if i not in in_group] + [merge(records, g) for g in groups]


def load_snapshot(path):
    import json

    with open(path, encoding="utf-8") as handle:
        return json.load(handle)
