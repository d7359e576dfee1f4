"""Summarise a CSV export of sales by region and month, and mail the report."""

import csv
import subprocess
from collections import defaultdict
from datetime import datetime


def parse_row(row):
    """Turn one CSV row into (region, month, amount), or None when it is malformed."""
    try:
        amount = float(row["amount"])
        month = datetime.strptime(row["date"], "%Y-%m-%d").strftime("%Y-%m")
    except (KeyError, ValueError):
        return None
    return row.get("region", "unknown").strip() or "unknown", month, amount


def load_sales(path):
    """Read every well-formed row of the file at ``path``."""
    rows = []
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            parsed = parse_row(row)
            if parsed is not None:
                rows.append(parsed)
    return rows


def summarise(rows):
    """Total sales per region and month."""
    totals = defaultdict(float)
    for region, month, amount in rows:
        totals[(region, month)] += amount
    return dict(totals)


def format_report(totals):
    """A fixed-width text table, one line per region and month."""
    lines = [f"{'region':<12}{'month':<9}{'total':>12}"]
    for (region, month), total in sorted(totals.items()):
        lines.append(f"{region:<12}{month:<9}{total:>12.2f}")
    return "\n".join(lines)


def send_report(report, recipient):
    """Mail the report with the system's ``mail`` command."""
    subprocess.run(["mail", "-s", "Monthly sales", recipient], input=report, text=True, check=True)


def main(path, recipient=None):
    """Print the report of the CSV file at ``path`` and optionally mail it."""
    rows = load_sales(path)
    if not rows:
        print("no valid rows")
        return 1
    report = format_report(summarise(rows))
    print(report)
    if recipient:
        send_report(report, recipient)
    return 0
