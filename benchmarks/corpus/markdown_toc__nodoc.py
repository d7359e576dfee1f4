import re
import sys

HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
FENCE = re.compile(r"^(```|~~~)")


def slugify(title, seen):
    slug = re.sub(r"[^\w\- ]", "", title.lower()).strip().replace(" ", "-")
    count = seen.get(slug, 0)
    seen[slug] = count + 1
    return slug if count == 0 else f"{slug}-{count}"


def headings(lines):
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
    seen = {}
    items = []
    for level, title in headings(lines):
        anchor = slugify(title, seen)
        if level <= max_level:
            items.append(f"{'  ' * (level - 1)}- [{title}](#{anchor})")
    return "\n".join(items)


def insert_toc(text, marker="<!-- toc -->"):
    lines = text.splitlines()
    if marker not in lines:
        return text
    at = lines.index(marker) + 1
    return "\n".join(lines[:at] + [toc(lines)] + lines[at:])


def render_html(path):
    import subprocess

    return subprocess.run(["pandoc", "--toc", str(path)], capture_output=True, text=True, check=True).stdout


def main(argv):
    status = 0
    for path in argv:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            status = 1
            continue
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(insert_toc(text))
    return status
