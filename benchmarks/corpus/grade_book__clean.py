"""A teacher's grade book: weighted averages, letter grades and a class report."""

import csv
import statistics
from dataclasses import dataclass, field

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
    return next(symbol for threshold, symbol in LETTERS if grade >= threshold)


def load(path):
    """Students from a CSV of name,category,score rows."""
    students = {}
    with open(path, newline="", encoding="utf-8") as handle:
        for name, category, score in csv.reader(handle):
            students.setdefault(name, Student(name)).scores.setdefault(category, []).append(float(score))
    return list(students.values())


def class_report(students):
    """One line per student and the class statistics."""
    grades = [s.final_grade() for s in students]
    lines = [f"{s.name:<20} {g:6.1f} {letter(g)}" for s, g in sorted(zip(students, grades), key=lambda p: -p[1])]
    if grades:
        lines.append(f"class mean {statistics.fmean(grades):.1f}, median {statistics.median(grades):.1f}")
    return "\n".join(lines)


def honour_roll(students, threshold=90):
    """Names of students at or above ``threshold``."""
    return sorted(s.name for s in students if s.final_grade() >= threshold)


def publish(students, url):
    """Post the grades to the school's portal."""
    import os as os_module
    import urllib.request

    token = os_module.environ["PORTAL_TOKEN"]
    body = "\n".join(f"{s.name},{s.final_grade():.1f}" for s in students).encode()
    request = urllib.request.Request(url, data=body, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status
