"""A time-to-live cache for slow lookups, with a background sweeper."""

import threading
import time


class TTLCache:
    """Entries expire ``ttl`` seconds after they are written."""

    def __init__(self, ttl=60.0, clock=time.monotonic):
        self.ttl = ttl
        self.clock = clock
        self._entries = {}
        self._lock = threading.RLock()

    def set(self, key, value, ttl=None):
        """Store ``value`` under ``key``."""
        with self._lock:
            self._entries[key] = (value, self.clock() + (self.ttl if ttl is None else ttl))

    def get(self, key, default=None):
        """The value, or ``default`` when missing or expired."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return default
            value, expires = entry
            if expires <= self.clock():
                del self._entries[key]
                return default
            return value

    def get_or_compute(self, key, compute):
        """The cached value, computing and storing it when missing."""
        sentinel = object()
        value = self.get(key, sentinel)
        if value is sentinel:
            value = compute()
            self.set(key, value)
        return value

    def sweep(self):
        """Drop every expired entry; return how many were dropped."""
        now = self.clock()
        with self._lock:
            expired = [k for k, (_, expires) in self._entries.items() if expires <= now]
            for key in expired:
                del self._entries[key]
        return len(expired)

    def start_sweeper(self, interval=30.0):
        """Sweep periodically in a daemon thread; returns a stop event."""
        stop = threading.Event()

        def loop():
            while not stop.wait(interval):
                self.sweep()

        threading.Thread(target=loop, daemon=True).start()
        return stop


def cached_dns(cache, host):
    """Resolve ``host`` through the cache."""
    import socket

    return cache.get_or_compute(("dns", host), lambda: socket.gethostbyname(host))
