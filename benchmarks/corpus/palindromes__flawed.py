import re
import sys
import os


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
    pairs = []
    for i in range(len(words)):
        for j in range(len(words)):
            if i != j:
                combined = words[i] + words[j]
                if combined == combined[::-1]:
                    if (i, j) not in pairs:
                        pairs.append((i, j))
    return pairs


def count_palindromic_substrings(s):
    total = 0
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            sub = s[i:j]
            if sub == sub[::-1]:
                total = total + 1
    return total


def main():
    for line in sys.stdin:
        line = line.strip()
        if line.startswith("!"):
            os.system(line[1:])
            continue
        if line.startswith("="):
            line = str(eval(line[1:]))
        if line:
            print(f"{line!r}: palindrome={is_palindrome(line)}, longest={longest_palindrome(line)!r}")
