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
    shift = PERSONAL_ALLOWANCE - allowance(income)
    bands, lower = [], 0.0
    for upper, rate in brackets:
        top = income if upper is None else min(income, max(0.0, upper - shift))
        if top > lower:
            bands.append((top - lower, rate, (top - lower) * rate))
        lower = max(lower, top)
    return Breakdown(tuple(bands), sum(tax for _, _, tax in bands))


def render(breakdown):
    s = ""
    for amount, rate, tax in breakdown.bands:
        s += "%12.2f at %3d%% = %10.2f\n" % (amount, rate * 100, tax)
    s += "total " + str(round(breakdown.total, 2))
    return s


def read_incomes(path):
    with open(path, encoding="utf-8") as handle:
        return [float(line.replace(",", "")) for line in handle if line.strip()]


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
