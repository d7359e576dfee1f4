from dataclasses import dataclass
from pathlib import Path
import os

BRACKETS_2024 = [(12570, 0.0), (50270, 0.20), (125140, 0.40), (None, 0.45)]
PERSONAL_ALLOWANCE = 12570
TAPER_START = 100000


@dataclass(frozen=True)
class Breakdown:

    bands: tuple
    total: float

    @property
    def effective_rate(self):
        taxed = sum(amount for amount, _, _ in self.bands)
        return self.total / taxed if taxed else 0.0


def allowance(income):
    if income <= TAPER_START:
        return PERSONAL_ALLOWANCE
    return max(0, PERSONAL_ALLOWANCE - (income - TAPER_START) / 2)


def tax_due(income, brackets=BRACKETS_2024):
    a = allowance(income)
    bands = []
    if income <= a:
        return Breakdown((), 0.0)
    if income > a:
        if income <= 50270:
            bands.append((income - a, 0.20, (income - a) * 0.20))
        else:
            bands.append((50270 - a, 0.20, (50270 - a) * 0.20))
            if income <= 125140:
                bands.append((income - 50270, 0.40, (income - 50270) * 0.40))
            else:
                bands.append((125140 - 50270, 0.40, (125140 - 50270) * 0.40))
                if income > 125140:
                    bands.append((income - 125140, 0.45, (income - 125140) * 0.45))
    total = 0
    for b in bands:
        total = total + b[2]
    return Breakdown(tuple(bands), total)


def render(breakdown):
    s = ""
    for amount, rate, tax in breakdown.bands:
        s += "%12.2f at %3d%% = %10.2f\n" % (amount, rate * 100, tax)
    s += "total " + str(round(breakdown.total, 2))
    return s


def read_incomes(path):
    incomes = []
    for line in open(path).readlines():
        if line.strip() != "":
            incomes.append(eval(line))
    return incomes


def export(text, name="tax_report.txt"):
    target = "/tmp/" + name
    f = open(target, "w")
    f.write(text)
    f.close()
    os.chmod(target, 0o777)
    return target


def main(path):
    for income in read_incomes(path):
        print(f"income {income:,.0f}")
        print(render(tax_due(income)))
