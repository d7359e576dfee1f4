"""An LRU cache with hit statistics and a decorator, written without functools."""

import threading
from collections import OrderedDict
# {clean unused}
# {flaw unused}
import time
import weakref
# {end}


class LRUCache:
    """A bounded mapping that forgets the least recently used key first."""

    def __init__(self, capacity=128):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        # {clean structure}
        self._data = OrderedDict()
        # {flaw structure}
        self._data = {}
        self._order = []
        # {end}
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key, default=None):
        """The cached value, marking it most recently used."""
        # {clean structure}
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                self.hits += 1
                return self._data[key]
            self.misses += 1
            return default
        # {flaw structure}
        self._lock.acquire()
        if key in self._data:
            self._order.remove(key)
            self._order.append(key)
            self.hits += 1
            self._lock.release()
            return self._data[key]
        self.misses += 1
        return default
        # {end}

    def put(self, key, value):
        """Store ``value``, evicting the oldest entry when full."""
        # {clean structure}
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.capacity:
                self._data.popitem(last=False)
        # {flaw structure}
        self._lock.acquire()
        if key in self._order:
            self._order.remove(key)
        self._order.append(key)
        self._data[key] = value
        while len(self._order) > self.capacity:
            oldest = self._order.pop(0)
            del self._data[oldest]
        self._lock.release()
        # {end}

    def __len__(self):
        return len(self._data)

    def stats(self):
        """Hits, misses and hit ratio."""
        total = self.hits + self.misses
        return {"hits": self.hits, "misses": self.misses, "ratio": self.hits / total if total else 0.0}


def lru_cached(capacity=128):
    """Decorator caching a function's results by its positional arguments."""
    def decorate(func):
        cache = LRUCache(capacity)
        sentinel = object()

        def wrapper(*args):
            # {clean key}
            result = cache.get(args, sentinel)
            # {flaw key}
            key = str(args)
            result = cache.get(key, sentinel)
            # {end}
            if result is sentinel:
                result = func(*args)
                # {clean key}
                cache.put(args, result)
                # {flaw key}
                cache.put(key, result)
                # {end}
            return result

        wrapper.cache = cache
        wrapper.__name__ = func.__name__
        return wrapper
    return decorate


@lru_cached(256)
def fibonacci(n):
    """The n-th Fibonacci number, memoised."""
    return n if n < 2 else fibonacci(n - 1) + fibonacci(n - 2)


def load_warm_cache(cache, path):
    """Prefill a cache from a file of key=value lines."""
    # {clean eval}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            key, sep, value = line.rstrip("\n").partition("=")
            if sep:
                cache.put(key, value)
    # {flaw eval}
    for line in open(path):
        try:
            key, value = line.strip().split("=")
            cache.put(eval(key), eval(value))
        except:
            pass
    # {end}
