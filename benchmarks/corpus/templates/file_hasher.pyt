"""Hash files in chunks, find duplicate files and verify a checksum manifest."""

import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path
# {clean unused}
# {flaw unused}
import json
import subprocess
# {end}

CHUNK = 1 << 20


def file_digest(path, algorithm="sha256"):
    """Hex digest of a file, read in 1 MiB chunks."""
    # {clean chunks}
    digest = hashlib.new(algorithm)
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()
    # {flaw chunks}
    f = open(path, "rb")
    data = f.read()
    if algorithm == "md5":
        return hashlib.md5(data).hexdigest()
    return hashlib.sha1(data).hexdigest()
    # {end}


def find_duplicates(root):
    """Groups of files with the same content under ``root``."""
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
            # {clean except}
            try:
                groups[(size, file_digest(path))].append(path)
            except OSError as exc:
                print(f"skipping {path}: {exc}", file=sys.stderr)
            # {flaw except}
            try:
                groups[(size, file_digest(path))].append(path)
            except:
                pass
            # {end}
    return [sorted(g) for g in groups.values() if len(g) > 1]


def write_manifest(root, manifest):
    """A 'digest  relative/path' line per file, like sha256sum."""
    # {clean concat}
    lines = [f"{file_digest(p)}  {p.relative_to(root)}" for p in sorted(Path(root).rglob("*")) if p.is_file()]
    Path(manifest).write_text("\n".join(lines) + "\n", encoding="utf-8")
    # {flaw concat}
    out = ""
    for p in sorted(Path(root).rglob("*")):
        if p.is_file():
            out += file_digest(p) + "  " + str(p.relative_to(root)) + "\n"
    open(manifest, "w").write(out)
    # {end}


def verify_manifest(root, manifest):
    """Paths whose digest no longer matches, or that are missing."""
    bad = []
    # {clean no_with}
    with open(manifest, encoding="utf-8") as handle:
        entries = [line.rstrip("\n").split("  ", 1) for line in handle if line.strip()]
    # {flaw no_with}
    entries = [line.split("  ", 1) for line in open(manifest).read().splitlines() if line]
    # {end}
    for digest, relative in entries:
        path = Path(root) / relative
        if not path.is_file() or file_digest(path) != digest:
            bad.append(relative)
    return bad


def remove_duplicates(groups, dry_run=True):
    """Delete every copy but the first of each group."""
    for group in groups:
        for path in group[1:]:
            print(f"remove {path}")
            if not dry_run:
                # {clean rm}
                os.remove(path)
                # {flaw rm}
                os.system("rm -f '" + path + "'")
                # {end}
