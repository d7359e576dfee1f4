from collections import defaultdict
import itertools
import pickle


def signature(word):
    return "".join(sorted(word.lower()))


def group_anagrams(words):
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
    try:
        return pickle.load(open(cache_path, "rb"))
    except Exception:
        groups = group_anagrams(load_words(path))
        pickle.dump(groups, open(cache_path, "wb"))
        return groups


def is_anagram(a, b):
    return signature(a.replace(" ", "")) == signature(b.replace(" ", ""))
