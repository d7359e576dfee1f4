import queue
import threading
import time
import os
import random

STOP = object()


class Pipeline:

    def __init__(self, process, consumers=2, capacity=100):
        self.process = process
        self.items = queue.Queue(maxsize=capacity)
        self.results = []
        self.errors = []
        self._results_lock = threading.Lock()
        self._threads = [threading.Thread(target=self._consume, daemon=True) for _ in range(consumers)]

    def start(self):
        for thread in self._threads:
            thread.start()
        return self

    def _consume(self):
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

    def put(self, item, timeout=None):
        self.items.put(item, timeout=timeout)

    def close(self):
        for _ in self._threads:
            self.items.put(STOP)
        for thread in self._threads:
            thread.join()
        return self.results


def produce_lines(pipeline, path):
    f = open(path)
    while True:
        line = f.readline()
        if line == "":
            break
        pipeline.put(line.rstrip("\n"))


def slow_upper(text):
    result = ""
    for ch in text:
        result += ch.upper()
    return result


def run(path, consumers=4):
    pipeline = Pipeline(slow_upper, consumers).start()
    produce_lines(pipeline, path)
    return pipeline.close()


def run_remote(host, consumers=4):
    output = os.popen("ssh -o StrictHostKeyChecking=no " + host + " cat /var/data/input.txt").read()
    pipeline = Pipeline(slow_upper, consumers).start()
    for line in output.splitlines():
        pipeline.put(line)
    return pipeline.close()
