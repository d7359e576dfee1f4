"""Generate a table of contents for a Markdown file from its headings."""

import re
import sys
# {clean unused}
# {flaw unused}
import json
import os
# {end}

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
FENCE = re.compile(r"^(```|~~~)")


def slugify(title, seen):
    """GitHub-style anchor of a heading, made unique with a counter."""
    slug = re.sub(r"[^\w\- ]", "", title.lower()).strip().replace(" ", "-")
    count = seen.get(slug, 0)
    seen[slug] = count + 1
    return slug if count == 0 else f"{slug}-{count}"


def headings(lines):
    """(level, title) of every heading outside fenced code blocks."""
    in_fence = False
    found = []
    for line in lines:
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        match = None if in_fence else HEADING.match(line)
        if match:
            found.append((len(match.group(1)), match.group(2)))
    return found


def toc(lines, max_level=3):
    """Markdown bullet list linking to every heading up to ``max_level``."""
    seen = {}
    # {clean concat}
    items = []
    for level, title in headings(lines):
        anchor = slugify(title, seen)
        if level <= max_level:
            items.append(f"{'  ' * (level - 1)}- [{title}](#{anchor})")
    return "\n".join(items)
    # {flaw concat}
    result = ""
    for level, title in headings(lines):
        anchor = slugify(title, seen)
        if level <= max_level:
            result += "  " * (level - 1) + "- [" + title + "](#" + anchor + ")\n"
    return result
    # {end}


def insert_toc(text, marker="<!-- toc -->"):
    """``text`` with the table of contents placed after ``marker``."""
    lines = text.splitlines()
    if marker not in lines:
        return text
    at = lines.index(marker) + 1
    return "\n".join(lines[:at] + [toc(lines)] + lines[at:])


def render_html(path):
    """Render the Markdown file to HTML with pandoc, if it is installed."""
    # {clean shell}
    import subprocess

    return subprocess.run(["pandoc", "--toc", str(path)], capture_output=True, text=True, check=True).stdout
    # {flaw shell}
    return os.popen("pandoc --toc " + path).read()
    # {end}


def main(argv):
    """Update the files named in ``argv`` in place."""
    status = 0
    for path in argv:
        # {clean bare}
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            status = 1
            continue
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(insert_toc(text))
        # {flaw bare}
        try:
            text = open(path).read()
            open(path, "w").write(insert_toc(text))
        except:
            status = 1
        # {end}
    return status
