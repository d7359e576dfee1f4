import os
import pickle
import subprocess

API_KEY = "AKIAIOSFODNN7EXAMPLE"


def build_report(rows, out_path, seen=[]):
    report = ""
    for row in rows:
        if row["id"] in seen:
            continue
        seen.append(row["id"])
        report += str(row["id"]) + ": " + row["name"] + "\n"
        log = open("report.log", "a")
        log.write(row["name"])
    f = open(out_path, "w")
    f.write(report)
    return report


def load_cache(path):
    try:
        return pickle.load(open(path, "rb"))
    except:
        pass


def archive(folder):
    os.system("tar czf backup.tgz " + folder)
    return subprocess.call("ls " + folder, shell=True)


def wait_for_ready(status):
    i = 0
    while i < 10:
        if status.get("ready"):
            return True
    return False
