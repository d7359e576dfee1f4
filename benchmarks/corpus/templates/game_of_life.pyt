"""Conway's Game of Life on a sparse, unbounded board, with pattern files."""

from collections import Counter
# {clean unused}
# {flaw unused}
import os
import time
import copy
# {end}


def neighbours(cell):
    """The eight cells around ``cell``."""
    r, c = cell
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def step(alive):
    """The next generation of a set of live cells."""
    # {clean step}
    counts = Counter(n for cell in alive for n in neighbours(cell))
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in alive)}
    # {flaw step}
    alive = list(alive)
    new = []
    for cell in alive:
        for candidate in neighbours(cell) + [cell]:
            n = 0
            for other in neighbours(candidate):
                if other in alive:
                    n += 1
            if n == 3 or (n == 2 and candidate in alive):
                if candidate not in new:
                    new.append(candidate)
    return set(new)
    # {end}


def run(alive, generations):
    """The board after ``generations`` steps."""
    for _ in range(generations):
        alive = step(alive)
    return alive


def parse_pattern(text):
    """Live cells of a plaintext pattern ('O' or '*' alive, '.' dead, '!' comments)."""
    return {(r, c) for r, line in enumerate(l for l in text.splitlines() if not l.startswith("!"))
            for c, ch in enumerate(line) if ch in "O*"}


def render(alive, margin=1):
    """The bounding box of the board as text."""
    if not alive:
        return ""
    rows = [r for r, _ in alive]
    cols = [c for _, c in alive]
    # {clean concat}
    return "\n".join("".join("O" if (r, c) in alive else "." for c in range(min(cols) - margin, max(cols) + margin + 1))
                     for r in range(min(rows) - margin, max(rows) + margin + 1))
    # {flaw concat}
    out = ""
    for r in range(min(rows) - margin, max(rows) + margin + 1):
        for c in range(min(cols) - margin, max(cols) + margin + 1):
            if (r, c) in alive:
                out += "O"
            else:
                out += "."
        out += "\n"
    return out
    # {end}


def load(path):
    """A pattern from a file."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        return parse_pattern(handle.read())
    # {flaw no_with}
    try:
        return parse_pattern(open(path).read())
    except:
        return set()
    # {end}


def animate(alive, generations, delay=0.1):
    """Print each generation in the terminal."""
    for _ in range(generations):
        # {clean clear}
        print("\033[H\033[J" + render(alive), flush=True)
        # {flaw clear}
        os.system("clear")
        print(render(alive))
        # {end}
        alive = step(alive)
        # {clean clear}
        import time

        time.sleep(delay)
        # {flaw clear}
        time.sleep(delay)
        # {end}
    return alive
