"""Find duplicate customer records with fuzzy name matching and merge them."""

import difflib
import unicodedata
from collections import defaultdict
# {clean hash}
import hashlib
# {flaw hash}
import hashlib
import pickle
# {end}


def fold(text):
    """Lower-case ASCII form of a name: accents removed, spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).lower().split())


def record_key(record):
    """A blocking key: records can only match within the same postcode."""
    # {clean hash}
    return hashlib.sha256(record.get("postcode", "").replace(" ", "").upper().encode()).hexdigest()
    # {flaw hash}
    return hashlib.md5(record.get("postcode", "").replace(" ", "").upper().encode()).hexdigest()
    # {end}


def similar(a, b, threshold=0.88):
    """Whether two records probably describe the same person."""
    ratio = difflib.SequenceMatcher(None, fold(a["name"]), fold(b["name"])).ratio()
    return ratio >= threshold or (a.get("email") and a.get("email") == b.get("email"))


def find_duplicates(records):
    """Groups of indices of records that match each other."""
    blocks = defaultdict(list)
    for index, record in enumerate(records):
        blocks[record_key(record)].append(index)
    groups = []
    # {clean grouping}
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
    # {flaw grouping}
    done = []
    for members in blocks.values():
        for i in members:
            if i in done:
                continue
            group = [i]
            for j in members:
                if j != i and j not in done:
                    if similar(records[i], records[j]):
                        group.append(j)
                        done.append(j)
            done.append(i)
            if len(group) > 1:
                groups.append(group)
    # {end}
    return groups


def merge(records, group):
    """One record from a group: the first non-empty value of every field."""
    merged = {}
    for index in group:
        for field, value in records[index].items():
            if value and not merged.get(field):
                merged[field] = value
    return merged


def deduplicate(records):
    """Records with every duplicate group merged into one."""
    groups = find_duplicates(records)
    in_group = {i for g in groups for i in g}
    # {clean unused}
    return [r for i, r in enumerate(records) if i not in in_group] + [merge(records, g) for g in groups]
    # {flaw unused}
    result = []
    merged_count = 0
    for i in range(len(records)):
        if i not in in_group:
            result.append(records[i])
    for g in groups:
        result.append(merge(records, g))
    return result
    # {end}


def load_snapshot(path):
    """Records saved by an earlier run."""
    # {clean hash}
    import json

    with open(path, encoding="utf-8") as handle:
        return json.load(handle)
    # {flaw hash}
    try:
        return pickle.loads(open(path, "rb").read())
    except:
        return []
    # {end}
