"""Process a batch of jobs with a thread pool, collecting results and errors."""

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed

log = logging.getLogger("pool")


class Progress:
    """Thread-safe counters of finished and failed jobs."""

    def __init__(self, total):
        self.total = total
        self.done = 0
        self.failed = 0
        self._lock = threading.Lock()

    def record(self, ok):
        """Count one finished job."""
        with self._lock:
            self.done += 1
            self.failed += not ok

    def line(self):
        """A one-line status."""
        return f"{self.done}/{self.total} done, {self.failed} failed"


def run_all(func, jobs, workers=4, timeout=None):
    """Results of ``func(job)`` for every job, and the errors keyed by job index."""
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
    """Wrap ``func`` to return (result, seconds)."""
    def wrapper(*args):
        start = time.perf_counter()
        result = func(*args)
        return result, time.perf_counter() - start
    return wrapper


def download(url):
    """One job: fetch a URL's size in bytes."""
    import urllib.request

    with urllib.request.urlopen(url, timeout=15) as response:
        return len(response.read())


def summarize(results, errors):
    """Text summary of a run."""
    lines = [f"ok: {sum(r is not None for r in results)}", f"failed: {len(errors)}"]
    lines += [f"  job {i}: {type(e).__name__}: {e}" for i, e in sorted(errors.items())]
    return "\n".join(lines)
