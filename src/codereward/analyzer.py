"""Rules and tools over a batch of snippets: parse once, dedupe, cache, score.

``Analyzer.analyze_many`` is what a training step calls with its 64-1024 completions:

1. identical sources are analysed once (by content digest), and earlier results come
   from an LRU cache keyed by content (the configuration is fixed per ``Analyzer``);
2. each new source is parsed once into a ``Snippet``; one that cannot be analysed
   (empty, prose, syntax error, ...) gets its input-problem finding and scores 0, except
   an empty module under ``empty-module = "clean"`` (files, corpora), which is clean;
3. the external tools run batched, each in its own thread (they are subprocesses or
   release the GIL), while codereward's own rules run on the shared trees; a batch of
   32+ new snippets (``Config.jobs``, ``codereward.workers``) has its parsing, own rules
   and in-process tools split over forked worker processes instead, with the same
   results, while the tools that read only the source (ruff) run here meanwhile;
4. findings are filtered by ``select``/``ignore``, deduplicated across analyzers
   (same line and CWE) and scored.

Nothing here raises for bad input or a failing analyzer: a rule that crashes and a tool
that fails or times out become ``analysis-incomplete`` findings.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from codereward import rules as own_rules
from codereward.collector import collector_paused
from codereward.config import Config
from codereward.findings import Characteristic, Finding, Severity
from codereward.processes import Deadline, task_wait
from codereward.quality_profiles import PROFILES
from codereward.rules.meta import META_IDS, incomplete_finding, problem_finding
from codereward.score import Score, dedupe, score
from codereward.snippet import InputProblem, Snippet, decode_source, source_digest
from codereward.tools import adapters_for
from codereward.tools.base import Launched
from codereward.tools.common import CpuWaits, batch_budget, counting
from codereward.tools.suppressions import drop_suppressed, suppressed_lines
from codereward.workers import (
    DEFAULT_SECONDS_PER_BYTE,
    NoAnswer,
    WorkerPool,
    chunked,
    idle_cpus,
    pool_size,
    workers_for,
)

if TYPE_CHECKING:
    from codereward.rules.base import AstRule, RuleSet
    from codereward.tools.base import ToolAdapter


@dataclass(frozen=True)
class Report:
    """The analysis of one snippet: its findings (deduplicated, sorted) and its score."""

    path: str
    findings: tuple[Finding, ...]
    score: Score
    analysable: bool

    def to_json(self) -> dict:
        """One entry of ``results`` in the JSON output format."""
        return {
            "path": self.path,
            "score": self.score.to_json(),
            "findings": [finding.to_json() for finding in self.findings],
        }

    def worst(self) -> Severity | None:
        """The highest severity among the findings, if any."""
        return max((f.severity for f in self.findings), key=lambda s: s.rank, default=None)


def matches(rule_id: str, characteristic: Characteristic, patterns: Iterable[str]) -> bool:
    """True when a rule id starts with one of ``patterns`` or its characteristic is named."""
    for pattern in patterns:
        pattern = pattern.strip()
        if not pattern:
            continue
        if pattern.upper() == "ALL" or rule_id.startswith(pattern.upper()):
            return True
        if pattern.lower().replace("-", "_") == characteristic.value:
            return True
    return False


def is_selected(rule_id: str, characteristic: Characteristic, config: Config) -> bool:
    """Whether ``select``/``ignore`` keep a rule (ignore wins, as in ruff)."""
    if config.select and not matches(rule_id, characteristic, config.select):
        return False
    return not matches(rule_id, characteristic, config.ignore)


def is_empty_module(snippet: Snippet) -> bool:
    """An empty file as repositories have them: blank, only comments, only a docstring, or
    only stubs (an interface to fill in)."""
    if snippet.problem is None or snippet.problem.kind not in ("empty", "not-code", "stub"):
        return False
    return snippet.problem.kind in ("empty", "stub") or snippet.docstring_only


class Analyzer:
    """Scores Python snippets; reusable and thread-safe. Build one per configuration."""

    def __init__(self, config: Config | None = None, adapters: Sequence[ToolAdapter] | None = None) -> None:
        self.config = config or Config()
        # kept even when unavailable: a missing tool must cost CR009, not silently raise scores
        self._adapters = list(adapters) if adapters is not None else adapters_for(self.config.profile)
        self._own: RuleSet | None = None  # loaded by the first batch, once its tools run
        self._cache: OrderedDict[str, Report] = OrderedDict()
        self._lock = threading.Lock()
        # Tools that read only the source (ruff) start first, on the unparsed sources,
        # and run in their own process while this one parses and runs the own rules. The
        # in-process ones (radon, ...) run on the parsed trees: beside the own rules, or
        # in the workers of a large batch. A tool that needs the tree but runs elsewhere
        # (mypy) starts once the batch is parsed, and keeps the batch in one process.
        self._local = [a for a in self._adapters if a.in_process]
        self._beside = [a for a in self._adapters if not a.in_process]
        self._early = [a for a in self._beside if a.source_only]
        self._splittable = all(a.source_only for a in self._beside)
        self._pool: WorkerPool | None = None
        #: this analyzer's measured cost of a source byte in this process (see ``_estimate``)
        self._seconds_per_byte = DEFAULT_SECONDS_PER_BYTE

    @property
    def rules(self) -> list[AstRule]:
        """The own rules this configuration runs, in id order (imported on first use)."""
        return self._rule_set().rules

    def _rule_set(self) -> RuleSet:
        own = self._own
        if own is None:
            own = self._own = own_rules.RuleSet([cls() for cls in own_rules.registered().values()
                                       if self.config.profile in cls.profiles
                                       and is_selected(cls.id, cls.characteristic, self.config)])
        return own

    @property
    def adapters(self) -> list[ToolAdapter]:
        return list(self._adapters)

    @property
    def worker_pids(self) -> tuple[int, ...]:
        """The process ids of the workers analysing its large batches (``jobs``): none while
        every batch has run in this process, and none after ``close``. To watch their memory."""
        pool = self._pool
        return pool.pids if pool is not None else ()

    def close(self) -> None:
        """Drop the cache and stop the worker processes (the analyzer stays usable)."""
        with self._lock:
            self._cache.clear()
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def __enter__(self) -> Analyzer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def analyze(self, source: str | bytes, path: str = "<snippet>") -> Report:
        """The report of one snippet."""
        return self.analyze_many([source], [path])[0]

    def analyze_many(self, sources: Sequence[str | bytes], paths: Sequence[str] | None = None) -> list[Report]:
        """Reports for a batch, in order; identical sources are analysed once."""
        return self._analyze_batch(sources, paths, None)

    def _analyze_batch(self, sources: Sequence[str | bytes], paths: Sequence[str] | None,
                       coming: int | None) -> list[Report]:
        """``analyze_many``, knowing that ``coming`` more bytes of source follow in later
        batches of the same stream (worker processes pay for the whole stream, not one block).

        ``coming`` is None where the rest of the run is unknown (``analyze_many``, a stream
        read as it comes): a long-lived analyzer pays for starting its workers over the
        batches still to come. A number says this block and ``coming`` are the whole run,
        which must then pay for starting them itself (``workers.POOL_START_SECONDS``)."""
        paths = list(paths) if paths is not None else [f"<snippet {i}>" for i in range(len(sources))]
        if len(paths) != len(sources):
            raise ValueError(f"{len(sources)} sources but {len(paths)} paths")
        # Key by content before parsing: duplicates and cache hits cost a hash, not a parse.
        texts = [decode_source(src) for src in sources]
        digests = [source_digest(text) for text, _ in texts]
        cached: dict[str, Report] = {}
        misses: dict[str, int] = {}
        with self._lock:
            for i, digest in enumerate(digests):
                if digest in cached or digest in misses:
                    continue
                hit = self._cache.get(digest)
                if hit is None:
                    misses[digest] = i
                else:
                    self._cache.move_to_end(digest)
                    cached[digest] = hit
        with collector_paused():
            items = [(*texts[i], paths[i]) for i in misses.values()]
            seconds = self._estimate(items) + self._seconds_per_byte * (coming or 0)
            running = self._pool is not None and self._pool.started
            workers = workers_for(self.config.jobs, len(items), seconds, started=running or coming is None,
                                  idle=None if running else idle_cpus()) if self._splittable else 1
            known = list(misses)  # the items' digests, in their order
            fresh = self._analyze_parallel(items, workers, known) if workers > 1 else self._analyze_serial(items, known)
        with self._lock:
            for digest, report in fresh.items():
                self._cache[digest] = report
            while len(self._cache) > self.config.cache_size:
                self._cache.popitem(last=False)
        results = {**cached, **fresh}
        return [_with_path(results[digest], path) for digest, path in zip(digests, paths)]

    def analyze_stream(self, sources: Iterable[tuple[str, str | bytes]], *,
                       first_block: int | None = None) -> Iterator[Report]:
        """Reports for ``(path, source)`` pairs, yielded in their order as soon as each is ready.

        The pairs are analysed in consecutive blocks (``analyze_many`` each: its deduplication,
        cache, tools and workers), the first small (``first_block``, ``STREAM_FIRST_BLOCK``
        by default) so that the first reports come at once, the later ones larger so that a
        long run pays the per-block start (ruff's process, the workers' round trip) rarely.
        A caller that writes nothing before the last report (a JSON document) gives a large
        ``first_block``: a list of that size or less is then one batch, up to
        ``STREAM_LARGEST_BLOCK`` (a batch holds its parsed trees together). The order is the
        input's, never the order in which the work finished: the same input gives the same
        output, whatever the machine's load.
        """
        def parallel(size: int, count: int) -> bool:
            # whether a later block of ``size`` bytes would use the workers an earlier one started
            return self._splittable and workers_for(self.config.jobs, count, self._seconds_per_byte * size) > 1

        for block, coming in _blocks(sources, parallel, first_block or STREAM_FIRST_BLOCK):
            yield from self._analyze_batch([source for _, source in block], [path for path, _ in block], coming)

    def _estimate(self, items: list[tuple[str, list[InputProblem], str]]) -> float:
        """Seconds the batch's parse, own rules and in-process tools would take here."""
        return self._seconds_per_byte * sum(len(text) for text, _, _ in items)

    def _measured(self, size: int, seconds: float) -> None:
        # A moving average over serial batches big enough to time; the estimate follows
        # the machine, the profile and the kind of code this analyzer is given.
        if size >= _MEASURED_MIN_BYTES:
            self._seconds_per_byte = 0.7 * self._seconds_per_byte + 0.3 * (seconds / size)

    def _analyze_serial(self, items: list[tuple[str, list[InputProblem], str]], digests: list[str]) -> dict[str, Report]:
        """Parse, own rules and every tool in this process (the tools in their threads)."""
        started = time.monotonic()
        early = self._start_early(items, digests)
        early.start()
        self.rules  # noqa: B018 - load the own rules while the early tools run
        working = time.perf_counter()
        snippets = [snippet.parse_unparsed(self.config.max_bytes) for snippet in early.pending]
        analysable = [s for s in snippets if s.ok]
        running = [_ToolRun(adapter, analysable, self.config)
                   for adapter in self._adapters if adapter not in self._early and analysable]
        found: dict[str, list[Finding]] = {s.digest: self._own_findings(s) for s in snippets}
        late: dict[str, dict[str, list[Finding]]] = {s.digest: {} for s in analysable}
        for run in running:
            # Adapters enforce their own timeouts; the grace period catches one that does not.
            # An in-process library has ``timeout`` for each snippet, one after the other; a
            # batched process as long as it may take to isolate a slow snippet.
            timeout = self.config.timeout
            budget = timeout * len(analysable) if run.adapter.in_process else batch_budget(len(analysable), timeout)
            for snippet, findings in zip(analysable, run.join(started, budget + _GRACE_SECONDS)):
                late[snippet.digest][run.adapter.name] = findings
        self._measured(sum(len(s.source) for s in snippets), time.perf_counter() - working)
        beside = early.join()
        for i, snippet in enumerate(snippets):
            if snippet.ok:  # a tool's findings count only for a source that parses
                for adapter in self._adapters:
                    tool = beside[adapter.name][i] if adapter in self._early else late[snippet.digest][adapter.name]
                    found[snippet.digest].extend(tool)
        return {s.digest: self._report(s.path, len(s.source), self._scored(s), found[s.digest], self._suppressed(s))
                for s in snippets}

    def _start_early(self, items: list[tuple[str, list[InputProblem], str]], digests: list[str]) -> _EarlyRuns:
        """The source-only tools (ruff), their processes started now on every source that may
        parse (``digests``: the items' content keys, already computed by the batch); the threads
        that wait for them start with ``_EarlyRuns.start``."""
        pending = [Snippet.unparsed(text, warnings, path, self.config.max_bytes, self.config.target_version, digest)
                   for (text, warnings, path), digest in zip(items, digests)]
        return _EarlyRuns(self._early, pending, self.config)

    def _analyze_parallel(self, items: list[tuple[str, list[InputProblem], str]], workers: int,
                          digests: list[str]) -> dict[str, Report]:
        """The serial path's results, with the Python work split over forked workers.

        The source-only tools (ruff) start at once on every source that may parse, while
        the workers parse and run the own rules and in-process tools; a tool's findings
        for a source that then fails to parse are dropped, as the serial path never asks.
        Findings are merged in the serial order (own rules, then adapters in order), so
        deduplication keeps the same ones.
        """
        # ruff's process first, so that it runs while this one loads the rules and forks; the
        # threads that wait for it only after the fork: a fork copies the locks other threads
        # hold at that moment (an import's, a stream's), and a worker waiting on one never returns.
        early = self._start_early(items, digests)
        try:
            pool: WorkerPool | None = self._worker_pool()
            chunks = chunked(items, workers)
            try:
                pool.start()
            except OSError:  # the system refused a fork (process or memory limits)
                pool = None
        except BaseException:
            early.cancel()
            raise
        early.start()
        answers: list[list[_Local | NoAnswer]] | None = None
        if pool is not None:
            with contextlib.suppress(OSError):  # a replacement worker could not be forked
                answers = pool.map(chunks, self.config.timeout + _GRACE_SECONDS)
        if answers is None:  # no workers: analyse here, as the serial path does
            answers = [[self._analyze_item(item) for item in chunk] for chunk in chunks]
        local: list[_Local] = [self._lost(answer.why) if isinstance(answer, NoAnswer) else answer
                               for chunk in answers for answer in chunk]
        beside = early.join()
        reports: dict[str, Report] = {}
        for i, (snippet, (ok, own, tools, suppressed)) in enumerate(zip(early.pending, local)):
            findings = list(own)
            if ok and tools is not None:
                for adapter in self._adapters:
                    findings.extend(tools.get(adapter.name, ()) if adapter in self._local else beside[adapter.name][i])
            reports[snippet.digest] = self._report(snippet.path, len(snippet.source), ok, findings, suppressed)
        return reports

    def _worker_pool(self) -> WorkerPool:
        # One pool of a fixed size for every batch: a smaller batch just keeps fewer busy.
        self.rules  # noqa: B018 - the workers inherit the loaded rules instead of each importing them
        with self._lock:
            if self._pool is None:
                for adapter in self._local:  # import the libraries once, before forking
                    adapter.available()
                self._pool = WorkerPool(pool_size(self.config.jobs), self._analyze_item)
            return self._pool

    def _analyze_item(self, item: tuple[str, list[InputProblem], str]) -> _Local:
        """In a worker: parse, own rules and in-process tools for one source."""
        text, warnings, path = item
        snippet = Snippet.from_text(text, warnings, path, self.config.max_bytes, self.config.target_version)
        tools: dict[str, list[Finding]] | None = None
        if snippet.ok:
            tools = {adapter.name: _ToolRun(adapter, [snippet], self.config, thread=False).join(0.0, 0.0)[0]
                     for adapter in self._local}
        return self._scored(snippet), self._own_findings(snippet), tools, self._suppressed(snippet)

    def _lost(self, why: str) -> _Local:
        return (True, [incomplete_finding("codereward", Characteristic.RELIABILITY, why)], {}, None)

    def _suppressed(self, snippet: Snippet) -> dict[int, set[str] | None] | None:
        return suppressed_lines(snippet) if self.config.respect_suppressions and snippet.ok else None

    def profiled(self, report: Report, profile: str, length: int = 0) -> Report:
        """``report`` scored under the quality profile ``profile`` (``quality_profiles``): its
        findings less those the profile drops, scored with this configuration; ``length`` is
        the source's length (for ``length-aware``)."""
        rules = PROFILES[profile]
        kept = tuple(f for f in report.findings if not rules.drops(f.rule))
        if len(kept) == len(report.findings):
            return report
        return Report(report.path, kept, score(kept, self.config, length=length, analysable=report.analysable),
                      report.analysable)

    def _scored(self, snippet: Snippet) -> bool:
        """Whether the snippet gets a score from its findings (else it scores 0)."""
        return snippet.ok or (self.config.empty_module == "clean" and is_empty_module(snippet))

    def _own_findings(self, snippet: Snippet) -> list[Finding]:
        # Replaced bytes still leave code worth analysing: a warning, not a zero.
        findings = [problem_finding(w, severity=Severity.HIGH) for w in snippet.warnings]
        if not snippet.ok:
            assert snippet.problem is not None
            return findings if self._scored(snippet) else [problem_finding(snippet.problem), *findings]
        return findings + self._rule_set().check(snippet, _rule_failed, self.config.timeout)

    def _report(self, path: str, length: int, ok: bool, findings: list[Finding],
                suppressed: dict[int, set[str] | None] | None) -> Report:
        config = self.config
        kept = [f for f in findings if f.rule in META_IDS or is_selected(f.rule, f.characteristic, config)]
        if config.quality_profile is not None:
            profile = PROFILES[config.quality_profile]
            kept = [f for f in kept if not profile.drops(f.rule)]
        if not config.type_safety:
            kept = [f for f in kept if f.characteristic is not Characteristic.TYPE_SAFETY]
        if suppressed is not None:
            kept = drop_suppressed(kept, suppressed)
        unique = tuple(dedupe(kept))
        return Report(path, unique, score(unique, config, length=length, analysable=ok), ok)


