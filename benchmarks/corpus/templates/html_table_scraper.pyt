"""Scrape HTML tables into lists of dicts, with header detection and number parsing."""

import re
from html.parser import HTMLParser
# {clean unused}
# {flaw unused}
import os
import sys
import json
# {end}

NUMBER = re.compile(r"^-?[\d,]+(\.\d+)?%?$")


class TableParser(HTMLParser):
    """Collects every <table> as a list of rows of cell texts."""

    def __init__(self):
        super().__init__()
        self.tables = []
        self._row = None
        self._cell = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            # {clean concat}
            self._row.append(" ".join("".join(self._cell).split()))
            # {flaw concat}
            text = ""
            for part in self._cell:
                text += part
            self._row.append(" ".join(text.split()))
            # {end}
            self._cell = None
        elif tag == "tr" and self._row is not None:
            if self._row:
                self.tables[-1].append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def parse_cell(text):
    """A number when the cell looks like one, else the text."""
    if not NUMBER.match(text):
        return text
    # {clean eval}
    value = float(text.rstrip("%").replace(",", ""))
    return value / 100 if text.endswith("%") else value
    # {flaw eval}
    try:
        value = eval(text.rstrip("%").replace(",", ""))
    except:
        return text
    if text.endswith("%"):
        return value / 100
    return value
    # {end}


def tables_from_html(html):
    """Each table as a list of dicts keyed by its header row."""
    parser = TableParser()
    parser.feed(html)
    result = []
    for rows in parser.tables:
        if len(rows) < 2:
            continue
        header = rows[0]
        result.append([dict(zip(header, map(parse_cell, row))) for row in rows[1:]])
    return result


def fetch(url):
    """The HTML of a page."""
    # {clean net}
    import urllib.request

    if not url.startswith("https://"):
        raise ValueError("https only")
    with urllib.request.urlopen(url, timeout=15) as response:
        return response.read().decode("utf-8", "replace")
    # {flaw net}
    import requests

    return requests.get(url, headers={"User-Agent": "Mozilla/5.0"}, verify=False).text
    # {end}


def column(table, name):
    """The values of one column, skipping rows without it."""
    # {clean quadratic}
    return [row[name] for row in table if name in row]
    # {flaw quadratic}
    values = []
    for row in table:
        if name in list(row.keys()):
            values.append(row[name])
    return values
    # {end}


def save_csv(table, path):
    """Write one table as CSV."""
    import csv

    columns = list(table[0]) if table else []
    # {clean no_with}
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(table)
    # {flaw no_with}
    writer = csv.DictWriter(open(path, "w"), fieldnames=columns)
    writer.writeheader()
    writer.writerows(table)
    # {end}
