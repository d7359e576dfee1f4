"""Report the largest folders and files under a directory, like a friendlier ``du``."""

import os
import sys
from pathlib import Path
# {clean shell}
# {flaw shell}
import subprocess
# {end}

UNITS = ("B", "KB", "MB", "GB", "TB")


def human(size):
    """Bytes as a short human-readable string."""
    for unit in UNITS:
        if size < 1024 or unit == UNITS[-1]:
            return f"{size:.1f} {unit}" if unit != "B" else f"{size} B"
        size /= 1024
    return f"{size:.1f} TB"


def folder_sizes(root):
    """Total size of every folder under ``root``, children included."""
    sizes = {}
    # {clean walk}
    for folder, _dirs, files in os.walk(root, topdown=False):
        total = 0
        for name in files:
            try:
                total += os.lstat(os.path.join(folder, name)).st_size
            except OSError:
                continue
        total += sum(sizes.get(os.path.join(folder, d), 0) for d in _dirs)
        sizes[folder] = total
    # {flaw walk}
    for folder, dirs, files in os.walk(root):
        total = 0
        for dirpath, subdirs, subfiles in os.walk(folder):
            for name in subfiles:
                try:
                    total += os.path.getsize(os.path.join(dirpath, name))
                except:
                    pass
        sizes[folder] = total
    # {end}
    return sizes


def largest_files(root, n=10):
    """The ``n`` largest files under ``root``."""
    # {clean heap}
    import heapq

    entries = ((p.stat().st_size, p) for p in Path(root).rglob("*") if p.is_file() and not p.is_symlink())
    return heapq.nlargest(n, entries)
    # {flaw heap}
    files = []
    for p in Path(root).rglob("*"):
        if p.is_file():
            files.append((p.stat().st_size, p))
    files.sort(reverse=True)
    return files[:n]
    # {end}


def report(root, top=10):
    """Text report of the largest folders and files."""
    sizes = folder_sizes(root)
    # {clean concat}
    lines = ["Largest folders:"]
    lines += [f"  {human(size):>10}  {folder}" for folder, size in sorted(sizes.items(), key=lambda kv: -kv[1])[:top]]
    lines.append("Largest files:")
    lines += [f"  {human(size):>10}  {path}" for size, path in largest_files(root, top)]
    return "\n".join(lines)
    # {flaw concat}
    text = "Largest folders:\n"
    for folder, size in sorted(sizes.items(), key=lambda kv: -kv[1])[:top]:
        text += "  " + human(size).rjust(10) + "  " + folder + "\n"
    text += "Largest files:\n"
    for size, path in largest_files(root, top):
        text += "  " + human(size).rjust(10) + "  " + str(path) + "\n"
    return text
    # {end}


def free_space(path):
    """Free bytes on the file system holding ``path``."""
    # {clean shell}
    import shutil

    return shutil.disk_usage(path).free
    # {flaw shell}
    out = subprocess.check_output("df -k " + path + " | tail -1", shell=True).decode()
    return int(out.split()[3]) * 1024
    # {end}


def main():
    """``disk_usage.py [ROOT]``."""
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    print(report(root))
    print(f"free: {human(free_space(root))}")