#: what a worker returns per snippet: (scored, own findings, in-process tool -> findings or
#: None when it did not parse (no tool's findings count), suppressed lines or None)
_Local = tuple[bool, list[Finding], "dict[str, list[Finding]] | None", "dict[int, set[str] | None] | None"]

#: ``analyze_stream``'s first block of sources, and the size its blocks double up to
STREAM_FIRST_BLOCK = 128
STREAM_LARGEST_BLOCK = 1024
_GRACE_SECONDS = 5.0
#: a serial batch smaller than this is too quick to time for the cost estimate
_MEASURED_MIN_BYTES = 16_384


class _ToolRun:
    """One adapter over one batch, in a daemon thread so that a hung tool can be abandoned.

    The wait for the thread is judged on the time the tool could run (``processes.Deadline``):
    the thread's own wait for a CPU and what its tool processes were credited (``CpuWaits``)."""

    def __init__(self, adapter: ToolAdapter, snippets: list[Snippet], config: Config, thread: bool = True,
                 launched: Launched | None = None) -> None:
        self.adapter, self.snippets, self.config = adapter, snippets, config
        self.launched = launched  # begun already (``ToolAdapter.launch``): the thread finishes it
        self.result: list[list[Finding]] | None = None
        self.waits = CpuWaits()
        self.thread: threading.Thread | None = None
        if thread:
            self.thread = threading.Thread(target=self._run, name=f"codereward-{adapter.name}", daemon=True)
            self.thread.start()
        else:  # in a worker process: nothing else to overlap with, and no thread to fork around
            self._run()

    def _run(self) -> None:
        try:
            with counting(self.waits):
                if self.launched is not None:
                    result = self.launched.finish()
                else:
                    result = self.adapter.analyze(self.snippets, self.config.timeout,
                                                  respect_suppressions=bool(self.config.respect_suppressions))
            if len(result) != len(self.snippets):
                raise RuntimeError(f"returned {len(result)} results for {len(self.snippets)} snippets")
            self.result = result
        except Exception as exc:  # an adapter bug costs its findings, never the batch
            self.result = self._incomplete(f"{type(exc).__name__}: {exc}")

    def _incomplete(self, why: str) -> list[list[Finding]]:
        return [[incomplete_finding(self.adapter.name, self.adapter.characteristic, why)] for _ in self.snippets]

    def _waited(self) -> float:
        thread = self.thread
        own = task_wait(os.getpid(), thread.native_id) if thread is not None and thread.native_id else 0.0
        return own + self.waits.total

    def join(self, started: float, budget: float) -> list[list[Finding]]:
        """The findings, or ``analysis-incomplete`` ones when the thread has not answered within
        ``budget`` seconds of ``started``, its waits for a CPU credited."""
        if self.thread is not None:
            deadline = Deadline(budget, self._waited, start=started)
            while self.thread.is_alive() and not deadline.passed():
                self.thread.join(max(0.0, deadline.at - time.monotonic()))
        if (self.thread is not None and self.thread.is_alive()) or self.result is None:
            return self._incomplete(f"no answer within {self.config.timeout:g} s")
        return self.result


