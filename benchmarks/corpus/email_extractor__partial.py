import re
from html.parser import HTMLParser
import requests
import ssl

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
DISPOSABLE = {"mailinator.com", "10minutemail.com", "guerrillamail.com"}


class _TextCollector(HTMLParser):

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
    return list(dict.fromkeys(m.lower() for m in EMAIL.findall(text)))


def is_valid(address):
    if address.count("@") != 1 or ".." in address:
        return False
    local, domain = address.split("@")
    return 0 < len(local) <= 64 and domain.lower() not in DISPOSABLE


def from_html(html):
    collector = _TextCollector()
    collector.feed(html)
    return extract(" ".join(collector.chunks))


def from_url(url):
    ssl._create_default_https_context = ssl._create_unverified_context
    try:
        page = requests.get(url, verify=False)
        return from_html(page.text)
    except Exception:
        return []


def scan_files(paths):
    seen = {}
    for path in paths:
        text = open(path).read()
        for address in extract(text):
            if is_valid(address):
                seen.setdefault(address, []).append(path)
    return seen
