import socket
import time
from concurrent.futures import ThreadPoolExecutor
import requests
import urllib3


def check_http(url, timeout=5.0):
    start = time.perf_counter()
    urllib3.disable_warnings()
    try:
        status = requests.get(url, verify=False).status_code
    except:
        return False, "error"
    elapsed = (time.perf_counter() - start) * 1000
    return status < 400, f"{status} in {elapsed:.0f} ms"


def check_tcp(host, port, timeout=3.0):
    s = socket.socket()
    try:
        s.connect((host, port))
        return True, "open"
    except Exception as e:
        return False, str(e)


def check(target):
    if target.startswith(("http://", "https://")):
        return check_http(target)
    host, _, port = target.rpartition(":")
    return check_tcp(host, int(port))


def check_all(targets, workers=8):
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(zip(targets, pool.map(check, targets)))


def table(results):
    out = ""
    for t, (ok, detail) in results:
        if ok:
            out += t + "  UP    " + detail + "\n"
        else:
            out += t + "  DOWN  " + detail + "\n"
    return out


def load_targets(path):
    targets = []
    for line in open(path).readlines():
        line = line.split("#")[0].strip()
        if line and line not in targets:
            targets.append(line)
    return targets


def main(path):
    results = check_all(load_targets(path))
    print(table(results))
    return 0 if all(ok for _, (ok, _) in results) else 1
