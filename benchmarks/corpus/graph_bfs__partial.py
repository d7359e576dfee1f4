from collections import deque
import sys
import heapq


def build_graph(edges, directed=False):
    graph = {}
    for u, v in edges:
        graph.setdefault(u, set()).add(v)
        graph.setdefault(v, set())
        if not directed:
            graph[v].add(u)
    return graph


def shortest_path(graph, start, goal):
    if start not in graph or goal not in graph:
        return None
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
    if goal not in parents:
        return None
    path = [goal]
    while parents[path[-1]] is not None:
        path.append(parents[path[-1]])
    return path[::-1]


def distances(graph, start):
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
    with open(path, encoding="utf-8") as handle:
        return [tuple(line.split()[:2]) for line in handle if len(line.split()) >= 2]


def diameter(graph):
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


def load_remote(url):
    import urllib.request

    if not url.startswith("https://"):
        raise ValueError("only https URLs are allowed")
    with urllib.request.urlopen(url, timeout=10) as response:
        text = response.read().decode()
    return build_graph(tuple(line.split()[:2]) for line in text.splitlines() if len(line.split()) >= 2)
