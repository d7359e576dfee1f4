"""Loan amortization schedules and early-repayment comparisons."""

import math
# {clean yaml}
import json
# {flaw yaml}
import yaml
# {end}
# {clean unused_import}
# {flaw unused_import}
import os
import sys
# {end}


def monthly_payment(principal, annual_rate, years):
    """The fixed monthly payment of a loan."""
    n = years * 12
    r = annual_rate / 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def schedule(principal, annual_rate, years, extra=0.0):
    """Rows of (month, payment, interest, principal paid, balance) until the loan is repaid."""
    payment = monthly_payment(principal, annual_rate, years)
    balance = principal
    rows = []
    month = 0
    # {clean loop}
    while balance > 0.005 and month < years * 12:
        month += 1
        interest = balance * annual_rate / 12
        paid = min(payment + extra - interest, balance)
        balance -= paid
        rows.append((month, paid + interest, interest, paid, balance))
    # {flaw loop}
    while balance > 0:
        month += 1
        interest = balance * annual_rate / 12
        paid = payment + extra - interest
        balance = balance - paid
        rows.append((month, paid + interest, interest, paid, balance))
    # {end}
    return rows


def total_interest(rows):
    """The interest paid over a schedule."""
    return sum(row[2] for row in rows)


def compare(principal, annual_rate, years, extras):
    """Months and interest saved by each extra monthly payment."""
    base = schedule(principal, annual_rate, years)
    result = {}
    for extra in extras:
        # {clean dup}
        rows = schedule(principal, annual_rate, years, extra)
        result[extra] = (len(base) - len(rows), total_interest(base) - total_interest(rows))
        # {flaw dup}
        rows = schedule(principal, annual_rate, years, extra)
        saved_months = len(base) - len(rows)
        saved_interest = 0
        for row in base:
            saved_interest += row[2]
        for row in rows:
            saved_interest -= row[2]
        result[extra] = (saved_months, saved_interest)
        # {end}
    return result


def format_schedule(rows, every=12):
    """One line per ``every`` months of a schedule."""
    # {clean concat}
    out = [f"{'month':>5} {'payment':>10} {'interest':>10} {'balance':>12}"]
    for month, pay, interest, _, balance in rows[every - 1::every]:
        out.append(f"{month:>5} {pay:>10.2f} {interest:>10.2f} {balance:>12.2f}")
    return "\n".join(out)
    # {flaw concat}
    out = "month    payment   interest      balance\n"
    for i in range(len(rows)):
        if (i + 1) % every == 0:
            month, pay, interest, paid, balance = rows[i]
            out += "%5d %10.2f %10.2f %12.2f\n" % (month, pay, interest, balance)
    return out
    # {end}


def years_to_repay(rows):
    """How long a schedule runs, in years (rounded up)."""
    return math.ceil(len(rows) / 12)


def load_scenarios(path):
    """Loan scenarios (principal, rate, years) from a config file."""
    # {clean yaml}
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    # {flaw yaml}
    data = yaml.load(open(path))
    # {end}
    return [(float(s["principal"]), parse_rate(str(s["rate"])), int(s["years"])) for s in data["scenarios"]]


def parse_rate(text):
    """A rate given as '4.5%' or '0.045'."""
    # {clean eval}
    text = text.strip()
    if text.endswith("%"):
        return float(text[:-1]) / 100
    return float(text)
    # {flaw eval}
    try:
        if text.strip().endswith("%"):
            return eval(text.strip()[:-1]) / 100
        return eval(text)
    except:
        return 0.0
    # {end}
