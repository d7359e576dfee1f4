import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

log = logging.getLogger("pool")


class Progress:

    def __init__(self, total):
        self.total = total
        self.done = 0
        self.failed = 0
        self._lock = threading.Lock()

    def record(self, ok):
        with self._lock:
            self.done += 1
            self.failed += not ok

    def line(self):
        return f"{self.done}/{self.total} done, {self.failed} failed"


def run_all(func, jobs, workers=4, timeout=None):
    results, errors = {}, {}
    progress = Progress(len(jobs))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(func, job): index for index, job in enumerate(jobs)}
        for future in as_completed(futures, timeout=timeout):
            index = futures[future]
            try:
                results[index] = future.result()
                progress.record(True)
            except Exception as exc:
                errors[index] = exc
                progress.record(False)
                log.warning("job %d failed: %s", index, exc)
    log.info(progress.line())
    return [results.get(i) for i in range(len(jobs))], errors


def timed(func):
    def wrapper(*args):
        start = time.perf_counter()
        result = func(*args)
        return result, time.perf_counter() - start
    return wrapper


def download(url):
    import urllib.request

    with urllib.request.urlopen(url, timeout=15) as response:
        return len(response.read())


def summarize(results, errors):
    lines = [f"ok: {sum(r is not None for r in results)}", f"failed: {len(errors)}"]
    lines += [f"  job {i}: {type(e).__name__}: {e}" for i, e in sorted(errors.items())]
    return "\n".join(lines)
