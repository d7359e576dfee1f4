"""``codereward problems generate``: the paper's problem-generation pipeline (quality-grpo §3.4).

Per problem: pick a category (balanced over the chosen ones) and a target difficulty; ask
the model for a subcategory and a statement, rejecting statements too close to a known one
(the shipped set, the out file, this run) by the near-duplicate measure of
``similarity.py``; ask for starter code, reference solution, visible and hidden tests and,
where the statement states a size or a complexity, scale tests (timed against the reference);
run them in the sandbox and send failures back for a fix, a bounded number of rounds; keep
the row only when ``validate.validate`` accepts it, exactly as ``problems validate`` would.
Kept rows are appended to the out file at once (a crash loses nothing), so a rerun resumes:
it counts the rows there and generates only the rest. At the end every row of the file gets
a stratified train/validation ``split`` (``split.assign_splits``).
"""

from __future__ import annotations

import json
import os
import random
import re
import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.jsonl import json_or_text
from codereward.problems import prompts
from codereward.problems.dataset import read_rows
from codereward.problems.llm import ChatClient, EndpointError, LLMError, parse_json_object
from codereward.problems.schema import BUG_CATEGORIES, CATEGORIES, DIFFICULTIES, check_rows, row_errors
from codereward.problems.similarity import (
    SOLUTION_THRESHOLD,
    STATEMENT_THRESHOLD,
    code_shingles,
    jaccard,
    word_shingles,
)
from codereward.problems.split import assign_splits
from codereward.problems.stats import starter_reference_quality
from codereward.problems.validate import validate
from codereward.rewards.correctness import run_batch

ID_PATTERN = re.compile(r"^gen-(\d+)$")
VALIDATION_SHARE = 0.2  # as in the shipped set: 40 of 200


@dataclass
class GenerateConfig:
    out: Path
    count: int = 25
    categories: tuple[str, ...] = CATEGORIES
    concurrency: int = 4
    max_fix_rounds: int = 3
    statement_attempts: int = 3  # statements asked for before a slot gives up on novelty
    temperature: float = 0.8
    seed: int = 0


@dataclass
class Outcome:
    existing: int = 0
    written: list[str] = field(default_factory=list)
    rejected: int = 0  # statements turned down as near duplicates
    fix_rounds: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)  # (category, reason)

    @property
    def total(self) -> int:
        return self.existing + len(self.written)


class SlotFailed(Exception):
    """This problem could not be made to pass; the message is the reason."""


