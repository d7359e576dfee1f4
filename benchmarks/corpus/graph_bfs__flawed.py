from collections import deque
import sys
import heapq


def build_graph(edges, directed=False, graph={}):
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
    edges = []
    f = open(path)
    for line in f.read().splitlines():
        try:
            a, b = line.split()
            edges.append((a, b))
        except:
            pass
    return edges


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
    import requests

    text = requests.get(url, verify=False).text
    return build_graph(tuple(line.split()[:2]) for line in text.splitlines() if len(line.split()) >= 2)
