"""Check that brackets balance in source files and report the first mismatch."""

import sys
from pathlib import Path
# {clean unused}
# {flaw unused}
import os
import re
# {end}

PAIRS = {")": "(", "]": "[", "}": "{"}
OPENERS = set(PAIRS.values())


def first_error(text):
    """(line, column, message) of the first bracket error, or None."""
    stack = []
    line, column = 1, 0
    quote = None
    for ch in text:
        column += 1
        if ch == "\n":
            line, column = line + 1, 0
            continue
        # {clean nesting}
        if quote:
            quote = None if ch == quote else quote
            continue
        if ch in "\"'":
            quote = ch
        elif ch in OPENERS:
            stack.append((ch, line, column))
        elif ch in PAIRS:
            if not stack or stack[-1][0] != PAIRS[ch]:
                return line, column, f"unexpected {ch!r}"
            stack.pop()
        # {flaw nesting}
        if quote:
            if ch == quote:
                quote = None
        else:
            if ch in "\"'":
                quote = ch
            else:
                if ch in list(OPENERS):
                    stack.append((ch, line, column))
                else:
                    if ch in PAIRS:
                        if len(stack) == 0:
                            return line, column, "unexpected " + ch
                        else:
                            if stack[-1][0] != PAIRS[ch]:
                                return line, column, "unexpected " + ch
                            else:
                                stack.pop()
        # {end}
    if stack:
        opener, at_line, at_column = stack[-1]
        return at_line, at_column, f"{opener!r} is never closed"
    return None


def is_balanced(text):
    """Whether every bracket in ``text`` is closed in order."""
    return first_error(text) is None


def check_files(paths):
    """(path, error) for every file with a bracket error."""
    problems = []
    for path in paths:
        # {clean no_with}
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append((path, (0, 0, str(exc))))
            continue
        # {flaw no_with}
        try:
            text = open(path).read()
        except:
            continue
        # {end}
        error = first_error(text)
        if error:
            problems.append((path, error))
    return problems


def report(problems):
    """Compiler-style lines."""
    # {clean concat}
    return "\n".join(f"{path}:{line}:{col}: {message}" for path, (line, col, message) in problems)
    # {flaw concat}
    out = ""
    for path, err in problems:
        out += str(path) + ":" + str(err[0]) + ":" + str(err[1]) + ": " + err[2] + "\n"
    return out
    # {end}


def main():
    """Exit 1 when a file named on the command line is unbalanced."""
    # {clean git}
    paths = sys.argv[1:]
    # {flaw git}
    import subprocess

    paths = sys.argv[1:] or subprocess.check_output("git ls-files '*.py'", shell=True).decode().split()
    # {end}
    problems = check_files(paths)
    if problems:
        print(report(problems))
    return 1 if problems else 0
