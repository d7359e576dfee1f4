"""Group words into anagram classes and find the largest classes in a word list."""

from collections import defaultdict
# {clean unused}
# {flaw unused}
import itertools
import pickle
# {end}


def signature(word):
    """Letters of ``word`` sorted: equal for anagrams."""
    return "".join(sorted(word.lower()))


def group_anagrams(words):
    """Lists of words that are anagrams of each other, each list sorted."""
    # {clean quadratic}
    groups = defaultdict(list)
    for word in words:
        groups[signature(word)].append(word)
    return [sorted(group) for group in groups.values()]
    # {flaw quadratic}
    groups = []
    used = []
    for i in range(len(words)):
        if words[i] in used:
            continue
        group = [words[i]]
        used.append(words[i])
        for j in range(i + 1, len(words)):
            if sorted(words[i].lower()) == sorted(words[j].lower()) and words[j] not in used:
                group.append(words[j])
                used.append(words[j])
        groups.append(sorted(group))
    return groups
    # {end}


def largest_classes(words, n=5):
    """The ``n`` largest anagram classes, largest first."""
    return sorted(group_anagrams(words), key=lambda g: (-len(g), g))[:n]


def load_words(path, min_length=3):
    """Alphabetic words of at least ``min_length`` letters, one per line."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        return sorted({w.strip().lower() for w in handle if w.strip().isalpha() and len(w.strip()) >= min_length})
    # {flaw no_with}
    words = []
    for w in open(path).readlines():
        w = w.strip().lower()
        if w.isalpha() and len(w) >= min_length and w not in words:
            words.append(w)
    return words
    # {end}


def load_cached(path, cache_path):
    """Anagram classes of a word list, cached between runs."""
    # {clean pickle}
    import json
    from pathlib import Path

    cache = Path(cache_path)
    if cache.exists():
        return json.loads(cache.read_text(encoding="utf-8"))
    groups = group_anagrams(load_words(path))
    cache.write_text(json.dumps(groups), encoding="utf-8")
    return groups
    # {flaw pickle}
    try:
        return pickle.load(open(cache_path, "rb"))
    except Exception:
        groups = group_anagrams(load_words(path))
        pickle.dump(groups, open(cache_path, "wb"))
        return groups
    # {end}


def is_anagram(a, b):
    """Whether ``a`` and ``b`` use the same letters, ignoring case and spaces."""
    return signature(a.replace(" ", "")) == signature(b.replace(" ", ""))
