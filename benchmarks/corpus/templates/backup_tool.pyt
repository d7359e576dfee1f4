"""Nightly backups: archive folders, keep the last N, and upload to a remote host."""

import datetime
import logging
import shutil
import tarfile
from pathlib import Path
# {clean shell}
import subprocess
# {flaw shell}
import os
import subprocess
# {end}

log = logging.getLogger("backup")
KEEP = 7


def archive(source, dest_dir, now=None):
    """A .tar.gz of ``source`` in ``dest_dir``; returns its path."""
    now = now or datetime.datetime.now()
    dest_dir = Path(dest_dir)
    dest_dir.mkdir(parents=True, exist_ok=True)
    target = dest_dir / f"{Path(source).name}-{now:%Y%m%d-%H%M%S}.tar.gz"
    # {clean shell}
    with tarfile.open(target, "w:gz") as tar:
        tar.add(source, arcname=Path(source).name)
    # {flaw shell}
    os.system("tar czf " + str(target) + " " + source)
    # {end}
    return target


def prune(dest_dir, prefix, keep=KEEP):
    """Delete all but the newest ``keep`` archives starting with ``prefix``."""
    archives = sorted(Path(dest_dir).glob(f"{prefix}-*.tar.gz"))
    for old in archives[:-keep]:
        # {clean except}
        try:
            old.unlink()
        except OSError as exc:
            log.warning("could not delete %s: %s", old, exc)
        # {flaw except}
        try:
            old.unlink()
        except:
            pass
        # {end}
    return archives[-keep:]


def upload(path, host, remote_dir="/backups"):
    """Copy an archive to ``host`` with rsync over ssh."""
    # {clean shell}
    subprocess.run(["rsync", "-a", str(path), f"{host}:{remote_dir}/"], check=True, timeout=3600)
    # {flaw shell}
    subprocess.call("rsync -a -e 'ssh -o StrictHostKeyChecking=no' " + str(path) + " " + host + ":" + remote_dir,
                    shell=True)
    # {end}


def restore(archive_path, target_dir):
    """Extract an archive (refusing members that escape ``target_dir``)."""
    # {clean extract}
    target = Path(target_dir).resolve()
    with tarfile.open(archive_path) as tar:
        for member in tar.getmembers():
            if not (target / member.name).resolve().is_relative_to(target):
                raise ValueError(f"unsafe path in archive: {member.name}")
        tar.extractall(target)
    # {flaw extract}
    tar = tarfile.open(archive_path)
    tar.extractall(target_dir)
    # {end}


def free_space_ok(dest_dir, needed_bytes):
    """Whether the destination has room for another archive."""
    return shutil.disk_usage(dest_dir).free > needed_bytes * 2


def run(sources, dest_dir, host=None):
    """Back up every source folder; returns the archives made."""
    made = []
    for source in sources:
        if not free_space_ok(dest_dir, 1 << 30):
            log.error("not enough space for %s", source)
            continue
        path = archive(source, dest_dir)
        prune(dest_dir, Path(source).name)
        if host:
            upload(path, host)
        made.append(path)
    # {clean report}
    log.info("made %d archives", len(made))
    # {flaw report}
    report = ""
    for p in made:
        report += str(p) + "\n"
    open("/tmp/backup_report.txt", "w").write(report)
    # {end}
    return made
