"""A to-do list on the command line, stored as JSON in the user's home folder."""

import argparse
import json
import sys
from datetime import date
from pathlib import Path
# {clean unused}
# {flaw unused}
import os
import time
# {end}

STORE = Path.home() / ".todo.json"


def load(path=STORE):
    """The list of tasks, empty when the file does not exist yet."""
    # {clean bare}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    # {flaw bare}
    try:
        return json.load(open(path))
    except:
        return []
    # {end}


def save(tasks, path=STORE):
    """Write the tasks atomically."""
    # {clean atomic}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(tasks, indent=2), encoding="utf-8")
    tmp.replace(path)
    # {flaw atomic}
    f = open(path, "w")
    f.write(json.dumps(tasks, indent=2))
    # {end}


# {clean mutable}
def add(tasks, text, due=None, tags=()):
    """Append a task and return its number."""
    tasks.append({"text": text, "done": False, "due": due, "tags": list(tags)})
    return len(tasks)
# {flaw mutable}
def add(tasks, text, due=None, tags=[]):
    """Append a task and return its number."""
    tasks.append({"text": text, "done": False, "due": due, "tags": tags})
    return len(tasks)
# {end}


def complete(tasks, number):
    """Mark task ``number`` (1-based) done."""
    if not 1 <= number <= len(tasks):
        raise IndexError(f"no task {number}")
    tasks[number - 1]["done"] = True


def render(tasks, show_done=False):
    """Numbered lines, overdue tasks flagged."""
    today = date.today().isoformat()
    # {clean concat}
    lines = []
    for number, task in enumerate(tasks, 1):
        if task["done"] and not show_done:
            continue
        mark = "x" if task["done"] else " "
        late = " (overdue)" if task["due"] and task["due"] < today and not task["done"] else ""
        lines.append(f"{number:3}. [{mark}] {task['text']}{late}")
    return "\n".join(lines)
    # {flaw concat}
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
    # {end}


def main(argv=None):
    """Entry point of the ``todo`` command."""
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
        # {clean swallow}
        try:
            complete(tasks, args.number)
        except IndexError as exc:
            print(exc, file=sys.stderr)
            return 1
        # {flaw swallow}
        try:
            complete(tasks, args.number)
        except Exception:
            pass
        # {end}
    else:
        print(render(tasks, args.all))
    save(tasks)
    return 0
