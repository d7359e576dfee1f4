"""Check a list of HTTP services and TCP ports and print a status table."""

import socket
import time
from concurrent.futures import ThreadPoolExecutor
# {clean net}
import urllib.error
import urllib.request
# {flaw net}
import requests
import urllib3
# {end}


def check_http(url, timeout=5.0):
    """(ok, detail) for an HTTP endpoint: 2xx/3xx is healthy."""
    start = time.perf_counter()
    # {clean net}
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            status = response.status
    except urllib.error.HTTPError as exc:
        status = exc.code
    except (urllib.error.URLError, TimeoutError) as exc:
        return False, str(exc)
    # {flaw net}
    urllib3.disable_warnings()
    try:
        status = requests.get(url, verify=False).status_code
    except:
        return False, "error"
    # {end}
    elapsed = (time.perf_counter() - start) * 1000
    return status < 400, f"{status} in {elapsed:.0f} ms"


def check_tcp(host, port, timeout=3.0):
    """(ok, detail) for a TCP port."""
    # {clean socket}
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True, "open"
    except OSError as exc:
        return False, str(exc)
    # {flaw socket}
    s = socket.socket()
    try:
        s.connect((host, port))
        return True, "open"
    except Exception as e:
        return False, str(e)
    # {end}


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
    # {clean concat}
    width = max((len(t) for t, _ in results), default=10)
    return "\n".join(f"{t:<{width}}  {'UP' if ok else 'DOWN':<4}  {detail}" for t, (ok, detail) in results)
    # {flaw concat}
    out = ""
    for t, (ok, detail) in results:
        if ok:
            out += t + "  UP    " + detail + "\n"
        else:
            out += t + "  DOWN  " + detail + "\n"
    return out
    # {end}


def load_targets(path):
    """Targets from a file, one per line, '#' comments allowed."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        return [line.split("#")[0].strip() for line in handle if line.split("#")[0].strip()]
    # {flaw no_with}
    targets = []
    for line in open(path).readlines():
        line = line.split("#")[0].strip()
        if line and line not in targets:
            targets.append(line)
    return targets
    # {end}


def main(path):
    """Exit 1 when any target is down."""
    results = check_all(load_targets(path))
    print(table(results))
    return 0 if all(ok for _, (ok, _) in results) else 1
