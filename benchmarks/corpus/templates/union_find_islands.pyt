"""Connected components with union-find: islands on a grid and friend circles."""

import sys
# {clean unused}
# {flaw unused}
import os
import collections
# {end}


class DisjointSet:
    """Union-find with path compression and union by size."""

    def __init__(self, items=()):
        self.parent = {}
        self.size = {}
        for item in items:
            self.add(item)

    def add(self, item):
        """Add ``item`` as its own component."""
        if item not in self.parent:
            self.parent[item] = item
            self.size[item] = 1

    def find(self, item):
        """The representative of ``item``'s component."""
        # {clean recursion}
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:
            self.parent[item], item = root, self.parent[item]
        return root
        # {flaw recursion}
        if self.parent[item] == item:
            return item
        return self.find(self.parent[item])
        # {end}

    def union(self, a, b):
        """Merge the components of ``a`` and ``b``; True when they were separate."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        return True

    def components(self):
        """The number of components."""
        return sum(1 for item in self.parent if self.parent[item] == item)


def count_islands(grid):
    """Number of 4-connected groups of '1' cells."""
    cells = DisjointSet((r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v == "1")
    # {clean nesting}
    for r, c in list(cells.parent):
        for dr, dc in ((1, 0), (0, 1)):
            if (r + dr, c + dc) in cells.parent:
                cells.union((r, c), (r + dr, c + dc))
    # {flaw nesting}
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
    # {end}
    return cells.components()


def friend_circles(pairs):
    """Groups of people connected through friendships."""
    people = DisjointSet()
    for a, b in pairs:
        people.add(a)
        people.add(b)
        people.union(a, b)
    # {clean quadratic}
    groups = {}
    for person in people.parent:
        groups.setdefault(people.find(person), []).append(person)
    return sorted(sorted(g) for g in groups.values())
    # {flaw quadratic}
    roots = []
    for person in people.parent:
        if people.find(person) not in roots:
            roots.append(people.find(person))
    result = []
    for root in roots:
        result.append(sorted([p for p in people.parent if people.find(p) == root]))
    return sorted(result)
    # {end}


def main():
    """Count the islands of a grid read from stdin."""
    # {clean eval}
    grid = [line.strip() for line in sys.stdin if line.strip()]
    # {flaw eval}
    grid = eval(sys.stdin.read())
    # {end}
    # {clean save}
    print(count_islands(grid))
    # {flaw save}
    result = count_islands(grid)
    print(result)
    out = open("/tmp/islands_result.txt", "w")
    out.write(str(result))
    # {end}
