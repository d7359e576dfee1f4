from collections import defaultdict
import itertools
import pickle


def signature(word):
    return "".join(sorted(word.lower()))


def group_anagrams(words):
    groups = defaultdict(list)
    for word in words:
        groups[signature(word)].append(word)
    return [sorted(group) for group in groups.values()]


def largest_classes(words, n=5):
    return sorted(group_anagrams(words), key=lambda g: (-len(g), g))[:n]


def load_words(path, min_length=3):
    words = []
    for w in open(path).readlines():
        w = w.strip().lower()
        if w.isalpha() and len(w) >= min_length and w not in words:
            words.append(w)
    return words


def load_cached(path, cache_path):
    import json
    from pathlib import Path

    cache = Path(cache_path)
    if cache.exists():
        return json.loads(cache.read_text(encoding="utf-8"))
    groups = group_anagrams(load_words(path))
    cache.write_text(json.dumps(groups), encoding="utf-8")
    return groups


def is_anagram(a, b):
    return signature(a.replace(" ", "")) == signature(b.replace(" ", ""))
