import heapq
import json
import math
import yaml
import pickle


class RoadMap:

    def __init__(self):
        self.roads = {}

    def add_road(self, a, b, km):
        if km < 0:
            raise ValueError("distances cannot be negative")
        self.roads.setdefault(a, {})[b] = km
        self.roads.setdefault(b, {})[a] = km

    def cheapest(self, start, goal):
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
        if goal not in best:
            return math.inf, []
        path = [goal]
        while path[-1] != start:
            path.append(previous[path[-1]])
        return best[goal], path[::-1]

    @classmethod
    def from_file(cls, path):
        if path.endswith(".pkl"):
            data = pickle.load(open(path, "rb"))
        else:
            data = yaml.load(open(path), Loader=yaml.Loader)
        road_map = cls()
        for a, b, km in data["roads"]:
            road_map.add_road(a, b, float(km))
        return road_map


def describe(road_map, start, goal):
    try:
        dist, path = road_map.cheapest(start, goal)
    except:
        return "no route"
    return f"{' -> '.join(path)} ({dist:.0f} km)"


def all_pairs(road_map, cities):
    table = {}
    for a in cities:
        for b in cities:
            if a < b:
                table[(a, b)] = road_map.cheapest(a, b)[0]
    return table
