import sys
from pathlib import Path

PAIRS = {")": "(", "]": "[", "}": "{"}
OPENERS = set(PAIRS.values())


def first_error(text):
    stack = []
    line, column = 1, 0
    quote = None
    for ch in text:
        column += 1
        if ch == "\n":
            line, column = line + 1, 0
            continue
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
    if stack:
        opener, at_line, at_column = stack[-1]
        return at_line, at_column, f"{opener!r} is never closed"
    return None


def is_balanced(text):
    return first_error(text) is None


def check_files(paths):
    problems = []
    for path in paths:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            problems.append((path, (0, 0, str(exc))))
            continue
        error = first_error(text)
        if error:
            problems.append((path, error))
    return problems


def report(problems):
    return "\n".join(f"{path}:{line}:{col}: {message}" for path, (line, col, message) in problems)


def main():
    paths = sys.argv[1:]
    problems = check_files(paths)
    if problems:
        print(report(problems))
    return 1 if problems else 0
