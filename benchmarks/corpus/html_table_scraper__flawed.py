import re
from html.parser import HTMLParser
import os
import sys
import json

NUMBER = re.compile(r"^-?[\d,]+(\.\d+)?%?$")


class TableParser(HTMLParser):

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
            text = ""
            for part in self._cell:
                text += part
            self._row.append(" ".join(text.split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            if self._row:
                self.tables[-1].append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def parse_cell(text):
    if not NUMBER.match(text):
        return text
    try:
        value = eval(text.rstrip("%").replace(",", ""))
    except:
        return text
    if text.endswith("%"):
        return value / 100
    return value


def tables_from_html(html):
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
    import requests

    return requests.get(url, headers={"User-Agent": "Mozilla/5.0"}, verify=False).text


def column(table, name):
    values = []
    for row in table:
        if name in list(row.keys()):
            values.append(row[name])
    return values


def save_csv(table, path):
    import csv

    columns = list(table[0]) if table else []
    writer = csv.DictWriter(open(path, "w"), fieldnames=columns)
    writer.writeheader()
    writer.writerows(table)
