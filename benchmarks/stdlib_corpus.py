"""A corpus of distinct Python functions drawn from this interpreter's standard library.

Real, well-maintained code of every size, never copied into the repository: each
top-level function and each method of a top-level class of the stdlib's ``.py`` files
(tests and ``site-packages`` excluded), dedented, one per row, duplicates dropped.

    python benchmarks/stdlib_corpus.py OUT.parquet [--rows N]
"""

from __future__ import annotations

import argparse
import ast
import sysconfig
import textwrap
from collections.abc import Iterator
from pathlib import Path

SKIP = ("test", "tests", "idle_test", "site-packages", "dist-packages", "__pycache__", "lib2to3")


def stdlib_files() -> list[Path]:
    root = Path(sysconfig.get_paths()["stdlib"])
    return sorted(p for p in root.rglob("*.py") if not set(p.relative_to(root).parts[:-1]) & set(SKIP))


def functions(rows: int | None = None) -> Iterator[dict[str, str]]:
    """Rows ``{"path", "name", "content"}``: distinct stdlib functions, in a stable order."""
    seen: set[str] = set()
    for path in stdlib_files():
        try:
            text = path.read_text(encoding="utf-8")
            tree = ast.parse(text)
        except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
            continue
        lines = text.splitlines(keepends=True)
        for node, owner in _definitions(tree):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            source = textwrap.dedent("".join(lines[first - 1 : node.end_lineno])).rstrip() + "\n"
            if source in seen:
                continue
            seen.add(source)
            yield {"path": str(path.name), "name": f"{owner}{node.name}", "content": source}
            if rows is not None and len(seen) >= rows:
                return


def _definitions(tree: ast.Module) -> Iterator[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]]:
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node, ""
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    yield item, f"{node.name}."


def main() -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--rows", type=int, default=10_000)
    args = parser.parse_args()
    table = pa.Table.from_pylist(list(functions(args.rows)))
    pq.write_table(table, args.out)
    print(f"{table.num_rows} functions -> {args.out}")


if __name__ == "__main__":
    main()
