from collections import Counter


def neighbours(cell):
    r, c = cell
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def step(alive):
    counts = Counter(n for cell in alive for n in neighbours(cell))
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in alive)}


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
    return "\n".join("".join("O" if (r, c) in alive else "." for c in range(min(cols) - margin, max(cols) + margin + 1))
                     for r in range(min(rows) - margin, max(rows) + margin + 1))


def load(path):
    with open(path, encoding="utf-8") as handle:
        return parse_pattern(handle.read())


def animate(alive, generations, delay=0.1):
    for _ in range(generations):
        print("\033[H\033[J" + render(alive), flush=True)
        alive = step(alive)
        import time

        time.sleep(delay)
    return alive
