"""Take the README's screenshot of the study page: docs/study.png.

A demo study (shipped problems: reference solution vs starter code as the two "systems")
is served on a loopback port and photographed with Debian's chromium through Playwright.

    python scripts/screenshot_study.py [--out docs/study.png] [--problem ID] [--chromium /usr/bin/chromium]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from codereward.study.demo import demo_study
from codereward.study.server import running

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "study.png")
    parser.add_argument("--problem", default="", help="problem id to show (default: the first of the demo order)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--width", type=int, default=1440)
    parser.add_argument("--height", type=int, default=1000)
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        db_path = Path(tmp) / "demo.sqlite"
        study = demo_study(db_path, problems=40, seed=1)
        token = study.tokens["demo"]
        with running(db_path) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, args=ARGS)
            try:
                page = browser.new_page(viewport={"width": args.width, "height": args.height}, device_scale_factor=1)
                page.goto(f"{base}/a/{token}")
                if args.problem:
                    _skip_to(page, db_path, token, args.problem)
                page.wait_for_selector("html[data-ready]", state="attached")
                args.out.parent.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(args.out))
            finally:
                browser.close()
    print(f"wrote {args.out}")
    return 0


def _skip_to(page, db_path: Path, token: str, problem_id: str) -> None:
    """Skip pairs until the page shows ``problem_id`` (the demo database is thrown away afterwards)."""
    import sqlite3

    conn = sqlite3.connect(db_path)
    try:
        nonces = dict(conn.execute(
            "SELECT s.nonce, p.problem_id FROM assignments s JOIN pairs p ON p.id = s.pair_id").fetchall())
    finally:
        conn.close()
    if problem_id not in nonces.values():
        raise SystemExit(f"problem {problem_id!r} is not in the demo study")
    while True:
        page.wait_for_selector("html[data-ready]", state="attached")
        nonce = page.locator("input[name=nonce]").get_attribute("value")
        if nonces.get(nonce) == problem_id:
            return
        page.locator("#skip").click()
        page.wait_for_load_state("load")


if __name__ == "__main__":
    sys.exit(main())
