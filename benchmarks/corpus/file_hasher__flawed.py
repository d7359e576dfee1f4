import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path
import json
import subprocess

CHUNK = 1 << 20


def file_digest(path, algorithm="sha256"):
    f = open(path, "rb")
    data = f.read()
    if algorithm == "md5":
        return hashlib.md5(data).hexdigest()
    return hashlib.sha1(data).hexdigest()


def find_duplicates(root):
    by_size = defaultdict(list)
    for folder, _dirs, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                by_size[os.path.getsize(path)].append(path)
    groups = defaultdict(list)
    for size, paths in by_size.items():
        if len(paths) < 2:
            continue
        for path in paths:
            try:
                groups[(size, file_digest(path))].append(path)
            except:
                pass
    return [sorted(g) for g in groups.values() if len(g) > 1]


def write_manifest(root, manifest):
    out = ""
    for p in sorted(Path(root).rglob("*")):
        if p.is_file():
            out += file_digest(p) + "  " + str(p.relative_to(root)) + "\n"
    open(manifest, "w").write(out)


def verify_manifest(root, manifest):
    bad = []
    entries = [line.split("  ", 1) for line in open(manifest).read().splitlines() if line]
    for digest, relative in entries:
        path = Path(root) / relative
        if not path.is_file() or file_digest(path) != digest:
            bad.append(relative)
    return bad


def remove_duplicates(groups, dry_run=True):
    for group in groups:
        for path in group[1:]:
            print(f"remove {path}")
            if not dry_run:
                os.system("rm -f '" + path + "'")
