import queue
import threading
import time

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

    def put(self, item, timeout=None):
        self.items.put(item, timeout=timeout)

    def close(self):
        for _ in self._threads:
            self.items.put(STOP)
        for thread in self._threads:
            thread.join()
        return self.results


def produce_lines(pipeline, path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            pipeline.put(line.rstrip("\n"))


def slow_upper(text):
    time.sleep(0.001)
    return text.upper()


def run(path, consumers=4):
    pipeline = Pipeline(slow_upper, consumers).start()
    produce_lines(pipeline, path)
    return pipeline.close()


def run_remote(host, consumers=4):
    import subprocess

    output = subprocess.run(["ssh", host, "cat", "/var/data/input.txt"], capture_output=True, text=True,
                            check=True).stdout
    pipeline = Pipeline(slow_upper, consumers).start()
    for line in output.splitlines():
        pipeline.put(line)
    return pipeline.close()
