"""Progressive income tax with brackets, allowances and a breakdown table."""

from dataclasses import dataclass
from pathlib import Path

BRACKETS_2024 = [(12570, 0.0), (50270, 0.20), (125140, 0.40), (None, 0.45)]
PERSONAL_ALLOWANCE = 12570
TAPER_START = 100000


@dataclass(frozen=True)
class Breakdown:
    """Tax owed in each band."""

    bands: tuple
    total: float

    @property
    def effective_rate(self):
        """Total tax over taxed income."""
        taxed = sum(amount for amount, _, _ in self.bands)
        return self.total / taxed if taxed else 0.0


def allowance(income):
    """The personal allowance, reduced by 1 for every 2 earned above the taper start."""
    if income <= TAPER_START:
        return PERSONAL_ALLOWANCE
    return max(0, PERSONAL_ALLOWANCE - (income - TAPER_START) / 2)


def tax_due(income, brackets=BRACKETS_2024):
    """Tax on ``income`` band by band."""
    shift = PERSONAL_ALLOWANCE - allowance(income)
    bands, lower = [], 0.0
    for upper, rate in brackets:
        top = income if upper is None else min(income, max(0.0, upper - shift))
        if top > lower:
            bands.append((top - lower, rate, (top - lower) * rate))
        lower = max(lower, top)
    return Breakdown(tuple(bands), sum(tax for _, _, tax in bands))


def render(breakdown):
    """A text table of the bands."""
    rows = [f"{amount:>12,.2f} at {rate:>4.0%} = {tax:>10,.2f}" for amount, rate, tax in breakdown.bands]
    rows.append(f"{'total':>12} {'':>7} {breakdown.total:>10,.2f} ({breakdown.effective_rate:.1%})")
    return "\n".join(rows)


def read_incomes(path):
    """Incomes listed one per line in ``path``."""
    with open(path, encoding="utf-8") as handle:
        return [float(line.replace(",", "")) for line in handle if line.strip()]


def export(text, name="tax_report.txt"):
    """Write a report next to the user's other documents."""
    target = Path.home() / "Documents" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def main(path):
    """Print the tax of every income in a file."""
    for income in read_incomes(path):
        print(f"income {income:,.0f}")
        print(render(tax_due(income)))
