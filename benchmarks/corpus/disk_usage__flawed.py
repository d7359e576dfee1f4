import os
import sys
from pathlib import Path
import subprocess

UNITS = ("B", "KB", "MB", "GB", "TB")


def human(size):
    for unit in UNITS:
        if size < 1024 or unit == UNITS[-1]:
            return f"{size:.1f} {unit}" if unit != "B" else f"{size} B"
        size /= 1024
    return f"{size:.1f} TB"


def folder_sizes(root):
    sizes = {}
    for folder, dirs, files in os.walk(root):
        total = 0
        for dirpath, subdirs, subfiles in os.walk(folder):
            for name in subfiles:
                try:
                    total += os.path.getsize(os.path.join(dirpath, name))
                except:
                    pass
        sizes[folder] = total
    return sizes


def largest_files(root, n=10):
    files = []
    for p in Path(root).rglob("*"):
        if p.is_file():
            files.append((p.stat().st_size, p))
    files.sort(reverse=True)
    return files[:n]


def report(root, top=10):
    sizes = folder_sizes(root)
    text = "Largest folders:\n"
    for folder, size in sorted(sizes.items(), key=lambda kv: -kv[1])[:top]:
        text += "  " + human(size).rjust(10) + "  " + folder + "\n"
    text += "Largest files:\n"
    for size, path in largest_files(root, top):
        text += "  " + human(size).rjust(10) + "  " + str(path) + "\n"
    return text


def free_space(path):
    out = subprocess.check_output("df -k " + path + " | tail -1", shell=True).decode()
    return int(out.split()[3]) * 1024


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    print(report(root))
    print(f"free: {human(free_space(root))}")
