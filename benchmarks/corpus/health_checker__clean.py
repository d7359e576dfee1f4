"""Check a list of HTTP services and TCP ports and print a status table."""

import socket
import time
from concurrent.futures import ThreadPoolExecutor
import urllib.error
import urllib.request


def check_http(url, timeout=5.0):
    """(ok, detail) for an HTTP endpoint: 2xx/3xx is healthy."""
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            status = response.status
    except urllib.error.HTTPError as exc:
        status = exc.code
    except (urllib.error.URLError, TimeoutError) as exc:
        return False, str(exc)
    elapsed = (time.perf_counter() - start) * 1000
    return status < 400, f"{status} in {elapsed:.0f} ms"


def check_tcp(host, port, timeout=3.0):
    """(ok, detail) for a TCP port."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True, "open"
    except OSError as exc:
        return False, str(exc)


def check(target):
    """Dispatch on the target form: a URL or host:port."""
    if target.startswith(("http://", "https://")):
        return check_http(target)
    host, _, port = target.rpartition(":")
    return check_tcp(host, int(port))


def check_all(targets, workers=8):
    """Results in the order of ``targets``."""
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(zip(targets, pool.map(check, targets)))


def table(results):
    """A fixed-width status table."""
    width = max((len(t) for t, _ in results), default=10)
    return "\n".join(f"{t:<{width}}  {'UP' if ok else 'DOWN':<4}  {detail}" for t, (ok, detail) in results)


def load_targets(path):
    """Targets from a file, one per line, '#' comments allowed."""
    with open(path, encoding="utf-8") as handle:
        return [line.split("#")[0].strip() for line in handle if line.split("#")[0].strip()]


def main(path):
    """Exit 1 when any target is down."""
    results = check_all(load_targets(path))
    print(table(results))
    return 0 if all(ok for _, (ok, _) in results) else 1
