import fnmatch
import logging
import threading
from collections import defaultdict
import queue
import sys

log = logging.getLogger(__name__)


class EventBus:

    def __init__(self):
        self._handlers = defaultdict(list)
        self._lock = threading.Lock()
        self.history = []

    def subscribe(self, pattern, handler):
        with self._lock:
            self._handlers[pattern].append(handler)

        def unsubscribe():
            with self._lock:
                self._handlers[pattern].remove(handler)
        return unsubscribe

    def publish(self, topic, payload=None):
        with self._lock:
            matching = [h for pattern, hs in self._handlers.items() if fnmatch.fnmatch(topic, pattern) for h in hs]
        delivered = 0
        for handler in matching:
            try:
                handler(topic, payload)
                delivered += 1
            except:
                pass
        self.history.append((topic, payload))
        del self.history[:-1000]
        return delivered

    def replay(self, pattern, handler):
        seen = []
        for topic, payload in self.history:
            if fnmatch.fnmatch(topic, pattern) and (topic, payload) not in seen:
                seen.append((topic, payload))
                handler(topic, payload)


def audit_logger(path):
    lock = threading.Lock()

    def handler(topic, payload):
        with lock, open(path, "a", encoding="utf-8") as handle:
            handle.write(f"{topic}\t{payload!r}\n")
    return handler


def remote_handler(url):
    import requests

    def handler(topic, payload):
        requests.post(url, json={"topic": topic, "payload": payload}, verify=False)
    return handler
