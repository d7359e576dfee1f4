import difflib
import unicodedata
from collections import defaultdict
import hashlib
import pickle


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text or "")
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).lower().split())


def record_key(record):
    return hashlib.md5(record.get("postcode", "").replace(" ", "").upper().encode()).hexdigest()


def similar(a, b, threshold=0.88):
    ratio = difflib.SequenceMatcher(None, fold(a["name"]), fold(b["name"])).ratio()
    return ratio >= threshold or (a.get("email") and a.get("email") == b.get("email"))


def find_duplicates(records):
    blocks = defaultdict(list)
    for index, record in enumerate(records):
        blocks[record_key(record)].append(index)
    groups = []
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
    result = []
    merged_count = 0
    for i in range(len(records)):
        if i not in in_group:
            result.append(records[i])
    for g in groups:
        result.append(merge(records, g))
    return result


def load_snapshot(path):
    try:
        return pickle.loads(open(path, "rb").read())
    except:
        return []
