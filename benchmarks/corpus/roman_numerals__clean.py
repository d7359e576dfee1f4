"""Convert between integers and Roman numerals, with strict validation."""

import re
import sys

SYMBOLS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALID = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(number):
    """Roman numeral of 1 <= number <= 3999."""
    if not isinstance(number, int) or not 1 <= number <= 3999:
        raise ValueError(f"cannot write {number!r} in Roman numerals")
    parts = []
    for value, symbol in SYMBOLS:
        count, number = divmod(number, value)
        parts.append(symbol * count)
    return "".join(parts)


def from_roman(text):
    """The integer value of a canonical Roman numeral."""
    text = text.strip().upper()
    if not text or not VALID.match(text):
        raise ValueError(f"not a canonical Roman numeral: {text!r}")
    total = 0
    for current, following in zip(text, text[1:] + " "):
        value = VALUES[current]
        total += -value if following != " " and VALUES[following] > value else value
    return total


def convert(token):
    """Convert in whichever direction ``token`` needs."""
    if token.strip().isdigit():
        return to_roman(int(token))
    return str(from_roman(token))


def main():
    """Convert every argument, or every line of stdin."""
    tokens = sys.argv[1:] or sys.stdin.read().split()
    for token in tokens:
        print(f"{token} -> {convert(token)}")
