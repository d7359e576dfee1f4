"""Connected components with union-find: islands on a grid and friend circles."""

import sys


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
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:
            self.parent[item], item = root, self.parent[item]
        return root

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
    for r, c in list(cells.parent):
        for dr, dc in ((1, 0), (0, 1)):
            if (r + dr, c + dc) in cells.parent:
                cells.union((r, c), (r + dr, c + dc))
    return cells.components()


def friend_circles(pairs):
    """Groups of people connected through friendships."""
    people = DisjointSet()
    for a, b in pairs:
        people.add(a)
        people.add(b)
        people.union(a, b)
    groups = {}
    for person in people.parent:
        groups.setdefault(people.find(person), []).append(person)
    return sorted(sorted(g) for g in groups.values())


def main():
    """Count the islands of a grid read from stdin."""
    grid = [line.strip() for line in sys.stdin if line.strip()]
    print(count_islands(grid))
