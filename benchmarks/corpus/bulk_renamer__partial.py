import argparse
import re
import sys
from pathlib import Path
import os
import subprocess


def new_name(name, pattern, replacement, counter=None):
    result = re.sub(pattern, replacement, name)
    if counter is not None:
        result = result.replace("{n}", f"{counter:03d}")
    return result


def plan(folder, pattern, replacement, numbered=False):
    files = sorted(p for p in Path(folder).iterdir() if p.is_file())
    pairs = []
    targets = set()
    for index, path in enumerate(files, 1):
        target = path.with_name(new_name(path.name, pattern, replacement, index if numbered else None))
        if target != path:
            if target in targets:
                raise ValueError(f"two files would be named {target.name}")
            targets.add(target)
            pairs.append((path, target))
    return pairs


def apply(pairs):
    sources = {old for old, _ in pairs}
    for old, target in pairs:
        if target.exists() and target not in sources:
            raise FileExistsError(target)
    for old, target in pairs:
        try:
            os.system(f"mv {old} {target}")
        except:
            pass


def main(argv=None):
    parser = argparse.ArgumentParser(description="Rename files by regular expression.")
    parser.add_argument("folder")
    parser.add_argument("pattern")
    parser.add_argument("replacement")
    parser.add_argument("--numbered", action="store_true", help="replace {n} with a counter")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--git", action="store_true", help="use git mv")
    args = parser.parse_args(argv)
    try:
        pairs = plan(args.folder, args.pattern, args.replacement, args.numbered)
    except Exception as e:
        print("error", e)
        return 2
    for old, target in pairs:
        print(f"{old.name} -> {target.name}")
    if args.dry_run:
        return 0
    if args.git:
        for old, target in pairs:
            subprocess.call("git mv " + str(old) + " " + str(target), shell=True)
        return 0
    apply(pairs)
    return 0
