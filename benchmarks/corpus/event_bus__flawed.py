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
        self._lock.acquire()
        if handler in self._handlers[pattern]:
            return
        self._handlers[pattern].append(handler)
        self._lock.release()

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
        self.history = self.history + [(topic, payload)]
        return delivered

    def replay(self, pattern, handler):
        seen = []
        for topic, payload in self.history:
            if fnmatch.fnmatch(topic, pattern) and (topic, payload) not in seen:
                seen.append((topic, payload))
                handler(topic, payload)


def audit_logger(path):
    def handler(topic, payload):
        f = open(path, "a")
        f.write(topic + "\t" + repr(payload) + "\n")
    return handler


def remote_handler(url):
    import requests

    def handler(topic, payload):
        requests.post(url, json={"topic": topic, "payload": payload}, verify=False)
    return handler
