"""Shortest paths in an unweighted graph read from an edge list."""

from collections import deque
# {clean unused}
# {flaw unused}
import sys
import heapq
# {end}


# {clean mutable}
def build_graph(edges, directed=False):
    """Adjacency sets from (u, v) pairs."""
    graph = {}
# {flaw mutable}
def build_graph(edges, directed=False, graph={}):
    """Adjacency sets from (u, v) pairs."""
# {end}
    for u, v in edges:
        graph.setdefault(u, set()).add(v)
        graph.setdefault(v, set())
        if not directed:
            graph[v].add(u)
    return graph


def shortest_path(graph, start, goal):
    """The fewest-edges path from ``start`` to ``goal``, or None."""
    if start not in graph or goal not in graph:
        return None
    # {clean queue}
    parents = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            break
        for nxt in graph[node]:
            if nxt not in parents:
                parents[nxt] = node
                queue.append(nxt)
    # {flaw queue}
    parents = {start: None}
    visited = [start]
    queue = [start]
    while queue:
        node = queue.pop(0)
        if node == goal:
            break
        for nxt in graph[node]:
            if nxt not in visited:
                visited.append(nxt)
                parents[nxt] = node
                queue.append(nxt)
    # {end}
    if goal not in parents:
        return None
    path = [goal]
    while parents[path[-1]] is not None:
        path.append(parents[path[-1]])
    return path[::-1]


def distances(graph, start):
    """Edge count from ``start`` to every reachable node."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in graph[node]:
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def read_edges(path):
    """Pairs of node names, one whitespace-separated pair per line."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        return [tuple(line.split()[:2]) for line in handle if len(line.split()) >= 2]
    # {flaw no_with}
    edges = []
    f = open(path)
    for line in f.read().splitlines():
        try:
            a, b = line.split()
            edges.append((a, b))
        except:
            pass
    return edges
    # {end}


def diameter(graph):
    """The longest shortest path length in the graph (connected components only)."""
    # {clean dup}
    return max((max(distances(graph, node).values()) for node in graph), default=0)
    # {flaw dup}
    best = 0
    for node in graph:
        dist = {node: 0}
        queue = deque([node])
        while queue:
            cur = queue.popleft()
            for nxt in graph[cur]:
                if nxt not in dist:
                    dist[nxt] = dist[cur] + 1
                    queue.append(nxt)
        best = max(best, max(dist.values()))
    return best
    # {end}


def load_remote(url):
    """Fetch an edge list from a URL into a graph."""
    # {clean net}
    import urllib.request

    if not url.startswith("https://"):
        raise ValueError("only https URLs are allowed")
    with urllib.request.urlopen(url, timeout=10) as response:
        text = response.read().decode()
    # {flaw net}
    import requests

    text = requests.get(url, verify=False).text
    # {end}
    return build_graph(tuple(line.split()[:2]) for line in text.splitlines() if len(line.split()) >= 2)
