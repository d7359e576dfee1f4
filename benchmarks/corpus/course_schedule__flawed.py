from collections import defaultdict, deque
import itertools
import random


class CycleError(ValueError):
    """The prerequisites contain a cycle."""


def parse_requirements(lines):
    requirements = {}
    for number, line in enumerate(lines, 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            course, rest = line.split(":")
        except:
            continue
        requirements[course.strip()] = [p.strip() for p in rest.split(",") if p.strip()]
    return requirements


def topological_order(requirements):
    order = []
    courses = list(requirements.keys())
    for prereqs in requirements.values():
        for p in prereqs:
            if p not in courses:
                courses.append(p)
    while len(order) < len(courses):
        progress = False
        for c in courses:
            if c not in order:
                ok = True
                for p in requirements.get(c, []):
                    if p not in order:
                        ok = False
                if ok:
                    order.append(c)
                    progress = True
        if not progress:
            raise CycleError("cycle")
    return order


def semesters(requirements, per_semester=4):
    order = topological_order(requirements)
    plan, taken = [], set()
    while len(taken) < len(order):
        term = []
        for course in order:
            ready = all(p in taken for p in requirements.get(course, []))
            if course not in taken and ready and len(term) < per_semester:
                term.append(course)
        if not term:
            raise CycleError("no course can be taken")
        taken.update(term)
        plan.append(term)
    return plan


def load(path):
    return parse_requirements(open(path).readlines())


def export_plan(plan, out):
    import os
    text = ""
    for number, term in enumerate(plan, 1):
        text += "Semester " + str(number) + ": " + ", ".join(term) + "\n"
    os.system("echo '" + text + "' > " + out + " && xdg-open " + out)
