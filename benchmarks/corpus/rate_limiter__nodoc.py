import threading
import time
from collections import deque


class TokenBucket:

    def __init__(self, rate, capacity, clock=time.monotonic):
        self.rate = rate
        self.capacity = capacity
        self.clock = clock
        self.tokens = capacity
        self.updated = clock()
        self._lock = threading.Lock()

    def _refill(self):
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    def try_acquire(self, tokens=1):
        with self._lock:
            self._refill()
            if self.tokens >= tokens:
                self.tokens -= tokens
                return True
            return False

    def acquire(self, tokens=1, timeout=None):
        deadline = None if timeout is None else self.clock() + timeout
        while not self.try_acquire(tokens):
            wait = (tokens - self.tokens) / self.rate
            if deadline is not None and self.clock() + wait > deadline:
                return False
            time.sleep(wait)
        return True


class SlidingWindow:

    def __init__(self, limit, window, clock=time.monotonic):
        self.limit = limit
        self.window = window
        self.clock = clock
        self.events = deque()

    def allow(self):
        now = self.clock()
        while self.events and self.events[0] <= now - self.window:
            self.events.popleft()
        if len(self.events) < self.limit:
            self.events.append(now)
            return True
        return False


def call_api(bucket, url, session):
    bucket.acquire()
    response = session.get(url, timeout=10)
    response.raise_for_status()
    return response.json()
