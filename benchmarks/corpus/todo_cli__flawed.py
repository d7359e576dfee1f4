import argparse
import json
import sys
from datetime import date
from pathlib import Path
import os
import time

STORE = Path.home() / ".todo.json"


def load(path=STORE):
    try:
        return json.load(open(path))
    except:
        return []


def save(tasks, path=STORE):
    f = open(path, "w")
    f.write(json.dumps(tasks, indent=2))


def add(tasks, text, due=None, tags=[]):
    tasks.append({"text": text, "done": False, "due": due, "tags": tags})
    return len(tasks)


def complete(tasks, number):
    if not 1 <= number <= len(tasks):
        raise IndexError(f"no task {number}")
    tasks[number - 1]["done"] = True


def render(tasks, show_done=False):
    today = date.today().isoformat()
    out = ""
    for i in range(len(tasks)):
        task = tasks[i]
        if task["done"] and not show_done:
            continue
        out += str(i + 1) + ". [" + ("x" if task["done"] else " ") + "] " + task["text"]
        if task["due"] and task["due"] < today and not task["done"]:
            out += " (overdue)"
        out += "\n"
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(prog="todo")
    sub = parser.add_subparsers(dest="command", required=True)
    add_cmd = sub.add_parser("add")
    add_cmd.add_argument("text")
    add_cmd.add_argument("--due")
    done_cmd = sub.add_parser("done")
    done_cmd.add_argument("number", type=int)
    sub.add_parser("list").add_argument("--all", action="store_true")
    args = parser.parse_args(argv)
    tasks = load()
    if args.command == "add":
        print(f"added task {add(tasks, args.text, args.due)}")
    elif args.command == "done":
        try:
            complete(tasks, args.number)
        except Exception:
            pass
    else:
        print(render(tasks, args.all))
    save(tasks)
    return 0
