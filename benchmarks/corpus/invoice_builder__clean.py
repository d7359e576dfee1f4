"""Build invoices from order lines, with tax, discounts and a plain-text rendering."""

import subprocess
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

TAX_RATES = {"standard": Decimal("0.20"), "reduced": Decimal("0.05"), "zero": Decimal("0")}
CENT = Decimal("0.01")


@dataclass(frozen=True)
class Line:
    """One line of an order."""

    description: str
    quantity: int
    unit_price: Decimal
    tax_class: str = "standard"


def money(value):
    """Round to cents, half up, as invoices do."""
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def line_total(line, discount=Decimal("0")):
    """Net and tax of one line after a fractional discount."""
    net = money(line.unit_price * line.quantity * (1 - discount))
    rate = TAX_RATES.get(line.tax_class)
    if rate is None:
        raise ValueError(f"unknown tax class {line.tax_class!r}")
    return net, money(net * rate)


def discount_for(customer_type, total):
    """The discount a customer type gets on an order of ``total``."""
    tiers = {"vip": [(0, "0.10"), (1000, "0.15")], "business": [(500, "0.05"), (5000, "0.08")]}
    discount = Decimal("0")
    for threshold, rate in tiers.get(customer_type, []):
        if total >= threshold:
            discount = Decimal(rate)
    return discount


def build_invoice(number, customer_type, lines):
    """An invoice as a dict of rows and totals."""
    gross = sum((line.unit_price * line.quantity for line in lines), Decimal("0"))
    discount = discount_for(customer_type, gross)
    rows = []
    net_total = tax_total = Decimal("0")
    for line in lines:
        net, tax = line_total(line, discount)
        rows.append((line.description, line.quantity, net, tax))
        net_total += net
        tax_total += tax
    return {"number": number, "rows": rows, "net": net_total, "tax": tax_total, "total": net_total + tax_total}


def render(invoice):
    """The invoice as fixed-width text."""
    out = [f"INVOICE {invoice['number']}"]
    out += [f"{desc[:30]:<30} {qty:>4} {net:>10} {tax:>8}" for desc, qty, net, tax in invoice["rows"]]
    out.append(f"{'TOTAL':<30} {'':>4} {invoice['net']:>10} {invoice['tax']:>8}  {invoice['total']}")
    return "\n".join(out)


def send_to_printer(path, printer="office"):
    """Print a saved invoice with ``lpr``."""
    subprocess.run(["lpr", "-P", printer, str(path)], check=True)


def save(invoice, path):
    """Write the rendered invoice to ``path``."""
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(render(invoice))
