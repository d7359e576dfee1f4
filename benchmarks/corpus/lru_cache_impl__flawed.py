import threading
from collections import OrderedDict
import time
import weakref


class LRUCache:

    def __init__(self, capacity=128):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data = {}
        self._order = []
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key, default=None):
        self._lock.acquire()
        if key in self._data:
            self._order.remove(key)
            self._order.append(key)
            self.hits += 1
            self._lock.release()
            return self._data[key]
        self.misses += 1
        return default

    def put(self, key, value):
        self._lock.acquire()
        if key in self._order:
            self._order.remove(key)
        self._order.append(key)
        self._data[key] = value
        while len(self._order) > self.capacity:
            oldest = self._order.pop(0)
            del self._data[oldest]
        self._lock.release()

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
            key = str(args)
            result = cache.get(key, sentinel)
            if result is sentinel:
                result = func(*args)
                cache.put(key, result)
            return result

        wrapper.cache = cache
        wrapper.__name__ = func.__name__
        return wrapper
    return decorate


@lru_cached(256)
def fibonacci(n):
    return n if n < 2 else fibonacci(n - 1) + fibonacci(n - 2)


def load_warm_cache(cache, path):
    for line in open(path):
        try:
            key, value = line.strip().split("=")
            cache.put(eval(key), eval(value))
        except:
            pass