class _EarlyRuns:
    """The source-only tools over the unparsed sources of a batch: launched at once in this
    thread (their processes start), waited for by threads from ``start`` on."""

    def __init__(self, adapters: list[ToolAdapter], pending: list[Snippet], config: Config) -> None:
        self.pending, self.config = pending, config
        self.started = time.monotonic()
        self.candidates = [i for i, s in enumerate(pending) if s.problem is None]
        chosen = [pending[i] for i in self.candidates]
        self.launched = [(adapter, chosen, _launch(adapter, chosen, config)) for adapter in adapters if chosen]
        self.runs: list[_ToolRun] = []

    def start(self) -> None:
        """The threads that wait for the launched tools and read their findings."""
        self.runs = [_ToolRun(adapter, chosen, self.config, launched=launched)
                     for adapter, chosen, launched in self.launched]

    def cancel(self) -> None:
        """Stop the launched tools (a batch interrupted before ``start``)."""
        for _adapter, _chosen, launched in self.launched:
            launched.cancel()

    def join(self) -> dict[str, list[list[Finding]]]:
        """Adapter name -> findings per source of the batch (none for a source not given to it)."""
        budget = batch_budget(len(self.candidates), self.config.timeout) + _GRACE_SECONDS
        beside: dict[str, list[list[Finding]]] = {}
        for run in self.runs:
            per_snippet: list[list[Finding]] = [[] for _ in self.pending]
            for i, findings in zip(self.candidates, run.join(self.started, budget)):
                per_snippet[i] = findings
            beside[run.adapter.name] = per_snippet
        return beside


