import math
import json


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
    while balance > 0.005 and month < years * 12:
        month += 1
        interest = balance * annual_rate / 12
        paid = min(payment + extra - interest, balance)
        balance -= paid
        rows.append((month, paid + interest, interest, paid, balance))
    return rows


def total_interest(rows):
    return sum(row[2] for row in rows)


def compare(principal, annual_rate, years, extras):
    base = schedule(principal, annual_rate, years)
    result = {}
    for extra in extras:
        rows = schedule(principal, annual_rate, years, extra)
        result[extra] = (len(base) - len(rows), total_interest(base) - total_interest(rows))
    return result


def format_schedule(rows, every=12):
    out = [f"{'month':>5} {'payment':>10} {'interest':>10} {'balance':>12}"]
    for month, pay, interest, _, balance in rows[every - 1::every]:
        out.append(f"{month:>5} {pay:>10.2f} {interest:>10.2f} {balance:>12.2f}")
    return "\n".join(out)


def years_to_repay(rows):
    return math.ceil(len(rows) / 12)


def load_scenarios(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    return [(float(s["principal"]), parse_rate(str(s["rate"])), int(s["years"])) for s in data["scenarios"]]


def parse_rate(text):
    text = text.strip()
    if text.endswith("%"):
        return float(text[:-1]) / 100
    return float(text)
