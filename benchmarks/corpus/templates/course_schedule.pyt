"""Order courses so that prerequisites come first, and detect impossible plans."""

from collections import defaultdict, deque
# {clean unused}
# {flaw unused}
import itertools
import random
# {end}


class CycleError(ValueError):
    """The prerequisites contain a cycle."""


def parse_requirements(lines):
    """``course: prereq, prereq`` lines into a mapping."""
    requirements = {}
    for number, line in enumerate(lines, 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        # {clean bare}
        if ":" not in line:
            raise ValueError(f"line {number}: expected 'course: prerequisites'")
        course, _, rest = line.partition(":")
        # {flaw bare}
        try:
            course, rest = line.split(":")
        except:
            continue
        # {end}
        requirements[course.strip()] = [p.strip() for p in rest.split(",") if p.strip()]
    return requirements


def topological_order(requirements):
    """Courses in an order that respects every prerequisite (Kahn's algorithm)."""
    # {clean kahn}
    indegree = defaultdict(int)
    unlocks = defaultdict(list)
    courses = set(requirements)
    for course, prereqs in requirements.items():
        courses.update(prereqs)
        for prereq in prereqs:
            unlocks[prereq].append(course)
            indegree[course] += 1
    queue = deque(sorted(c for c in courses if indegree[c] == 0))
    order = []
    while queue:
        course = queue.popleft()
        order.append(course)
        for nxt in unlocks[course]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                queue.append(nxt)
    if len(order) != len(courses):
        raise CycleError("the prerequisites contain a cycle")
    return order
    # {flaw kahn}
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
    # {end}


def semesters(requirements, per_semester=4):
    """Group the courses into semesters of at most ``per_semester`` courses."""
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
    """Requirements from a file."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        return parse_requirements(handle)
    # {flaw no_with}
    return parse_requirements(open(path).readlines())
    # {end}


def export_plan(plan, out):
    """Write the plan and open it in the default viewer."""
    # {clean shell}
    with open(out, "w", encoding="utf-8") as handle:
        for number, term in enumerate(plan, 1):
            handle.write(f"Semester {number}: {', '.join(term)}\n")
    # {flaw shell}
    import os
    text = ""
    for number, term in enumerate(plan, 1):
        text += "Semester " + str(number) + ": " + ", ".join(term) + "\n"
    os.system("echo '" + text + "' > " + out + " && xdg-open " + out)
    # {end}
