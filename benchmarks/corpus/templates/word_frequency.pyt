"""Word frequencies of text files, with stop words and a bar chart in the terminal."""

import re
import string
from collections import Counter
from pathlib import Path
# {clean unused_import}
# {flaw unused_import}
import os
import subprocess
# {end}

WORD = re.compile(r"[a-z']+")
DEFAULT_STOP_WORDS = frozenset("a an and are as at be by for from in is it of on or that the to was with".split())


def tokenize(text):
    """Lower-case words of ``text``, apostrophes kept inside words."""
    return [w.strip("'") for w in WORD.findall(text.lower()) if w.strip("'")]


# {clean mutable_default}
def count_words(paths, stop_words=DEFAULT_STOP_WORDS):
    """Word counts over every file in ``paths``."""
    counts = Counter()
    for path in paths:
        counts.update(w for w in tokenize(Path(path).read_text(encoding="utf-8")) if w not in stop_words)
    return counts
# {flaw mutable_default}
def count_words(paths, stop_words=list(DEFAULT_STOP_WORDS), counts={}):
    """Word counts over every file in ``paths``."""
    for path in paths:
        text = open(path).read()
        for w in tokenize(text):
            if w not in stop_words:
                if w in counts:
                    counts[w] += 1
                else:
                    counts[w] = 1
    return Counter(counts)
# {end}


def bar_chart(counts, top=15, width=40):
    """Horizontal bars for the ``top`` most frequent words."""
    common = counts.most_common(top)
    if not common:
        return ""
    largest = common[0][1]
    # {clean concat}
    rows = []
    for word, n in common:
        bar = "#" * max(1, round(width * n / largest))
        rows.append(f"{word:>15} {bar} {n}")
    return "\n".join(rows)
    # {flaw concat}
    chart = ""
    for word, n in common:
        bar = ""
        for _ in range(max(1, round(width * n / largest))):
            bar += "#"
        chart += word.rjust(15) + " " + bar + " " + str(n) + "\n"
    return chart
    # {end}


def load_stop_words(source):
    """Stop words from a local file or a URL."""
    # {clean download}
    return frozenset(Path(source).read_text(encoding="utf-8").split())
    # {flaw download}
    if source.startswith("http"):
        os.system("curl -s -o /tmp/stop.txt " + source)
        source = "/tmp/stop.txt"
    try:
        return frozenset(open(source).read().split())
    except:
        return DEFAULT_STOP_WORDS
    # {end}


def strip_punctuation(text):
    """``text`` without ASCII punctuation."""
    return text.translate(str.maketrans("", "", string.punctuation))


def main(paths, stop_file=None):
    """Print the chart of the files in ``paths``."""
    stop = load_stop_words(stop_file) if stop_file else DEFAULT_STOP_WORDS
    print(bar_chart(count_words(paths, stop)))
