import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path

CHUNK = 1 << 20


def file_digest(path, algorithm="sha256"):
    digest = hashlib.new(algorithm)
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


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
            except OSError as exc:
                print(f"skipping {path}: {exc}", file=sys.stderr)
    return [sorted(g) for g in groups.values() if len(g) > 1]


def write_manifest(root, manifest):
    lines = [f"{file_digest(p)}  {p.relative_to(root)}" for p in sorted(Path(root).rglob("*")) if p.is_file()]
    Path(manifest).write_text("\n".join(lines) + "\n", encoding="utf-8")


def verify_manifest(root, manifest):
    bad = []
    with open(manifest, encoding="utf-8") as handle:
        entries = [line.rstrip("\n").split("  ", 1) for line in handle if line.strip()]
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
                os.remove(path)
