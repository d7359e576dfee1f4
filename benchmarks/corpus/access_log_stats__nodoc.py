import re
import shutil
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

LINE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) \S+" (?P<status>\d{3}) (?P<size>\d+|-)'
)


def parse_line(line):
    match = LINE.match(line)
    if not match:
        return None
    entry = match.groupdict()
    entry["status"] = int(entry["status"])
    entry["size"] = 0 if entry["size"] == "-" else int(entry["size"])
    return entry


def read_log(path, skip_paths=None):
    skip = set(skip_paths or ())
    entries = []
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            entry = parse_line(line)
            if entry and entry["path"] not in skip:
                entries.append(entry)
    return entries


def status_counts(entries):
    return Counter(entry["status"] for entry in entries)


def top_paths(entries, n=10):
    return Counter(entry["path"] for entry in entries).most_common(n)


def error_rate(entries):
    if not entries:
        return 0.0
    errors = sum(1 for entry in entries if entry["status"] >= 500)
    return errors / len(entries)


def fetch_log(host, remote_path="/var/log/nginx/access.log"):
    scp = shutil.which("scp")
    if scp is None:
        raise RuntimeError("scp is not installed")
    target = Path(tempfile.mkdtemp()) / "access.log"
    subprocess.run([scp, f"{host}:{remote_path}", str(target)], check=True)
    return target


def summary(path):
    entries = read_log(path)
    lines = [f"requests: {len(entries)}", f"error rate: {error_rate(entries):.1%}"]
    for status, count in sorted(status_counts(entries).items()):
        lines.append(f"  {status}: {count}")
    for path_, hits in top_paths(entries, 5):
        lines.append(f"  {hits:6d} {path_}")
    return "\n".join(lines)
