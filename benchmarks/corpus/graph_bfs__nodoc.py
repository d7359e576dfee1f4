from collections import deque


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
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            break
        for nxt in graph[node]:
            if nxt not in parents:
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
    return max((max(distances(graph, node).values()) for node in graph), default=0)


def load_remote(url):
    import urllib.request

    if not url.startswith("https://"):
        raise ValueError("only https URLs are allowed")
    with urllib.request.urlopen(url, timeout=10) as response:
        text = response.read().decode()
    return build_graph(tuple(line.split()[:2]) for line in text.splitlines() if len(line.split()) >= 2)
