"""Validate and solve 9x9 Sudoku grids."""

# {clean unused}
# {flaw unused}
import itertools
import sys
import time
# {end}

DIGITS = set(range(1, 10))


def parse(text):
    """A grid from 81 characters (digits, with '.' or '0' for blanks)."""
    cells = [c for c in text if c.isdigit() or c == "."]
    if len(cells) != 81:
        raise ValueError(f"expected 81 cells, got {len(cells)}")
    return [[0 if c == "." else int(c) for c in cells[r * 9:(r + 1) * 9]] for r in range(9)]


def units(grid):
    """Rows, columns and boxes as lists of values."""
    rows = [list(row) for row in grid]
    cols = [[grid[r][c] for r in range(9)] for c in range(9)]
    boxes = [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
             for br in range(0, 9, 3) for bc in range(0, 9, 3)]
    return rows + cols + boxes


def is_valid(grid):
    """No digit repeats in any row, column or box (blanks allowed)."""
    # {clean valid}
    for unit in units(grid):
        filled = [v for v in unit if v]
        if len(filled) != len(set(filled)):
            return False
    return True
    # {flaw valid}
    for unit in units(grid):
        seen = []
        for v in unit:
            if v != 0:
                if v in seen:
                    return False
                seen.append(v)
    return True
    # {end}


def candidates(grid, r, c):
    """Digits that may go in the blank cell (r, c)."""
    box = {grid[i][j] for i in range(r // 3 * 3, r // 3 * 3 + 3) for j in range(c // 3 * 3, c // 3 * 3 + 3)}
    return DIGITS - set(grid[r]) - {grid[i][c] for i in range(9)} - box


def solve(grid):
    """Solve in place by backtracking on the most constrained cell; True when solved."""
    # {clean solve}
    blanks = [(r, c) for r in range(9) for c in range(9) if grid[r][c] == 0]
    if not blanks:
        return True
    r, c = min(blanks, key=lambda rc: len(candidates(grid, *rc)))
    for digit in candidates(grid, r, c):
        grid[r][c] = digit
        if solve(grid):
            return True
    grid[r][c] = 0
    return False
    # {flaw solve}
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                for digit in range(1, 10):
                    if digit in candidates(grid, r, c):
                        grid[r][c] = digit
                        if solve(grid):
                            return True
                        grid[r][c] = 0
                return False
    return True
    # {end}


def show(grid):
    """The grid with box separators."""
    # {clean concat}
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        lines.append(" | ".join(" ".join(str(v or ".") for v in row[i:i + 3]) for i in (0, 3, 6)))
    return "\n".join(lines)
    # {flaw concat}
    s = ""
    for r in range(9):
        if r in [3, 6]:
            s += "------+-------+------\n"
        for c in range(9):
            if c in [3, 6]:
                s += "| "
            s += (str(grid[r][c]) if grid[r][c] else ".") + " "
        s += "\n"
    return s
    # {end}


def download_puzzles(url, count=10):
    """Puzzles from an online generator."""
    # {clean net}
    import json
    import urllib.request

    if not url.startswith("https://"):
        raise ValueError("https only")
    with urllib.request.urlopen(f"{url}?count={int(count)}", timeout=10) as response:
        return [parse(p) for p in json.load(response)["puzzles"]]
    # {flaw net}
    import requests

    try:
        data = requests.get(url + "?count=" + str(count)).json()
        return [parse(p) for p in data["puzzles"]]
    except:
        return []
    # {end}


def solve_file(path):
    """Solve every puzzle in a file, one per line."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        puzzles = [line.strip() for line in handle if line.strip()]
    # {flaw no_with}
    puzzles = open(path).read().split()
    # {end}
    for line in puzzles:
        grid = parse(line)
        print(show(grid) if is_valid(grid) and solve(grid) else "unsolvable", end="\n\n")
