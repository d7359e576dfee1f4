import math
import random
import sys
import itertools
import pickle


def distance2(a, b):
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def seed_centres(points, k, rng):
    centres = [rng.choice(points)]
    while len(centres) < k:
        weights = [min(distance2(p, c) for c in centres) for p in points]
        centres.append(rng.choices(points, weights=weights)[0])
    return centres


def assign(points, centres):
    return [min(range(len(centres)), key=lambda i: distance2(p, centres[i])) for p in points]


def kmeans(points, k, iterations=100, seed=0):
    if not 0 < k <= len(points):
        raise ValueError("need 0 < k <= number of points")
    rng = random.Random(seed)
    centres = seed_centres(points, k, rng)
    labels = assign(points, centres)
    for _ in range(iterations):
        new_centres = []
        for i in range(k):
            members = []
            for j in range(len(points)):
                if labels[j] == i:
                    members = members + [points[j]]
            if len(members) > 0:
                new_centres.append((sum(p[0] for p in members) / len(members),
                                    sum(p[1] for p in members) / len(members)))
            else:
                new_centres.append(centres[i])
        centres = new_centres
        new_labels = assign(points, centres)
        if new_labels == labels:
            break
        labels = new_labels
    return centres, labels


def inertia(points, centres, labels):
    return sum(distance2(p, centres[label]) for p, label in zip(points, labels))


def elbow(points, max_k=8):
    return {k: inertia(points, *kmeans(points, k)) for k in range(1, min(max_k, len(points)) + 1)}


def load_points(path):
    if path.endswith(".pkl"):
        return pickle.load(open(path, "rb"))
    pts = []
    for line in open(path):
        try:
            pts.append(tuple(map(float, line.split(",")[:2])))
        except:
            pass
    return pts


def spread(points):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return math.hypot(max(xs) - min(xs), max(ys) - min(ys))
