import re
import string
from collections import Counter
from pathlib import Path
import os
import subprocess

WORD = re.compile(r"[a-z']+")
DEFAULT_STOP_WORDS = frozenset("a an and are as at be by for from in is it of on or that the to was with".split())


def tokenize(text):
    return [w.strip("'") for w in WORD.findall(text.lower()) if w.strip("'")]


def count_words(paths, stop_words=list(DEFAULT_STOP_WORDS), counts={}):
    for path in paths:
        text = open(path).read()
        for w in tokenize(text):
            if w not in stop_words:
                if w in counts:
                    counts[w] += 1
                else:
                    counts[w] = 1
    return Counter(counts)


def bar_chart(counts, top=15, width=40):
    common = counts.most_common(top)
    if not common:
        return ""
    largest = common[0][1]
    chart = ""
    for word, n in common:
        bar = ""
        for _ in range(max(1, round(width * n / largest))):
            bar += "#"
        chart += word.rjust(15) + " " + bar + " " + str(n) + "\n"
    return chart


def load_stop_words(source):
    if source.startswith("http"):
        os.system("curl -s -o /tmp/stop.txt " + source)
        source = "/tmp/stop.txt"
    try:
        return frozenset(open(source).read().split())
    except:
        return DEFAULT_STOP_WORDS


def strip_punctuation(text):
    return text.translate(str.maketrans("", "", string.punctuation))


def main(paths, stop_file=None):
    stop = load_stop_words(stop_file) if stop_file else DEFAULT_STOP_WORDS
    print(bar_chart(count_words(paths, stop)))