class Corpus:
    """Known problems, for near-duplicate checks; shared by the worker threads."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self._lock = threading.Lock()
        self._statements: dict[str, frozenset] = {}
        self._solutions: dict[str, frozenset] = {}
        self._meta: dict[str, tuple[str, str, str]] = {}  # key -> (category, subcategory, first line)
        for row in rows:
            self.add(row["id"], row["category"], row.get("subcategory", ""), row["statement"], row.get("reference_solution"))

    def add(self, key: str, category: str, subcategory: str, statement: str, solution: str | None = None) -> None:
        first = " ".join(statement.split())[:160]
        with self._lock:
            self._statements[key] = word_shingles(statement)
            if solution is not None:
                self._solutions[key] = code_shingles(solution)
            self._meta[key] = (category, subcategory, first)

    def remove(self, key: str) -> None:
        with self._lock:
            self._statements.pop(key, None)
            self._solutions.pop(key, None)
            self._meta.pop(key, None)

    def near(self, statement: str, solution: str | None = None, exclude: str = "") -> str | None:
        """The key and similarity of the first known problem this one nearly duplicates."""
        words = word_shingles(statement)
        code = code_shingles(solution) if solution is not None else None
        with self._lock:
            for key, other in self._statements.items():
                if key != exclude and (score := jaccard(words, other)) >= STATEMENT_THRESHOLD:
                    return f"{key}, statement similarity {score:.2f}"
            if code is not None:
                for key, other in self._solutions.items():
                    if key != exclude and (score := jaccard(code, other)) >= SOLUTION_THRESHOLD:
                        return f"{key}, solution similarity {score:.2f}"
        return None

    def context(self, category: str) -> tuple[list[str], list[str]]:
        """(subcategories used, first lines of statements) in ``category``, for the prompt."""
        with self._lock:
            meta = [m for m in self._meta.values() if m[0] == category]
        return sorted({m[1] for m in meta if m[1]}), [m[2] for m in meta]


def plan(existing: list[dict[str, Any]], remaining: int, categories: tuple[str, ...], seed: int) -> list[tuple[str, str]]:
    """(category, difficulty) per new problem: categories balanced, difficulties balanced within each."""
    counts = Counter(r["category"] for r in existing if r["category"] in categories)
    difficulty = {c: Counter(r["difficulty"] for r in existing if r["category"] == c) for c in categories}
    order = list(categories)
    random.Random(seed).shuffle(order)  # who gets the extra problem when the count is not a multiple
    slots = []
    for _ in range(remaining):
        category = min(order, key=lambda c: counts[c])
        level = min(DIFFICULTIES, key=lambda d: difficulty[category][d])
        counts[category] += 1
        difficulty[category][level] += 1
        slots.append((category, level))
    return slots


def assign_generated_splits(rows: list[dict[str, Any]], seed: int = 0) -> list[dict[str, Any]]:
    """Stratified splits over a generated set; a category with one row only stays in train."""
    thin = {c for c, n in Counter(r["category"] for r in rows).items() if n < 2}
    eligible = [r for r in rows if r["category"] not in thin]
    categories = len({r["category"] for r in eligible})
    split: dict[str, str] = {r["id"]: "train" for r in rows}
    if eligible:
        validation = min(max(categories, round(VALIDATION_SHARE * len(eligible))), len(eligible) - categories)
        split.update({r["id"]: r["split"] for r in assign_splits(eligible, validation, seed)})
    return [{**{k: v for k, v in r.items() if k != "split"}, "split": split[r["id"]]} for r in rows]


def _code(value: Any) -> Any:
    """Code as a string, without the Markdown fence models like to add inside JSON."""
    if not isinstance(value, str):
        return value
    match = re.fullmatch(r"\s*```[a-zA-Z0-9]*\n(.*?)\n?```\s*", value, re.DOTALL)
    return (match.group(1) if match else value).strip("\n") + "\n"


class Generator:
    def __init__(self, client: ChatClient, config: GenerateConfig, *, sandbox: Any = None, analyzer: Any = None,
                 on_event: Callable[[str], None] | None = None, shipped: list[dict[str, Any]] | None = None) -> None:
        self.client, self.config = client, config
        self.sandbox, self.analyzer = sandbox, analyzer
        self.on_event = on_event or (lambda kind: None)
        self.shipped = read_rows() if shipped is None else shipped
        self.outcome = Outcome()
        self._write_lock = threading.Lock()
        self._count_lock = threading.Lock()
        self._stop = threading.Event()
        self._fatal: EndpointError | None = None

    # --- the run -------------------------------------------------------------------

    def existing_rows(self) -> list[dict[str, Any]]:
        if not self.config.out.exists():
            return []
        rows = read_rows(self.config.out)
        problems = check_rows(rows)
        if problems:
            raise ValueError(f"{self.config.out} is not a problem file: {problems[0]}")
        return rows

    def run(self) -> Outcome:
        existing = self.existing_rows()
        self.outcome.existing = len(existing)
        numbers = [int(m.group(1)) for r in existing if (m := ID_PATTERN.match(r["id"]))]
        self._next_id = max(numbers, default=0) + 1
        self.corpus = Corpus(self.shipped + existing)
        slots = plan(existing, max(0, self.config.count - len(existing)), self.config.categories, self.config.seed)
        if slots:
            self.client.check()
            self.config.out.parent.mkdir(parents=True, exist_ok=True)
            pool = ThreadPoolExecutor(max_workers=max(1, self.config.concurrency))
            try:
                list(pool.map(lambda item: self._slot(len(existing) + item[0], *item[1]), enumerate(slots)))
            except BaseException:  # Ctrl-C: no new requests; rows already written stay
                self._stop.set()
                raise
            finally:
                pool.shutdown(wait=True, cancel_futures=True)
        if self.config.out.exists():
            self.finalize_splits()
        if self._fatal is not None:
            raise self._fatal
        return self.outcome

    def _slot(self, number: int, category: str, difficulty: str) -> None:
        if self._stop.is_set():
            return
        key = f"problem {number + 1} (in progress)"  # how a concurrent slot's near-duplicate reason names it
        try:
            row = self._generate(key, number, category, difficulty)
            self._write(key, row)
            self.on_event("done")
        except EndpointError as exc:
            self._fatal = self._fatal or exc
            self._stop.set()
        except (SlotFailed, LLMError) as exc:
            with self._count_lock:
                self.outcome.failures.append((category, str(exc)))
            self.on_event("failed")
        finally:
            self.corpus.remove(key)

    def _ask(self, messages: list[dict[str, str]], seed: int) -> str:
        if self._stop.is_set():
            raise SlotFailed("stopped")
        return self.client.chat(messages, temperature=self.config.temperature, seed=seed)

    # --- one problem ---------------------------------------------------------------

    def _generate(self, key: str, number: int, category: str, difficulty: str) -> dict[str, Any]:
        subcategory, entry_point, statement = self._statement(key, number, category, difficulty)
        messages = prompts.code_messages(category, difficulty, statement, entry_point)
        for round_ in range(self.config.max_fix_rounds + 1):
            if round_:
                with self._count_lock:
                    self.outcome.fix_rounds += 1
            text = self._ask(messages, self.config.seed + number)
            try:
                answer = parse_json_object(text)
            except LLMError as exc:
                problems = [f"{exc}; answer with one JSON object only"]
            else:
                row = {
                    "id": key, "category": category, "subcategory": subcategory, "difficulty": difficulty,
                    "statement": statement, "starter_code": _code(answer.get("starter_code")),
                    "reference_solution": _code(answer.get("reference_solution")),
                    "entry_point": answer.get("entry_point") or entry_point,
                    "tests": json_or_text(answer.get("tests")), "hidden_tests": json_or_text(answer.get("hidden_tests")),
                }
                if answer.get("scale_tests"):  # timed against the reference by validate, like the shipped ones
                    row["scale_tests"] = json_or_text(answer["scale_tests"])
                    row["starter_too_slow"] = answer.get("starter_too_slow", True)
                problems = self.problems(row)
                if not problems:
                    return row
            messages = prompts.fix_messages(messages, text, problems)
        raise SlotFailed(f"still failing after {self.config.max_fix_rounds} fix rounds: {problems[0]}")

    def _statement(self, key: str, number: int, category: str, difficulty: str) -> tuple[str, str, str]:
        rejected: str | None = None
        why = "no answer"
        for attempt in range(self.config.statement_attempts):
            used, examples = self.corpus.context(category)
            messages = prompts.statement_messages(category, difficulty, used, examples, rejected)
            text = self._ask(messages, self.config.seed + number + 7919 * attempt)
            try:
                answer = parse_json_object(text)
            except LLMError as exc:
                why = str(exc)
                continue
            statement, entry = answer.get("statement"), answer.get("entry_point")
            subcategory = answer.get("subcategory") or category
            if not isinstance(statement, str) or len(statement.split()) < 15:
                why = "the statement is missing or too short"
                continue
            if not isinstance(entry, str) or not entry.isidentifier():
                why = f"entry_point {entry!r} is not a function name"
                continue
            near = self.corpus.near(statement)
            if near is not None:
                rejected = near
                why = f"near duplicate of {near}"
                with self._count_lock:
                    self.outcome.rejected += 1
                self.on_event("rejected")
                continue
            self.corpus.add(key, category, str(subcategory), statement)  # concurrent slots must not take it too
            return str(subcategory), entry, statement
        raise SlotFailed(f"no usable statement in {self.config.statement_attempts} attempts ({why})")

    def problems(self, row: dict[str, Any]) -> list[str]:
        """Why ``row`` is not fit to keep, worded for the model to fix; empty when it passes validation."""
        errors = row_errors(row)
        if errors:
            return errors
        result = validate([row], sandbox=self.sandbox, analyzer=self.analyzer, require_split=False)
        if result.ok:
            return result.sizing  # a new row keeps wide margins around the efficiency budget
        return self._details(row) or result.errors

    def _details(self, row: dict[str, Any]) -> list[str]:
        """Case by case: which call failed, what was expected, what came back; or the quality gap."""
        entry = row["entry_point"]
        runs = run_batch([row["reference_solution"]] * 2 + [row["starter_code"]],
                         [row["tests"], row["hidden_tests"], row["tests"]], [entry] * 3, sandbox=self.sandbox)
        out = []
        for name, run in (("visible", runs[0]), ("hidden", runs[1])):
            if run is None:
                out.append(f"reference_solution cannot run ({name} tests)")
                continue
            out += [f"reference_solution fails {name} test `{c.name}`: {c.status}, {c.reason}" for c in run.failures()[:6]]
            if run.error and not run.failures():
                out.append(f"reference_solution: {run.error}")
        starter = runs[2]
        if row["category"] in BUG_CATEGORIES:
            if starter is not None and starter.all_passed:
                out.append(f"starter_code passes every visible test; it must contain the {row['category']} bug "
                           "so that at least one visible test fails")
        elif starter is None or not starter.all_passed:
            fails = starter.failures()[:4] if starter is not None else []
            out += [f"starter_code must pass the visible tests but fails `{c.name}`: {c.reason}" for c in fails]
            out += [] if fails else ["starter_code must pass the visible tests but cannot run"]
        if not out:
            (start, ref), = starter_reference_quality([row], self.analyzer)
            if ref <= start:
                out.append(f"the reference_solution's quality score ({ref:.3f}) must be above the starter_code's "
                           f"({start:.3f}): make the reference clean (docstring, type hints, no defects) and keep "
                           "the starter's quality problems")
        return out

    # --- the out file --------------------------------------------------------------

    def _write(self, key: str, row: dict[str, Any]) -> None:
        with self._write_lock:
            near = self.corpus.near(row["statement"], row["reference_solution"], exclude=key)
            if near is not None:
                raise SlotFailed(f"near duplicate of {near}")
            row = {**row, "id": f"gen-{self._next_id:04d}"}
            self._next_id += 1
            with self.config.out.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            self.corpus.add(row["id"], row["category"], row["subcategory"], row["statement"], row["reference_solution"])
            self.outcome.written.append(row["id"])

    def finalize_splits(self) -> None:
        rows = assign_generated_splits(read_rows(self.config.out), self.config.seed)
        temporary = self.config.out.with_name(self.config.out.name + ".tmp")
        with temporary.open("w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        os.replace(temporary, self.config.out)
