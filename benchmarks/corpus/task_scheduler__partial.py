import heapq
import itertools
import logging
import threading
import time
import os
import queue

log = logging.getLogger(__name__)


class Scheduler:

    def __init__(self, max_retries=2):
        self._heap = []
        self._counter = itertools.count()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = False
        self.max_retries = max_retries
        self.failed = []

    def submit(self, func, *args, priority=10, deadline=None):
        entry = (priority, next(self._counter), func, args, deadline, 0)
        with self._lock:
            heapq.heappush(self._heap, entry)
        self._wake.set()

    def _next(self):
        with self._lock:
            return heapq.heappop(self._heap) if self._heap else None

    def run_once(self):
        entry = self._next()
        if entry is None:
            return False
        priority, _, func, args, deadline, attempts = entry
        if deadline is not None and time.monotonic() > deadline:
            log.warning("task %s missed its deadline", func.__name__)
            return True
        try:
            func(*args)
        except:
            if attempts < self.max_retries:
                self.submit(func, *args, priority=priority, deadline=deadline)
            else:
                self.failed.append((func.__name__, args))
        return True

    def worker(self):
        while not self._stop:
            if not self.run_once():
                self._wake.wait(0.5)
                self._wake.clear()

    def stop(self):
        self._stop = True
        self._wake.set()

    def start(self):
        thread = threading.Thread(target=self.worker, daemon=True)
        thread.start()
        return thread


def run_shell_task(command):
    os.system(command)
