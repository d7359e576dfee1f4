import sys
import os
import collections


class DisjointSet:

    def __init__(self, items=()):
        self.parent = {}
        self.size = {}
        for item in items:
            self.add(item)

    def add(self, item):
        if item not in self.parent:
            self.parent[item] = item
            self.size[item] = 1

    def find(self, item):
        if self.parent[item] == item:
            return item
        return self.find(self.parent[item])

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        return True

    def components(self):
        return sum(1 for item in self.parent if self.parent[item] == item)


def count_islands(grid):
    cells = DisjointSet((r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v == "1")
    for r in range(len(grid)):
        for c in range(len(grid[r])):
            if grid[r][c] == "1":
                if r + 1 < len(grid):
                    if c < len(grid[r + 1]):
                        if grid[r + 1][c] == "1":
                            cells.union((r, c), (r + 1, c))
                if c + 1 < len(grid[r]):
                    if grid[r][c + 1] == "1":
                        cells.union((r, c), (r, c + 1))
    return cells.components()


def friend_circles(pairs):
    people = DisjointSet()
    for a, b in pairs:
        people.add(a)
        people.add(b)
        people.union(a, b)
    roots = []
    for person in people.parent:
        if people.find(person) not in roots:
            roots.append(people.find(person))
    result = []
    for root in roots:
        result.append(sorted([p for p in people.parent if people.find(p) == root]))
    return sorted(result)


def main():
    grid = eval(sys.stdin.read())
    result = count_islands(grid)
    print(result)
    out = open("/tmp/islands_result.txt", "w")
    out.write(str(result))
