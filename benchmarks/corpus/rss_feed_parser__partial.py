import html
import json
from datetime import datetime
from email.utils import parsedate_to_datetime
from pathlib import Path
import xml.etree.ElementTree as ET
import urllib.request

STATE = Path("seen_items.json")


def parse_feed(xml_text):
    root = ET.fromstring(xml_text)
    items = []
    for item in root.iter("item"):
        title = html.unescape(item.findtext("title", "").strip())
        link = item.findtext("link", "").strip()
        try:
            published = parsedate_to_datetime(item.findtext("pubDate", ""))
        except (TypeError, ValueError):
            published = None
        items.append((title, link, published))
    return items


def fetch(url, opener):
    return urllib.request.urlopen(url).read().decode()


def new_items(items, seen):
    result = []
    for item in items:
        if item[1] not in list(seen):
            result.append(item)
    return result


def digest(items):
    ordered = sorted(items, key=lambda i: i[2] or datetime.min, reverse=True)
    lines = [f"# Digest {datetime.now():%Y-%m-%d}", ""]
    lines += [f"- [{title}]({link})" for title, link, _ in ordered]
    return "\n".join(lines)


def run(urls, opener, out_dir="."):
    seen = json.loads(STATE.read_text()) if STATE.exists() else []
    fresh = []
    for url in urls:
        try:
            fresh += new_items(parse_feed(fetch(url, opener)), seen)
        except Exception:
            pass
    if fresh:
        Path(out_dir, f"digest-{datetime.now():%Y%m%d}.md").write_text(digest(fresh), encoding="utf-8")
        STATE.write_text(json.dumps(seen + [link for _, link, _ in fresh]))
    return len(fresh)
