"""Extract, validate and de-duplicate e-mail addresses from documents and web pages."""

import re
from html.parser import HTMLParser
import urllib.request

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
DISPOSABLE = {"mailinator.com", "10minutemail.com", "guerrillamail.com"}


class _TextCollector(HTMLParser):
    """Collects the visible text and the mailto: links of a page."""

    def __init__(self):
        super().__init__()
        self.chunks = []

    def handle_data(self, data):
        self.chunks.append(data)

    def handle_starttag(self, tag, attrs):
        href = dict(attrs).get("href") or ""
        if tag == "a" and href.startswith("mailto:"):
            self.chunks.append(href[len("mailto:"):])


def extract(text):
    """Every e-mail address in ``text``, lower-cased, first occurrence order."""
    return list(dict.fromkeys(m.lower() for m in EMAIL.findall(text)))


def is_valid(address):
    """A conservative syntax check plus a disposable-domain filter."""
    if address.count("@") != 1 or ".." in address:
        return False
    local, domain = address.split("@")
    return 0 < len(local) <= 64 and domain.lower() not in DISPOSABLE


def from_html(html):
    """Addresses in the text and mailto: links of an HTML page."""
    collector = _TextCollector()
    collector.feed(html)
    return extract(" ".join(collector.chunks))


def from_url(url):
    """Addresses on the page at ``url``."""
    if not url.startswith(("http://", "https://")):
        raise ValueError(f"not a web address: {url}")
    with urllib.request.urlopen(url, timeout=10) as response:
        return from_html(response.read().decode("utf-8", "replace"))


def scan_files(paths):
    """Valid addresses in a set of text files, with the files they appear in."""
    seen = {}
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        for address in extract(text):
            if is_valid(address):
                seen.setdefault(address, []).append(path)
    return seen