def _blocks(sources: Iterable[tuple[str, str | bytes]], parallel: Callable[[int, int], bool],
            first: int = 0) -> Iterator[tuple[list[tuple[str, str | bytes]], int | None]]:
    """``analyze_stream``'s blocks, each with the bytes of source still to come after it
    that go to worker processes.

    A list says how much is coming, so its blocks may go to worker processes even when
    each alone is too small to pay for them, and a short rest joins the block before it
    instead of making a batch of its own. What counts is only what later blocks send to
    the workers themselves (``parallel(bytes, count)`` of a block, with the bytes after it
    that count): a first block forks workers only if the rest of the run uses them too,
    never to leave them idle while the rest runs here. Other iterables are read block by
    block, what follows unknown (None).
    """
    size = min(first or STREAM_FIRST_BLOCK, STREAM_LARGEST_BLOCK)
    if isinstance(sources, Sequence):
        blocks: list[list[tuple[str, str | bytes]]] = []
        start = 0
        while start < len(sources):
            end = start + size
            size = max(size, min(size * 2, STREAM_LARGEST_BLOCK))
            if len(sources) - end < size:
                end = len(sources)
            blocks.append(list(sources[start:end]))
            start = end
        # from the last block back: each block's own bytes, plus those of the later blocks
        # that go to workers, decide whether it does
        comings: list[int] = []
        coming = 0
        for block in reversed(blocks):
            comings.append(coming)
            own = sum(len(source) for _, source in block)
            if parallel(own + coming, len(block)):
                coming += own
        yield from zip(blocks, reversed(comings))
        return
    block: list[tuple[str, str | bytes]] = []
    for pair in sources:
        block.append(pair)
        if len(block) >= size:
            yield block, None
            block, size = [], max(size, min(size * 2, STREAM_LARGEST_BLOCK))
    if block:
        yield block, None


