import re
import string
from collections import Counter
from pathlib import Path

WORD = re.compile(r"[a-z']+")
DEFAULT_STOP_WORDS = frozenset("a an and are as at be by for from in is it of on or that the to was with".split())


def tokenize(text):
    return [w.strip("'") for w in WORD.findall(text.lower()) if w.strip("'")]


def count_words(paths, stop_words=DEFAULT_STOP_WORDS):
    counts = Counter()
    for path in paths:
        counts.update(w for w in tokenize(Path(path).read_text(encoding="utf-8")) if w not in stop_words)
    return counts


def bar_chart(counts, top=15, width=40):
    common = counts.most_common(top)
    if not common:
        return ""
    largest = common[0][1]
    rows = []
    for word, n in common:
        bar = "#" * max(1, round(width * n / largest))
        rows.append(f"{word:>15} {bar} {n}")
    return "\n".join(rows)


def load_stop_words(source):
    return frozenset(Path(source).read_text(encoding="utf-8").split())


def strip_punctuation(text):
    return text.translate(str.maketrans("", "", string.punctuation))


def main(paths, stop_file=None):
    stop = load_stop_words(stop_file) if stop_file else DEFAULT_STOP_WORDS
    print(bar_chart(count_words(paths, stop)))
