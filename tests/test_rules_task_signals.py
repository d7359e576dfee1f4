"""The own rules that let the analyzer see what the shipped tasks ask to improve
(issue 13, point 5), each right on idiomatic code too, and the per-category gap."""

from __future__ import annotations

import textwrap

from codereward.problems.dataset import read_rows
from codereward.problems.stats import quality_gap
from codereward.rules import registered
from codereward.snippet import Snippet


def lines(rule_id: str, source: str) -> list[int]:
    snippet = Snippet.parse(textwrap.dedent(source))
    assert snippet.ok, snippet.problem
    return sorted(f.line for f in registered()[rule_id]().check(snippet))


def test_range_len_index_only_when_the_index_reads_the_sequence():
    assert lines("CR104", """
        def f(xs, ys):
            for i in range(len(xs)):
                print(xs[i])
            for i in range(len(xs)):
                print(xs[i] - xs[i - 1])
            for i in range(len(xs)):
                ys[i] = 0
            for i in range(1, len(xs)):
                print(xs[i])
    """) == [3, 5]


def test_non_augmented_assignment_on_numbers_and_strings_not_lists():
    assert lines("CR106", """
        def f(prices, extra):
            total = 0
            items = []
            for p in prices:
                total = total + p
                items = items + [p]
                p = p - 1
            return total
    """) == [6, 8]


def test_placeholder_names_once_each():
    assert lines("CR107", """
        def f(tmp, items):
            tmp2 = tmp * 2
            tmp2 = tmp2 + 1
            template = "x"
            return tmp2, template
    """) == [2, 3]


def test_sort_after_every_append_in_a_loop_or_on_an_attribute():
    assert lines("CR307", """
        import bisect
        class Queue:
            def push(self, item):
                self.items.append(item)
                self.items.sort()
        def medians(values):
            seen = []
            for v in values:
                seen.append(v)
                ordered = sorted(seen)
            return ordered
        def collect(values):
            out = []
            out.append(values[0])
            out.sort()
            for v in values:
                bisect.insort(out, v)
            return out
    """) == [6, 11]


def test_whole_sequence_work_repeated_over_the_same_sequence():
    assert lines("CR308", """
        def f(scores, other):
            low, high = min(scores), max(scores)
            out = [s / max(scores) for s in scores]
            for s in scores:
                print(s - min(scores), max(other))
            for i in range(len(scores)):
                if scores[i] in scores[:i]:
                    print(sum(scores[: i + 1]))
            for s in scores:
                scores.append(max(scores))
            return low, high, out
    """) == [6, 8]


def test_recursion_with_overlapping_subproblems_but_not_divide_and_conquer():
    assert lines("CR309", """
        import functools
        def fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)
        @functools.cache
        def fib2(n):
            return n if n < 2 else fib2(n - 1) + fib2(n - 2)
        def merge_sort(xs):
            if len(xs) < 2:
                return xs
            mid = len(xs) // 2
            return merge(merge_sort(xs[:mid]), merge_sort(xs[mid:]))
        def search(xs, lo, hi, x):
            mid = (lo + hi) // 2
            if xs[mid] < x:
                return search(xs, mid + 1, hi, x)
            return search(xs, lo, mid - 1, x)
        def walk(node, depth):
            for child in node.children:
                walk(child, depth + 1)
        def count(rest, codes):
            return sum(count(rest[len(c):], codes) for c in codes if rest.startswith(c)) if rest else 1
    """) == [3, 21]


def test_the_analyzer_sees_an_improvement_on_all_but_eight_shipped_tasks():
    gap = quality_gap(read_rows())
    assert gap["problems"] == 168
    assert gap["unchanged"] <= 8, gap["by_category"]
    assert all(entry["mean_gap"] > 0 for entry in gap["by_category"].values())
