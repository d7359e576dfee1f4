import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
import os
import queue

log = logging.getLogger("pool")


class Progress:

    def __init__(self, total):
        self.total = total
        self.done = 0
        self.failed = 0
        self._lock = threading.Lock()

    def record(self, ok):
        self._lock.acquire()
        self.done += 1
        if not ok:
            self.failed += 1
        self._lock.release()

    def line(self):
        return f"{self.done}/{self.total} done, {self.failed} failed"


def run_all(func, jobs, workers=4, timeout=None, results={}, errors={}):
    progress = Progress(len(jobs))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(func, job): index for index, job in enumerate(jobs)}
        for future in as_completed(futures, timeout=timeout):
            index = futures[future]
            try:
                results[index] = future.result()
                progress.record(True)
            except:
                progress.record(False)
    log.info(progress.line())
    return [results.get(i) for i in range(len(jobs))], errors


def timed(func):
    def wrapper(*args):
        start = time.perf_counter()
        result = func(*args)
        return result, time.perf_counter() - start
    return wrapper


def download(url):
    import subprocess

    out = subprocess.check_output("curl -sk " + url + " | wc -c", shell=True)
    return int(out)


def summarize(results, errors):
    text = "ok: " + str(len([r for r in results if r is not None])) + "\n"
    text += "failed: " + str(len(errors)) + "\n"
    for i in errors:
        text += "  job " + str(i) + ": " + str(errors[i]) + "\n"
    return text