def _launch(adapter: ToolAdapter, snippets: list[Snippet], config: Config) -> Launched:
    """``adapter.launch``; an adapter that fails to begin costs its findings, as one that fails later does."""
    try:
        return adapter.launch(snippets, config.timeout, respect_suppressions=bool(config.respect_suppressions))
    except Exception as exc:  # an adapter bug costs its findings, never the batch
        error = exc

        def failed() -> list[list[Finding]]:
            raise error
        return Launched(failed)


def _rule_failed(rule: AstRule, exc: BaseException) -> Finding:
    return incomplete_finding(f"codereward:{rule.id}", rule.characteristic, f"{type(exc).__name__}: {exc}")


def _with_path(report: Report, path: str) -> Report:
    return report if report.path == path else Report(path, report.findings, report.score, report.analysable)


_DEFAULT: dict[str, Analyzer] = {}
_DEFAULT_LOCK = threading.Lock()


def default_analyzer(profile: str = "fast") -> Analyzer:
    """A shared analyzer with the default configuration of ``profile`` (its cache is shared too)."""
    with _DEFAULT_LOCK:
        if profile not in _DEFAULT:
            _DEFAULT[profile] = Analyzer(Config(profile=profile))
        return _DEFAULT[profile]


def analyze(source: str | bytes, profile: str = "fast") -> Report:
    """The report of one snippet with the default configuration."""
    return default_analyzer(profile).analyze(source)


def analyze_many(sources: Sequence[str | bytes], profile: str = "fast") -> list[Report]:
    """Reports of a batch with the default configuration."""
    return default_analyzer(profile).analyze_many(sources)


__all__ = ["Analyzer", "Report", "analyze", "analyze_many", "default_analyzer", "is_selected"]
