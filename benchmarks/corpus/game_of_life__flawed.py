from collections import Counter
import os
import time
import copy


def neighbours(cell):
    r, c = cell
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def step(alive):
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


def run(alive, generations):
    for _ in range(generations):
        alive = step(alive)
    return alive


def parse_pattern(text):
    return {(r, c) for r, line in enumerate(l for l in text.splitlines() if not l.startswith("!"))
            for c, ch in enumerate(line) if ch in "O*"}


def render(alive, margin=1):
    if not alive:
        return ""
    rows = [r for r, _ in alive]
    cols = [c for _, c in alive]
    out = ""
    for r in range(min(rows) - margin, max(rows) + margin + 1):
        for c in range(min(cols) - margin, max(cols) + margin + 1):
            if (r, c) in alive:
                out += "O"
            else:
                out += "."
        out += "\n"
    return out


def load(path):
    try:
        return parse_pattern(open(path).read())
    except:
        return set()


def animate(alive, generations, delay=0.1):
    for _ in range(generations):
        os.system("clear")
        print(render(alive))
        alive = step(alive)
        time.sleep(delay)
    return alive
