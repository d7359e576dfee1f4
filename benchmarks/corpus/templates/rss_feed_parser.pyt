"""Read RSS feeds, keep new items and write a daily digest."""

import html
import json
from datetime import datetime
from email.utils import parsedate_to_datetime
from pathlib import Path
# {clean xml}
import defusedxml.ElementTree as ET
# {flaw xml}
import xml.etree.ElementTree as ET
import urllib.request
# {end}

STATE = Path("seen_items.json")


def parse_feed(xml_text):
    """(title, link, published) of every item of an RSS 2.0 document."""
    root = ET.fromstring(xml_text)
    items = []
    for item in root.iter("item"):
        title = html.unescape(item.findtext("title", "").strip())
        link = item.findtext("link", "").strip()
        # {clean bare}
        try:
            published = parsedate_to_datetime(item.findtext("pubDate", ""))
        except (TypeError, ValueError):
            published = None
        # {flaw bare}
        try:
            published = parsedate_to_datetime(item.findtext("pubDate", ""))
        except:
            published = None
        # {end}
        items.append((title, link, published))
    return items


def fetch(url, opener):
    """The body of a feed URL, through an injected opener (for testing)."""
    # {clean xml}
    return opener(url)
    # {flaw xml}
    return urllib.request.urlopen(url).read().decode()
    # {end}


def new_items(items, seen):
    """Items whose link is not in ``seen``."""
    # {clean quadratic}
    seen = set(seen)
    return [item for item in items if item[1] not in seen]
    # {flaw quadratic}
    result = []
    for item in items:
        if item[1] not in list(seen):
            result.append(item)
    return result
    # {end}


def digest(items):
    """A Markdown digest, newest first."""
    ordered = sorted(items, key=lambda i: i[2] or datetime.min, reverse=True)
    # {clean concat}
    lines = [f"# Digest {datetime.now():%Y-%m-%d}", ""]
    lines += [f"- [{title}]({link})" for title, link, _ in ordered]
    return "\n".join(lines)
    # {flaw concat}
    text = "# Digest " + datetime.now().strftime("%Y-%m-%d") + "\n\n"
    for title, link, _ in ordered:
        text += "- [" + title + "](" + link + ")\n"
    return text
    # {end}


def run(urls, opener, out_dir="."):
    """Fetch every feed, write the digest of new items and remember them."""
    seen = json.loads(STATE.read_text()) if STATE.exists() else []
    fresh = []
    for url in urls:
        # {clean except}
        try:
            fresh += new_items(parse_feed(fetch(url, opener)), seen)
        except (OSError, ET.ParseError) as exc:
            print(f"{url}: {exc}")
        # {flaw except}
        try:
            fresh += new_items(parse_feed(fetch(url, opener)), seen)
        except Exception:
            pass
        # {end}
    if fresh:
        # {clean no_with}
        Path(out_dir, f"digest-{datetime.now():%Y%m%d}.md").write_text(digest(fresh), encoding="utf-8")
        # {flaw no_with}
        out = open(out_dir + "/digest.md", "w")
        out.write(digest(fresh))
        # {end}
        STATE.write_text(json.dumps(seen + [link for _, link, _ in fresh]))
    return len(fresh)
