import difflib
import sys
from pathlib import Path


def read_lines(path):
    if path == "-":
        return []
    return Path(path).read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)


def unified(old, new, old_name="a", new_name="b", context=3):
    return list(difflib.unified_diff(old, new, old_name, new_name, n=context))


def stats(diff_lines):
    added = sum(1 for line in diff_lines if line.startswith("+") and not line.startswith("+++"))
    removed = sum(1 for line in diff_lines if line.startswith("-") and not line.startswith("---"))
    return added, removed


def changed_words(old_line, new_line):
    old_words, new_words = old_line.split(), new_line.split()
    old_set, new_set = set(old_words), set(new_words)
    return [w for w in old_words if w not in new_set], [w for w in new_words if w not in old_set]


def colorize(diff_lines):
    colours = {"+": "\033[32m", "-": "\033[31m", "@": "\033[36m"}
    return "".join(f"{colours.get(line[:1], '')}{line}\033[0m" if line[:1] in colours else line for line in diff_lines)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: text_diff OLD NEW", file=sys.stderr)
        return 2
    old, new = read_lines(argv[0]), read_lines(argv[1])
    diff = unified(old, new, argv[0], argv[1])
    sys.stdout.write(colorize(diff) if sys.stdout.isatty() else "".join(diff))
    added, removed = stats(diff)
    print(f"{added} added, {removed} removed", file=sys.stderr)
    return 1 if diff else 0
