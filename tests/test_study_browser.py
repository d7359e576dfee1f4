"""The study page in a real browser (Playwright driving Debian's chromium): click, keys, skip, reload, finish."""

import sqlite3
from pathlib import Path

import pytest

from codereward.study.create import INSTRUCTIONS, System, create_study
from codereward.study.server import running

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
IDS = [f"task{i}" for i in range(5)]



@pytest.fixture
def study(tmp_path):
    good = System("GoodModelQ3", "good.jsonl",
                  {pid: f"```python\ndef f_{pid}(items: list[int]) -> int:\n    return sum(items)\n```" for pid in IDS})
    poor = System("PoorModelW8", "poor.jsonl",
                  {pid: f"def f_{pid}(l):\n    t = 0\n    for i in range(len(l)):\n        t = t + l[i]\n    return t\n"
                   for pid in IDS})
    return create_study(tmp_path / "s.sqlite", good, poor, {pid: f"Sum the list ({pid})." for pid in IDS}, ["ann"],
                        overlap=0.0, seed=5)


def _rows(path):
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT chosen_position, chosen_slot, left_slot, skipped, seconds FROM judgements "
                            "ORDER BY id").fetchall()
    finally:
        conn.close()


def _at(page, expect, text):
    """Wait for the page showing ``text`` as progress, with its script ready for keys."""
    expect(page.locator("#progress")).to_have_text(text)
    page.wait_for_selector("html[data-ready]", state="attached")


def test_annotating_in_a_browser(study):
    from playwright import sync_api

    assert CHROMIUM.exists(), "Debian's chromium is missing: run `make browser` (make test does)"
    with running(study.path) as base, sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(10_000)
            page.goto(f"{base}/a/{study.tokens['ann']}")
            expect = sync_api.expect
            expect(page.locator("#instructions")).to_have_text(INSTRUCTIONS)
            _at(page, expect, "1 of 5")
            body = page.content()
            assert "GoodModelQ3" not in body and "PoorModelW8" not in body
            assert page.locator(".snippet .label").all_inner_texts() == ["A", "B"]
            assert page.locator("#left .highlight").count() == 1  # highlighted on the server

            page.locator("#right .snippet-code").click()  # clicking on the snippet itself chooses it
            _at(page, expect, "2 of 5")
            page.keyboard.press("ArrowLeft")
            _at(page, expect, "3 of 5")
            page.keyboard.press("b")
            _at(page, expect, "4 of 5")
            page.keyboard.press("s")
            _at(page, expect, "5 of 5")
            page.reload()
            _at(page, expect, "5 of 5")  # progress survives a reload
            assert len(_rows(study.path)) == 4
            page.locator("#skip").click()
            expect(page.locator("#finished")).to_be_visible()
        finally:
            browser.close()

    rows = _rows(study.path)
    assert [(r[0], r[3]) for r in rows] == [("right", 0), ("left", 0), ("right", 0), (None, 1), (None, 1)]
    for position, chosen, left, skipped, seconds in rows:
        if not skipped:
            assert chosen == (left if position == "left" else {"a": "b", "b": "a"}[left])
        assert seconds is not None and 0 <= seconds < 60  # measured in the browser from render to choice
