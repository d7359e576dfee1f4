import threading
from collections import OrderedDict


class LRUCache:

    def __init__(self, capacity=128):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key, default=None):
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                self.hits += 1
                return self._data[key]
            self.misses += 1
            return default

    def put(self, key, value):
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.capacity:
                self._data.popitem(last=False)

    def __len__(self):
        return len(self._data)

    def stats(self):
        total = self.hits + self.misses
        return {"hits": self.hits, "misses": self.misses, "ratio": self.hits / total if total else 0.0}


def lru_cached(capacity=128):
    def decorate(func):
        cache = LRUCache(capacity)
        sentinel = object()

        def wrapper(*args):
            result = cache.get(args, sentinel)
            if result is sentinel:
                result = func(*args)
                cache.put(args, result)
            return result

        wrapper.cache = cache
        wrapper.__name__ = func.__name__
        return wrapper
    return decorate


@lru_cached(256)
def fibonacci(n):
    return n if n < 2 else fibonacci(n - 1) + fibonacci(n - 2)


def load_warm_cache(cache, path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            key, sep, value = line.rstrip("\n").partition("=")
            if sep:
                cache.put(key, value)
