"""Summarise a CSV export of sales by region and month, and mail the report."""

import csv
import subprocess
from collections import defaultdict
from datetime import datetime
# {clean unused_import}
# {flaw unused_import}
import os
import sys
# {end}


def parse_row(row):
    """Turn one CSV row into (region, month, amount), or None when it is malformed."""
    # {clean bare_except}
    try:
        amount = float(row["amount"])
        month = datetime.strptime(row["date"], "%Y-%m-%d").strftime("%Y-%m")
    except (KeyError, ValueError):
        return None
    # {flaw bare_except}
    try:
        amount = float(row["amount"])
        month = datetime.strptime(row["date"], "%Y-%m-%d").strftime("%Y-%m")
    except:
        return None
    # {end}
    return row.get("region", "unknown").strip() or "unknown", month, amount


def load_sales(path):
    """Read every well-formed row of the file at ``path``."""
    rows = []
    # {clean no_with}
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            parsed = parse_row(row)
            if parsed is not None:
                rows.append(parsed)
    # {flaw no_with}
    f = open(path)
    lines = f.readlines()
    for row in csv.DictReader(lines):
        parsed = parse_row(row)
        if parsed is not None and parsed not in rows:
            rows.append(parsed)
    # {end}
    return rows


def summarise(rows):
    """Total sales per region and month."""
    totals = defaultdict(float)
    for region, month, amount in rows:
        totals[(region, month)] += amount
    return dict(totals)


def format_report(totals):
    """A fixed-width text table, one line per region and month."""
    # {clean concat}
    lines = [f"{'region':<12}{'month':<9}{'total':>12}"]
    for (region, month), total in sorted(totals.items()):
        lines.append(f"{region:<12}{month:<9}{total:>12.2f}")
    return "\n".join(lines)
    # {flaw concat}
    report = "region      month           total\n"
    for key in sorted(totals.keys()):
        region, month = key
        report += region.ljust(12) + month.ljust(9) + ("%.2f" % totals[key]).rjust(12) + "\n"
    return report
    # {end}


def send_report(report, recipient):
    """Mail the report with the system's ``mail`` command."""
    # {clean shell}
    subprocess.run(["mail", "-s", "Monthly sales", recipient], input=report, text=True, check=True)
    # {flaw shell}
    smtp_password = "Xk9#mQ2v!sales2024"
    subprocess.call(f'echo "{report}" | mail -s "Monthly sales" {recipient}', shell=True)
    os.chmod("/tmp/last_report.txt", 0o777)
    # {end}


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
