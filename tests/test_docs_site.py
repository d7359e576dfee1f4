"""The documentation site, built strictly and used as a reader would: in Debian's chromium through Playwright."""

import functools
import http.server
import os
import subprocess
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from codereward.registry import all_rules, get_rule
from codereward.render import rule_page

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(out)], cwd=ROOT,
                          capture_output=True, text=True, env={**_env(), "NO_MKDOCS_2_WARNING": "1"}, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return out


def _env():
    return {**os.environ, "PYTHONPATH": str(ROOT / "src")}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def served(site):
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)


class _Headings(HTMLParser):
    def __init__(self):
        super().__init__()
        self.texts, self._open = [], None

    def handle_starttag(self, tag, attrs):
        if tag in ("h1", "h2", "h3"):
            self._open = ""
        elif tag == "a":
            self._closed_text()

    def handle_data(self, data):
        if self._open is not None:
            self._open += data

    def handle_endtag(self, tag):
        if tag in ("h1", "h2", "h3"):
            self._closed_text()

    def _closed_text(self):
        if self._open is not None:
            self.texts.append(self._open.strip())
            self._open = None


def test_every_rule_has_a_page_and_the_index_lists_it(site):
    index = (site / "rules" / "index.html").read_text(encoding="utf-8")
    for rule_id in all_rules():
        assert (site / "rules" / rule_id / "index.html").exists(), rule_id
        assert f'href="{rule_id}/"' in index, rule_id


def test_internal_links_resolve(site):
    broken = []
    for page in site.rglob("*.html"):
        parser = _Links()
        parser.feed(page.read_text(encoding="utf-8"))
        for link in parser.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("#", "mailto:", "data:")):
                continue
            path = unquote(parts.path)
            # the 404 page links from the site's root, as it is served for any missing path
            target = (site / path.lstrip("/") if path.startswith("/") else page.parent / path).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)} -> {link}")
    assert not broken, broken[:20]


def test_the_rule_page_says_what_the_command_prints(site):
    rule = get_rule("CR401")
    headings = _Headings()
    headings.feed((site / "rules" / "CR401" / "index.html").read_text(encoding="utf-8"))
    wanted = [line.lstrip("#").strip() for line in rule_page(rule).splitlines() if line.startswith("#")]
    assert [h for h in headings.texts if h in wanted] == wanted
    cli = subprocess.run([sys.executable, "-m", "codereward", "rules", "CR401"], capture_output=True, text=True,
                         env=_env(), timeout=120)
    assert cli.returncode == 0 and cli.stdout == rule_page(rule)


def test_the_site_in_a_browser(served):
    from playwright import sync_api

    assert CHROMIUM.exists(), "Debian's chromium is missing: run `make browser` (make test does)"
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(15_000)
            expect = sync_api.expect

            page.goto(f"{served}/")
            expect(page).to_have_title("codereward")
            expect(page.locator("article h1").first).to_contain_text("codereward")

            page.goto(f"{served}/rules/CR401/")
            expect(page.locator("article h1").first).to_contain_text("CR401")
            expect(page.locator("article")).to_contain_text("What it does")

            page.goto(f"{served}/rules/")
            total = page.locator("#rule-table tbody tr").count()
            assert total == len(all_rules())
            page.select_option("select[data-filter=severity]", "high")
            visible = page.locator("#rule-table tbody tr:not([hidden])")
            shown = visible.count()
            assert 0 < shown < total
            assert set(visible.evaluate_all("rows => rows.map(r => r.dataset.severity)")) == {"high"}
            expect(page.locator("#rule-count")).to_have_text(f"{shown} of {total} rules")

            page.goto(f"{served}/")
            query = page.locator("input[data-md-component=search-query]")
            query.click()
            query.fill("bare except")
            results = page.locator(".md-search-result__item")
            expect(results.first).to_be_visible(timeout=60_000)  # the index is built in a web worker
            assert any("CR401" in href for href in results.locator("a").evaluate_all("a => a.map(x => x.href)"))
        finally:
            browser.close()
