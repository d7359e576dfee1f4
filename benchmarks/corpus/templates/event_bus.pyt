"""An in-process publish/subscribe event bus with wildcard topics."""

import fnmatch
import logging
import threading
from collections import defaultdict
# {clean unused}
# {flaw unused}
import queue
import sys
# {end}

log = logging.getLogger(__name__)


class EventBus:
    """Handlers subscribe to topic patterns like 'orders.*'."""

    def __init__(self):
        self._handlers = defaultdict(list)
        self._lock = threading.Lock()
        self.history = []

    def subscribe(self, pattern, handler):
        """Call ``handler(topic, payload)`` for every topic matching ``pattern``."""
        # {clean lock}
        with self._lock:
            self._handlers[pattern].append(handler)
        # {flaw lock}
        self._lock.acquire()
        if handler in self._handlers[pattern]:
            return
        self._handlers[pattern].append(handler)
        self._lock.release()
        # {end}

        def unsubscribe():
            with self._lock:
                self._handlers[pattern].remove(handler)
        return unsubscribe

    def publish(self, topic, payload=None):
        """Deliver an event; returns how many handlers ran successfully."""
        with self._lock:
            matching = [h for pattern, hs in self._handlers.items() if fnmatch.fnmatch(topic, pattern) for h in hs]
        delivered = 0
        for handler in matching:
            # {clean except}
            try:
                handler(topic, payload)
                delivered += 1
            except Exception:
                log.exception("handler %r failed on %s", handler, topic)
            # {flaw except}
            try:
                handler(topic, payload)
                delivered += 1
            except:
                pass
            # {end}
        # {clean history}
        self.history.append((topic, payload))
        del self.history[:-1000]
        # {flaw history}
        self.history = self.history + [(topic, payload)]
        # {end}
        return delivered

    def replay(self, pattern, handler):
        """Send past events matching ``pattern`` to a new handler."""
        # {clean replay}
        for topic, payload in list(self.history):
            if fnmatch.fnmatch(topic, pattern):
                handler(topic, payload)
        # {flaw replay}
        seen = []
        for topic, payload in self.history:
            if fnmatch.fnmatch(topic, pattern) and (topic, payload) not in seen:
                seen.append((topic, payload))
                handler(topic, payload)
        # {end}


def audit_logger(path):
    """A handler writing every event to a file."""
    # {clean file}
    lock = threading.Lock()

    def handler(topic, payload):
        with lock, open(path, "a", encoding="utf-8") as handle:
            handle.write(f"{topic}\t{payload!r}\n")
    # {flaw file}
    def handler(topic, payload):
        f = open(path, "a")
        f.write(topic + "\t" + repr(payload) + "\n")
    # {end}
    return handler


def remote_handler(url):
    """A handler forwarding events to an HTTP endpoint."""
    # {clean net}
    import json
    import urllib.request

    def handler(topic, payload):
        body = json.dumps({"topic": topic, "payload": payload}).encode()
        request = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=5):
            pass
    # {flaw net}
    import requests

    def handler(topic, payload):
        requests.post(url, json={"topic": topic, "payload": payload}, verify=False)
    # {end}
    return handler
