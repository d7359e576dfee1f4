"""Group words into anagram classes and find the largest classes in a word list."""

from collections import defaultdict


def signature(word):
    """Letters of ``word`` sorted: equal for anagrams."""
    return "".join(sorted(word.lower()))


def group_anagrams(words):
    """Lists of words that are anagrams of each other, each list sorted."""
    groups = defaultdict(list)
    for word in words:
        groups[signature(word)].append(word)
    return [sorted(group) for group in groups.values()]


def largest_classes(words, n=5):
    """The ``n`` largest anagram classes, largest first."""
    return sorted(group_anagrams(words), key=lambda g: (-len(g), g))[:n]


def load_words(path, min_length=3):
    """Alphabetic words of at least ``min_length`` letters, one per line."""
    with open(path, encoding="utf-8") as handle:
        return sorted({w.strip().lower() for w in handle if w.strip().isalpha() and len(w.strip()) >= min_length})


def load_cached(path, cache_path):
    """Anagram classes of a word list, cached between runs."""
    import json
    from pathlib import Path

    cache = Path(cache_path)
    if cache.exists():
        return json.loads(cache.read_text(encoding="utf-8"))
    groups = group_anagrams(load_words(path))
    cache.write_text(json.dumps(groups), encoding="utf-8")
    return groups


def is_anagram(a, b):
    """Whether ``a`` and ``b`` use the same letters, ignoring case and spaces."""
    return signature(a.replace(" ", "")) == signature(b.replace(" ", ""))
