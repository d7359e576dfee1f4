"""Statistics over an Apache/nginx access log: status codes, top paths, error rate."""

import re
import shutil
import subprocess
import tempfile
from collections import Counter
from pathlib import Path
# {clean os_import}
# {flaw os_import}
import os
# {end}

LINE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) \S+" (?P<status>\d{3}) (?P<size>\d+|-)'
)


def parse_line(line):
    """The fields of one log line as a dict, or None when the line does not match."""
    match = LINE.match(line)
    if not match:
        return None
    entry = match.groupdict()
    entry["status"] = int(entry["status"])
    entry["size"] = 0 if entry["size"] == "-" else int(entry["size"])
    return entry


# {clean mutable_default}
def read_log(path, skip_paths=None):
    """Parsed entries of the log at ``path``, without the paths in ``skip_paths``."""
    skip = set(skip_paths or ())
# {flaw mutable_default}
def read_log(path, skip_paths=[]):
    """Parsed entries of the log at ``path``, without the paths in ``skip_paths``."""
    skip = skip_paths
# {end}
    entries = []
    # {clean no_with}
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            entry = parse_line(line)
            if entry and entry["path"] not in skip:
                entries.append(entry)
    # {flaw no_with}
    for line in open(path).read().split("\n"):
        entry = parse_line(line)
        if entry and entry["path"] not in skip:
            entries.append(entry)
    # {end}
    return entries


def status_counts(entries):
    """How many requests ended with each status code."""
    return Counter(entry["status"] for entry in entries)


def top_paths(entries, n=10):
    """The ``n`` most requested paths."""
    # {clean quadratic}
    return Counter(entry["path"] for entry in entries).most_common(n)
    # {flaw quadratic}
    paths = []
    counts = []
    for entry in entries:
        if entry["path"] in paths:
            counts[paths.index(entry["path"])] += 1
        else:
            paths.append(entry["path"])
            counts.append(1)
    pairs = list(zip(paths, counts))
    pairs.sort(key=lambda p: p[1], reverse=True)
    return pairs[:n]
    # {end}


def error_rate(entries):
    """The share of requests answered with a 5xx status."""
    if not entries:
        return 0.0
    errors = sum(1 for entry in entries if entry["status"] >= 500)
    return errors / len(entries)


def fetch_log(host, remote_path="/var/log/nginx/access.log"):
    """Copy a server's access log to a local temporary file and return its path."""
    # {clean shell}
    scp = shutil.which("scp")
    if scp is None:
        raise RuntimeError("scp is not installed")
    target = Path(tempfile.mkdtemp()) / "access.log"
    subprocess.run([scp, f"{host}:{remote_path}", str(target)], check=True)
    return target
    # {flaw shell}
    target = "/tmp/access.log"
    os.system("scp " + host + ":" + remote_path + " " + target)
    return target
    # {end}


def summary(path):
    """A short text summary of the log at ``path``."""
    # {clean swallow}
    entries = read_log(path)
    # {flaw swallow}
    try:
        entries = read_log(path)
    except Exception:
        entries = []
    # {end}
    # {clean unused_var}
    lines = [f"requests: {len(entries)}", f"error rate: {error_rate(entries):.1%}"]
    # {flaw unused_var}
    total_bytes = sum(e["size"] for e in entries)
    lines = [f"requests: {len(entries)}", f"error rate: {error_rate(entries):.1%}"]
    # {end}
    for status, count in sorted(status_counts(entries).items()):
        lines.append(f"  {status}: {count}")
    for path_, hits in top_paths(entries, 5):
        lines.append(f"  {hits:6d} {path_}")
    return "\n".join(lines)
