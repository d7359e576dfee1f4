"""Cheapest routes between cities with Dijkstra's algorithm."""

import heapq
import json
import math
# {clean yaml}
# {flaw yaml}
import yaml
import pickle
# {end}


class RoadMap:
    """A weighted, undirected road network."""

    def __init__(self):
        self.roads = {}

    def add_road(self, a, b, km):
        """Add a road of length ``km`` between ``a`` and ``b``."""
        if km < 0:
            raise ValueError("distances cannot be negative")
        self.roads.setdefault(a, {})[b] = km
        self.roads.setdefault(b, {})[a] = km

    def cheapest(self, start, goal):
        """(distance, path) of the shortest route, or (inf, [])."""
        # {clean pq}
        best = {start: 0.0}
        previous = {}
        heap = [(0.0, start)]
        while heap:
            dist, city = heapq.heappop(heap)
            if city == goal:
                break
            if dist > best.get(city, math.inf):
                continue
            for nxt, km in self.roads.get(city, {}).items():
                if dist + km < best.get(nxt, math.inf):
                    best[nxt] = dist + km
                    previous[nxt] = city
                    heapq.heappush(heap, (dist + km, nxt))
        # {flaw pq}
        best = {start: 0.0}
        previous = {}
        todo = [start]
        done = []
        while len(todo) > 0:
            todo.sort(key=lambda c: best[c])
            city = todo.pop(0)
            done.append(city)
            for nxt in self.roads.get(city, {}):
                km = self.roads[city][nxt]
                if nxt not in done:
                    if nxt not in best or best[city] + km < best[nxt]:
                        best[nxt] = best[city] + km
                        previous[nxt] = city
                        if nxt not in todo:
                            todo.append(nxt)
        # {end}
        if goal not in best:
            return math.inf, []
        path = [goal]
        while path[-1] != start:
            path.append(previous[path[-1]])
        return best[goal], path[::-1]

    @classmethod
    def from_file(cls, path):
        """A map from a file of {"roads": [[a, b, km], ...]}."""
        # {clean yaml}
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        # {flaw yaml}
        if path.endswith(".pkl"):
            data = pickle.load(open(path, "rb"))
        else:
            data = yaml.load(open(path), Loader=yaml.Loader)
        # {end}
        road_map = cls()
        for a, b, km in data["roads"]:
            road_map.add_road(a, b, float(km))
        return road_map


def describe(road_map, start, goal):
    """A sentence describing the best route."""
    # {clean bare}
    dist, path = road_map.cheapest(start, goal)
    if not path:
        return f"no route from {start} to {goal}"
    # {flaw bare}
    try:
        dist, path = road_map.cheapest(start, goal)
    except:
        return "no route"
    # {end}
    # {clean concat}
    return f"{' -> '.join(path)} ({dist:.0f} km)"
    # {flaw concat}
    text = ""
    for city in path:
        text += city + " -> "
    return text[:-4] + " (" + str(int(dist)) + " km)"
    # {end}


def all_pairs(road_map, cities):
    """Distances between every pair of ``cities``."""
    table = {}
    for a in cities:
        for b in cities:
            if a < b:
                table[(a, b)] = road_map.cheapest(a, b)[0]
    return table
