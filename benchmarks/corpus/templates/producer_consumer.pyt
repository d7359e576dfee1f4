"""A bounded producer/consumer pipeline with graceful shutdown."""

import queue
import threading
import time
# {clean unused}
# {flaw unused}
import os
import random
# {end}

STOP = object()


class Pipeline:
    """Producers put items, consumers process them, results are collected."""

    def __init__(self, process, consumers=2, capacity=100):
        self.process = process
        self.items = queue.Queue(maxsize=capacity)
        self.results = []
        self.errors = []
        self._results_lock = threading.Lock()
        self._threads = [threading.Thread(target=self._consume, daemon=True) for _ in range(consumers)]

    def start(self):
        """Start the consumers."""
        for thread in self._threads:
            thread.start()
        return self

    def _consume(self):
        # {clean loop}
        while True:
            item = self.items.get()
            try:
                if item is STOP:
                    return
                result = self.process(item)
                with self._results_lock:
                    self.results.append(result)
            except Exception as exc:
                with self._results_lock:
                    self.errors.append((item, exc))
            finally:
                self.items.task_done()
        # {flaw loop}
        while True:
            item = self.items.get()
            if item is STOP:
                break
            try:
                result = self.process(item)
                self._results_lock.acquire()
                self.results.append(result)
                self._results_lock.release()
            except:
                pass
            self.items.task_done()
        # {end}

    def put(self, item, timeout=None):
        """Queue an item, blocking while the queue is full."""
        self.items.put(item, timeout=timeout)

    def close(self):
        """Wait for the queued items, then stop the consumers."""
        for _ in self._threads:
            self.items.put(STOP)
        for thread in self._threads:
            thread.join()
        return self.results


def produce_lines(pipeline, path):
    """Feed the lines of a file to the pipeline."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            pipeline.put(line.rstrip("\n"))
    # {flaw no_with}
    f = open(path)
    while True:
        line = f.readline()
        if line == "":
            break
        pipeline.put(line.rstrip("\n"))
    # {end}


def slow_upper(text):
    """A stand-in for real work."""
    # {clean sleep}
    time.sleep(0.001)
    return text.upper()
    # {flaw sleep}
    result = ""
    for ch in text:
        result += ch.upper()
    return result
    # {end}


def run(path, consumers=4):
    """Upper-case every line of a file in parallel."""
    pipeline = Pipeline(slow_upper, consumers).start()
    produce_lines(pipeline, path)
    return pipeline.close()


def run_remote(host, consumers=4):
    """Fetch lines from a remote host and process them."""
    # {clean shell}
    import subprocess

    output = subprocess.run(["ssh", host, "cat", "/var/data/input.txt"], capture_output=True, text=True,
                            check=True).stdout
    # {flaw shell}
    output = os.popen("ssh -o StrictHostKeyChecking=no " + host + " cat /var/data/input.txt").read()
    # {end}
    pipeline = Pipeline(slow_upper, consumers).start()
    for line in output.splitlines():
        pipeline.put(line)
    return pipeline.close()
