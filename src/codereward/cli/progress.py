"""The command line's progress bar over rows (``score``, ``problems import``, ``problems validate``)."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class RowProgress:
    """A rich progress bar over the rows to do (rows/s, ETA) on stderr, for ``score_corpus`` (and
    ``problems import``/``validate``: ``verb`` names the work, ``unit`` what is counted)."""

    def __init__(self, verb: str = "scoring", unit: str = "rows",
                 skipped_note: str = "{skipped:,} rows already scored by earlier runs: their shards are skipped") -> None:
        self.bar = Progress(TextColumn(verb), BarColumn(), MofNCompleteColumn(), TextColumn(f"{{task.fields[rate]}} {unit}/s"),
                            TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(), console=Console(stderr=True))
        self.task = self.bar.add_task("rows", total=0, rate="-")
        self.skipped_note = skipped_note

    def __enter__(self) -> RowProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.bar.stop()

    def start(self, total: int, skipped: int) -> Callable[[int], None]:
        if skipped:
            self.bar.console.print(self.skipped_note.format(skipped=skipped))
        self.bar.update(self.task, total=total)
        self.bar.start()
        return self.advance

    def advance(self, rows: int) -> None:
        self.bar.advance(self.task, rows)
        speed = self.bar.tasks[0].speed
        self.bar.update(self.task, rate=f"{speed:,.0f}" if speed else "-")
