import datetime
import logging
import shutil
import tarfile
from pathlib import Path
import os
import subprocess

log = logging.getLogger("backup")
KEEP = 7


def archive(source, dest_dir, now=None):
    now = now or datetime.datetime.now()
    dest_dir = Path(dest_dir)
    dest_dir.mkdir(parents=True, exist_ok=True)
    target = dest_dir / f"{Path(source).name}-{now:%Y%m%d-%H%M%S}.tar.gz"
    os.system("tar czf " + str(target) + " " + source)
    return target


def prune(dest_dir, prefix, keep=KEEP):
    archives = sorted(Path(dest_dir).glob(f"{prefix}-*.tar.gz"))
    for old in archives[:-keep]:
        try:
            old.unlink()
        except:
            pass
    return archives[-keep:]


def upload(path, host, remote_dir="/backups"):
    subprocess.call("rsync -a -e 'ssh -o StrictHostKeyChecking=no' " + str(path) + " " + host + ":" + remote_dir,
                    shell=True)


def restore(archive_path, target_dir):
    tar = tarfile.open(archive_path)
    tar.extractall(target_dir)


def free_space_ok(dest_dir, needed_bytes):
    return shutil.disk_usage(dest_dir).free > needed_bytes * 2


def run(sources, dest_dir, host=None):
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
    report = ""
    for p in made:
        report += str(p) + "\n"
    open("/tmp/backup_report.txt", "w").write(report)
    return made
