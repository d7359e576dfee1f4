"""A teacher's grade book: weighted averages, letter grades and a class report."""

import csv
import statistics
from dataclasses import dataclass, field
# {clean unused}
# {flaw unused}
import os
import json
# {end}

WEIGHTS = {"homework": 0.3, "midterm": 0.3, "final": 0.4}
LETTERS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


@dataclass
class Student:
    """A student and their scores per category."""

    name: str
    scores: dict = field(default_factory=dict)

    def average(self, category):
        """Mean score in one category (0 when there is none)."""
        values = self.scores.get(category, [])
        return statistics.fmean(values) if values else 0.0

    def final_grade(self, weights=WEIGHTS):
        """The weighted grade over every category."""
        return sum(self.average(cat) * w for cat, w in weights.items())


def letter(grade):
    """The letter for a numeric grade."""
    # {clean branches}
    return next(symbol for threshold, symbol in LETTERS if grade >= threshold)
    # {flaw branches}
    if grade >= 90:
        return "A"
    elif grade >= 80:
        return "B"
    elif grade >= 70:
        return "C"
    elif grade >= 60:
        return "D"
    else:
        return "F"
    # {end}


def load(path):
    """Students from a CSV of name,category,score rows."""
    students = {}
    # {clean no_with}
    with open(path, newline="", encoding="utf-8") as handle:
        for name, category, score in csv.reader(handle):
            students.setdefault(name, Student(name)).scores.setdefault(category, []).append(float(score))
    # {flaw no_with}
    for line in open(path).readlines():
        try:
            name, category, score = line.strip().split(",")
            if name not in students:
                students[name] = Student(name)
            if category not in students[name].scores:
                students[name].scores[category] = []
            students[name].scores[category].append(float(score))
        except:
            pass
    # {end}
    return list(students.values())


def class_report(students):
    """One line per student and the class statistics."""
    grades = [s.final_grade() for s in students]
    # {clean concat}
    lines = [f"{s.name:<20} {g:6.1f} {letter(g)}" for s, g in sorted(zip(students, grades), key=lambda p: -p[1])]
    # {flaw concat}
    lines = []
    report = ""
    for s in students:
        g = s.final_grade()
        report += s.name.ljust(20) + " " + str(round(g, 1)).rjust(6) + " " + letter(g) + "\n"
        lines.append(report)
    # {end}
    if grades:
        lines.append(f"class mean {statistics.fmean(grades):.1f}, median {statistics.median(grades):.1f}")
    return "\n".join(lines)


def honour_roll(students, threshold=90):
    """Names of students at or above ``threshold``."""
    # {clean quadratic}
    return sorted(s.name for s in students if s.final_grade() >= threshold)
    # {flaw quadratic}
    names = []
    for s in students:
        if s.final_grade() >= threshold and s.name not in names:
            names.append(s.name)
    names.sort()
    return names
    # {end}


def publish(students, url):
    """Post the grades to the school's portal."""
    # {clean token}
    import os as os_module
    import urllib.request

    token = os_module.environ["PORTAL_TOKEN"]
    body = "\n".join(f"{s.name},{s.final_grade():.1f}" for s in students).encode()
    request = urllib.request.Request(url, data=body, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status
    # {flaw token}
    import requests

    portal_api_key = "sk_live_51MzQpLkT8vB2nX4cR7yW0aE3"
    data = {s.name: s.final_grade() for s in students}
    return requests.post(url, json=data, headers={"X-API-Key": portal_api_key}).status_code
    # {end}
