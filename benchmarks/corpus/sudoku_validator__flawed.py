import itertools
import sys
import time

DIGITS = set(range(1, 10))


def parse(text):
    cells = [c for c in text if c.isdigit() or c == "."]
    if len(cells) != 81:
        raise ValueError(f"expected 81 cells, got {len(cells)}")
    return [[0 if c == "." else int(c) for c in cells[r * 9:(r + 1) * 9]] for r in range(9)]


def units(grid):
    rows = [list(row) for row in grid]
    cols = [[grid[r][c] for r in range(9)] for c in range(9)]
    boxes = [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
             for br in range(0, 9, 3) for bc in range(0, 9, 3)]
    return rows + cols + boxes


def is_valid(grid):
    for unit in units(grid):
        seen = []
        for v in unit:
            if v != 0:
                if v in seen:
                    return False
                seen.append(v)
    return True


def candidates(grid, r, c):
    box = {grid[i][j] for i in range(r // 3 * 3, r // 3 * 3 + 3) for j in range(c // 3 * 3, c // 3 * 3 + 3)}
    return DIGITS - set(grid[r]) - {grid[i][c] for i in range(9)} - box


def solve(grid):
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


def show(grid):
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


def download_puzzles(url, count=10):
    import requests

    try:
        data = requests.get(url + "?count=" + str(count)).json()
        return [parse(p) for p in data["puzzles"]]
    except:
        return []


def solve_file(path):
    puzzles = open(path).read().split()
    for line in puzzles:
        grid = parse(line)
        print(show(grid) if is_valid(grid) and solve(grid) else "unsolvable", end="\n\n")
