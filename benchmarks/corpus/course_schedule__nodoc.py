from collections import defaultdict, deque


class CycleError(ValueError):
    """The prerequisites contain a cycle."""


def parse_requirements(lines):
    requirements = {}
    for number, line in enumerate(lines, 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if ":" not in line:
            raise ValueError(f"line {number}: expected 'course: prerequisites'")
        course, _, rest = line.partition(":")
        requirements[course.strip()] = [p.strip() for p in rest.split(",") if p.strip()]
    return requirements


def topological_order(requirements):
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
    with open(path, encoding="utf-8") as handle:
        return parse_requirements(handle)


def export_plan(plan, out):
    with open(out, "w", encoding="utf-8") as handle:
        for number, term in enumerate(plan, 1):
            handle.write(f"Semester {number}: {', '.join(term)}\n")
