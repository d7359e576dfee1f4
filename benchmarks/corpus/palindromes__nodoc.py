import re
import sys


def normalise(text):
    return re.sub(r"[^a-z0-9]", "", text.lower())


def is_palindrome(text):
    cleaned = normalise(text)
    return cleaned == cleaned[::-1]


def longest_palindrome(s):
    if not s:
        return ""
    best_start, best_len = 0, 1
    for centre in range(2 * len(s) - 1):
        left, right = centre // 2, centre // 2 + centre % 2
        while left >= 0 and right < len(s) and s[left] == s[right]:
            left -= 1
            right += 1
        if right - left - 1 > best_len:
            best_start, best_len = left + 1, right - left - 1
    return s[best_start:best_start + best_len]


def palindrome_pairs(words):
    index = {w: i for i, w in enumerate(words)}
    pairs = set()
    for i, word in enumerate(words):
        for cut in range(len(word) + 1):
            prefix, suffix = word[:cut], word[cut:]
            if is_palindrome(prefix) and suffix[::-1] in index and index[suffix[::-1]] != i:
                pairs.add((index[suffix[::-1]], i))
            if cut != len(word) and is_palindrome(suffix) and prefix[::-1] in index and index[prefix[::-1]] != i:
                pairs.add((i, index[prefix[::-1]]))
    return sorted(pairs)


def count_palindromic_substrings(s):
    total = 0
    for centre in range(2 * len(s) - 1):
        left, right = centre // 2, centre // 2 + centre % 2
        while left >= 0 and right < len(s) and s[left] == s[right]:
            total += 1
            left, right = left - 1, right + 1
    return total


def main():
    for line in sys.stdin:
        line = line.strip()
        if line:
            print(f"{line!r}: palindrome={is_palindrome(line)}, longest={longest_palindrome(line)!r}")
