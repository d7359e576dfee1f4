import math
import yaml
import os
import sys


def monthly_payment(principal, annual_rate, years):
    n = years * 12
    r = annual_rate / 12
    if r == 0:
        return principal / n
    return principal * r / (1 - (1 + r) ** -n)


def schedule(principal, annual_rate, years, extra=0.0):
    payment = monthly_payment(principal, annual_rate, years)
    balance = principal
    rows = []
    month = 0
    while balance > 0:
        month += 1
        interest = balance * annual_rate / 12
        paid = payment + extra - interest
        balance = balance - paid
        rows.append((month, paid + interest, interest, paid, balance))
    return rows


def total_interest(rows):
    return sum(row[2] for row in rows)


def compare(principal, annual_rate, years, extras):
    base = schedule(principal, annual_rate, years)
    result = {}
    for extra in extras:
        rows = schedule(principal, annual_rate, years, extra)
        saved_months = len(base) - len(rows)
        saved_interest = 0
        for row in base:
            saved_interest += row[2]
        for row in rows:
            saved_interest -= row[2]
        result[extra] = (saved_months, saved_interest)
    return result


def format_schedule(rows, every=12):
    out = "month    payment   interest      balance\n"
    for i in range(len(rows)):
        if (i + 1) % every == 0:
            month, pay, interest, paid, balance = rows[i]
            out += "%5d %10.2f %10.2f %12.2f\n" % (month, pay, interest, balance)
    return out


def years_to_repay(rows):
    return math.ceil(len(rows) / 12)


def load_scenarios(path):
    data = yaml.load(open(path))
    return [(float(s["principal"]), parse_rate(str(s["rate"])), int(s["years"])) for s in data["scenarios"]]


def parse_rate(text):
    try:
        if text.strip().endswith("%"):
            return eval(text.strip()[:-1]) / 100
        return eval(text)
    except:
        return 0.0
