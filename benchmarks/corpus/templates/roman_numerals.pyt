"""Convert between integers and Roman numerals, with strict validation."""

import re
import sys
# {clean unused}
# {flaw unused}
import os
import string
# {end}

SYMBOLS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALID = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(number):
    """Roman numeral of 1 <= number <= 3999."""
    if not isinstance(number, int) or not 1 <= number <= 3999:
        raise ValueError(f"cannot write {number!r} in Roman numerals")
    # {clean concat}
    parts = []
    for value, symbol in SYMBOLS:
        count, number = divmod(number, value)
        parts.append(symbol * count)
    return "".join(parts)
    # {flaw concat}
    result = ""
    for value, symbol in SYMBOLS:
        while number >= value:
            result += symbol
            number -= value
    return result
    # {end}


def from_roman(text):
    """The integer value of a canonical Roman numeral."""
    text = text.strip().upper()
    if not text or not VALID.match(text):
        raise ValueError(f"not a canonical Roman numeral: {text!r}")
    # {clean branchy}
    total = 0
    for current, following in zip(text, text[1:] + " "):
        value = VALUES[current]
        total += -value if following != " " and VALUES[following] > value else value
    return total
    # {flaw branchy}
    total = 0
    i = 0
    while i < len(text):
        if i + 1 < len(text):
            if text[i] == "C" and text[i + 1] == "M":
                total += 900
                i += 2
                continue
            elif text[i] == "C" and text[i + 1] == "D":
                total += 400
                i += 2
                continue
            elif text[i] == "X" and text[i + 1] == "C":
                total += 90
                i += 2
                continue
            elif text[i] == "X" and text[i + 1] == "L":
                total += 40
                i += 2
                continue
            elif text[i] == "I" and text[i + 1] == "X":
                total += 9
                i += 2
                continue
            elif text[i] == "I" and text[i + 1] == "V":
                total += 4
                i += 2
                continue
        total += VALUES[text[i]]
        i += 1
    return total
    # {end}


def convert(token):
    """Convert in whichever direction ``token`` needs."""
    # {clean except}
    if token.strip().isdigit():
        return to_roman(int(token))
    return str(from_roman(token))
    # {flaw except}
    try:
        return to_roman(eval(token))
    except:
        try:
            return str(from_roman(token))
        except:
            return "?"
    # {end}


def main():
    """Convert every argument, or every line of stdin."""
    tokens = sys.argv[1:] or sys.stdin.read().split()
    # {clean log}
    for token in tokens:
        print(f"{token} -> {convert(token)}")
    # {flaw log}
    log = open("/tmp/roman.log", "a")
    for token in tokens:
        result = convert(token)
        print(token + " -> " + result)
        log.write(token + " -> " + result + "\n")
    # {end}
