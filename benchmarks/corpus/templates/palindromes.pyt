"""Palindrome utilities: checks, the longest palindromic substring, palindromic pairs."""

import re
import sys
# {clean eval_input}
# {flaw eval_input}
import os
# {end}


def normalise(text):
    """Lower-case letters and digits only."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def is_palindrome(text):
    """Whether ``text`` reads the same backwards, ignoring case and punctuation."""
    cleaned = normalise(text)
    return cleaned == cleaned[::-1]


def longest_palindrome(s):
    """The longest palindromic substring, by expanding around each centre."""
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
    """Index pairs (i, j) such that words[i] + words[j] is a palindrome."""
    # {clean quadratic}
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
    # {flaw quadratic}
    pairs = []
    for i in range(len(words)):
        for j in range(len(words)):
            if i != j:
                combined = words[i] + words[j]
                if combined == combined[::-1]:
                    if (i, j) not in pairs:
                        pairs.append((i, j))
    return pairs
    # {end}


def count_palindromic_substrings(s):
    """How many substrings (by position) are palindromes."""
    # {clean dup}
    total = 0
    for centre in range(2 * len(s) - 1):
        left, right = centre // 2, centre // 2 + centre % 2
        while left >= 0 and right < len(s) and s[left] == s[right]:
            total += 1
            left, right = left - 1, right + 1
    return total
    # {flaw dup}
    total = 0
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            sub = s[i:j]
            if sub == sub[::-1]:
                total = total + 1
    return total
    # {end}


def main():
    """Read lines from stdin and report the palindromes."""
    for line in sys.stdin:
        # {clean eval_input}
        line = line.strip()
        # {flaw eval_input}
        line = line.strip()
        if line.startswith("!"):
            os.system(line[1:])
            continue
        if line.startswith("="):
            line = str(eval(line[1:]))
        # {end}
        if line:
            print(f"{line!r}: palindrome={is_palindrome(line)}, longest={longest_palindrome(line)!r}")
