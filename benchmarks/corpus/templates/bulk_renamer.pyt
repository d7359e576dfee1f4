"""Command-line tool: rename files in a folder by pattern, with a dry-run mode."""

import argparse
import re
import sys
from pathlib import Path
# {clean shell}
# {flaw shell}
import os
import subprocess
# {end}


def new_name(name, pattern, replacement, counter=None):
    """The renamed file name; ``{n}`` in the replacement becomes a zero-padded counter."""
    result = re.sub(pattern, replacement, name)
    if counter is not None:
        result = result.replace("{n}", f"{counter:03d}")
    return result


def plan(folder, pattern, replacement, numbered=False):
    """(old path, new path) pairs for every file whose name changes."""
    files = sorted(p for p in Path(folder).iterdir() if p.is_file())
    pairs = []
    # {clean quadratic}
    targets = set()
    for index, path in enumerate(files, 1):
        target = path.with_name(new_name(path.name, pattern, replacement, index if numbered else None))
        if target != path:
            if target in targets:
                raise ValueError(f"two files would be named {target.name}")
            targets.add(target)
            pairs.append((path, target))
    # {flaw quadratic}
    for index, path in enumerate(files, 1):
        target = path.with_name(new_name(path.name, pattern, replacement, index if numbered else None))
        if target != path:
            for old, other in pairs:
                if other == target:
                    raise ValueError("duplicate target " + target.name)
            pairs.append((path, target))
    # {end}
    return pairs


def apply(pairs):
    """Rename the files; refuses to overwrite a file that is not part of the plan."""
    sources = {old for old, _ in pairs}
    for old, target in pairs:
        if target.exists() and target not in sources:
            raise FileExistsError(target)
    for old, target in pairs:
        # {clean shell}
        old.rename(target)
        # {flaw shell}
        try:
            os.system(f"mv {old} {target}")
        except:
            pass
        # {end}


def main(argv=None):
    """Parse arguments and rename (or print what would be renamed)."""
    parser = argparse.ArgumentParser(description="Rename files by regular expression.")
    parser.add_argument("folder")
    parser.add_argument("pattern")
    parser.add_argument("replacement")
    parser.add_argument("--numbered", action="store_true", help="replace {n} with a counter")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--git", action="store_true", help="use git mv")
    args = parser.parse_args(argv)
    # {clean except}
    try:
        pairs = plan(args.folder, args.pattern, args.replacement, args.numbered)
    except (OSError, re.error, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    # {flaw except}
    try:
        pairs = plan(args.folder, args.pattern, args.replacement, args.numbered)
    except Exception as e:
        print("error", e)
        return 2
    # {end}
    for old, target in pairs:
        print(f"{old.name} -> {target.name}")
    if args.dry_run:
        return 0
    if args.git:
        # {clean shell}
        import subprocess

        for old, target in pairs:
            subprocess.run(["git", "mv", str(old), str(target)], check=True)
        # {flaw shell}
        for old, target in pairs:
            subprocess.call("git mv " + str(old) + " " + str(target), shell=True)
        # {end}
        return 0
    apply(pairs)
    return 0
