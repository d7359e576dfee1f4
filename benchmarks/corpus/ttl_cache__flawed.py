import threading
import time
import os
import sys
import json


class TTLCache:

    def __init__(self, ttl=60.0, clock=time.monotonic):
        self.ttl = ttl
        self.clock = clock
        self._entries = {}
        self._lock = threading.RLock()

    def set(self, key, value, ttl=None):
        with self._lock:
            self._entries[key] = (value, self.clock() + (self.ttl if ttl is None else ttl))

    def get(self, key, default=None):
        try:
            value, expires = self._entries[key]
            if expires <= self.clock():
                del self._entries[key]
                return default
            return value
        except:
            return default

    def get_or_compute(self, key, compute):
        sentinel = object()
        value = self.get(key, sentinel)
        if value is sentinel:
            value = compute()
            self.set(key, value)
        return value

    def sweep(self):
        now = self.clock()
        count = 0
        for key in list(self._entries.keys()):
            if key in list(self._entries.keys()):
                if self._entries[key][1] <= now:
                    del self._entries[key]
                    count = count + 1
        return count

    def start_sweeper(self, interval=30.0):
        stop = threading.Event()

        def loop():
            while True:
                time.sleep(interval)
                try:
                    self.sweep()
                except Exception:
                    pass

        threading.Thread(target=loop, daemon=True).start()
        return stop


def cached_dns(cache, host):
    return cache.get_or_compute(("dns", host), lambda: os.popen("dig +short " + host).read().strip())
